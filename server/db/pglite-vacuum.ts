// The embedded database has no autovacuum: PGlite is one Postgres backend in this process, with no
// background workers. Without it, every update and delete leaves its old row behind for good —
// tables and indexes grow with churn (favourites added and removed, saved searches over the cap,
// rate-limit counters, job queues) and reads slow down as they step over dead rows. So the server
// does autovacuum's work itself, by autovacuum's own rules (PostgreSQL's default thresholds): a
// table is vacuumed when its dead rows pass 50 + 20 % of its live ones, or its inserts since the
// last vacuum pass 1 000 + 20 %, and analysed when its changes since the last analysis pass
// 50 + 10 %. VACUUM only visits pages with dead rows, so the cost follows the churn, not the size;
// while it runs, other statements wait (one backend), typically a few milliseconds.
import type { PGlite } from "@electric-sql/pglite";

const DUE = `
  select format('%I.%I', schemaname, relname) as name,
         n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum
    from pg_stat_user_tables
   where n_dead_tup > 50 + 0.2 * n_live_tup
      or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
      or n_mod_since_analyze > 50 + 0.1 * n_live_tup
   order by n_dead_tup desc`;

/** Vacuums and analyses the tables that are due; returns what it did ("vacuum public.x", "analyze public.y"). */
export async function vacuumDueTables(client: PGlite): Promise<string[]> {
  const due = await client.query<{ name: string; vacuum: boolean }>(DUE);
  const done: string[] = [];
  for (const { name, vacuum } of due.rows) {
    if (client.closed) break;
    // `name` comes from format('%I.%I'): quoted identifiers, safe to splice.
    await client.exec(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    done.push(`${vacuum ? "vacuum" : "analyze"} ${name}`);
  }
  return done;
}

/**
 * Checks every `everyMs` for tables due and handles them; never two passes at once. 5 s by
 * default: the check costs about a millisecond, and small frequent passes stall the one backend
 * for less time than rare large ones. `stop()` waits for a pass under way, so the database can be
 * closed after it.
 */
export function startAutovacuum(client: PGlite, opts: { everyMs?: number; onError?: (err: unknown) => void } = {}) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped || client.closed) return;
    running = vacuumDueTables(client)
      .catch((err) => {
        if (!client.closed) opts.onError?.(err);
      })
      .finally(() => (running = null));
  }, opts.everyMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
