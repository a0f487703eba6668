// The Redis stores (REDIS_URL): run only when a Redis is configured; keys under a test prefix.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteKeys, openRedis, redisSessionStorage, RedisRateLimiter, type RedisHandle } from "./redis.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";

const url = process.env.REDIS_URL;
let redis: RedisHandle;
/** Redis answers here: the database limiter it falls back to is never asked. */
const unused: RateLimitStore = { hit: () => Promise.reject(new Error("the fallback was asked")) };

describe.skipIf(!url)("Redis rate limits and session storage", () => {
  beforeAll(async () => {
    redis = await openRedis(url!, `test-${randomBytes(4).toString("hex")}:`);
  });
  afterAll(async () => {
    await deleteKeys(redis);
    expect(await redis.client.keys(`${redis.prefix}*`)).toEqual([]);
    await redis.close();
  });

  it("refuses the hit after the rule's maximum with the seconds left in the window, per subject", async () => {
    const limiter = new RedisRateLimiter(redis, unused);
    const rule = { name: "t-signin", windowSec: 300, max: 3 };
    const hits = [];
    for (let n = 0; n < 5; n++) hits.push(await limiter.hit(rule, "Someone@Example.com"));
    expect(hits.map((h) => h.ok)).toEqual([true, true, true, false, false]);
    expect(hits[4]!.retryAfter).toBeGreaterThan(290);
    expect(hits[4]!.retryAfter).toBeLessThanOrEqual(300);
    // The same address in other letter case is the same subject; another address is not.
    expect((await limiter.hit(rule, "someone@example.com")).ok).toBe(false);
    expect((await limiter.hit(rule, "other@example.com")).ok).toBe(true);
  });

  it("two limiters on one Redis (two instances) share the counts", async () => {
    const rule = { name: "t-shared", windowSec: 60, max: 4 };
    const a = new RedisRateLimiter(redis, unused);
    const b = new RedisRateLimiter(redis, unused);
    const oks = [];
    for (let n = 0; n < 3; n++) oks.push((await a.hit(rule, "10.0.0.1")).ok, (await b.hit(rule, "10.0.0.1")).ok);
    expect(oks).toEqual([true, true, true, true, false, false]);
  });

  it("stores sessions with their lifetime and forgets them when deleted", async () => {
    const store = redisSessionStorage(redis);
    await store.set("token-1", '{"id":"s1"}', 120);
    expect(await store.get("token-1")).toBe('{"id":"s1"}');
    const ttl = await redis.client.ttl(`${redis.prefix}auth:token-1`);
    expect(ttl).toBeGreaterThan(100);
    await store.delete("token-1");
    expect(await store.get("token-1")).toBeNull();
    expect(await store.increment("n", 60)).toBe(1);
    expect(await store.increment("n", 60)).toBe(2);
    expect(await store.getAndDelete("n")).toBe("2");
  });
});
