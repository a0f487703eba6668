// An import's remote images (issue 37): a slow allowed host held an import (and the one-import
// claim) for hours, 10 s an image, one after another, with no end. Now a few are fetched at once,
// each within its own time, all within one budget; a row whose image is not fetched is reported.
// A real HTTP server on loopback plays the hosts (`fetch` is wrapped so that https://slow.test/…
// and https://fast.test/… reach it); the durations are the test's own.
import { createServer, type Server, type ServerResponse } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cliActor } from "../admin/audit.ts";
import { deals } from "../db/schema.ts";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "../db/client.ts";
import { fileImageStore, storeImage } from "./images.ts";
import { applyImport, readSheet } from "./import.ts";

let server: Server;
let port: number;
let png: Buffer;
/** What the slow host saw: requests in all, the most at once, and the answers it holds. */
let slow = { requests: 0, open: 0, mostAtOnce: 0, held: [] as ServerResponse[] };
let database: Database;
const images = fileImageStore(mkdtempSync(path.join(tmpdir(), "taxidaki-image-budget-")));

beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.headers["x-host"] === "fast.test") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(png);
    }
    // The slow host: accepts, sends the headers, and never the image.
    slow.requests++;
    slow.mostAtOnce = Math.max(slow.mostAtOnce, ++slow.open);
    slow.held.push(res);
    res.on("close", () => slow.open--);
    res.writeHead(200, { "content-type": "image/png" });
    res.flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const u = new URL(input instanceof Request ? input.url : input);
    if ((u.hostname === "slow.test" || u.hostname === "fast.test") && u.port === "") {
      return real(`http://127.0.0.1:${port}${u.pathname}`, { ...init, headers: { "x-host": u.hostname } });
    }
    return real(input, init);
  });
  database = await openTestDatabase();
  // Warm: the first fetch and the first WebP conversion of a process are slower than the budgets here.
  await storeImage(images, Buffer.from(await (await fetch("https://fast.test/warm.png")).arrayBuffer()));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  for (const r of slow.held) r.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
afterEach(async () => {
  for (const r of slow.held) r.destroy();
  slow = { requests: 0, open: 0, mostAtOnce: 0, held: [] };
});

const HOSTS = ["slow.test", "fast.test"];
/** A sheet whose first row's image is on the fast host, then `n` rows with an image on the slow host each. */
async function sheetWith(n: number, tag: string) {
  const rows = Array.from(
    { length: n },
    (_, i) =>
      `Αργή εικόνα ${tag} ${i},2099-12-31,https://slow.test/${tag}-${i}.png,Περιγραφή,booking,https://www.booking.com/${tag}${i}`,
  );
  rows.unshift(
    `Γρήγορη εικόνα ${tag},2099-12-31,https://fast.test/${tag}.png,Περιγραφή,booking,https://www.booking.com/${tag}fast`,
  );
  return readSheet(Buffer.from(`title,expiryDate,imageUrl,description,partner,url\n${rows.join("\n")}\n`));
}
const stored = async (tag: string) =>
  (
    await database.db
      .select()
      .from(deals)
      .where(inArray(deals.title, [`Γρήγορη εικόνα ${tag}`]))
  ).length;

describe("an import whose images are on a host that never finishes an answer", () => {
  it("stops at its budget: a few fetched at once, the rest reported without being asked for, nothing written", async () => {
    const sheet = await sheetWith(40, "budget");
    const plan = await applyImport(database.db, sheet, cliActor(), {
      lang: "en",
      fetchHosts: HOSTS,
      images,
      // Each image could take longer than the whole budget.
      imageFetch: { concurrency: 3, perImageMs: 60_000, budgetMs: 1500 },
    });
    expect(plan.ok).toBe(false);
    const slowRows = plan.rows.filter((r) => r.title.startsWith("Αργή"));
    expect(slowRows).toHaveLength(40);
    for (const r of slowRows) {
      expect(r.action).toBe("error");
      expect(r.errors).toEqual([
        {
          column: "C (imageUrl)",
          field: "image_url",
          code: "image_budget",
          message:
            "The image was not fetched: the import's time for images (2 s) ran out; upload it in the console or try again",
        },
      ]);
    }
    // The fast host's image was fetched: its row has no error (the import, all or nothing, writes none).
    expect(plan.rows.find((r) => r.title.startsWith("Γρήγορη"))!.errors, JSON.stringify(plan.rows[0])).toEqual([]);
    // At most three at once, and only those three were ever asked for.
    expect(slow.mostAtOnce).toBeLessThanOrEqual(3);
    expect(slow.requests).toBeLessThanOrEqual(3);
    expect(await stored("budget")).toBe(0);
  });

  it("after one image of a host times out, reports that host's other images without waiting for them", async () => {
    const sheet = await sheetWith(12, "slowhost");
    const plan = await applyImport(database.db, sheet, cliActor(), {
      lang: "de",
      fetchHosts: HOSTS,
      images,
      imageFetch: { concurrency: 2, perImageMs: 1000, budgetMs: 60_000 },
    });
    const slowRows = plan.rows.filter((r) => r.title.startsWith("Αργή"));
    for (const r of slowRows)
      expect(r.errors.map((e) => [e.code, e.message])).toEqual([
        ["image_fetch", "Das Bild konnte nicht von slow.test geladen werden"],
      ]);
    // The two fetched at once timed out; the other ten were never asked for.
    expect(slow.requests, JSON.stringify(plan.rows.map((r) => r.errors.map((e) => e.code)))).toBe(2);
    expect(plan.rows.find((r) => r.title.startsWith("Γρήγορη"))!.errors, JSON.stringify(plan.rows[0])).toEqual([]);
  });
});
