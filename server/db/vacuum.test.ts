// The embedded database has no autovacuum of its own, and a PostgreSQL server may have its own
// turned off: the server's passes keep a table that is written and emptied over and over from
// growing without end, by PostgreSQL's default thresholds.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startAutovacuum, vacuumDueTables, vacuumPostgres } from "./vacuum.ts";

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    create table churn (id int primary key, pad text not null);
    create table "Quiet table" (id int primary key);
    insert into "Quiet table" values (1), (2);`);
});
afterAll(() => db.close());

/** Table statistics are flushed by the backend at most once a second; this makes the next one count. */
async function flushStats() {
  await db.query("select pg_stat_force_next_flush()");
  await db.query("select 1");
}
const deadRows = async () =>
  (await db.query<{ n: number }>("select n_dead_tup::int as n from pg_stat_user_tables where relname = 'churn'"))
    .rows[0]!.n;
const bytes = async (table: string) =>
  (await db.query<{ n: number }>(`select pg_total_relation_size('${table}')::int as n`)).rows[0]!.n;

/** One round of a busy table's life: 2 000 rows written, then all deleted. */
async function churnRound(round: number) {
  await db.query(`insert into churn select g, repeat('x', 200) || $1 from generate_series(1, 2000) g`, [round]);
  await db.query("delete from churn");
  await flushStats();
}

describe("the embedded database's autovacuum", () => {
  it("keeps a table that is filled and emptied over and over at the size of one round", async () => {
    // Without vacuum (the state before): every round adds its dead rows to the file.
    for (let round = 0; round < 3; round++) await churnRound(round);
    const unvacuumed = await bytes("churn");

    expect(await vacuumDueTables(db)).toContain("vacuum public.churn");
    for (let round = 3; round < 23; round++) {
      await churnRound(round);
      await vacuumDueTables(db);
    }
    // Twenty more rounds later the table is no larger than after the first three: space is reused.
    expect(await bytes("churn")).toBeLessThanOrEqual(unvacuumed);
    expect(await deadRows()).toBe(0);
  });

  it("leaves tables alone until they are due, and names awkward tables safely", async () => {
    await flushStats();
    // The quiet table was analysed once it had rows (or never needed it): nothing is due now.
    await vacuumDueTables(db);
    await flushStats();
    expect(await vacuumDueTables(db)).toEqual([]);
    // 20 rows written and deleted (40 changes, 20 dead rows) is under both thresholds
    // (analyse: 50 + 10 % of the live rows; vacuum: 50 + 20 %); 200 is over them.
    await db.query(`insert into "Quiet table" select g from generate_series(3, 22) g`);
    await db.query(`delete from "Quiet table" where id > 2`);
    await flushStats();
    expect(await vacuumDueTables(db)).toEqual([]);
    await db.query(`insert into "Quiet table" select g from generate_series(3, 202) g`);
    await db.query(`delete from "Quiet table" where id > 2`);
    await flushStats();
    expect(await vacuumDueTables(db)).toEqual(['vacuum public."Quiet table"']);
  });

  it("runs by itself on a timer, and stop() waits for a pass under way", async () => {
    await churnRound(100);
    const errors: unknown[] = [];
    const auto = startAutovacuum(() => vacuumDueTables(db), {
      everyMs: 20,
      onError: (e) => errors.push(e),
      isClosed: () => db.closed,
    });
    let dead = 1;
    for (let t = 0; t < 100 && dead > 0; t++) {
      await new Promise((r) => setTimeout(r, 20));
      await flushStats();
      dead = await deadRows();
    }
    await auto.stop();
    expect(dead).toBe(0);
    expect(errors).toEqual([]);
  });
});

const url = process.env.DATABASE_URL;

describe.runIf(!!url)("vacuum passes on a PostgreSQL server", () => {
  const table = `vacuum_churn_${randomBytes(4).toString("hex")}`;
  let pool: pg.Pool;
  let writer: pg.Client;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 2, statement_timeout: 2000, lock_timeout: 2000 });
    writer = new pg.Client({ connectionString: url });
    await writer.connect();
    await writer.query(`create table ${table} (id int primary key, pad text not null)`);
  });
  afterAll(async () => {
    await writer.query(`drop table if exists ${table}`);
    await writer.end();
    await pool.end();
  });

  /** 2 000 rows written and deleted, and the writer's table statistics flushed. */
  async function churn() {
    await writer.query(`insert into ${table} select g, repeat('x', 200) from generate_series(1, 2000) g`);
    await writer.query(`delete from ${table}`);
    await writer.query("select pg_stat_force_next_flush()");
    await writer.query("select 1");
  }
  const dead = async () =>
    (
      await writer.query<{ n: number }>(`select n_dead_tup::int as n from pg_stat_user_tables where relname = $1`, [
        table,
      ])
    ).rows[0]!.n;
  const passFor = (done: string[]) => done.filter((d) => d.endsWith(table));

  it("acts only when the server's own autovacuum is off", async () => {
    await churn();
    const off = (await writer.query<{ autovacuum: string }>("show autovacuum")).rows[0]!.autovacuum === "off";
    const done = await vacuumPostgres(pool);
    expect(passFor(done)).toEqual(off ? [`vacuum public.${table}`] : []);
  });

  it("removes the dead rows of a churned table, and a second instance waits its turn", async () => {
    await churn();
    expect(await dead()).toBeGreaterThanOrEqual(2000);
    // Another instance's pass holds the lock: this one does nothing.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query("select pg_advisory_lock(hashtext('taxidaki:vacuum'))");
    expect(await vacuumPostgres(pool, { always: true })).toEqual([]);
    await other.end();
    expect(passFor(await vacuumPostgres(pool, { always: true }))).toEqual([`vacuum public.${table}`]);
    await writer.query("select pg_stat_force_next_flush()");
    expect(await dead()).toBe(0);
  });

  it("skips a table that is locked instead of waiting, and the connection keeps its statement limit", async () => {
    await churn();
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query(`begin; lock table ${table} in access exclusive mode`);
    const started = Date.now();
    await vacuumPostgres(pool, { always: true });
    expect(Date.now() - started).toBeLessThan(1500);
    await locker.query("rollback");
    await locker.end();
    expect(await dead()).toBeGreaterThanOrEqual(2000);
    // Both pool connections still stop a statement after the pool's 2 s.
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    for (const c of clients)
      expect((await c.query<{ statement_timeout: string }>("show statement_timeout")).rows[0]!.statement_timeout).toBe(
        "2s",
      );
    for (const c of clients) c.release();
  });
});
