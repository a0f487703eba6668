// With DATABASE_URL, each Vitest worker runs its test files on a PostgreSQL database of its own:
// a copy of the run's migrated database (global-setup.ts), made when the worker's first file
// starts. Test files keep to their own rows, but two files at once on one database would meet in
// whole-table reads (the deals list) and in the job queue (one file's runner taking another's
// jobs). Child processes the tests start inherit the worker's DATABASE_URL.
import pg from "pg";

/** Every worker database of the run's database `url` starts with this. */
export const workerDatabasePrefix = (url: string) => `${decodeURIComponent(new URL(url).pathname.slice(1))}__vitest_`;

/** A connection to the server's maintenance database (CREATE/DROP DATABASE run there). */
export function maintenanceClient(url: string): pg.Client {
  const u = new URL(url);
  u.pathname = "/postgres";
  return new pg.Client({ connectionString: u.toString() });
}

const base = process.env.DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;
if (base && poolId && !process.env.TAXIDAKI_WORKER_DATABASE) {
  const name = `${workerDatabasePrefix(base)}${poolId}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = maintenanceClient(base);
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      const template = decodeURIComponent(new URL(base).pathname.slice(1));
      await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`);
    }
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = url.toString();
  process.env.TAXIDAKI_WORKER_DATABASE = "1";
}
