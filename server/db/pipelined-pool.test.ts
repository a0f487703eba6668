// The pool that pipelines single statements (decision 027), on the PostgreSQL of DATABASE_URL.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { PipelinedPool, STALL_MS } from "./pipelined-pool.ts";

const url = process.env.DATABASE_URL!;
const pid = async (pool: pg.Pool) =>
  (
    await pool.query<{ pid: number }>({
      text: "select pg_backend_pid() as pid",
    })
  ).rows[0]!.pid;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(!!url)("PipelinedPool", () => {
  const app = `pipeline-test-${randomBytes(4).toString("hex")}`;
  const table = `pipeline_probe_${randomBytes(4).toString("hex")}`;
  let pool: PipelinedPool;
  let admin: pg.Client;
  beforeAll(async () => {
    pool = new PipelinedPool(
      {
        connectionString: url,
        application_name: app,
        max: 3,
        statement_timeout: 500,
        lock_timeout: 500,
        query_timeout: 3000,
      },
      1,
    );
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create table ${table} (n int)`);
  });
  afterAll(async () => {
    await pool.end();
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  });

  it("sends single statements over one connection, each with its own answer, and an error stays its own", async () => {
    const lane = await pid(pool);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        pool.query<{ n: number; pid: number }>({
          text: i === 7 ? "select 1 / ($1::int - 7) as n" : "select $1::int as n, pg_backend_pid() as pid",
          values: [i],
        }),
      ),
    );
    results.forEach((r, i) => {
      if (i === 7) {
        expect(r.status).toBe("rejected");
        expect((r as PromiseRejectedResult).reason.code).toBe("22012");
      } else {
        expect(r.status, `statement ${i}`).toBe("fulfilled");
        const row = (r as PromiseFulfilledResult<pg.QueryResult<{ n: number; pid: number }>>).value.rows[0]!;
        expect(row).toEqual({ n: i, pid: lane });
      }
    });
    expect(pool.laneCount).toBe(1);
    // Nothing was checked out of the pool for them.
    expect(pool.totalCount).toBe(0);
  });

  it("passes a stalled connection by: a statement sent while it waits takes a pool connection", async () => {
    const lane = await pid(pool);
    const slow = pool.query({
      text: "select pg_sleep(0.4), pg_backend_pid() as pid",
    });
    // Sent at once: waits behind the slow one on the same connection.
    const behind = pool.query<{ pid: number }>({
      text: "select pg_backend_pid() as pid",
    });
    await sleep(STALL_MS * 2);
    const t0 = performance.now();
    const past = await pid(pool);
    expect(performance.now() - t0).toBeLessThan(300);
    expect(past).not.toBe(lane);
    expect((await behind).rows[0]!.pid).toBe(lane);
    await slow;
    // Moving again: the next statement is pipelined once more.
    expect(await pid(pool)).toBe(lane);
  });

  it("runs again the named statements sent behind a Parse that failed (a lock wait that timed out)", async () => {
    const named = (i: number) =>
      pool.query({
        name: "pipeline_probe_count",
        text: `select count(*)::int as c from ${table} where $1::int > 0`,
        values: [i],
      });
    await admin.query("begin");
    await admin.query(`lock table ${table} in access exclusive mode`);
    try {
      const results = await Promise.allSettled([1, 2, 3].map(named));
      // Each failed for the lock, none because its statement was missing.
      expect(results.map((r) => r.status === "rejected" && (r.reason as { code?: string }).code)).toEqual([
        "57014",
        "57014",
        "57014",
      ]);
    } finally {
      await admin.query("rollback");
    }
    const again = await Promise.all([4, 5].map(named));
    expect(again.map((r) => r.rows[0])).toEqual([{ c: 0 }, { c: 0 }]);
  });

  it("gives a transaction a connection of its own", async () => {
    const lane = await pid(pool);
    const db = drizzle(pool);
    const inside = await db.transaction(
      async (tx) => (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid,
    );
    expect(inside).not.toBe(lane);
  });

  it("opens the connection again after it breaks", async () => {
    const lane = await pid(pool);
    await admin.query("select pg_terminate_backend($1)", [lane]);
    // A statement caught by the break fails (a 503 for the app); the next ones reconnect.
    let next: number | undefined;
    for (let i = 0; i < 20 && next === undefined; i++)
      next = await pid(pool).catch(() => sleep(50).then(() => undefined));
    expect(next).toBeDefined();
    expect(next).not.toBe(lane);
    expect(pool.laneCount).toBe(1);
  });

  it("closes every connection on end()", async () => {
    const other = new PipelinedPool({ connectionString: url, application_name: `${app}-end` }, 2);
    await Promise.all([pid(other), pid(other), pid(other)]);
    const open = async () =>
      (
        await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = $1",
          [`${app}-end`],
        )
      ).rows[0]!.n;
    expect(await open()).toBeGreaterThan(0);
    await other.end();
    await expect(pid(other)).rejects.toThrow();
    let n = await open();
    for (let i = 0; i < 20 && n > 0; i++) n = await sleep(50).then(open);
    expect(n).toBe(0);
  });
});
