// Once per test run: a migrated database. PGlite: a template data dir that each test file
// loads (initdb takes seconds, loading ~0.5 s). PostgreSQL (DATABASE_URL): migrate it once; each
// worker copies it (worker-database.ts), and the copies are dropped before and after the run.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import type { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, openPglite, openPostgres } from "../db/client.ts";
import { maintenanceClient, workerDatabasePrefix } from "./worker-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Drops the worker databases of the run's database `url` (left over from an earlier run, or this one's). */
async function dropWorkerDatabases(url: string) {
  const admin = maintenanceClient(url);
  await admin.connect();
  try {
    const prefix = workerDatabasePrefix(url);
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropWorkerDatabases(url);
    const database = await openPostgres(url);
    await migrateDatabase(database);
    await database.close();
    project.provide("pgliteTemplate", "");
    return () => dropWorkerDatabases(url);
  }
  const database = await openPglite();
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(tmpdir(), `taxidaki-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
}
