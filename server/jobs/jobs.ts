// The jobs of the server and what they get to work with. Add a job here: a name, a schedule,
// and a function of the context. Alerts follow notifyExpiringDeals: set-based, keys in
// notification_keys against repeats, live events after commit.
import type { JobDeps } from "./job-deps.ts";
import { notifyExpiringDeals } from "./deal-alerts.ts";
import { sendDigests } from "./digest.ts";
import { NEW_DEALS_NOW_JOB, NEW_DEALS_START_JOB, queueNewDealAlerts, startJobClock } from "./deals-live.ts";
import { notifyNewDeals } from "./new-deal-alerts.ts";
import type { JobDefinition } from "./runner.ts";

export type { JobDeps };

export const DIGEST_JOB = "notifications.digest";
export const DEAL_EXPIRING_JOB = "notifications.deal-expiring";
export const NEW_DEALS_JOB = "notifications.new-deals";

export const jobs: JobDefinition<JobDeps>[] = [
  // Every morning in Greece.
  { name: DIGEST_JOB, cron: "0 8 * * *", tz: "Europe/Athens", run: (ctx) => sendDigests(ctx) },
  // Every hour: favourited deals that end within 48 hours.
  { name: DEAL_EXPIRING_JOB, cron: "10 * * * *", tz: "Europe/Athens", run: (ctx) => notifyExpiringDeals(ctx) },
  // New live deals of favourited categories and partners (at most one alert a user a day): as soon
  // as a deal is saved live (one run queued at a time) or its start day begins (one job a day),
  // and every hour as the net for anything else (deals-live.ts).
  { name: NEW_DEALS_NOW_JOB, policy: "stately", run: (ctx) => notifyNewDeals(ctx), attach: queueNewDealAlerts },
  { name: NEW_DEALS_START_JOB, policy: "short", run: (ctx, data) => notifyNewDeals(ctx, startJobClock(data)) },
  { name: NEW_DEALS_JOB, cron: "20 * * * *", tz: "Europe/Athens", run: (ctx) => notifyNewDeals(ctx) },
];
