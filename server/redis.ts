// Optional Redis (REDIS_URL): rate-limit counters and Better Auth's session storage shared by
// every instance without a database round trip. Without REDIS_URL the database does both.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { BetterAuthOptions } from "better-auth";
import { hashKey, type HitResult, type Rule } from "./rate-limit.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";

type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

export interface RedisHandle {
  client: Redis;
  /** Prefix of every key this server writes (e.g. "taxidaki:"). */
  prefix: string;
  close(): Promise<void>;
}

export async function openRedis(url: string, prefix: string): Promise<RedisHandle> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A dropped connection is retried by ioredis; an unhandled 'error' event must not crash us.
  client.on("error", () => {});
  await client.connect();
  return {
    client,
    prefix,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * Fixed-window counters in Redis (rate-limiter-flexible), same rules and same answers as the
 * database limiter. If Redis is unreachable, an in-process limiter with the same rule takes
 * over (per instance) until it is back.
 */
export class RedisRateLimiter implements RateLimitStore {
  private limiters = new Map<string, RateLimiterRedis>();
  constructor(private redis: RedisHandle) {}

  private limiter(rule: Rule): RateLimiterRedis {
    let l = this.limiters.get(rule.name);
    if (!l) {
      const opts = { points: rule.max, duration: rule.windowSec };
      l = new RateLimiterRedis({
        ...opts,
        storeClient: this.redis.client,
        keyPrefix: `${this.redis.prefix}rl:${rule.name}`,
        insuranceLimiter: new RateLimiterMemory(opts),
      });
      this.limiters.set(rule.name, l);
    }
    return l;
  }

  async hit(rule: Rule, subject: string): Promise<HitResult> {
    try {
      const r = await this.limiter(rule).consume(hashKey(subject));
      return { ok: true, retryAfter: Math.max(1, Math.ceil(r.msBeforeNext / 1000)) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      throw err;
    }
  }
}

/** Better Auth's secondary storage (sessions, keyed by token) in Redis, under our prefix. */
export function redisSessionStorage(redis: RedisHandle): SecondaryStorage {
  const k = (key: string) => `${redis.prefix}auth:${key}`;
  const { client } = redis;
  return {
    get: (key) => client.get(k(key)),
    getAndDelete: (key) => client.getdel(k(key)),
    increment: async (key, ttl) => {
      const [[, n]] = (await client.multi().incr(k(key)).expire(k(key), ttl, "NX").exec()) as [[unknown, number], unknown];
      return n;
    },
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await client.set(k(key), value, "EX", Math.ceil(ttl));
      else await client.set(k(key), value);
    },
    delete: async (key) => {
      await client.del(k(key));
    },
  };
}

/** Deletes every key under `prefix` (tests clean up after themselves). */
export async function deleteKeys(redis: RedisHandle, prefix = redis.prefix): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    if (keys.length) await redis.client.del(...keys);
    cursor = next;
  } while (cursor !== "0");
}
