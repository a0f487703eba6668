// An .xlsx whose XML nests elements without end (issue 37): 21 kB of nested tags once took the
// server from 0.5 to 1.9 GB and answered "file type not supported". It is refused as a malformed
// spreadsheet as soon as the nesting passes what spreadsheet programs write, in the console and
// on the command line, in a heap too small for what the parser held before.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliActor } from "../admin/audit.ts";
import { setRole } from "../admin/roles.ts";
import { createTestContext, ORIGIN, signedInUser, type Client, type TestContext } from "../test/harness.ts";
import { MAX_XML_DEPTH } from "./import.ts";

const root = path.join(import.meta.dirname, "..", "..");
const MALFORMED = {
  el: "Το υπολογιστικό φύλλο είναι κακοσχηματισμένο: αποθήκευσέ το ξανά ως .xlsx ή .csv και δοκίμασε ξανά",
  en: "The spreadsheet is malformed: save it again as .xlsx or .csv and try again",
  de: "Die Tabelle ist fehlerhaft aufgebaut: speichere sie erneut als .xlsx oder .csv und versuche es noch einmal",
};
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const header = `<row r="1">${["title", "expiryDate", "imageUrl", "description", "partner", "category", "url"].map((h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`).join("")}</row>`;
const row2 = `<row r="2"><c r="A2" t="inlineStr"><is><t>Βαθιά</t></is></c><c r="B2" t="inlineStr"><is><t>2099-12-31</t></is></c><c r="E2" t="inlineStr"><is><t>booking</t></is></c><c r="G2" t="inlineStr"><is><t>https://www.booking.com/x</t></is></c></row>`;

/**
 * A whole .xlsx (workbook, relationships, styles, shared strings, one sheet), its parts replaceable, deflated at level
 * 9.
 */
function xlsx(parts: { sheet?: string; shared?: string; styles?: string } = {}): Buffer {
  const files: Record<string, string> = {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Deals" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml":
      parts.styles ??
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet ${NS}><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>`,
    "xl/sharedStrings.xml": parts.shared ?? `<?xml version="1.0" encoding="UTF-8"?><sst ${NS}></sst>`,
    "xl/worksheets/sheet1.xml": `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData>${parts.sheet ?? header + row2}</sheetData></worksheet>`,
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])), { level: 9 }));
}

/** `n` elements each inside the one before, and nothing else (as the attack's file). */
const nested = (n: number, name = "a") => `<${name}>`.repeat(n) + `</${name}>`.repeat(n);
/** 20 MB of opening tags (what the unpacked-size limit lets through): the file is about 21 kB. */
const DEEP = "<a>".repeat(7_000_000);

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "taxidaki-nesting-")) });
  const signedIn = await signedInUser(ctx);
  await setRole(ctx.database.db, signedIn.email, "admin", cliActor());
  admin = signedIn.client;
});
afterAll(() => ctx.close());

async function upload(file: Buffer, lang: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), "deals.xlsx");
  const headers = new Headers({ origin: ORIGIN, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
  const res = await ctx.app.request(`/api/v1/admin/deals/import?dry_run=1&lang=${lang}`, {
    method: "POST",
    headers,
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      error?: { code: string; message: string; fields?: Record<string, string> };
      plan?: unknown;
    },
  };
}

/**
 * readSheet in a Node of its own with a heap of `heapMb`: its outcome (a refusal's code, "read", or the crash) and its
 * RSS growth.
 */
async function readInSmallHeap(file: Buffer, heapMb: number) {
  const at = path.join(mkdtempSync(path.join(tmpdir(), "taxidaki-nesting-heap-")), "deep.xlsx");
  writeFileSync(at, file);
  const script = `import("./server/deals/import.ts").then(async (m) => {
      const rss0 = process.memoryUsage().rss;
      let peak = rss0;
      const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
      const outcome = await m.readSheet(require("node:fs").readFileSync(${JSON.stringify(at)})).then(() => "read", (e) => e.problem?.code ?? String(e));
      clearInterval(sample);
      console.log(JSON.stringify({ outcome, rssGrowthMb: (Math.max(peak, process.memoryUsage().rss) - rss0) / 2 ** 20 }));
    })`;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [`--max-old-space-size=${heapMb}`, "-e", script], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    return JSON.parse(stdout) as { outcome: string; rssGrowthMb: number };
  } catch (e) {
    return {
      outcome: `crashed: ${String((e as { stderr?: string }).stderr ?? e).slice(0, 200)}`,
      rssGrowthMb: Infinity,
    };
  }
}

describe("an .xlsx nested without end", () => {
  const deep = xlsx({ sheet: header + DEEP });

  it("is a small file (the attack's was 21 kB)", () => {
    expect(deep.length).toBeLessThan(64 * 1024);
  });

  it("is refused in the console as a malformed spreadsheet (400 naming the file), in el, en and de", async () => {
    for (const lang of ["el", "en", "de"] as const) {
      const res = await upload(deep, lang);
      expect(res.status, lang).toBe(400);
      expect(res.body.error).toMatchObject({
        code: "VALIDATION",
        message: MALFORMED[lang],
        fields: { file: MALFORMED[lang] },
      });
    }
  });

  it(
    "is refused within a 48 MB heap, its RSS growing by under 50 MB (the parser held every open tag before)",
    { timeout: 120_000 },
    async () => {
      const alone = await readInSmallHeap(deep, 48);
      expect(alone.outcome).toBe("file_malformed");
      expect(alone.rssGrowthMb).toBeLessThan(50);
    },
  );

  it("is refused in every part that is read: shared strings, styles, and the sheet's cells", async () => {
    for (const file of [
      xlsx({ shared: `<sst ${NS}><si>${nested(MAX_XML_DEPTH)}</si></sst>` }),
      xlsx({ styles: `<styleSheet ${NS}>${nested(MAX_XML_DEPTH)}</styleSheet>` }),
      xlsx({ sheet: `${header}<row r="2"><c r="A2" t="inlineStr"><is>${nested(MAX_XML_DEPTH, "r")}</is></c></row>` }),
    ]) {
      const res = await upload(file, "en");
      expect([res.status, res.body.error?.message]).toEqual([400, MALFORMED.en]);
    }
  });

  it("reads a sheet nested as deep as the limit allows, and XML that is not well-formed is malformed too", async () => {
    // worksheet › sheetData › row › c › is and 59 more: exactly MAX_XML_DEPTH open at once.
    const deepest = xlsx({ sheet: `${header}${row2}<row r="3">${nested(MAX_XML_DEPTH - 3, "x")}</row>` });
    expect((await upload(deepest, "en")).status).toBe(200);
    const unclosed = xlsx({ sheet: `${header}${row2}<row r="3"><c r="A3"><v>1</v></row>` });
    expect((await upload(unclosed, "en")).body.error?.message).toBe(MALFORMED.en);
  });

  it("is refused by npm run deals:import with the same message, exit code 1", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-nesting-cli-"));
    const file = path.join(dir, "deep.xlsx");
    writeFileSync(file, deep);
    const run = await promisify(execFile)(
      "npx",
      ["tsx", "scripts/deals-import.ts", file, "--dry-run", "--lang", "de"],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dir },
      },
    ).then(
      (r) => ({ code: 0, err: r.stderr }),
      (e: { code: number; stderr: string }) => ({ code: e.code, err: e.stderr }),
    );
    expect(run.code).toBe(1);
    expect(run.err).toContain(`deep.xlsx: ${MALFORMED.de}`);
  });
});
