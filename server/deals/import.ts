// Deals from a spreadsheet (.xlsx or .csv): SPEC §7's columns A–D (title, expiryDate, imageUrl,
// description) then named columns. Preview first; the write is one transaction and only happens
// when no row has an error; importing the same file twice changes nothing.
//
// The file is read as a stream with every limit checked while reading (decision 032): the .xlsx
// is unzipped entry by entry (fflate) and its XML read by events (saxes), never inflated or built
// in memory as a whole; the reader gives the event loop back every few milliseconds. A file over a
// limit is refused with a FileProblem (4xx), as soon as the limit is passed.
import { isUtf8 } from "node:buffer";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Inflate, Unzip, type AsyncFlateStreamHandler, type UnzipDecoder, type UnzipFile } from "fflate";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { parse as parseCsv } from "csv-parse/sync";
import { inArray } from "drizzle-orm";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { auditMany, type Actor } from "../admin/audit.ts";
import { checkDeal, todayInGreece, type DealField, type DealValues, type RawDeal } from "./deal-rules.ts";
import {
  fetchImage,
  IMAGE_TIMEOUT_MS,
  imageRule,
  ImageProblem,
  MEDIA_PREFIX,
  storeImage,
  type ImageStore,
} from "./images.ts";
import { clip, message, type Problem } from "./messages.ts";
import { snapshot, type DealRow } from "./service.ts";
import { dealsSaved } from "../jobs/deals-live.ts";

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 5000;
/** Columns with a value: SPEC §7 uses 15; far more is not a deals sheet. */
export const MAX_COLUMNS = 50;
/** Characters in any one cell (the longest field, a description, takes 2 000). */
export const MAX_CELL_CHARS = 2000;
/** Bytes inflated from the .xlsx entries the reader opens, all together. */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

/** Columns A–D by position (SPEC §7), with the header names the sample sheet uses. */
const POSITIONAL: { name: string; field: DealField }[] = [
  { name: "title", field: "title" },
  { name: "expiryDate", field: "expires_at" },
  { name: "imageUrl", field: "image_url" },
  { name: "description", field: "description" },
];
/** Named columns after D, in any order. */
const NAMED: DealField[] = [
  "partner",
  "category",
  "url",
  "title_en",
  "description_en",
  "title_de",
  "description_de",
  "price_from",
  "price_was",
  "starts_at",
  "featured",
];
const REQUIRED_NAMED: DealField[] = ["partner", "url"];

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]/g, "");

export interface SheetRow {
  row: number;
  raw: RawDeal;
}
export interface Sheet {
  rows: SheetRow[];
  /** Field → column letter and header, for messages. */
  columns: Partial<Record<DealField, { letter: string; header: string }>>;
}

const letter = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);

export class FileProblem extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** Thrown by a reader when the sheet goes over MAX_ROWS (each reader words the problem). */
class RowLimit extends Error {}

const notSpreadsheet = () => new FileProblem({ code: "file_type" });
/** A spreadsheet (a zip with a workbook) whose XML is not what a spreadsheet program writes. */
const malformed = () => new FileProblem({ code: "file_malformed" });
const cellTooLong = (cell?: string) =>
  new FileProblem({ code: "cell_too_long", params: { cell: cell ? ` (${cell})` : "", max: MAX_CELL_CHARS } });
const tooManyColumns = (row: number, col: number) =>
  new FileProblem({
    code: "too_many_columns",
    params: { row, value: letter(col), max: MAX_COLUMNS, last: letter(MAX_COLUMNS - 1) },
  });

// ── one import at a time ──

let importing = false;

/**
 * One import at a time in this process: the reader's memory and time are bounded for one file,
 * and a second import while one runs is refused rather than queued. Returns the release, or
 * undefined when an import is already running.
 */
export function claimImport(): (() => void) | undefined {
  if (importing) return undefined;
  importing = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    importing = false;
  };
}

// ── giving the event loop back ──

/** Work between two turns of the event loop stays under this many milliseconds (plus one step). */
const TURN_MS = 8;

class Pacer {
  private since = performance.now();
  /** Yields to the event loop when this turn has run long enough. */
  async step(): Promise<void> {
    if (performance.now() - this.since < TURN_MS) return;
    await nextTurn();
    this.since = performance.now();
  }
}

// ── the sheet, row by row ──

const isBlank = (r: readonly unknown[]) => r.every((v) => v === undefined || v === null || String(v).trim() === "");

/** Turns rows (as they are read) into the header's columns and the deal rows. */
class SheetBuilder {
  private header: string[] | undefined;
  private fields: [DealField, number][] = [];
  readonly columns: Sheet["columns"] = {};
  readonly rows: SheetRow[] = [];

  /** Adds one row of cells (index = column); false when it would be one row over MAX_ROWS. */
  add(row: number, cells: readonly unknown[]): boolean {
    if (isBlank(cells)) return true;
    if (!this.header) {
      this.setHeader(cells);
      return true;
    }
    if (this.rows.length >= MAX_ROWS) return false;
    const raw: RawDeal = {};
    for (const [field, i] of this.fields) raw[field] = cells[i];
    this.rows.push({ row, raw });
    return true;
  }

  private setHeader(cells: readonly unknown[]) {
    const header = Array.from(cells, (v) => (v === undefined || v === null ? "" : String(v).trim()));
    this.header = header;
    const missing: string[] = [];
    POSITIONAL.forEach((p, i) => {
      if (norm(header[i] ?? "") === norm(p.name)) {
        this.columns[p.field] = { letter: letter(i), header: p.name };
        this.fields.push([p.field, i]);
      } else missing.push(`${letter(i)} (${p.name})`);
    });
    header.forEach((h, i) => {
      if (i < POSITIONAL.length) return;
      const field = NAMED.find((f) => norm(f) === norm(h));
      if (field && !this.columns[field]) {
        this.columns[field] = { letter: letter(i), header: clip(h) };
        this.fields.push([field, i]);
      }
    });
    for (const f of REQUIRED_NAMED) if (!this.columns[f]) missing.push(f);
    if (missing.length) throw new FileProblem({ code: "columns_missing", params: { value: missing.join(", ") } });
  }

  finish(): Sheet {
    if (!this.header || !this.rows.length) throw new FileProblem({ code: "file_empty" });
    return { rows: this.rows, columns: this.columns };
  }
}

// ── .xlsx: the zip, entry by entry ──

/** Bytes of the zip handed to the unzipper at a time (it only finds entries: nothing is inflated then). */
const ZIP_STEP = 64 * 1024;
/**
 * Compressed bytes inflated at a time: deflate makes at most ~1 000 bytes of one, so one step
 * makes at most ~0.5 MB (a millisecond or two) however the entry was packed.
 */
const INFLATE_STEP = 512;
/** Characters handed to the XML parser at a time. */
const XML_STEP = 64 * 1024;
/**
 * The most characters an XML token (a tag with its attributes, or a text) may take as written.
 * Entities make a text longer as written than as read, never shorter; a cell's text as written
 * stays far under this. A longer token is refused without being held in memory.
 */
const MAX_XML_TOKEN = 20 * MAX_CELL_CHARS;
/**
 * The deepest nesting of elements a part may have. Spreadsheet programs nest a few levels
 * (worksheet › sheetData › row › c › is › r › t is seven; extensions a few more); the parser keeps
 * every open element, so 20 MB of nested tags once held gigabytes (issue 37).
 */
export const MAX_XML_DEPTH = 64;

const local = (name: string) => name.slice(name.indexOf(":") + 1);

/** An XML part read by events; `mark` follows the parser from tag to tag. */
abstract class XmlPart {
  readonly xml = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  /** Characters written so far, and where the last tag ended. */
  private written = 0;
  private mark = 0;
  /** Elements open now (a self-closing one opens and closes at once). */
  private depth = 0;
  constructor() {
    this.xml.on("opentag", (t) => {
      this.mark = this.xml.position;
      // Refused as the element opens: the parser never holds more than MAX_XML_DEPTH of them.
      if (++this.depth > MAX_XML_DEPTH) throw malformed();
      this.open(local(t.name), t);
    });
    this.xml.on("closetag", (t) => {
      this.mark = this.xml.position;
      this.depth--;
      this.close(local(t.name));
    });
  }
  private readonly onText = (text: string) => this.text(text);
  /** Text is gathered only where it is wanted (elsewhere the parser skips it without keeping it). */
  protected gather(on: boolean) {
    if (on) this.xml.on("text", this.onText);
    else this.xml.off("text");
  }
  protected abstract open(name: string, tag: SaxesTagPlain): void;
  protected abstract close(name: string): void;
  protected text(_text: string): void {}
  /** A token longer than MAX_XML_TOKEN: what to refuse the file with. */
  protected tooLong(): FileProblem {
    return notSpreadsheet();
  }
  /** The part's end: every element it opened must be closed. */
  end() {
    try {
      this.xml.close();
    } catch (e) {
      if (e instanceof FileProblem || e instanceof RowLimit) throw e;
      throw malformed();
    }
  }
  write(chunk: string) {
    try {
      this.xml.write(chunk);
    } catch (e) {
      // Not well-formed XML inside a spreadsheet's zip: a malformed spreadsheet, not another type of file.
      if (e instanceof FileProblem || e instanceof RowLimit) throw e;
      throw malformed();
    }
    // (Between two writes the parser's own position is one chunk ahead: count here.)
    this.written += chunk.length;
    if (this.written - this.mark > MAX_XML_TOKEN) throw this.tooLong();
  }
}

/** Hands a deflated entry's bytes on as they are, so that they are inflated step by step below. */
class Deflated implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  push(chunk: Uint8Array, final: boolean) {
    this.ondata(null, chunk as Uint8Array<ArrayBuffer>, final);
  }
}

/** One wanted entry being read: its parser, its UTF-8 decoder and, when deflated, its inflater. */
interface Entry {
  part: XmlPart;
  text: TextDecoder;
  inflate?: Inflate;
  /** What the inflater made in its last step. */
  out: Uint8Array[];
}

/**
 * Reads the wanted entries of the zip in `buf` into their parts, inflating nothing else and no
 * more than `budget.left` bytes in all. Entries are read in the order the zip stores them; the
 * reading stops once every wanted entry that was found is read.
 */
async function readEntries(
  buf: Buffer,
  wanted: Map<string, XmlPart>,
  budget: { left: number },
  pace: Pacer,
): Promise<Set<string>> {
  const found = new Set<string>();
  const queue: { entry: Entry; data: Uint8Array; final: boolean }[] = [];
  let failure: unknown;
  let open = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    const part = wanted.get(file.name);
    if (!part || found.has(file.name)) return;
    found.add(file.name);
    open++;
    const entry: Entry = { part, text: new TextDecoder("utf-8", { fatal: true }), out: [] };
    if (file.compression === 8) {
      entry.inflate = new Inflate((data) => {
        budget.left -= data.length;
        entry.out.push(data);
      });
    }
    file.ondata = (err, data, final) => {
      if (err) failure ??= err;
      else queue.push({ entry, data, final });
    };
    try {
      file.start(); // throws, or reports an error, for a compression other than stored and deflate
    } catch (e) {
      failure ??= e;
    }
  });
  unzip.register(Deflated);

  /** Inflated (or stored) bytes into the entry's XML, a step at a time. */
  const feed = async (entry: Entry, data: Uint8Array, final: boolean) => {
    const text = entry.text.decode(data, { stream: !final });
    for (let i = 0; i < text.length; i += XML_STEP) {
      entry.part.write(text.slice(i, i + XML_STEP));
      await pace.step();
    }
    if (final) {
      entry.part.end();
      open--;
    }
  };
  const overBudget = () =>
    new FileProblem({ code: "file_unzipped_too_large", params: { max: MAX_UNZIPPED_BYTES / 1024 / 1024 } });

  try {
    for (let at = 0; at < buf.length; at += ZIP_STEP) {
      unzip.push(buf.subarray(at, at + ZIP_STEP), at + ZIP_STEP >= buf.length);
      if (failure) throw failure;
      while (queue.length) {
        const { entry, data, final } = queue.shift()!;
        if (!entry.inflate) {
          budget.left -= data.length;
          if (budget.left < 0) throw overBudget();
          await feed(entry, data, final);
          continue;
        }
        // At least one push, so that an entry's last (possibly empty) chunk ends its inflater.
        for (let i = 0; i < data.length || i === 0; i += INFLATE_STEP) {
          const last = final && i + INFLATE_STEP >= data.length;
          entry.inflate.push(data.subarray(i, i + INFLATE_STEP), last);
          if (budget.left < 0) throw overBudget();
          const out = entry.out.splice(0);
          for (const chunk of out) await feed(entry, chunk, false);
          if (last) await feed(entry, new Uint8Array(0), true);
          await pace.step();
        }
      }
      if (found.size === wanted.size && open === 0) break;
      await pace.step();
    }
  } catch (e) {
    if (e instanceof FileProblem || e instanceof RowLimit) throw e;
    throw notSpreadsheet(); // a broken zip, deflate stream, UTF-8 or XML
  }
  if (open) throw notSpreadsheet(); // the zip ended inside an entry
  return found;
}

/** xl/workbook.xml: the first sheet's relationship id and the date system. */
class WorkbookPart extends XmlPart {
  firstSheet: string | undefined;
  date1904 = false;
  protected open(name: string, tag: SaxesTagPlain) {
    if (name === "workbookPr") this.date1904 = /^(1|true)$/.test(tag.attributes.date1904 ?? "");
    if (name === "sheet" && this.firstSheet === undefined) {
      const id = Object.entries(tag.attributes).find(([k]) => k.includes(":") && local(k) === "id");
      this.firstSheet = id?.[1] ?? "";
    }
  }
  protected close() {}
}

/** xl/_rels/workbook.xml.rels: where the sheets and the shared strings are. */
class RelsPart extends XmlPart {
  readonly targets = new Map<string, string>();
  sharedStrings: string | undefined;
  protected open(name: string, tag: SaxesTagPlain) {
    if (name !== "Relationship") return;
    const { Id, Target, Type } = tag.attributes;
    if (!Target) return;
    // Relative to xl/ (where workbook.xml is), or absolute from the package root.
    const path = Target.startsWith("/") ? Target.slice(1) : `xl/${Target}`.replace(/[^/]+\/\.\.\//g, "");
    if (Id) this.targets.set(Id, path);
    if (Type?.endsWith("/sharedStrings")) this.sharedStrings = path;
  }
  protected close() {}
}

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);
/** A custom format that shows a date or time (what ExcelJS, the reader before this one, used). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

/** xl/styles.xml: which cell styles show numbers as dates. */
class StylesPart extends XmlPart {
  private formats = new Map<number, string>();
  private inCellXfs = false;
  private xfFormats: number[] = [];
  protected open(name: string, tag: SaxesTagPlain) {
    if (name === "numFmt") this.formats.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? "");
    else if (name === "cellXfs") this.inCellXfs = true;
    else if (name === "xf" && this.inCellXfs) this.xfFormats.push(Number(tag.attributes.numFmtId ?? 0));
  }
  protected close(name: string) {
    if (name === "cellXfs") this.inCellXfs = false;
  }
  /** Style index → shows a date. */
  dateStyles(): boolean[] {
    return this.xfFormats.map((id) => {
      const custom = this.formats.get(id);
      return custom !== undefined ? isDateFormat(custom) : DATE_FORMAT_IDS.has(id);
    });
  }
}

/** xl/sharedStrings.xml: the strings cells refer to by index, each at most MAX_CELL_CHARS long. */
class SharedStringsPart extends XmlPart {
  readonly strings: string[] = [];
  private current: string | undefined;
  private phonetic = 0;
  protected open(name: string) {
    if (name === "si") this.current = "";
    else if (name === "rPh") this.phonetic++;
    else if (name === "t" && this.current !== undefined && !this.phonetic) this.gather(true);
  }
  protected close(name: string) {
    if (name === "t") this.gather(false);
    else if (name === "rPh") this.phonetic--;
    else if (name === "si" && this.current !== undefined) {
      this.strings.push(this.current);
      this.current = undefined;
    }
  }
  protected text(text: string) {
    this.current += text;
    if (this.current!.length > MAX_CELL_CHARS) throw cellTooLong();
  }
  protected tooLong() {
    return this.current !== undefined ? cellTooLong() : notSpreadsheet();
  }
}

/** Column index (0 = A) of a cell reference such as "AB12"; -1 when there is none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let n = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i) & ~32; // upper case
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i ? n - 1 : -1;
}

/** Excel's serial day number to a date, as ExcelJS did (1900 or 1904 date system). */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** The sheet's XML, row by row into the builder. */
class SheetPart extends XmlPart {
  private row = 0;
  /** The current row's values by column (one array, emptied for each row: the builder copies). */
  private readonly cells: unknown[] = [];
  private col = -1;
  private cell: { type: string; style: number; text: string; inline: boolean } | undefined;
  private phonetic = 0;
  private readonly builder: SheetBuilder;
  private readonly shared: readonly string[];
  private readonly dateStyles: readonly boolean[];
  private readonly date1904: boolean;
  constructor(builder: SheetBuilder, shared: readonly string[], dateStyles: readonly boolean[], date1904: boolean) {
    super();
    this.builder = builder;
    this.shared = shared;
    this.dateStyles = dateStyles;
    this.date1904 = date1904;
  }
  protected open(name: string, tag: SaxesTagPlain) {
    const a = tag.attributes;
    switch (name) {
      case "row":
        this.row = a.r ? Number(a.r) || this.row + 1 : this.row + 1;
        this.cells.length = 0;
        this.col = -1;
        break;
      case "c": {
        const col = columnOf(a.r);
        this.col = col >= 0 ? col : this.col + 1;
        this.cell = { type: a.t ?? "n", style: Number(a.s ?? 0), text: "", inline: false };
        break;
      }
      case "v":
        if (this.cell) this.gather(true);
        break;
      case "is":
        if (this.cell) this.cell.inline = true;
        break;
      case "rPh":
        this.phonetic++;
        break;
      case "t":
        if (this.cell?.inline && !this.phonetic) this.gather(true);
        break;
    }
  }
  protected close(name: string) {
    switch (name) {
      case "v":
      case "t":
        this.gather(false);
        break;
      case "rPh":
        this.phonetic--;
        break;
      case "c":
        if (this.cell) this.endCell(this.cell);
        this.cell = undefined;
        break;
      case "row":
        if (!this.builder.add(this.row, this.cells)) throw new RowLimit();
        break;
    }
  }
  /** The current cell's reference, for messages. */
  private get ref() {
    return `${letter(Math.min(this.col, 16383))}${this.row}`;
  }
  protected text(text: string) {
    const cell = this.cell!;
    cell.text += text;
    if (cell.text.length > MAX_CELL_CHARS) throw cellTooLong(this.ref);
  }
  protected tooLong() {
    return this.cell ? cellTooLong(this.ref) : notSpreadsheet();
  }
  private endCell(cell: NonNullable<SheetPart["cell"]>) {
    const value = this.value(cell);
    if (value === undefined || (typeof value === "string" && value.trim() === "")) return;
    if (this.col >= MAX_COLUMNS) throw tooManyColumns(this.row, this.col);
    if (typeof value === "string" && value.length > MAX_CELL_CHARS) throw cellTooLong(this.ref);
    this.cells[this.col] = value;
  }
  /** The cell's value as ExcelJS gave it: string, number, boolean or Date (dates by the cell's style). */
  private value(cell: NonNullable<SheetPart["cell"]>): unknown {
    const v = cell.text;
    switch (cell.type) {
      case "inlineStr":
        return v;
      case "s":
        return v === "" ? undefined : this.shared[Number(v)];
      case "str":
        return v;
      case "b":
        return v === "" ? undefined : Number(v) !== 0;
      case "e":
        return undefined;
      case "d": {
        const d = new Date(v);
        return v === "" ? undefined : Number.isNaN(d.getTime()) ? v : d;
      }
      default: {
        if (v === "") return undefined;
        const n = parseFloat(v);
        return this.dateStyles[cell.style] && Number.isFinite(n) ? excelDate(n, this.date1904) : n;
      }
    }
  }
}

async function readXlsx(buf: Buffer, builder: SheetBuilder, pace: Pacer): Promise<void> {
  const budget = { left: MAX_UNZIPPED_BYTES };
  // Which sheet is first, where it and the shared strings are, and which styles are dates.
  const workbook = new WorkbookPart();
  const rels = new RelsPart();
  const styles = new StylesPart();
  const first = await readEntries(
    buf,
    new Map<string, XmlPart>([
      ["xl/workbook.xml", workbook],
      ["xl/_rels/workbook.xml.rels", rels],
      ["xl/styles.xml", styles],
    ]),
    budget,
    pace,
  );
  if (!first.has("xl/workbook.xml")) throw notSpreadsheet();
  if (workbook.firstSheet === undefined) throw new FileProblem({ code: "file_empty" });
  const sheetPath = rels.targets.get(workbook.firstSheet);
  if (!sheetPath) throw notSpreadsheet();
  // The shared strings come before the sheet that refers to them (zips often store them after it).
  const shared = new SharedStringsPart();
  await readEntries(buf, new Map([[rels.sharedStrings ?? "xl/sharedStrings.xml", shared]]), budget, pace);
  const sheet = new SheetPart(builder, shared.strings, styles.dateStyles(), workbook.date1904);
  try {
    const read = await readEntries(buf, new Map([[sheetPath, sheet]]), budget, pace);
    if (!read.has(sheetPath)) throw notSpreadsheet();
  } catch (e) {
    // Over MAX_ROWS: the rest of the sheet is not read, so how many rows it has is not known.
    if (e instanceof RowLimit) throw new FileProblem({ code: "too_many_rows_over", params: { max: MAX_ROWS } });
    throw e;
  }
}

// ── .csv: one pass over the bytes for the limits, then csv-parse on the rows with something in them ──

const CSV_OPTIONS = {
  delimiter: [",", ";", "\t"],
  record_delimiter: ["\r\n", "\n", "\r"],
  relax_column_count: true,
  skip_empty_lines: false,
  trim: true,
};
/** Bytes handed to csv-parse at a time (whole records; one record may be longer). */
const CSV_STEP = 64 * 1024;
/** Bytes scanned between two checks of the pace. */
const SCAN_STEP = 256 * 1024;
/** A cell as written may take twice its characters (quotes doubled inside quotes). */
const MAX_CSV_CELL_AS_WRITTEN = 2 * MAX_CELL_CHARS + 2;
/**
 * Cells a record may have, empty ones included: empty cells past column AX are allowed (an export
 * of a wider empty range), but csv-parse spends time on each, so not a million of them.
 */
const MAX_CSV_CELLS = 1000;

const Q = 0x22;
const CR = 0x0d;
const LF = 0x0a;
/** Bytes a record may hold and still be blank: spaces and delimiters. */
const blankByte = (b: number) => b === 0x20 || b === 0x09 || b === 0x2c || b === 0x3b;
const delimiterByte = (b: number) => b === 0x2c || b === 0x3b || b === 0x09;

/**
 * The records of a CSV that have something in them, found on the bytes without parsing them
 * (quotes are followed, so a line break inside a quoted cell does not end a record): blank
 * records are never parsed, and the row, column and cell limits are checked here first, at
 * the cost of one loop over the bytes. Record numbers count every record, as csv-parse does.
 */
async function scanCsv(
  buf: Buffer,
  start: number,
  pace: Pacer,
): Promise<{ spans: { start: number; end: number; row: number }[]; records: number }> {
  const spans: { start: number; end: number; row: number }[] = [];
  let records = 0; // with something in them
  let row = 1;
  let recordStart = start;
  let blank = true;
  let quoted = false;
  let field = 0;
  let fieldUnits = 0; // UTF-16 units of the current field as written
  let nextPace = start + SCAN_STEP;
  const endRecord = (end: number) => {
    if (!blank) {
      records++;
      if (spans.length <= MAX_ROWS) spans.push({ start: recordStart, end, row });
    }
    row++;
    recordStart = end;
    blank = true;
    field = 0;
    fieldUnits = 0;
  };
  for (let i = start; i < buf.length; i++) {
    if (i >= nextPace) {
      nextPace = i + SCAN_STEP;
      await pace.step();
    }
    const b = buf[i]!;
    if (b === Q) quoted = !quoted;
    else if (!quoted) {
      if (b === LF) {
        endRecord(i + 1);
        continue;
      }
      if (b === CR) {
        if (buf[i + 1] === LF) i++;
        endRecord(i + 1);
        continue;
      }
      if (delimiterByte(b)) {
        if (++field >= MAX_CSV_CELLS) throw tooManyColumns(row, field);
        fieldUnits = 0;
        continue;
      }
    }
    if ((b & 0xc0) !== 0x80) fieldUnits += b >= 0xf0 ? 2 : 1; // a character starts (4 bytes: two UTF-16 units)
    if (fieldUnits > MAX_CSV_CELL_AS_WRITTEN) throw cellTooLong(`${letter(Math.min(field, 16383))}${row}`);
    if (!blankByte(b)) {
      blank = false;
      if (field >= MAX_COLUMNS) throw tooManyColumns(row, field);
    }
  }
  if (recordStart < buf.length) endRecord(buf.length);
  return { spans, records };
}

async function readCsv(buf: Buffer, builder: SheetBuilder, pace: Pacer): Promise<void> {
  if (buf.includes(0) || !isUtf8(buf)) throw notSpreadsheet();
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const { spans, records } = await scanCsv(buf, bom, pace);
  // The first record with something in it is the header.
  if (records - 1 > MAX_ROWS)
    throw new FileProblem({ code: "too_many_rows", params: { value: records - 1, max: MAX_ROWS } });
  for (let i = 0; i < spans.length;) {
    // Records next to each other, up to CSV_STEP bytes, in one call.
    let j = i + 1;
    while (j < spans.length && spans[j]!.start === spans[j - 1]!.end && spans[j]!.end - spans[i]!.start <= CSV_STEP)
      j++;
    let parsed: string[][];
    try {
      parsed = parseCsv(buf.subarray(spans[i]!.start, spans[j - 1]!.end), CSV_OPTIONS) as string[][];
    } catch {
      throw notSpreadsheet();
    }
    if (parsed.length !== j - i) throw notSpreadsheet(); // quotes the scan and the parser read differently
    parsed.forEach((cells, k) => {
      const row = spans[i + k]!.row;
      cells.forEach((v, col) => {
        if (v.length > MAX_CELL_CHARS) throw cellTooLong(`${letter(col)}${row}`);
        if (col >= MAX_COLUMNS && v !== "") throw tooManyColumns(row, col);
      });
      builder.add(row, cells.length > MAX_COLUMNS ? cells.slice(0, MAX_COLUMNS) : cells);
    });
    i = j;
    await pace.step();
  }
}

/** Reads the first sheet; the type is told by the content (an .xlsx is a zip), never by the name. */
export async function readSheet(buf: Buffer): Promise<Sheet> {
  if (buf.length > MAX_FILE_BYTES)
    throw new FileProblem({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } });
  const isZip = buf.length > 4 && buf.readUInt32LE(0) === 0x04034b50;
  const builder = new SheetBuilder();
  const pace = new Pacer();
  if (isZip) await readXlsx(buf, builder, pace);
  else await readCsv(buf, builder, pace);
  return builder.finish();
}

export interface RowError {
  column: string;
  field: string;
  code: string;
  message: string;
}
export interface PlanRow {
  row: number;
  action: "create" | "update" | "skip" | "error";
  title: string;
  /** The existing deal (update / skip). */
  id?: string;
  /** Fields an update changes. */
  changes?: string[];
  errors: RowError[];
  values?: DealValues;
}
export interface ImportPlan {
  ok: boolean;
  counts: { create: number; update: number; skip: number; error: number };
  rows: PlanRow[];
}

const STORED: (keyof DealValues)[] = [
  "title",
  "description",
  "title_en",
  "description_en",
  "title_de",
  "description_de",
  "partner_id",
  "category",
  "url",
  "image_url",
  "price_from",
  "price_was",
  "starts_at",
  "expiry_date",
  "featured",
];

const isRemote = (v: string) => /^https:\/\//.test(v);

/** Rows a statement reads or writes at a time: each takes a few milliseconds, even embedded. */
const WRITE_BATCH = 100;

/** What importing these rows would do, without writing anything. */
export async function planImport(
  db: Pick<Db, "select">,
  sheet: Sheet,
  opts: { lang: Lang; today?: string; fetchHosts?: string[] },
): Promise<ImportPlan> {
  const today = opts.today ?? todayInGreece();
  const imageOk = imageRule(opts.fetchHosts ?? []);
  const titles = sheet.rows.map((r) => String(r.raw.title ?? "").trim()).filter(Boolean);
  const existing = new Map<string, DealRow>();
  // Checked in turns, so 5 000 rows never hold the event loop for long (the embedded database
  // answers without giving the event loop a turn: without these steps, its queries run as one).
  const pace = new Pacer();
  for (let i = 0; i < titles.length; i += WRITE_BATCH) {
    const found = await db
      .select()
      .from(deals)
      .where(inArray(deals.title, titles.slice(i, i + WRITE_BATCH)));
    for (const d of found) existing.set(d.title, d);
    await pace.step();
  }
  const seen = new Map<string, number>();
  const colOf = (f: string) => {
    const c = sheet.columns[f as DealField];
    return c ? `${c.letter} (${c.header})` : f;
  };
  const planRow = ({ row, raw }: SheetRow): PlanRow => {
    const { values, problems } = checkDeal(raw, { today, imageOk });
    const fullTitle = values?.title ?? String(raw.title ?? "").trim();
    if (fullTitle) {
      const first = seen.get(fullTitle);
      if (first !== undefined) problems.title = { code: "duplicate", params: { row: first } };
      else seen.set(fullTitle, row);
    }
    // The preview repeats a title over the limit only in part (the row says it is too long).
    const title = clip(fullTitle);
    const errors = Object.entries(problems).map(([field, p]) => ({
      column: colOf(field),
      field,
      code: p!.code,
      message: message(p!, opts.lang),
    }));
    if (errors.length || !values) return { row, action: "error", title, errors };
    const before = existing.get(values.title);
    if (!before) return { row, action: "create", title, errors, values };
    // A blank image cell keeps the stored image; a remote one already fetched stays as stored.
    if (!values.image_url || (isRemote(values.image_url) && before.image_url.startsWith(MEDIA_PREFIX)))
      values.image_url = before.image_url;
    const changes = STORED.filter((k) => (values[k] ?? null) !== (before[k] ?? null));
    return { row, action: changes.length ? "update" : "skip", title, id: before.id, changes, errors, values };
  };
  const rows: PlanRow[] = [];
  for (const r of sheet.rows) {
    rows.push(planRow(r));
    await pace.step();
  }
  const counts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return { ok: counts.error === 0, counts, rows };
}

/**
 * How an import fetches remote images: a few at once, each within its own time, all within one
 * budget (an import holds the one-import claim while it fetches). An image not fetched when the
 * budget runs out, and any further image of a host that already let one time out, is reported on
 * its row at once instead of waited for.
 */
export interface ImageFetchLimits {
  concurrency: number;
  perImageMs: number;
  budgetMs: number;
}
export const IMAGE_FETCH_LIMITS: ImageFetchLimits = { concurrency: 4, perImageMs: IMAGE_TIMEOUT_MS, budgetMs: 60_000 };

/** Fetches and stores the remote images (allowed hosts only) as WebP: each URL's stored path, or its problem. */
async function fetchImages(
  urls: string[],
  opts: { fetchHosts: string[]; images: ImageStore; limits: ImageFetchLimits },
): Promise<Map<string, string | Problem>> {
  const { concurrency, perImageMs, budgetMs } = opts.limits;
  const results = new Map<string, string | Problem>();
  const budget = AbortSignal.timeout(budgetMs);
  const slowHosts = new Set<string>();
  const budgetSpent: Problem = { code: "image_budget", params: { max: Math.ceil(budgetMs / 1000) } };
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const host = new URL(url).hostname;
      if (budget.aborted) {
        results.set(url, budgetSpent);
        continue;
      }
      if (slowHosts.has(host)) {
        results.set(url, { code: "image_fetch", params: { value: host } });
        continue;
      }
      try {
        results.set(
          url,
          await storeImage(
            opts.images,
            await fetchImage(url, opts.fetchHosts, { timeoutMs: perImageMs, signal: budget }),
          ),
        );
      } catch (e) {
        if (!(e instanceof ImageProblem)) throw e;
        if (budget.aborted) results.set(url, budgetSpent);
        else {
          // Its own time ran out: the host is slow; its other images are not waited for.
          if (e.timedOut) slowHosts.add(host);
          results.set(url, e.problem);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, urls.length)) }, worker));
  return results;
}

/** Plans, fetches allowed remote images, then writes everything in one transaction — or nothing. */
export async function applyImport(
  db: Db,
  sheet: Sheet,
  actor: Actor,
  opts: {
    lang: Lang;
    today?: string;
    fetchHosts?: string[];
    images: ImageStore;
    file?: string;
    imageFetch?: Partial<ImageFetchLimits>;
  },
): Promise<ImportPlan> {
  const first = await planImport(db, sheet, opts);
  if (!first.ok) return first;
  // Network before the transaction: remote images (allowed hosts only) become stored WebP files.
  const urls = new Set<string>();
  for (const r of first.rows) {
    const url = r.values?.image_url;
    if (r.action !== "skip" && url && isRemote(url)) urls.add(url);
  }
  const images = await fetchImages([...urls], {
    fetchHosts: opts.fetchHosts ?? [],
    images: opts.images,
    limits: { ...IMAGE_FETCH_LIMITS, ...opts.imageFetch },
  });
  const fetched = new Map<string, string>();
  for (const r of first.rows) {
    const url = r.values?.image_url;
    const got = r.action !== "skip" && url ? images.get(url) : undefined;
    if (got === undefined) continue;
    if (typeof got === "string") fetched.set(url!, got);
    else {
      r.action = "error";
      r.errors.push({ column: "C (imageUrl)", field: "image_url", code: got.code, message: message(got, opts.lang) });
    }
  }
  if (first.rows.some((r) => r.action === "error")) {
    const counts = { create: 0, update: 0, skip: 0, error: 0 };
    for (const r of first.rows) counts[r.action]++;
    return { ok: false, counts, rows: first.rows };
  }
  const applied = await db.transaction(async (tx) => {
    // Planned again inside the transaction, so a concurrent edit cannot slip between preview and write.
    const plan = await planImport(tx, sheet, opts);
    if (!plan.ok) return plan;
    // Written in turns too (see planImport).
    const pace = new Pacer();
    const creates: DealValues[] = [];
    const entries: Parameters<typeof auditMany>[2] = [];
    for (const r of plan.rows) {
      if (!r.values) continue;
      const v = { ...r.values, image_url: fetched.get(r.values.image_url) ?? r.values.image_url };
      if (r.action === "create") creates.push(v);
      if (r.action === "update" && r.id) {
        const [before] = await tx
          .select()
          .from(deals)
          .where(inArray(deals.id, [r.id]));
        const [after] = await tx
          .update(deals)
          .set(v)
          .where(inArray(deals.id, [r.id]))
          .returning();
        entries.push({
          action: "deal.import.update",
          entity: "deal",
          entityId: r.id,
          before: before && snapshot(before),
          after: after && snapshot(after),
        });
        await pace.step();
      }
    }
    for (let i = 0; i < creates.length; i += WRITE_BATCH) {
      const inserted = await tx
        .insert(deals)
        .values(creates.slice(i, i + WRITE_BATCH))
        .returning();
      for (const row of inserted)
        entries.push({ action: "deal.import.create", entity: "deal", entityId: row.id, after: snapshot(row) });
      await pace.step();
    }
    // A file that changes nothing leaves no trace: importing it twice is a no-op.
    if (entries.length)
      entries.push({ action: "deals.import", entity: "import", entityId: opts.file ?? null, after: plan.counts });
    for (let i = 0; i < entries.length; i += WRITE_BATCH) {
      await auditMany(tx, actor, entries.slice(i, i + WRITE_BATCH));
      await pace.step();
    }
    return plan;
  });
  // One trigger for the whole file: followers get one grouped alert, not one a row (issue 29).
  if (applied.ok)
    dealsSaved(
      db,
      applied.rows.flatMap((r) => (r.values && (r.action === "create" || r.action === "update") ? [r.values] : [])),
    );
  return applied;
}

/** The plan without the internal values (what the API and the CLI show). */
export function publicPlan(plan: ImportPlan) {
  return { ...plan, rows: plan.rows.map(({ values: _values, ...r }) => r) };
}
