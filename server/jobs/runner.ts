// Scheduled jobs on pg-boss 12, over PostgreSQL (its own pool) or the embedded PGlite (through
// pg-boss's own adapter, `fromPglite`: the same SQL on the in-process database). Each instance
// runs one runner; pg-boss's schedule sends one job per cron tick whatever the number of
// instances, a job is fetched by one worker only (SKIP LOCKED), and jobs live in the database, so
// they survive a restart. A database that pg-boss 10 used is carried over (upgrade-v10.ts).
// See docs/decisions/009-live-notifications-and-jobs.md and 042.
import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss, type QueuePolicy } from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { carryOverV10Jobs, setAsideV10Schema } from "./upgrade-v10.ts";

export interface JobDefinition<Ctx> {
  /** Queue name, e.g. "notifications.digest". */
  name: string;
  /** Cron expression and time zone of its schedule; a job without one runs only when sent. */
  cron?: string;
  tz?: string;
  /** pg-boss queue policy (default "standard"): "stately" keeps one run queued, "short" one job queued per key. */
  policy?: QueuePolicy;
  run(ctx: Ctx, data: Record<string, unknown>): Promise<unknown>;
  /**
   * Called once the runner works: lets the job listen to the process (e.g. deals going live); returns how to stop
   * listening.
   */
  attach?(ctx: Ctx, runner: JobRunner): () => void;
}

export interface JobRunner {
  boss: PgBoss;
  /** Queues one run now (operators, tests); sends with one `key` within a minute collapse into one. */
  send(name: string, data?: Record<string, unknown>, key?: string): Promise<string | null>;
  /** Asks this instance's worker of `name` to look for jobs now instead of at its next poll. */
  wake(name: string): void;
  stop(): Promise<void>;
}

export interface RunnerOptions {
  /** Seconds between polls for new jobs (default 2). */
  pollSeconds?: number;
  /** Seconds between checks of the schedules (pg-boss default 30; tests use 1). */
  cronSeconds?: number;
}

/**
 * Instances starting together create the same queues at once; PostgreSQL may answer one of
 * them with a deadlock or a duplicate: that instance waits a moment and tries again.
 */
async function retryConcurrent<T>(fn: () => Promise<T>, attempts = 6): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== "40P01" && code !== "23505" && code !== "42P07")) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
    }
  }
}

export async function startJobs<Ctx>(opts: {
  database: Database;
  databaseUrl?: string;
  logger: Logger;
  jobs: JobDefinition<Ctx>[];
  ctx: Ctx;
  options?: RunnerOptions;
}): Promise<JobRunner> {
  const { database, logger, jobs, ctx } = opts;
  const cron = opts.options?.cronSeconds;
  const common = {
    ...(cron ? { cronMonitorIntervalSeconds: cron, clockMonitorIntervalSeconds: Math.max(cron, 1) } : {}),
  };
  const boss =
    database.kind === "postgres"
      ? new PgBoss({ connectionString: opts.databaseUrl, max: 3, ...common })
      : new PgBoss({
          db: fromPglite((database.db as unknown as { $client: PGlite }).$client),
          backend: "pglite",
          ...common,
        });
  boss.on("error", (err) => logger.error({ err }, "job runner error"));
  // A schema pg-boss 10 left cannot be migrated by pg-boss 12: it is set aside, and its waiting
  // jobs are moved into the new one once the queues exist (below).
  await setAsideV10Schema(database.db, logger);
  await boss.start();

  const workers = new Map<string, string>();
  for (const job of jobs) {
    await retryConcurrent(() => boss.createQueue(job.name, job.policy ? { policy: job.policy } : undefined));
    if (job.cron) await retryConcurrent(() => boss.schedule(job.name, job.cron!, {}, { tz: job.tz ?? "UTC" }));
    else await boss.unschedule(job.name).catch(() => {});
    const worker = await boss.work<Record<string, unknown>>(
      job.name,
      { pollingIntervalSeconds: opts.options?.pollSeconds ?? 2 },
      async ([j]) => {
        if (!j) return;
        const t0 = Date.now();
        try {
          const result = await job.run(ctx, j.data ?? {});
          logger.info({ job: job.name, id: j.id, ms: Date.now() - t0, result }, "job done");
          return result;
        } catch (err) {
          logger.error({ err, job: job.name, id: j.id }, "job failed");
          throw err;
        }
      },
    );
    workers.set(job.name, worker);
  }
  await carryOverV10Jobs(database.db, boss, logger);

  const detach: (() => void)[] = [];
  const runner: JobRunner = {
    boss,
    send: (name, data = {}, key) => boss.send(name, data, key ? { singletonKey: key, singletonSeconds: 60 } : {}),
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    async stop() {
      for (const d of detach.splice(0)) d();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  for (const job of jobs) if (job.attach) detach.push(job.attach(ctx, runner));
  return runner;
}
