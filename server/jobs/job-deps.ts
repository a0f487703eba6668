// What every job gets to work with (its own module, so that jobs.ts, which lists the jobs, and
// the jobs themselves do not import each other).
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/transport.ts";
import type { NotificationService } from "../notifications/service.ts";

export interface JobDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  notifications: NotificationService;
}
