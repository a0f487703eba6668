// The in-memory public deals list: one query per language and search for DEALS_CACHE_MS, an
// invalidation shows a write at once, a new day recomputes the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { openTestDatabase } from "../test/harness.ts";
import { cachedPublicDeals, DEALS_CACHE_MS, invalidateDealsCache } from "./cache.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tag = `cache-${Math.random().toString(36).slice(2, 8)}`;
const titles = async (q: string, now: number) => (JSON.parse((await cachedPublicDeals(database.db, "el", q, now)).body) as { deals: { title: string }[] }).deals.map((d) => d.title);

describe("cachedPublicDeals", () => {
  it("answers from memory until the lifetime ends or the cache is invalidated", async () => {
    const { db } = database;
    const now = Date.now();
    expect(await titles(tag, now)).toEqual([]);
    const [row] = await db
      .insert(deals)
      .values({ title: `Σαντορίνη ${tag}`, description: "Τρεις νύχτες.", partner_id: "booking", category: "hotels", url: "https://www.booking.com/x", expiry_date: "2099-01-01" })
      .returning();
    // Written behind the cache's back (another process): not seen within the lifetime…
    expect(await titles(tag, now + 1000)).toEqual([]);
    // …seen after it.
    expect(await titles(tag, now + DEALS_CACHE_MS + 1)).toEqual([`Σαντορίνη ${tag}`]);
    await db.update(deals).set({ title: `Νάξος ${tag}` }).where(eq(deals.id, row!.id));
    invalidateDealsCache(db);
    expect(await titles(tag, now + DEALS_CACHE_MS + 2)).toEqual([`Νάξος ${tag}`]);
    await db.delete(deals).where(eq(deals.id, row!.id));
    invalidateDealsCache(db);
    expect(await titles(tag, now + DEALS_CACHE_MS + 3)).toEqual([]);
  });

  it("gives the same JSON text and ETag while cached, per language", async () => {
    const now = Date.now();
    const a = await cachedPublicDeals(database.db, "en", undefined, now);
    const b = await cachedPublicDeals(database.db, "en", undefined, now + 1);
    expect(b).toBe(a);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(a.body)).toHaveProperty("deals");
    const de = await cachedPublicDeals(database.db, "de", undefined, now);
    expect(de).not.toBe(a);
  });
});
