// Start: config, database (+ lock), migrations, listen, clean shutdown.
import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError, lockDataDir } from "./db/lock.ts";
import { createMailer } from "./mail/transport.ts";
import { createApp } from "./app.ts";
import { openRedis } from "./redis.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logger = pino({ level: config.LOG_LEVEL, base: { service: "taxidaki" } });
  const dataDir = path.resolve(config.DATA_DIR);

  let unlock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      unlock = await lockDataDir(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        logger.fatal(err.message);
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(dataDir, "outbox"), logger });
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, config.REDIS_PREFIX) : undefined;
  const { app } = createApp({ config, database, mailer, logger, redis });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, redis: !!redis, mail: config.SMTP_URL ? "smtp" : `outbox ${path.join(dataDir, "outbox")}` },
      `Taxidaki listening on ${config.publicOrigin}`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    await database.close(); // checkpoint (PGlite) and close
    await redis?.close();
    mailer.close();
    await unlock?.();
    logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
