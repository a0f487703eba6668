// With DATABASE_URL, each Vitest worker runs its test files on a PostgreSQL database of its own:
// a copy of the run's migrated database (global-setup.ts), made when the worker's first file
// starts. Test files keep to their own rows, but two files at once on one database would meet in
// whole-table reads (the deals list) and in the job queue (one file's runner taking another's
// jobs). Child processes the tests start inherit the worker's DATABASE_URL.
import pg from "pg";

/** The database a connection string names. */
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The same connection string, on database `name`. */
function onDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Every worker database of the run's database `url` starts with this. */
export const workerDatabasePrefix = (url: string) => `${databaseName(url)}__vitest_`;

/** A connection to the server's maintenance database (CREATE/DROP DATABASE run there). */
export const maintenanceClient = (url: string) => new pg.Client({ connectionString: onDatabase(url, "postgres") });

const base = process.env.DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;
if (base && poolId && !process.env.TAXIDAKI_WORKER_DATABASE) {
  const name = `${workerDatabasePrefix(base)}${poolId}`;
  const admin = maintenanceClient(base);
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount)
      await admin.query(
        `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(databaseName(base))}`,
      );
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = onDatabase(base, name);
  process.env.TAXIDAKI_WORKER_DATABASE = "1";
}
