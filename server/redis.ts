// Optional Redis (REDIS_URL): rate-limit counters and Better Auth's session storage shared by
// every instance without a database round trip. Without REDIS_URL the database does both.
//
// Redis is a shortcut, never a requirement (decision 031): every call ends within
// REDIS_TIMEOUT_MS, and when Redis does not answer, the database serves instead — sessions are
// read from it, rate limits are counted in it.
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "pino";
import { RateLimiterRedis } from "rate-limiter-flexible";
import type { BetterAuthOptions } from "better-auth";
import { consume, perRule, type HitResult, type Rule } from "./rate-limit.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";

type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

/** How long one Redis call may take before the caller goes on without Redis (REDIS_TIMEOUT_MS). */
export const DEFAULT_REDIS_TIMEOUT_MS = 500;

/**
 * Options for a Redis connection that requests wait on: no call waits longer than `timeoutMs`.
 * - Not connected (refused, reconnecting, or its handshake unanswered): a call fails at once
 *   instead of waiting in a queue for a connection that may never come.
 * - Connected but not answering (a hung server): a call fails after `timeoutMs`, and the
 *   connection is dropped, so the next calls fail at once until Redis answers again.
 * - A failed call is never sent again; ioredis keeps reconnecting in the background.
 */
export function boundedRedisOptions(timeoutMs: number): RedisOptions {
  return {
    enableOfflineQueue: false,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    // One round trip less in the handshake (CLIENT SETINFO): the ready check alone tells us Redis answers.
    disableClientInfo: true,
  };
}

export interface RedisHandle {
  client: Redis;
  /** Prefix of every key this server writes (e.g. "taxidaki:"). */
  prefix: string;
  close(): Promise<void>;
}

/**
 * One warning when a connection's Redis stops answering, one line when it is back (ioredis
 * reports every failed reconnection; an unhandled 'error' event would crash the process).
 */
export function logOutages(client: Redis, logger: Logger | undefined, meanwhile: string): void {
  let down = false;
  client.on("error", (err: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err: err.message }, `redis unavailable: ${meanwhile}`);
  });
  client.on("ready", () => {
    if (down) logger?.info("redis available again");
    down = false;
  });
}

/**
 * Connects, waiting at most for one handshake: a server whose Redis is down starts anyway (the
 * database serves meanwhile, /readyz answers 503) and ioredis connects once Redis answers.
 */
export async function openRedis(
  url: string,
  prefix: string,
  opts: { timeoutMs?: number; logger?: Logger } = {},
): Promise<RedisHandle> {
  const { timeoutMs = DEFAULT_REDIS_TIMEOUT_MS, logger } = opts;
  const client = new Redis(url, { lazyConnect: true, ...boundedRedisOptions(timeoutMs) });
  logOutages(client, logger, "sessions and rate limits use the database until it answers");
  await client.connect().catch(() => {});
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
 * database limiter. When Redis does not answer, the hit is counted by `fallback` (the database
 * limiter, shared by every instance too): a limit neither opens nor closes during an outage.
 */
export class RedisRateLimiter implements RateLimitStore {
  private limiter: (rule: Rule) => RateLimiterRedis;
  private fallback: RateLimitStore;
  constructor(redis: RedisHandle, fallback: RateLimitStore) {
    this.fallback = fallback;
    this.limiter = perRule(
      (rule) =>
        new RateLimiterRedis({
          points: rule.max,
          duration: rule.windowSec,
          storeClient: redis.client,
          keyPrefix: `${redis.prefix}rl:${rule.name}`,
        }),
    );
  }

  hit(rule: Rule, subject: string): Promise<HitResult> {
    return consume(this.limiter(rule), subject).catch(() => this.fallback.hit(rule, subject));
  }
}

/** Writes Redis missed this long at most are kept; beyond, every session key is dropped on recovery. */
const MAX_MISSED_WRITES = 10_000;

interface MissedWrite {
  /** null: the key was deleted. */
  value: string | null;
  /** ms since the epoch; undefined: no expiry. */
  expiresAt?: number;
}

/**
 * The writes Redis did not take while it was down, the last one per key, written once it answers
 * again: a session ended during an outage must not come back from the copy Redis still holds.
 */
class MissedWrites {
  private writes = new Map<string, MissedWrite>();
  /** Too many to keep: every key under `dropPrefix` is deleted on recovery instead. */
  private overflowed = false;
  private replaying = false;
  private dropPrefix: string;
  constructor(dropPrefix: string) {
    this.dropPrefix = dropPrefix;
  }

  keep(key: string, value: string | null, ttlSec?: number) {
    if (this.overflowed) return;
    if (this.writes.size >= MAX_MISSED_WRITES) {
      this.overflowed = true;
      this.writes.clear();
      return;
    }
    this.writes.set(key, { value, expiresAt: ttlSec && ttlSec > 0 ? Date.now() + ttlSec * 1000 : undefined });
  }

  forget(key: string) {
    this.writes.delete(key);
  }

  /** What Redis should hold for `key` but may not: a value, null (none), or undefined (ask Redis). */
  read(key: string): string | null | undefined {
    if (this.overflowed) return null;
    const w = this.writes.get(key);
    if (!w) return undefined;
    return w.expiresAt !== undefined && w.expiresAt <= Date.now() ? null : w.value;
  }

  async replay(client: Redis): Promise<void> {
    if (this.replaying) return;
    this.replaying = true;
    try {
      if (this.overflowed) {
        await deleteKeysOf(client, this.dropPrefix);
        this.overflowed = false;
      }
      for (const [key, w] of this.writes) {
        // Kept (and read from here) until Redis holds it; a newer write meanwhile replaced it.
        await writeKey(client, key, w.value, w.expiresAt === undefined ? undefined : (w.expiresAt - Date.now()) / 1000);
        if (this.writes.get(key) === w) this.writes.delete(key);
      }
    } catch {
      /* down again: the rest waits for the next recovery */
    } finally {
      this.replaying = false;
    }
  }
}

/** SET with a lifetime (s) when given, DEL for null; a lifetime already over deletes. */
async function writeKey(client: Redis, key: string, value: string | null, ttlSec?: number): Promise<void> {
  if (value === null || (ttlSec !== undefined && ttlSec <= 0)) await client.del(key);
  else if (ttlSec !== undefined) await client.set(key, value, "EX", Math.ceil(ttlSec));
  else await client.set(key, value);
}

/**
 * Better Auth's secondary storage (sessions, keyed by token) in Redis, under our prefix. The
 * database keeps every session too (storeSessionInDatabase) and is the record:
 * - a read Redis does not answer is a miss, and Better Auth reads the session from the database;
 * - a write Redis does not take is kept and written when Redis answers again (MissedWrites);
 *   meanwhile this instance reads the kept value, not Redis's.
 */
export function redisSessionStorage(redis: RedisHandle): SecondaryStorage {
  const k = (key: string) => `${redis.prefix}auth:${key}`;
  const { client } = redis;
  const missed = new MissedWrites(k(""));
  client.on("ready", () => void missed.replay(client));

  const write = async (key: string, value: string | null, ttlSec?: number) => {
    missed.forget(key);
    try {
      await writeKey(client, key, value, ttlSec && ttlSec > 0 ? ttlSec : undefined);
    } catch {
      missed.keep(key, value, ttlSec);
    }
  };

  return {
    get: async (key) => {
      const kept = missed.read(k(key));
      if (kept !== undefined) return kept;
      return client.get(k(key)).catch(() => null);
    },
    // Single-use values read and deleted at once; Better Auth uses it only for verification
    // values kept in secondary storage alone, and ours are kept in the database (auth.ts).
    getAndDelete: (key) => client.getdel(k(key)),
    // Better Auth's own rate limiter (turned off: server/rate-limit.ts covers every mode).
    increment: async (key, ttl) => {
      const [[, n]] = (await client.multi().incr(k(key)).expire(k(key), ttl, "NX").exec()) as [
        [unknown, number],
        unknown,
      ];
      return n;
    },
    set: (key, value, ttl) => write(k(key), value, ttl),
    delete: (key) => write(k(key), null),
  };
}

async function deleteKeysOf(client: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== "0");
}

/** Deletes every key under `prefix` (tests clean up after themselves). */
export async function deleteKeys(redis: RedisHandle, prefix = redis.prefix): Promise<void> {
  await deleteKeysOf(redis.client, prefix);
}
