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
    const r = await startJobs({
      database,
      databaseUrl: url,
      logger,
      jobs: defs(instance),
      ctx: null,
      options: { pollSeconds: 0.5, cronSeconds: 1 },
    });
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
    // pg-boss sends the current minute's tick as soon as a schedule is seen, and the next one at
    // the minute boundary. Start well inside a minute, so the first tick cannot run late into the
    // next minute and be mistaken for a second run of that minute's tick.
    const second = () => (Date.now() % 60_000) / 1000;
    while (second() < 5 || second() > 40) await new Promise((r) => setTimeout(r, 500));
    const minute = Math.floor(Date.now() / 60_000);
    await Promise.all([start("A"), start("B")]);
    // This minute's tick and the next one's, each once (two instances check every second).
    await new Promise((r) => setTimeout(r, (minute + 1) * 60_000 + 15_000 - Date.now()));
    const inMinute = (m: number) => runs.filter((r) => r.job === tick && Math.floor(r.at / 60_000) === m).length;
    expect([inMinute(minute), inMinute(minute + 1)]).toEqual([1, 1]);
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
    await expect
      .poll(() => runs.filter((r) => r.job === later).map((r) => r.instance), { timeout: 20_000, interval: 250 })
      .toEqual(["C"]);
  });
});
