// Once per test run: a migrated database. PGlite: a template data dir that each test file
// loads (initdb takes seconds, loading ~0.5 s). PostgreSQL (DATABASE_URL): migrate it once.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, openPglite, openPostgres } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openPostgres(url);
    await migrateDatabase(database);
    await database.close();
    project.provide("pgliteTemplate", "");
    return;
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
