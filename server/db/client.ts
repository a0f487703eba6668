// One Drizzle database over either the embedded PGlite (default) or a PostgreSQL pool.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema.ts";
import { withPreparedStatements } from "./pglite-statements.ts";
import { startAutovacuum, vacuumDueTables, vacuumPostgres } from "./vacuum.ts";
import { PipelinedPool } from "./pipelined-pool.ts";
import type { Config } from "../config.ts";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Round-trip to the database (readiness). */
  ping(): Promise<void>;
  /** Checkpoint (PGlite) and close. */
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; onMaintenanceError?: (err: unknown) => void } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, "pg") : undefined,
    loadDataDir: options.loadDataDir,
  });
  // Each distinct statement is parsed and planned once (decision 022).
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db;
  // PGlite runs no autovacuum: this process does its work (server/db/vacuum.ts).
  const autovacuum = startAutovacuum(() => vacuumDueTables(client), {
    onError: options.onMaintenanceError,
    isClosed: () => client.closed,
  });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await autovacuum.stop();
      if (client.closed) return;
      await client.exec("CHECKPOINT");
      await client.close();
    },
  };
}

export interface PostgresOptions {
  /** Longest wait for a connection, new or from the pool (ms). */
  connectTimeoutMs?: number;
  /** Server-side limit of one statement, lock waits included (ms); the client gives up shortly after. */
  statementTimeoutMs?: number;
  max?: number;
  /** Connections that carry single statements pipelined (decision 027), besides the pool's `max`; 0: none. */
  pipelines?: number;
}

export const POSTGRES_DEFAULTS = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  max: 10,
  pipelines: 3,
} satisfies Required<PostgresOptions>;

/** The pool settings of the environment (DB_* variables). */
export const postgresOptions = (config: Config): PostgresOptions => ({
  connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  max: config.DB_POOL_MAX,
  pipelines: config.DB_PIPELINES,
});

/** Rejects after `ms` (readiness must answer fast even when the pool is stuck). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout exceeded when trying to connect (${ms} ms)`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
  onMaintenanceError?: (err: unknown) => void,
): Promise<Database> {
  const o = { ...POSTGRES_DEFAULTS, ...options };
  const config: pg.PoolConfig = {
    connectionString: url,
    max: o.max,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    lock_timeout: o.statementTimeoutMs,
    idle_in_transaction_session_timeout: o.statementTimeoutMs * 3,
    query_timeout: o.statementTimeoutMs + 2000,
  };
  const pool = o.pipelines > 0 ? new PipelinedPool(config, o.pipelines) : new pg.Pool(config);
  // An idle client's error (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  // A server whose autovacuum is off gets this process's passes instead (server/db/vacuum.ts).
  const autovacuum = startAutovacuum(() => vacuumPostgres(pool), { onError: onMaintenanceError });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await within(db.execute(sql`select 1`), o.connectTimeoutMs);
    },
    close: async () => {
      await autovacuum.stop();
      await pool.end();
    },
  };
}

/**
 * The session-level advisory lock migrations run under on PostgreSQL (a fixed 64-bit key: the
 * same for every instance and release of the app).
 */
const MIGRATION_LOCK = "hashtextextended('taxidaki:migrations', 0)";

/**
 * Applies the pending migrations. On PostgreSQL several instances may start at once on one
 * database (a rolling deploy, a Kubernetes Deployment): each one first takes the advisory lock
 * MIGRATION_LOCK on a connection of its own and waits for it without a time limit (another
 * instance may be migrating for longer than a statement may run), so one migrates and the others,
 * once it is done, find nothing left to do. PGlite has one process by the data-directory lock.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  let failed: Error | undefined;
  try {
    await holder.query("set statement_timeout = 0; set lock_timeout = 0");
    await holder.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(database.db, { migrationsFolder });
    } finally {
      await holder.query(`select pg_advisory_unlock(${MIGRATION_LOCK}); reset statement_timeout; reset lock_timeout`);
    }
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection that failed is closed, not reused (its settings and any lock go with it).
    holder.release(failed);
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  postgres?: PostgresOptions;
  /** A background vacuum pass failed (logged; the server goes on). */
  onMaintenanceError?: (err: unknown) => void;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.postgres, opts.onMaintenanceError)
    : await openPglite({ dataDir: opts.dataDir, onMaintenanceError: opts.onMaintenanceError });
  await migrateDatabase(database);
  return database;
}
