// The job runner with several instances on one PostgreSQL database: a scheduled job runs once
// per tick (not once per instance), and a queued job survives a restart of the instances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "../db/client.ts";
import { startJobs, type JobDefinition, type JobRunner } from "./runner.ts";

const url = process.env.DATABASE_URL;
const logger = pino({ level: "silent" });

describe.skipIf(!url)("job runner, two instances on one PostgreSQL", () => {
  let database: Database;
  const runners: JobRunner[] = [];
  const runs: { instance: string; job: string; at: number }[] = [];
  const suffix = `${process.pid}-${Date.now()}`;
  const tick = `test.tick-${suffix}`;
  const later = `test.later-${suffix}`;
  const defs = (instance: string): JobDefinition<null>[] => [
    { name: tick, cron: "* * * * *", run: async () => void runs.push({ instance, job: tick, at: Date.now() }) },
    { name: later, run: async () => void runs.push({ instance, job: later, at: Date.now() }) },
  ];
  const start = async (instance: string) => {
    const r = await startJobs({ database, databaseUrl: url, logger, jobs: defs(instance), ctx: null, options: { pollSeconds: 0.5, cronSeconds: 1 } });
    runners.push(r);
    return r;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const r of runners) await r.stop().catch(() => {});
    await runners[0]?.boss.deleteQueue(tick).catch(() => {});
    await database?.close();
  });

  it("a scheduled job runs once per tick, not once per instance", { timeout: 150_000 }, async () => {
    await Promise.all([start("A"), start("B")]);
    // The schedule fires at the next minute boundary; wait for it and a little longer.
    await expect.poll(() => runs.filter((r) => r.job === tick).length, { timeout: 75_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    const first = runs.find((r) => r.job === tick)!;
    await new Promise((r) => setTimeout(r, 5000));
    const sameMinute = runs.filter((r) => r.job === tick && Math.floor(r.at / 60_000) === Math.floor(first.at / 60_000));
    expect(sameMinute).toHaveLength(1);
  });

  it("a job queued before a restart runs after it", { timeout: 60_000 }, async () => {
    const a = runners[0]!;
    const id = await a.boss.send(later, {}, { startAfter: 3 });
    expect(id).toBeTruthy();
    // Every instance stops before the job is due …
    while (runners.length) await runners.pop()!.stop();
    expect(runs.filter((r) => r.job === later)).toHaveLength(0);
    // … and a new instance runs it.
    await start("C");
    await expect.poll(() => runs.filter((r) => r.job === later).map((r) => r.instance), { timeout: 20_000, interval: 250 }).toEqual(["C"]);
  });
});
