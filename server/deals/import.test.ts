// Spreadsheet import over the real fixture files in tests/fixtures (xlsx and csv), through the API
// and the command line: the preview, every bad-file case, all-or-nothing and idempotency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { count, inArray } from "drizzle-orm";
import { createTestContext, ORIGIN, signedInUser, type Client, type TestContext } from "../test/harness.ts";
import { setRole } from "../admin/roles.ts";
import { cliActor } from "../admin/audit.ts";
import { audit_log, deals } from "../db/schema.ts";

const fixtures = path.join(import.meta.dirname, "..", "..", "tests", "fixtures");
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const VALID_TITLES = ["Κρήτη: 3 νύχτες με πρωινό από 89 €", "Πειραιάς–Νάξος με πλοίο από 39 €", "eSIM Ευρώπης 10 GB"];
const OTHER_TITLES = ["Άγνωστος συνεργάτης", "Λάθος host", "Έληξε ήδη", "Κακή ημερομηνία"];

let ctx: TestContext;
let admin: { client: Client; email: string };

beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "taxidaki-import-test-")) });
  admin = await signedInUser(ctx, { lang: "el" });
  await setRole(ctx.database.db, admin.email, "admin", cliActor());
  // PostgreSQL keeps data between runs: start from a sheet-free table.
  await ctx.database.db.delete(deals).where(inArray(deals.title, [...VALID_TITLES, ...OTHER_TITLES]));
});
afterAll(() => ctx.close());

async function importFile(data: Buffer | string, opts: { dryRun?: boolean; lang?: string; name?: string } = {}) {
  const form = new FormData();
  form.set("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)]), opts.name ?? "deals.xlsx");
  const q = new URLSearchParams();
  if (opts.dryRun) q.set("dry_run", "1");
  if (opts.lang) q.set("lang", opts.lang);
  const headers = new Headers({ origin: ORIGIN, cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
  const res = await ctx.app.request(`/api/v1/admin/deals/import?${q}`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const dealCount = async () => (await ctx.database.db.select({ n: count() }).from(deals))[0]!.n;
const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(audit_log))[0]!.n;

describe("importing deals from a spreadsheet", () => {
  it("previews an .xlsx without writing, imports it on confirmation, and a second import changes nothing", async () => {
    const before = await dealCount();
    const preview = await importFile(fixture("deals-valid.xlsx"), { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, imported: false, plan: { ok: true, counts: { create: 3, update: 0, skip: 0, error: 0 } } });
    expect(preview.body.plan.rows.map((r: any) => [r.row, r.action, r.title])).toEqual(VALID_TITLES.map((t, i) => [i + 2, "create", t]));
    expect(await dealCount()).toBe(before);

    const done = await importFile(fixture("deals-valid.xlsx"));
    expect(done.status).toBe(200);
    expect(done.body.plan.counts.create).toBe(3);
    expect(await dealCount()).toBe(before + 3);
    const rows = await ctx.database.db.select().from(deals).where(inArray(deals.title, VALID_TITLES));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r]));
    // Dates from a real date cell, an ISO string and a Greek dd/mm/yyyy.
    expect(rows.map((r) => r.expiry_date).sort()).toEqual(["2099-06-30", "2099-07-15", "2099-12-31"]);
    expect(byTitle[VALID_TITLES[0]!]).toMatchObject({ partner_id: "booking", price_from: 8900, price_was: 12900, featured: true, title_en: "Crete: 3 nights with breakfast from €89" });
    expect(byTitle[VALID_TITLES[1]!]).toMatchObject({ category: "ferries", price_from: 3900, starts_at: "2026-01-01", title_de: "Piräus–Naxos mit der Fähre ab 39 €" });

    const audits = await auditCount();
    const again = await importFile(fixture("deals-valid.xlsx"));
    expect(again.body.plan.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
    // The .csv of the same sheet is the same deals: nothing to do either.
    const csv = await importFile(fixture("deals-valid.csv"), { name: "deals.csv" });
    expect(csv.body.plan.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
    expect(await dealCount()).toBe(before + 3);
    expect(await auditCount()).toBe(audits);
  });

  it("shows each row error with its row, column and a message in the operator's language, and writes nothing", async () => {
    for (const name of ["deals-row-errors.xlsx", "deals-row-errors.csv"]) {
      const before = await dealCount();
      const preview = await importFile(fixture(name), { dryRun: true, lang: "en", name });
      expect(preview.status, name).toBe(200);
      expect(preview.body.plan.ok).toBe(false);
      const errors = preview.body.plan.rows.flatMap((r: any) => r.errors.map((e: any) => [r.row, e.column, e.message]));
      expect(errors, name).toEqual([
        [3, "E (partner)", "Unknown partner “no-such-partner” (use the catalogue id, e.g. booking)"],
        [4, "G (url)", "The link must be on the partner's host www.booking.com, not evil.example.com"],
        [5, "B (expiryDate)", "The date 2020-02-01 is in the past"],
        [7, "A (title)", "The same title is already on row 6"],
        [8, "L (price_from)", "Invalid price “abc” (e.g. 49.90)"],
        [8, "B (expiryDate)", "Invalid date “31/02/2099” (write 31/12/2026 or 2026-12-31)"],
      ]);
      const confirm = await importFile(fixture(name), { name });
      expect(confirm.status).toBe(400);
      expect(confirm.body.error.code).toBe("VALIDATION");
      expect(await dealCount()).toBe(before); // not even the good rows
    }
    const greek = await importFile(fixture("deals-row-errors.xlsx"), { dryRun: true });
    expect(greek.body.plan.rows[3].errors[0].message).toBe("Η ημερομηνία 2020-02-01 έχει ήδη περάσει");
  });

  it("imports the fixed sheet: the new rows are created, the deals already there left as they are", async () => {
    const res = await importFile(fixture("deals-row-errors-fixed.xlsx"));
    expect(res.status).toBe(200);
    expect(res.body.plan.counts).toEqual({ create: 4, update: 0, skip: 2, error: 0 });
  });

  const badFiles: [string, () => Buffer | string, number, string][] = [
    ["a PNG named .xlsx (wrong type)", () => fixture("not-a-spreadsheet.xlsx"), 415, "This type of file is not supported: upload an .xlsx or .csv spreadsheet"],
    ["an .xlsx with only the header (empty sheet)", () => fixture("deals-empty.xlsx"), 400, "The sheet has no deal rows"],
    ["an empty .csv", () => fixture("deals-empty.csv"), 400, "The sheet has no deal rows"],
    ["a sheet without required columns", () => fixture("deals-missing-columns.csv"), 400, "Required columns are missing: B (expiryDate), C (imageUrl), D (description), partner, url"],
    [
      "10 001 rows",
      () => "title,expiryDate,imageUrl,description,partner,url\n" + Array.from({ length: 10_001 }, (_, i) => `T${i},2099-01-01,,D,booking,https://www.booking.com/\n`).join(""),
      400,
      "The file has 10001 rows; the limit is 5000",
    ],
    ["a 20 MB file", () => Buffer.alloc(20 * 1024 * 1024, 0x41), 413, "The file is too large (5 MB at most)"],
  ];
  for (const [label, data, status, msg] of badFiles) {
    it(`refuses ${label} with a clear message, writing nothing`, async () => {
      const before = await dealCount();
      for (const dryRun of [true, false]) {
        const res = await importFile(data(), { dryRun, lang: "en" });
        expect(res.status).toBe(status);
        expect(res.body.error.message).toBe(msg);
      }
      expect(await dealCount()).toBe(before);
    });
  }

  it("asks for a file when none is sent", async () => {
    const headers = new Headers({ origin: ORIGIN, cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
    const res = await ctx.app.request("/api/v1/admin/deals/import?lang=en", { method: "POST", headers, body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.fields.file).toBe("Choose a file (field “file”)");
  });
});

describe("npm run deals:import", () => {
  const run = promisify(execFile);
  const cli = async (args: string[], env: Record<string, string>) => {
    try {
      const r = await run("npx", ["tsx", "scripts/deals-import.ts", ...args], { env: { ...process.env, ...env }, cwd: path.join(import.meta.dirname, "..", "..") });
      return { code: 0, out: r.stdout, err: r.stderr };
    } catch (e: any) {
      return { code: e.code as number, out: e.stdout as string, err: e.stderr as string };
    }
  };

  it("prints the same preview, exits 0 on success and 1 with row errors, writing nothing then", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-cli-"));
    const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dir };
    if (process.env.DATABASE_URL) await ctx.database.db.delete(deals).where(inArray(deals.title, [...VALID_TITLES, ...OTHER_TITLES]));
    const bad = await cli([path.join(fixtures, "deals-row-errors.csv"), "--lang", "en"], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("Row    5  error      Έληξε ήδη");
    expect(bad.out).toContain("B (expiryDate): The date 2020-02-01 is in the past");
    expect(bad.err).toContain("Nothing was written");
    const real = await cli([path.join(fixtures, "deals-valid.xlsx")], env);
    expect(real.code).toBe(0);
    expect(real.out).toContain("Σύνολο: 3 νέα, 0 αλλαγή, 0 ίδια, 0 λάθος");
    const again = await cli([path.join(fixtures, "deals-valid.xlsx"), "--dry-run", "--lang=en"], env);
    expect(again.out).toContain("Total: 0 create, 0 update, 3 unchanged, 0 error");
    const wrong = path.join(dir, "wrong.csv");
    writeFileSync(wrong, fixture("not-a-spreadsheet.xlsx"));
    const typeErr = await cli([wrong], env);
    expect(typeErr.code).toBe(1);
    expect(typeErr.err).toContain("Ο τύπος του αρχείου δεν υποστηρίζεται");
  }, 400_000);
});
