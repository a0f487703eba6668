// Deals from a spreadsheet (.xlsx or .csv): SPEC §7's columns A–D (title, expiryDate, imageUrl,
// description) then named columns. Preview first; the write is one transaction and only happens
// when no row has an error; importing the same file twice changes nothing.
import ExcelJS from "exceljs";
import { parse as parseCsv } from "csv-parse/sync";
import { inArray } from "drizzle-orm";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { auditMany, type Actor } from "../admin/audit.ts";
import { checkDeal, todayInGreece, type DealField, type DealValues, type RawDeal } from "./model.ts";
import { fetchImage, imageRule, ImageProblem, MEDIA_PREFIX, storeImage, type ImageStore } from "./images.ts";
import { message, type Problem } from "./messages.ts";
import { snapshot, type DealRow } from "./service.ts";

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 5000;

/** Columns A–D by position (SPEC §7), with the header names the sample sheet uses. */
const POSITIONAL: { name: string; field: DealField }[] = [
  { name: "title", field: "title" },
  { name: "expiryDate", field: "expires_at" },
  { name: "imageUrl", field: "image_url" },
  { name: "description", field: "description" },
];
/** Named columns after D, in any order. */
const NAMED: DealField[] = ["partner", "category", "url", "title_en", "description_en", "title_de", "description_de", "price_from", "price_was", "starts_at", "featured"];
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

const letter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26));

export class FileProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.code);
  }
}

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date || typeof v !== "object") return v;
  if ("richText" in v) return v.richText.map((t) => t.text).join("");
  if ("hyperlink" in v) return typeof v.text === "string" ? v.text : v.hyperlink;
  if ("result" in v) return v.result instanceof Date || typeof v.result !== "object" ? v.result : undefined;
  if ("error" in v) return undefined;
  return String(v);
}

async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw new FileProblem({ code: "file_type" });
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new FileProblem({ code: "file_empty" });
  if (ws.actualRowCount > MAX_ROWS + 1) throw new FileProblem({ code: "too_many_rows", params: { value: ws.actualRowCount - 1, max: MAX_ROWS } });
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    out[n - 1] = cells;
  });
  return Array.from(out, (r) => r ?? []);
}

function readCsv(buf: Buffer): unknown[][] {
  if (buf.includes(0)) throw new FileProblem({ code: "file_type" });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    throw new FileProblem({ code: "file_type" });
  }
  try {
    return parseCsv(text, { bom: true, delimiter: [",", ";", "\t"], relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][];
  } catch {
    throw new FileProblem({ code: "file_type" });
  }
}

/** Reads the first sheet; the type is told by the content (an .xlsx is a zip), never by the name. */
export async function readSheet(buf: Buffer): Promise<Sheet> {
  if (buf.length > MAX_FILE_BYTES) throw new FileProblem({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } });
  const isZip = buf.length > 4 && buf.readUInt32LE(0) === 0x04034b50;
  const table = isZip ? await readXlsx(buf) : readCsv(buf);
  const isBlank = (r: unknown[]) => r.every((v) => v === undefined || v === null || String(v).trim() === "");
  const headerIndex = table.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) throw new FileProblem({ code: "file_empty" });
  const header = table[headerIndex]!.map((v) => (v === undefined || v === null ? "" : String(v).trim()));

  const columns: Sheet["columns"] = {};
  const missing: string[] = [];
  POSITIONAL.forEach((p, i) => {
    if (norm(header[i] ?? "") === norm(p.name)) columns[p.field] = { letter: letter(i), header: p.name };
    else missing.push(`${letter(i)} (${p.name})`);
  });
  header.forEach((h, i) => {
    if (i < POSITIONAL.length) return;
    const field = NAMED.find((f) => norm(f) === norm(h));
    if (field && !columns[field]) columns[field] = { letter: letter(i), header: h };
  });
  for (const f of REQUIRED_NAMED) if (!columns[f]) missing.push(f);
  if (missing.length) throw new FileProblem({ code: "columns_missing", params: { value: missing.join(", ") } });

  const body = table.slice(headerIndex + 1);
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (isBlank(cells)) return;
    const raw: RawDeal = {};
    for (const [field, col] of Object.entries(columns) as [DealField, { letter: string }][]) {
      const idx = header.findIndex((_, j) => letter(j) === col.letter);
      raw[field] = cells[idx];
    }
    rows.push({ row: headerIndex + i + 2, raw });
  });
  if (rows.length > MAX_ROWS) throw new FileProblem({ code: "too_many_rows", params: { value: rows.length, max: MAX_ROWS } });
  if (!rows.length) throw new FileProblem({ code: "file_empty" });
  return { rows, columns };
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

const STORED: (keyof DealValues)[] = ["title", "description", "title_en", "description_en", "title_de", "description_de", "partner_id", "category", "url", "image_url", "price_from", "price_was", "starts_at", "expiry_date", "featured"];

const isRemote = (v: string) => /^https:\/\//.test(v);

/** What importing these rows would do, without writing anything. */
export async function planImport(db: Pick<Db, "select">, sheet: Sheet, opts: { lang: Lang; today?: string; fetchHosts?: string[] }): Promise<ImportPlan> {
  const today = opts.today ?? todayInGreece();
  const imageOk = imageRule(opts.fetchHosts ?? []);
  const titles = sheet.rows.map((r) => String(r.raw.title ?? "").trim()).filter(Boolean);
  const existing = new Map<string, DealRow>();
  for (let i = 0; i < titles.length; i += 500) {
    const found = await db.select().from(deals).where(inArray(deals.title, titles.slice(i, i + 500)));
    for (const d of found) existing.set(d.title, d);
  }
  const seen = new Map<string, number>();
  const colOf = (f: string) => {
    const c = sheet.columns[f as DealField];
    return c ? `${c.letter} (${c.header})` : f;
  };
  const rows = sheet.rows.map(({ row, raw }): PlanRow => {
    const { values, problems } = checkDeal(raw, { today, imageOk });
    const title = values?.title ?? String(raw.title ?? "").trim();
    if (title) {
      const first = seen.get(title);
      if (first !== undefined) problems.title = { code: "duplicate", params: { row: first } };
      else seen.set(title, row);
    }
    const errors = Object.entries(problems).map(([field, p]) => ({ column: colOf(field), field, code: p!.code, message: message(p!, opts.lang) }));
    if (errors.length || !values) return { row, action: "error", title, errors };
    const before = existing.get(values.title);
    if (!before) return { row, action: "create", title, errors, values };
    // A blank image cell keeps the stored image; a remote one already fetched stays as stored.
    if (!values.image_url || (isRemote(values.image_url) && before.image_url.startsWith(MEDIA_PREFIX))) values.image_url = before.image_url;
    const changes = STORED.filter((k) => (values[k] ?? null) !== (before[k] ?? null));
    return { row, action: changes.length ? "update" : "skip", title, id: before.id, changes, errors, values };
  });
  const counts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return { ok: counts.error === 0, counts, rows };
}

/** Plans, fetches allowed remote images, then writes everything in one transaction — or nothing. */
export async function applyImport(
  db: Db,
  sheet: Sheet,
  actor: Actor,
  opts: { lang: Lang; today?: string; fetchHosts?: string[]; images: ImageStore; file?: string },
): Promise<ImportPlan> {
  const first = await planImport(db, sheet, opts);
  if (!first.ok) return first;
  // Network before the transaction: remote images (allowed hosts only) become stored WebP files.
  const fetched = new Map<string, string>();
  for (const r of first.rows) {
    const url = r.values?.image_url;
    if (r.action === "skip" || !url || !isRemote(url) || fetched.has(url)) continue;
    try {
      fetched.set(url, await storeImage(opts.images, await fetchImage(url, opts.fetchHosts ?? [])));
    } catch (e) {
      if (!(e instanceof ImageProblem)) throw e;
      r.action = "error";
      r.errors.push({ column: "C (imageUrl)", field: "image_url", code: e.problem.code, message: message(e.problem, opts.lang) });
    }
  }
  if (first.rows.some((r) => r.action === "error")) {
    const counts = { create: 0, update: 0, skip: 0, error: 0 };
    for (const r of first.rows) counts[r.action]++;
    return { ok: false, counts, rows: first.rows };
  }
  return db.transaction(async (tx) => {
    // Planned again inside the transaction, so a concurrent edit cannot slip between preview and write.
    const plan = await planImport(tx, sheet, opts);
    if (!plan.ok) return plan;
    const creates: DealValues[] = [];
    const entries: Parameters<typeof auditMany>[2] = [];
    for (const r of plan.rows) {
      if (!r.values) continue;
      const v = { ...r.values, image_url: fetched.get(r.values.image_url) ?? r.values.image_url };
      if (r.action === "create") creates.push(v);
      if (r.action === "update" && r.id) {
        const [before] = await tx.select().from(deals).where(inArray(deals.id, [r.id]));
        const [after] = await tx.update(deals).set(v).where(inArray(deals.id, [r.id])).returning();
        entries.push({ action: "deal.import.update", entity: "deal", entityId: r.id, before: before && snapshot(before), after: after && snapshot(after) });
      }
    }
    for (let i = 0; i < creates.length; i += 500) {
      const inserted = await tx.insert(deals).values(creates.slice(i, i + 500)).returning();
      for (const row of inserted) entries.push({ action: "deal.import.create", entity: "deal", entityId: row.id, after: snapshot(row) });
    }
    // A file that changes nothing leaves no trace: importing it twice is a no-op.
    if (entries.length) entries.push({ action: "deals.import", entity: "import", entityId: opts.file ?? null, after: plan.counts });
    await auditMany(tx, actor, entries);
    return plan;
  });
}

/** The plan without the internal values (what the API and the CLI show). */
export function publicPlan(plan: ImportPlan) {
  return { ...plan, rows: plan.rows.map(({ values: _values, ...r }) => r) };
}
