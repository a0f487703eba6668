// Autovacuum's work, done by the server when the database does not do it (decisions 024 and 028).
// The embedded database has no autovacuum: PGlite is one Postgres backend in this process, with no
// background workers. A PostgreSQL server can have it turned off (`autovacuum = off`, as on the
// CI machines here). Without it, every update and delete leaves its old row behind for good —
// tables and indexes grow with churn (favourites added and removed, saved searches over the cap,
// rate-limit counters, job queues) and reads slow down as they step over dead rows. So the server
// does autovacuum's work itself, by autovacuum's own rules (PostgreSQL's default thresholds): a
// table is vacuumed when its dead rows pass 50 + 20 % of its live ones, or its inserts since the
// last vacuum pass 1 000 + 20 %, and analysed when its changes since the last analysis pass
// 50 + 10 %. VACUUM only visits pages with dead rows, so the cost follows the churn, not the size.
// On PGlite other statements wait while it runs (one backend), typically a few milliseconds; on
// PostgreSQL it runs beside them.
import type pg from "pg";

/** What a pass needs of a database connection (a PGlite client has it as it is). */
export interface Vacuumable {
  query(sql: string): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
  readonly closed: boolean;
}

/** A row of DUE: a table past its threshold, and whether it needs VACUUM (else ANALYZE only). */
interface DueTable {
  name: string;
  vacuum: boolean;
}

const DUE = `
  select format('%I.%I', schemaname, relname) as name,
         n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum
    from pg_stat_user_tables
   where n_dead_tup > 50 + 0.2 * n_live_tup
      or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
      or n_mod_since_analyze > 50 + 0.1 * n_live_tup
   order by n_dead_tup desc`;

/** Vacuums and analyses the tables that are due; returns what it did ("vacuum public.x", "analyze public.y"). */
export async function vacuumDueTables(client: Vacuumable): Promise<string[]> {
  const due = (await client.query(DUE)) as { rows: DueTable[] };
  const done: string[] = [];
  for (const { name, vacuum } of due.rows) {
    if (client.closed) break;
    // `name` comes from format('%I.%I'): quoted identifiers, safe to splice. A table another session
    // holds a conflicting lock on (DDL, another vacuum) is skipped, not waited for.
    await client.exec(vacuum ? `VACUUM (ANALYZE, SKIP_LOCKED) ${name}` : `ANALYZE (SKIP_LOCKED) ${name}`);
    done.push(`${vacuum ? "vacuum" : "analyze"} ${name}`);
  }
  return done;
}

/** Server instances that share one PostgreSQL database take turns: one pass at a time. */
const PASS_LOCK = "hashtext('taxidaki:vacuum')";

/** The one row of the autovacuum check. */
type AutovacuumOffRow = { off: boolean };
/** The one row of the pass lock's try. */
type LockTakenRow = { ok: boolean };

/**
 * One pass on a PostgreSQL server: nothing while the server's own autovacuum is on (`always` skips
 * that check, for tests) — one short statement, no pool connection taken — or while another
 * instance's pass holds the lock. The pass works on a pool connection of its own: VACUUM may take
 * longer than a request's statement limit, so it has none.
 */
export async function vacuumPostgres(pool: pg.Pool, opts: { always?: boolean } = {}): Promise<string[]> {
  if (!opts.always) {
    const setting = await pool.query<AutovacuumOffRow>("select current_setting('autovacuum') = 'off' as off");
    if (!setting.rows[0]?.off) return [];
  }
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const mine = await client.query<LockTakenRow>(`select pg_try_advisory_lock(${PASS_LOCK}) as ok`);
    if (!mine.rows[0]?.ok) return [];
    try {
      await client.query("set statement_timeout = 0");
      return await vacuumDueTables({
        query: (sql) => client.query(sql),
        exec: (sql) => client.query(sql),
        closed: false,
      });
    } finally {
      await client.query(`reset statement_timeout; select pg_advisory_unlock(${PASS_LOCK})`);
    }
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection a pass failed on is closed, not reused (its settings and lock are then gone too).
    client.release(failed);
  }
}

/**
 * Runs `pass` every `everyMs`; never two passes at once. 5 s by default: the check costs about a
 * millisecond, and small frequent passes hold up other statements for less time than rare large
 * ones. `stop()` waits for a pass under way, so the database can be closed after it. Errors go to
 * `onError` unless the database is closed (`isClosed`) by then.
 */
export function startAutovacuum(
  pass: () => Promise<unknown>,
  opts: { everyMs?: number; onError?: (err: unknown) => void; isClosed?: () => boolean } = {},
) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const closed = () => stopped || !!opts.isClosed?.();
  const timer = setInterval(() => {
    if (running || closed()) return;
    running = pass()
      .catch((err) => {
        if (!closed()) opts.onError?.(err);
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
