// The database's counters (rate-limiter-flexible's Drizzle store), on PGlite, or on PostgreSQL
// with DATABASE_URL: the same answers as the Redis store (server/redis.test.ts).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { RateLimiter } from "./rate-limit.ts";
import { openTestDatabase } from "./test/harness.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = (name: string, windowSec: number, max: number) => ({
  name: `t-${name}-${randomBytes(4).toString("hex")}`,
  windowSec,
  max,
});

describe("rate limits counted in the database", () => {
  it("refuses the hit after the rule's maximum with the seconds left in the window, per subject", async () => {
    const limiter = new RateLimiter(database.db);
    const r = rule("signin", 300, 3);
    const hits = [];
    for (let n = 0; n < 5; n++) hits.push(await limiter.hit(r, "Someone@Example.com"));
    expect(hits.map((h) => h.ok)).toEqual([true, true, true, false, false]);
    expect(hits[4]!.retryAfter).toBeGreaterThan(290);
    expect(hits[4]!.retryAfter).toBeLessThanOrEqual(300);
    expect((await limiter.hit(r, "someone@example.com")).ok).toBe(false);
    expect((await limiter.hit(r, "other@example.com")).ok).toBe(true);
  });

  it("two limiters on one database (two instances) share the counts", async () => {
    const r = rule("shared", 60, 4);
    const a = new RateLimiter(database.db);
    const b = new RateLimiter(database.db);
    const oks = [];
    for (let n = 0; n < 3; n++) oks.push((await a.hit(r, "10.0.0.1")).ok, (await b.hit(r, "10.0.0.1")).ok);
    expect(oks).toEqual([true, true, true, true, false, false]);
  });

  it("opens again once the window is over", async () => {
    const limiter = new RateLimiter(database.db);
    const r = rule("window", 1, 1);
    expect((await limiter.hit(r, "10.0.0.2")).ok).toBe(true);
    expect(await limiter.hit(r, "10.0.0.2")).toEqual({ ok: false, retryAfter: 1 });
    await new Promise((done) => setTimeout(done, 1100));
    expect((await limiter.hit(r, "10.0.0.2")).ok).toBe(true);
  });
});
