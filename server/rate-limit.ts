// Fixed-window rate limits (rate-limiter-flexible): counted in the database by default, so every
// server instance shares them; in Redis when REDIS_URL is set (server/redis.ts).
import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "./db/client.ts";
import { rate_limits } from "./db/schema.ts";

export interface Rule {
  /** Name of the counter (part of the key). */
  name: string;
  windowSec: number;
  max: number;
}

export interface HitResult {
  ok: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/** Limits of SPEC's hosted backend, applied per IP and per e-mail address. */
export const authRules = {
  /** Sign-ins and sign-ups together, per IP. */
  ipSignIn: { name: "ip-signin", windowSec: 300, max: 30 },
  /** Requests that send an e-mail (sign-up, magic link, resend), per IP. */
  ipMail: { name: "ip-mail", windowSec: 3600, max: 30 },
  /** Confirmation-link checks, per IP. */
  ipConfirm: { name: "ip-confirm", windowSec: 300, max: 30 },
  /** Password attempts on one address. */
  emailSignIn: { name: "email-signin", windowSec: 300, max: 10 },
  /** E-mails sent to one address. */
  emailMail: { name: "email-mail", windowSec: 3600, max: 5 },
  /**
   * Password attempts on one address from one of its known devices (counted instead of the IP's and the address's;
   * decision 045).
   */
  deviceSignIn: { name: "device-signin", windowSec: 300, max: 10 },
  /** Sign-in e-mails to one address asked for from one of its known devices (instead of the IP's and the address's). */
  deviceMail: { name: "device-mail", windowSec: 3600, max: 5 },
} satisfies Record<string, Rule>;

export const hashKey = (s: string) => createHash("sha256").update(s.toLowerCase()).digest("base64url").slice(0, 22);

/** One limiter per rule (a few, named in the code), made on first use. */
export function perRule<L>(make: (rule: Rule) => L): (rule: Rule) => L {
  const made = new Map<string, L>();
  return (rule) => {
    let l = made.get(rule.name);
    if (!l) made.set(rule.name, (l = make(rule)));
    return l;
  };
}

const secondsLeft = (r: RateLimiterRes) => Math.max(1, Math.ceil(r.msBeforeNext / 1000));

/** Counts one hit of `subject`; a store that fails throws (the caller decides what stands in). */
export async function consume(limiter: RateLimiterAbstract, subject: string): Promise<HitResult> {
  try {
    return { ok: true, retryAfter: secondsLeft(await limiter.consume(hashKey(subject))) };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { ok: false, retryAfter: secondsLeft(err) };
    throw err;
  }
}

/**
 * The database's counters: rate-limiter-flexible's Drizzle store over the `rate_limits` table,
 * on PGlite and PostgreSQL alike (one atomic upsert a hit). Expired rows are swept every
 * 5 minutes by the first limiter made (the sweep covers every rule).
 */
export class RateLimiter {
  private limiter: (rule: Rule) => RateLimiterDrizzle;
  constructor(db: Db) {
    let sweeps = true;
    this.limiter = perRule((rule) => {
      const l = new RateLimiterDrizzle({
        storeClient: db,
        schema: rate_limits,
        keyPrefix: rule.name,
        points: rule.max,
        duration: rule.windowSec,
        clearExpiredByTimeout: sweeps,
      });
      sweeps = false;
      return l;
    });
  }

  hit(rule: Rule, subject: string): Promise<HitResult> {
    return consume(this.limiter(rule), subject);
  }
}
