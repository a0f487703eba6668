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

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, "pg") : undefined,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (client.closed) return;
      await client.exec("CHECKPOINT");
      await client.close();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db, { migrationsFolder });
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite({ dataDir: opts.dataDir });
  await migrateDatabase(database);
  return database;
}
