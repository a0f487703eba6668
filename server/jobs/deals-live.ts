// New-deal alerts as soon as a deal goes live (issue 29), instead of at the next hourly run.
// The deals service and the import call dealsSaved() once their transaction has committed; the
// job runner of this process listens (the `attach` of the jobs in jobs.ts) and queues on pg-boss:
//   - NEW_DEALS_NOW_JOB when a saved deal is live today: a run of notifyNewDeals within seconds.
//     The queue keeps one run queued (policy "stately"), so a burst of saves or a whole import is
//     one run, and notifyNewDeals groups what it finds into one notification per follower;
//   - NEW_DEALS_START_JOB at the Athens start (00:00) of a later start day: one job per day
//     (policy "short", key = the day), however many deals start that day and however many
//     instances saved them.
// The rules stay notifyNewDeals's (docs/decisions/015-new-deal-alerts.md): at most one alert a
// follower a day, the rest grouped; every run is idempotent (notification_keys), so two runs at
// once or a run of the hourly job beside them never alert twice. The hourly job stays as the net
// for deals saved where no runner listens (the deals:import command line) or a lost trigger.
import type { Db } from "../db/client.ts";
import type { JobDeps } from "./job-deps.ts";
import type { JobRunner } from "./runner.ts";

export const NEW_DEALS_NOW_JOB = "notifications.new-deals-now";
export const NEW_DEALS_START_JOB = "notifications.new-deals-start";

/** What the trigger reads of a saved deal. */
export interface SavedDeal {
  starts_at: string | null;
  expiry_date: string;
}
type Listener = (deals: readonly SavedDeal[]) => void;

const listeners = new WeakMap<Db, Set<Listener>>();

/** Deals were written (and committed) on `db`: whoever listens queues the alerts. Never throws, never waits. */
export function dealsSaved(db: Db, deals: readonly SavedDeal[]): void {
  if (!deals.length) return;
  for (const l of listeners.get(db) ?? []) {
    try {
      l(deals);
    } catch {
      /* a listener's failure never fails the save; the hourly job is the net */
    }
  }
}

/** Listens to deals saved on `db`; returns how to stop. */
export function onDealsSaved(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

const TZ = "Europe/Athens";

/** The Athens calendar day of `at`, as YYYY-MM-DD. */
const athensDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: TZ,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
export const athensDay = (at: Date) => athensDays.format(at);

/** The instant a day begins in Athens (00:00 local; Greek clocks change at 03:00/04:00, never at midnight). */
export function athensMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat("en", { timeZone: TZ, timeZoneName: "longOffset" })
    .formatToParts(utcMidnight)
    .find((p) => p.type === "timeZoneName")!.value; // "GMT+03:00"
  const m = /([+-])(\d\d):(\d\d)/.exec(offset);
  const minutes = m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/**
 * The clock of a start-day job: the day's start, or now when later. pg-boss starts the job by the
 * database's clock, which may run a moment ahead of this process's; the deal counts as started.
 */
export function startJobClock(data: Record<string, unknown>, now = new Date()): Date {
  const at = typeof data.at === "string" ? new Date(data.at) : null;
  return at && !Number.isNaN(at.getTime()) && at > now ? at : now;
}

/** The listener of one runner: queues the runs that deals just saved call for. */
export function queueNewDealAlerts(
  ctx: Pick<JobDeps, "db" | "logger">,
  runner: Pick<JobRunner, "boss" | "wake">,
): () => void {
  return onDealsSaved(ctx.db, (saved) => {
    const today = athensDay(new Date());
    const liveNow = saved.some((d) => d.expiry_date >= today && (!d.starts_at || d.starts_at <= today));
    const startDays = new Set(
      saved.filter((d) => d.starts_at && d.starts_at > today && d.starts_at <= d.expiry_date).map((d) => d.starts_at!),
    );
    const sends: Promise<unknown>[] = [];
    if (liveNow) sends.push(runner.boss.send(NEW_DEALS_NOW_JOB, {}).then(() => runner.wake(NEW_DEALS_NOW_JOB)));
    for (const day of startDays) {
      const at = athensMidnight(day);
      sends.push(
        runner.boss.send(NEW_DEALS_START_JOB, { at: at.toISOString() }, { startAfter: at, singletonKey: day }),
      );
    }
    Promise.all(sends).catch((err) =>
      ctx.logger.warn({ err }, "new-deal alerts not queued; the hourly run sends them"),
    );
  });
}
