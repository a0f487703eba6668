// Fixed-window rate limits kept in the database, so every server instance shares them.
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
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
} satisfies Record<string, Rule>;

export const hashKey = (s: string) => createHash("sha256").update(s.toLowerCase()).digest("base64url").slice(0, 22);

export class RateLimiter {
  private lastSweep = 0;
  private db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async hit(rule: Rule, subject: string): Promise<HitResult> {
    const key = `${rule.name}:${hashKey(subject)}`;
    const rows = await this.db
      .insert(rate_limits)
      .values({ key, count: 1, reset_at: sql`now() + make_interval(secs => ${rule.windowSec})` })
      .onConflictDoUpdate({
        target: rate_limits.key,
        set: {
          count: sql`case when ${rate_limits.reset_at} <= now() then 1 else ${rate_limits.count} + 1 end`,
          reset_at: sql`case when ${rate_limits.reset_at} <= now() then excluded.reset_at else ${rate_limits.reset_at} end`,
        },
      })
      .returning({
        count: rate_limits.count,
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rate_limits.reset_at} - now()))))::int`,
      });
    void this.sweep();
    const row = rows[0]!;
    return { ok: row.count <= rule.max, retryAfter: Number(row.retryAfter) };
  }

  /** Drops expired counters now and then. */
  private async sweep() {
    const now = Date.now();
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    await this.db.delete(rate_limits).where(lt(rate_limits.reset_at, sql`now() - interval '1 hour'`)).catch(() => {});
  }
}
