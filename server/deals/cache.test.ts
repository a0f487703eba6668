// The in-memory public deals list: one query per language and search for DEALS_CACHE_MS, an
// invalidation shows a write at once, a new day recomputes the list; the cache holds at most its
// byte budget, and spellings the filter treats as one share one list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { openTestDatabase } from "../test/harness.ts";
import { DealsCache, DEALS_CACHE_MS, dealsCacheKey } from "./cache.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tag = `cache-${Math.random().toString(36).slice(2, 8)}`;

/** A cache on a clock the test moves. */
function cacheAt(start: number, opts: { maxBytes?: number } = {}) {
  const clock = { now: start };
  const cache = new DealsCache(database.db, { ...opts, clock: () => clock.now });
  return { cache, clock };
}

describe("DealsCache", () => {
  it("answers from memory until the lifetime ends or the cache is invalidated", async () => {
    const { db } = database;
    const { cache, clock } = cacheAt(Date.now());
    const titles = async () => (await cache.get("el", tag)).deals.map((d) => d.title);
    expect(await titles()).toEqual([]);
    const [row] = await db
      .insert(deals)
      .values({ title: `Σαντορίνη ${tag}`, description: "Τρεις νύχτες.", partner_id: "booking", category: "hotels", url: "https://www.booking.com/x", expiry_date: "2099-01-01" })
      .returning();
    // Written behind the cache's back (another process): not seen within the lifetime…
    clock.now += 1000;
    expect(await titles()).toEqual([]);
    // …seen after it.
    clock.now += DEALS_CACHE_MS;
    expect(await titles()).toEqual([`Σαντορίνη ${tag}`]);
    await db.update(deals).set({ title: `Νάξος ${tag}` }).where(eq(deals.id, row!.id));
    cache.invalidate();
    expect(await titles()).toEqual([`Νάξος ${tag}`]);
    await db.delete(deals).where(eq(deals.id, row!.id));
    cache.invalidate();
    expect(await titles()).toEqual([]);
  });

  it("makes every list of a lifetime from one read of the table, and ends them all with it", async () => {
    const { db } = database;
    const { cache, clock } = cacheAt(Date.now());
    expect((await cache.get("el", `first ${tag}`)).deals).toEqual([]);
    const [row] = await db
      .insert(deals)
      .values({ title: `Μήλος ${tag}`, description: "Δύο νύχτες.", partner_id: "booking", category: "hotels", url: "https://www.booking.com/x", expiry_date: "2099-01-01" })
      .returning();
    try {
      // A search never asked before, late in the lifetime: made from the rows already read (a
      // stream of new search texts reads the table once, not once each).
      clock.now += DEALS_CACHE_MS - 1000;
      expect((await cache.get("el", `Μήλος ${tag}`)).deals).toEqual([]);
      // Its list ends with those rows, not DEALS_CACHE_MS after it was made.
      clock.now += 1001;
      expect((await cache.get("el", `Μήλος ${tag}`)).deals.map((d) => d.title)).toEqual([`Μήλος ${tag}`]);
    } finally {
      await db.delete(deals).where(eq(deals.id, row!.id));
    }
  });

  it("gives the same list while cached, per language, and counts its live deals", async () => {
    const { cache } = cacheAt(Date.now());
    const a = await cache.get("en", undefined);
    expect(await cache.get("en", undefined)).toBe(a);
    expect(await cache.get("de", undefined)).not.toBe(a);
    expect(a.live).toBe(a.deals.filter((d) => !d.expired).length);
    expect(a.bytes).toBe(Buffer.byteLength(JSON.stringify(a.deals)));
  });

  it("shares one list between spellings the filter treats as one (case, accents)", async () => {
    expect(dealsCacheKey("el", "Foo", "2030-01-01")).toBe(dealsCacheKey("el", "foo", "2030-01-01"));
    expect(dealsCacheKey("el", " ΈΚΠΤΩΣΗ ", "2030-01-01")).toBe(dealsCacheKey("el", "εκπτωση", "2030-01-01"));
    expect(dealsCacheKey("el", "foo", "2030-01-01")).not.toBe(dealsCacheKey("en", "foo", "2030-01-01"));
    const { cache } = cacheAt(Date.now());
    const first = await cache.get("el", `Foo ${tag}`);
    expect(await cache.get("el", `foo ${tag}`)).toBe(first);
    expect(await cache.get("el", `FÓO ${tag}`)).toBe(first);
    expect(cache.size).toBe(1);
    // Concurrent misses of one key (in any spelling) share one read.
    const [x, y] = await Promise.all([cache.get("el", `Bar ${tag}`), cache.get("el", `bar ${tag}`)]);
    expect(y).toBe(x);
    expect(cache.size).toBe(2);
  });

  it("never holds more than its byte budget, however many distinct searches come", async () => {
    const { db } = database;
    // 200 deals whose descriptions share a long text: every window of it finds all 200.
    const shared = Array.from({ length: 400 }, (_, i) => String.fromCharCode(0x3b1 + (i % 24)) + (i % 10)).join("");
    const rows = await db
      .insert(deals)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          title: `Budget ${i} ${tag}`,
          description: `${shared} ${tag}`,
          partner_id: "booking",
          category: "hotels",
          url: "https://www.booking.com/x",
          expiry_date: "2099-01-01",
        })),
      )
      .returning({ id: deals.id });
    try {
      const maxBytes = 1024 * 1024;
      const { cache } = cacheAt(Date.now(), { maxBytes });
      const one = await cache.get("el", tag);
      expect(one.deals).toHaveLength(200);
      expect(one.bytes).toBeGreaterThan(maxBytes / 10); // a list is a real share of the budget
      for (let i = 0; i < 100; i++) {
        const q = shared.slice(i, i + 6);
        expect((await cache.get("el", q)).deals.length).toBeGreaterThanOrEqual(200);
        expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
      }
      expect(cache.size).toBeLessThan(10);
    } finally {
      await db.delete(deals).where(inArray(deals.id, rows.map((r) => r.id)));
    }
  });

  it("drops an expired list on its own, without waiting for a read or an eviction", async () => {
    const cache = new DealsCache(database.db, { ttlMs: 50 });
    await cache.get("el", `gone ${tag}`);
    expect(cache.size).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("reads the list again on a new day in Greece", async () => {
    const { cache, clock } = cacheAt(Date.parse("2030-06-15T20:59:00Z")); // 23:59 in Athens (summer)
    const before = await cache.get("el", tag);
    clock.now += 2 * 60_000; // 00:01 the next day, within the lifetime
    expect(await cache.get("el", tag)).not.toBe(before);
  });
});
