// The jobs of the server and what they get to work with. Add a job here: a name, a schedule,
// and a function of the context. Alerts follow notifyExpiringDeals: set-based, keys in
// notification_keys against repeats, live events after commit.
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/transport.ts";
import type { NotificationService } from "../notifications/service.ts";
import { notifyExpiringDeals } from "./deal-alerts.ts";
import { sendDigests } from "./digest.ts";
import { notifyNewDeals } from "./new-deal-alerts.ts";
import type { JobDefinition } from "./runner.ts";

export interface JobContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  notifications: NotificationService;
}

export const DIGEST_JOB = "notifications.digest";
export const DEAL_EXPIRING_JOB = "notifications.deal-expiring";
export const NEW_DEALS_JOB = "notifications.new-deals";

export const jobs: JobDefinition<JobContext>[] = [
  // Every morning in Greece.
  { name: DIGEST_JOB, cron: "0 8 * * *", tz: "Europe/Athens", run: (ctx) => sendDigests(ctx) },
  // Every hour: favourited deals that end within 48 hours.
  { name: DEAL_EXPIRING_JOB, cron: "10 * * * *", tz: "Europe/Athens", run: (ctx) => notifyExpiringDeals(ctx) },
  // Every hour: new live deals of favourited categories and partners (at most one alert a user a day).
  { name: NEW_DEALS_JOB, cron: "20 * * * *", tz: "Europe/Athens", run: (ctx) => notifyNewDeals(ctx) },
];
