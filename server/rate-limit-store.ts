// What the auth rate limits need from a counter store: the database (server/rate-limit.ts,
// the default) or Redis (server/redis.ts, when REDIS_URL is set). Both are shared by every
// server instance on the same database or Redis.
import type { HitResult, Rule } from "./rate-limit.ts";

export interface RateLimitStore {
  /** Counts one hit of `subject` under `rule`; `ok` is false once the window holds more than `rule.max`. */
  hit(rule: Rule, subject: string): Promise<HitResult>;
}
