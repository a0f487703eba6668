// A database that pg-boss 10 used, with jobs waiting in it, started with this server's pg-boss 12
// (decision 042): the jobs survive and run, once, with their data, their start time and their
// queue's policy, also with two instances starting together; the old schema is gone afterwards.
// pg-boss 10 itself (the `pg-boss-10` dev dependency) builds the old database, on PGlite and, with
// DATABASE_URL, on a PostgreSQL database of the test's own.
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import PgBoss10 from "pg-boss-10";
import { fromPglite } from "pg-boss";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client.ts";
import { maintenanceClient, workerDatabasePrefix } from "../test/worker-database.ts";
import { startJobs, type JobDefinition, type JobRunner } from "./runner.ts";
import { V10_SCHEMA } from "./upgrade-v10.ts";

const logger = pino({ level: "silent" });
const url = process.env.DATABASE_URL;

interface Run {
  instance: string;
  queue: string;
  data: Record<string, unknown>;
  at: number;
}

const WAITING = "test.waiting";
const SHORT = "test.short";
const LATER = "test.later";
const GONE = "test.gone";

/** The server's queues: three of them held jobs under pg-boss 10; `test.gone` is no longer defined. */
const defs = (instance: string, runs: Run[]): JobDefinition<null>[] =>
  [WAITING, LATER]
    .map(
      (name) =>
        ({
          name,
          run: async (_: null, data: Record<string, unknown>) =>
            void runs.push({ instance, queue: name, data, at: Date.now() }),
        }) as JobDefinition<null>,
    )
    .concat({
      name: SHORT,
      policy: "short",
      run: async (_, data) => void runs.push({ instance, queue: SHORT, data, at: Date.now() }),
    });

/** pg-boss 10 on `database`, as the server ran it before: queues made, jobs sent, then stopped. */
async function fillWithV10(database: Database, databaseUrl: string | undefined) {
  const boss =
    database.kind === "postgres"
      ? new PgBoss10({ connectionString: databaseUrl, max: 2, supervise: false, schedule: false })
      : new PgBoss10({
          db: fromPglite((database.db as unknown as { $client: PGlite }).$client),
          supervise: false,
          schedule: false,
        } as PgBoss10.ConstructorOptions);
  await boss.start();
  await boss.createQueue(WAITING);
  await boss.createQueue(SHORT, { name: SHORT, policy: "short" });
  await boss.createQueue(LATER);
  await boss.createQueue(GONE);
  const ids = {
    first: await boss.send(WAITING, { n: 1, text: "Νάξος" }),
    second: await boss.send(WAITING, { n: 2 }, { priority: 5 }),
    short: await boss.send(SHORT, { day: "2030-06-15" }, { singletonKey: "2030-06-15" }),
    later: await boss.send(LATER, { n: 3 }, { startAfter: 6 }),
    gone: await boss.send(GONE, { n: 4 }),
  };
  // A second job of the short queue with the same key is refused by pg-boss 10 itself.
  expect(await boss.send(SHORT, { day: "again" }, { singletonKey: "2030-06-15" })).toBeNull();
  const sentAt = Date.now();
  await boss.stop({ graceful: false, wait: true });
  return { ids, sentAt };
}

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: number }>(query)).rows[0]!.n);

/** `instances` runners start together on the old database (one on PGlite: one process owns its files). */
async function upgradeAndRun(database: Database, databaseUrl: string | undefined, instances: string[]) {
  const { ids, sentAt } = await fillWithV10(database, databaseUrl);
  expect(await count(database, sql`select max(version) as n from pgboss.version`)).toBeLessThan(25);
  expect(await count(database, sql`select count(*)::int as n from pgboss.job where state = 'created'`)).toBe(5);

  const runs: Run[] = [];
  const runners: JobRunner[] = [];
  try {
    const start = (instance: string) =>
      startJobs({
        database,
        databaseUrl,
        logger,
        jobs: defs(instance, runs),
        ctx: null,
        options: { pollSeconds: 0.5 },
      }).then((r) => void runners.push(r));
    await Promise.all(instances.map(start));

    // The jobs that were due run, once each, with their data.
    await expect.poll(() => runs.filter((r) => r.queue !== LATER).length, { timeout: 20_000, interval: 200 }).toBe(3);
    expect(
      runs
        .filter((r) => r.queue === WAITING)
        .map((r) => r.data)
        .sort((a, b) => Number(a.n) - Number(b.n)),
    ).toEqual([{ n: 1, text: "Νάξος" }, { n: 2 }]);
    expect(runs.filter((r) => r.queue === SHORT).map((r) => r.data)).toEqual([{ day: "2030-06-15" }]);
    // The delayed one waits for its time, then runs.
    await expect.poll(() => runs.filter((r) => r.queue === LATER).length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(runs.find((r) => r.queue === LATER)!.at).toBeGreaterThanOrEqual(sentAt + 5000);

    const boss = runners[0]!.boss;
    // The same jobs (ids), now in pg-boss 12's schema; the short queue kept its policy.
    for (const [queue, id] of [
      [WAITING, ids.first],
      [WAITING, ids.second],
      [SHORT, ids.short],
      [LATER, ids.later],
    ] as const) {
      expect((await boss.findJobs(queue, { id: id! }))[0]?.state, `${queue} ${id}`).toBe("completed");
    }
    expect((await boss.getQueue(SHORT))?.policy).toBe("short");
    expect((await boss.findJobs(WAITING, { id: ids.second! }))[0]?.priority).toBe(5);
    // A queue the server no longer defines keeps its job, waiting as it was.
    expect((await boss.findJobs(GONE, { id: ids.gone! }))[0]?.data).toEqual({ n: 4 });
    expect(await count(database, sql`select max(version) as n from pgboss.version`)).toBeGreaterThanOrEqual(25);
    expect(await count(database, sql`select count(*)::int as n from pg_namespace where nspname = ${V10_SCHEMA}`)).toBe(
      0,
    );

    // A restart changes nothing: no job runs again.
    while (runners.length) await runners.pop()!.stop();
    await start("C");
    await new Promise((r) => setTimeout(r, 2000));
    expect(runs.filter((r) => r.instance === "C")).toEqual([]);
    expect(runs).toHaveLength(4);
  } finally {
    for (const r of runners) await r.stop().catch(() => {});
  }
}

describe("a database of pg-boss 10, started with pg-boss 12", () => {
  it(
    "on PGlite: the waiting jobs survive and run once, the delayed one at its time",
    { timeout: 120_000 },
    async () => {
      const database = await openPglite();
      try {
        await upgradeAndRun(database, undefined, ["A"]);
      } finally {
        await database.close();
      }
    },
  );

  describe.skipIf(!url)("on PostgreSQL", () => {
    const name = url ? `${workerDatabasePrefix(url)}pgboss10_${process.pid}` : "";
    const onName = () => {
      const u = new URL(url!);
      u.pathname = `/${name}`;
      return u.toString();
    };
    afterAll(async () => {
      const admin = maintenanceClient(url!);
      await admin.connect();
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).finally(() => admin.end());
    });

    it(
      "the waiting jobs survive and run once, the delayed one at its time, with two instances starting together",
      { timeout: 120_000 },
      async () => {
        const admin = maintenanceClient(url!);
        await admin.connect();
        try {
          await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
          await admin.query(`create database ${pg.escapeIdentifier(name)}`);
        } finally {
          await admin.end();
        }
        const database = await openPostgres(onName());
        try {
          await upgradeAndRun(database, onName(), ["A", "B"]);
        } finally {
          await database.close();
        }
      },
    );
  });
});
