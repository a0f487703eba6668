// The audit log: every admin write records who, what, when, and the record before and after.
import { desc, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { audit_log } from "../db/schema.ts";

/** Who made a change: a signed-in admin, or the command line (`id` null). */
export interface Actor {
  id: string | null;
  email: string;
}

/** The command line as an actor (the operating-system user who ran it). */
export function cliActor(): Actor {
  return { id: null, email: `cli:${process.env.USER ?? process.env.USERNAME ?? "unknown"}` };
}

type Tx = Pick<Db, "insert">;

/** Records one admin write; call it inside the write's transaction. */
export async function audit(
  db: Tx,
  actor: Actor,
  entry: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(audit_log).values({
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Several entries in one statement per 500 (bulk imports). */
export async function auditMany(
  db: Tx,
  actor: Actor,
  entries: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown }[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db.insert(audit_log).values(
      entries.slice(i, i + 500).map((e) => ({
        actor_id: actor.id,
        actor_email: actor.email,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId ?? null,
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    );
  }
}

/** Newest first; `before` (an ISO time) pages back. */
export async function listAudit(db: Db, opts: { limit: number; before?: string }) {
  return db
    .select()
    .from(audit_log)
    .where(opts.before ? lt(audit_log.created_at, new Date(opts.before)) : undefined)
    .orderBy(desc(audit_log.created_at))
    .limit(opts.limit);
}
