// A database that pg-boss 10 used, started with pg-boss 12 (decision 042). pg-boss 12 cannot
// migrate that schema: its migrations start from pg-boss 11's schema (version 25, a rewrite of the
// job tables), and pg-boss 10 left version 24 ("Version 24 not found"). As pg-boss's own author
// does for such a cut-over, the old schema is set aside before pg-boss 12 installs its own, and
// its waiting jobs are inserted into the new one (same ids, data, start times and singleton keys)
// in one transaction that also drops the old schema: a crash leaves either the old jobs or the new
// ones, never both, and instances starting together take turns (an advisory lock).
import { sql } from "drizzle-orm";
import { fromDrizzle, type JobInsert, type PgBoss, type QueuePolicy } from "pg-boss";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";

/** Where pg-boss keeps its tables (its default schema, used by every version). */
const SCHEMA = "pgboss";
/** The schema pg-boss 10 left, set aside until its jobs are moved. */
export const V10_SCHEMA = "pgboss_v10";
/** pg-boss 11's schema version, the first pg-boss 12 migrates from; pg-boss 10 wrote 24 and less. */
const FIRST_MIGRATABLE = 25;
/** Advisory lock key of this upgrade (any fixed number no other code of the project uses). */
const LOCK = 7_342_010;

const POLICIES: readonly QueuePolicy[] = ["standard", "short", "singleton", "stately"];

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function rows<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

const schemaExists = async (tx: Tx, name: string) =>
  (
    await rows<{ found: boolean }>(tx, sql`select exists (select 1 from pg_namespace where nspname = ${name}) as found`)
  )[0]!.found;

/** Before pg-boss 12 starts: a pg-boss 10 schema is renamed out of its way. */
export async function setAsideV10Schema(db: Db, logger: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const [table] = await rows<{ version: string | null }>(
      tx,
      sql`select to_regclass(${`${SCHEMA}.version`})::text as version`,
    );
    if (!table?.version) return; // a new database, or pg-boss 12 installed already by another instance
    const [row] = await rows<{ version: number | null }>(
      tx,
      sql`select max(version)::int as version from ${sql.identifier(SCHEMA)}.version`,
    );
    if (row?.version == null || row.version >= FIRST_MIGRATABLE) return;
    if (await schemaExists(tx, V10_SCHEMA)) {
      throw new Error(
        `pg-boss: schema ${SCHEMA} is at version ${row.version} (pg-boss 10) while ${V10_SCHEMA} is still there from an earlier upgrade; move or drop one of them`,
      );
    }
    await tx.execute(sql`alter schema ${sql.identifier(SCHEMA)} rename to ${sql.identifier(V10_SCHEMA)}`);
    logger.warn(
      { version: row.version },
      `pg-boss: the pg-boss 10 schema was renamed ${V10_SCHEMA}; its waiting jobs move to pg-boss 12 once it runs`,
    );
  });
}

interface OldJob {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  singleton_key: string | null;
  expire_seconds: number;
  dead_letter: string | null;
}

/**
 * After pg-boss 12 started and this server's queues exist: the jobs that were waiting (or running:
 * they start again) in the pg-boss 10 schema are inserted into pg-boss 12's, and that schema is
 * dropped. A queue this server no longer defines is created with its old policy, so no job is lost.
 * Returns how many jobs were moved (0 when there was nothing to do).
 */
export async function carryOverV10Jobs(db: Db, boss: PgBoss, logger: Logger): Promise<number> {
  const aside = await rows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from pg_namespace where nspname = ${V10_SCHEMA}) as found`,
  );
  if (!aside[0]!.found) return 0;
  // Queues first, outside the transaction: PGlite runs a transaction alone, and pg-boss creates
  // queues on its own connection.
  const queues = await rows<{ name: string; policy: string | null }>(
    db,
    sql`select q.name, q.policy from ${sql.identifier(V10_SCHEMA)}.queue q where exists (select 1 from ${sql.identifier(V10_SCHEMA)}.job j where j.name = q.name and j.state in ('created', 'retry', 'active'))`,
  ).catch(() => []); // dropped by another instance meanwhile
  for (const q of queues) {
    if (await boss.getQueue(q.name)) continue;
    const policy = POLICIES.find((p) => p === q.policy) ?? "standard";
    await boss.createQueue(q.name, { policy }).catch(async (err: unknown) => {
      if (!(await boss.getQueue(q.name))) throw err; // else created meanwhile by another instance
    });
  }
  const known = new Set(queues.map((q) => q.name));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    if (!(await schemaExists(tx, V10_SCHEMA))) return 0; // moved by another instance
    const jobs = await rows<OldJob>(
      tx,
      sql`select id::text, name, priority, data, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
            greatest(1, extract(epoch from expire_in))::int as expire_seconds, dead_letter
          from ${sql.identifier(V10_SCHEMA)}.job where state in ('created', 'retry', 'active') order by created_on, id`,
    );
    const byQueue = new Map<string, JobInsert[]>();
    for (const j of jobs) {
      if (!known.has(j.name)) continue;
      const list = byQueue.get(j.name) ?? [];
      list.push({
        id: j.id,
        data: j.data ?? {},
        priority: j.priority,
        retryLimit: j.retry_limit,
        retryDelay: j.retry_delay,
        retryBackoff: j.retry_backoff,
        startAfter: new Date(j.start_after),
        expireInSeconds: j.expire_seconds,
        ...(j.singleton_key ? { singletonKey: j.singleton_key } : {}),
        ...(j.dead_letter && known.has(j.dead_letter) ? { deadLetter: j.dead_letter } : {}),
      });
      byQueue.set(j.name, list);
    }
    let moved = 0;
    const into = fromDrizzle(tx, sql);
    for (const [name, list] of byQueue)
      moved += (await boss.insert(name, list, { db: into, returnId: true }))?.length ?? 0;
    await tx.execute(sql`drop schema ${sql.identifier(V10_SCHEMA)} cascade`);
    logger.warn(
      { waiting: jobs.length, moved },
      `pg-boss: the waiting jobs of pg-boss 10 were moved to pg-boss 12; ${V10_SCHEMA} was dropped`,
    );
    return moved;
  });
}
