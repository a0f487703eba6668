// The jobs of the server and what they get to work with. Add a job here: a name, a schedule,
// and a function of the context. The deal alerts of issue 14 (favourited deal expiring within
// 48 h; new deal in a favourited category, grouped, at most one a user a day) go here as
// "notifications.deal-expiring" and "notifications.new-deals" once the operator's deals exist,
// writing through ctx.notifications.createMany (set-based, with live events).
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/transport.ts";
import type { NotificationService } from "../notifications/service.ts";
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

export const jobs: JobDefinition<JobContext>[] = [
  // Every morning in Greece.
  { name: DIGEST_JOB, cron: "0 8 * * *", tz: "Europe/Athens", run: (ctx) => sendDigests(ctx) },
];
