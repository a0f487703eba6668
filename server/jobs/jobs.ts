// The jobs of the server and what they get to work with. Add a job here: a name, a schedule,
// and a function of the context. The "new deal in a favourited category, grouped, at most one
// a user a day" alert goes here as "notifications.new-deals" once the operator's deals carry a
// category (issue 13), following notifyExpiringDeals (set-based, keys against repeats, events).
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/transport.ts";
import type { NotificationService } from "../notifications/service.ts";
import { notifyExpiringDeals } from "./deal-alerts.ts";
import { sendDigests } from "./digest.ts";
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

export const jobs: JobDefinition<JobContext>[] = [
  // Every morning in Greece.
  { name: DIGEST_JOB, cron: "0 8 * * *", tz: "Europe/Athens", run: (ctx) => sendDigests(ctx) },
  // Every hour: favourited deals that end within 48 hours.
  { name: DEAL_EXPIRING_JOB, cron: "10 * * * *", tz: "Europe/Athens", run: (ctx) => notifyExpiringDeals(ctx) },
];
