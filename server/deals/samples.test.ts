// Sample deals: a development start on a database with no live deal shows a few, marked as
// samples and dated from today; production never gets them; a second start adds none.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestContext, openEmbeddedTestDatabase, type TestContext } from "../test/harness.ts";
import { deals } from "../db/schema.ts";
import { todayInGreece } from "./deal-rules.ts";
import { addSampleDeals, SAMPLE_MARK } from "./samples.ts";
import { freePort } from "../test/ports.ts";

interface Page {
  items: { title: string; expiresAt?: string; expiry_date?: string }[];
  total: number;
  live: number;
}

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe("sample deals", () => {
  it("are on only outside production, and only when asked for (npm start and npm run dev ask)", () => {
    expect(loadConfig({ NODE_ENV: "development", SAMPLE_DEALS: "true" }).sampleDeals).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).sampleDeals).toBe(false); // tests and plain `node server/index.ts`
    expect(loadConfig({ NODE_ENV: "test" }).sampleDeals).toBe(false);
    const prod = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), SMTP_URL: "smtp://m", SAMPLE_DEALS: "true" };
    expect(loadConfig(prod).sampleDeals).toBe(false);
  });

  it("fill an empty database with live deals marked as samples in each language, once", async () => {
    // An empty table of its own (on PostgreSQL the worker's database is shared with other files).
    ctx = await createTestContext({}, { database: await openEmbeddedTestDatabase() });
    const { db } = ctx.database;
    await db.delete(deals);
    const client = ctx.client();
    expect((await client.get("/api/v1/deals")).body).toMatchObject({ live: 0 });

    const today = todayInGreece();
    expect(await addSampleDeals(db)).toBe(3);
    const el = (await client.get("/api/v1/deals?lang=el")).body as unknown as Page;
    expect(el.live).toBe(3);
    expect(el.items.every((d) => d.title.endsWith(SAMPLE_MARK.el))).toBe(true);
    const en = (await client.get("/api/v1/deals?lang=en")).body as unknown as Page;
    expect(en.items.map((d) => d.title)).toContain("Crete: 3 nights with breakfast from €89 (sample)");
    const de = (await client.get("/api/v1/deals?lang=de")).body as unknown as Page;
    expect(de.items.every((d) => d.title.endsWith(SAMPLE_MARK.de))).toBe(true);
    const rows = await db.select().from(deals);
    expect(rows.every((r) => r.starts_at === today && r.expiry_date > today)).toBe(true);

    // A second start: a live deal exists, nothing is added.
    expect(await addSampleDeals(db)).toBe(0);
    expect(await db.$count(deals)).toBe(3);
  });

  it("come back with new dates once they have expired, still without duplicates", async () => {
    // An empty table of its own (on PostgreSQL the worker's database is shared with other files).
    ctx = await createTestContext({}, { database: await openEmbeddedTestDatabase() });
    const { db } = ctx.database;
    await db.delete(deals);
    await addSampleDeals(db, undefined, "2030-01-01");
    expect(await addSampleDeals(db, undefined, "2030-06-01")).toBe(3);
    const rows = await db.select().from(deals);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.starts_at === "2030-06-01" && r.expiry_date > "2030-06-01")).toBe(true);
  });

  it("leave a database with a live deal alone", async () => {
    // An empty table of its own (on PostgreSQL the worker's database is shared with other files).
    ctx = await createTestContext({}, { database: await openEmbeddedTestDatabase() });
    const { db } = ctx.database;
    await db.delete(deals);
    await db.insert(deals).values({ title: "Live one", description: "d", expiry_date: "2099-01-01" });
    expect(await addSampleDeals(db)).toBe(0);
    expect(await db.$count(deals)).toBe(1);
  });
});

/** Starts the real server on `dataDir`, reads the public deals list, stops it. */
async function startAndList(dataDir: string, env: Record<string, string>): Promise<Page> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    // The embedded database always (this runs once, not again on PostgreSQL).
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  try {
    const end = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      if (
        await fetch(`${origin}/healthz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      if (Date.now() > end) throw new Error(`server not healthy: ${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await (await fetch(`${origin}/api/v1/deals?lang=en`)).json()) as Page;
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

describe.skipIf(!!process.env.DATABASE_URL)("sample deals at a real start", () => {
  it(
    "a production start adds none; a development start lists them; a second start adds no duplicates",
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-samples-"));
      const production = {
        NODE_ENV: "production",
        SAMPLE_DEALS: "true",
        AUTH_SECRET: "p".repeat(40),
        MAIL_OUTBOX_IN_PRODUCTION: "true",
      };
      expect(await startAndList(dataDir, production)).toMatchObject({ live: 0 });

      const development = { NODE_ENV: "development", SAMPLE_DEALS: "true" };
      const first = await startAndList(dataDir, development);
      expect(first.live).toBe(3);
      expect(first.items.every((d) => d.title.endsWith(" (sample)"))).toBe(true);
      const second = await startAndList(dataDir, development);
      expect(second.total).toBe(first.total);
      expect(second.items.map((d) => d.title).sort()).toEqual(first.items.map((d) => d.title).sort());
    },
  );
});
