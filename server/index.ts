// Start: config, database (+ lock), migrations, listen, clean shutdown.
import net from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { loadConfig } from "./config.ts";
import { openDatabase, postgresOptions } from "./db/client.ts";
import { DataDirLockedError, lockDataDir } from "./db/lock.ts";
import { createMailer } from "./mail/transport.ts";
import { createApp } from "./app.ts";
import { createEventBus } from "./events/bus.ts";
import { jobs } from "./jobs/jobs.ts";
import { startJobs } from "./jobs/runner.ts";
import { openRedis } from "./redis.ts";
import { createLogger } from "./logger.ts";
import { addSampleDeals } from "./deals/samples.ts";

/** While stopping, a keep-alive socket with no request for this long is closed. */
const IDLE_CLOSE_MS = 1000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logger = createLogger({ level: config.LOG_LEVEL, base: { service: "taxidaki" } });
  const dataDir = path.resolve(config.DATA_DIR);

  let unlock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      unlock = await lockDataDir(dataDir, {
        checkEveryMs: config.DATA_DIR_LOCK_CHECK_MS,
        // Another process owns the files now: writing (even a checkpoint on close) would corrupt
        // them. Stop at once, without closing the database.
        onCompromised: (reason) => {
          logger.fatal({ reason }, "data directory lock lost; stopping immediately without writing");
          console.error(`Taxidaki: data directory lock lost (${reason}); stopping without writing.`);
          process.exit(3);
        },
      });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        logger.fatal(err.message);
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    postgres: postgresOptions(config),
    onMaintenanceError: (err) => logger.warn({ err }, "database: vacuum pass failed"),
  });
  if (config.sampleDeals) await addSampleDeals(database.db, logger); // development only (server/deals/samples.ts)
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    logger,
  });
  let stopping = false;
  const redisTimeoutMs = config.REDIS_TIMEOUT_MS;
  const redis = config.REDIS_URL
    ? await openRedis(config.REDIS_URL, config.REDIS_PREFIX, { timeoutMs: redisTimeoutMs, logger })
    : undefined;
  const events = createEventBus({
    databaseUrl: config.DATABASE_URL,
    redisUrl: config.REDIS_URL,
    redisTimeoutMs,
    logger,
  });
  const { app, live, metrics } = createApp({
    config,
    database,
    mailer,
    logger,
    events,
    redis,
    isStopping: () => stopping,
  });
  const runner = await startJobs({
    database,
    databaseUrl: config.DATABASE_URL,
    logger,
    jobs,
    ctx: { db: database.db, config, mailer, logger, notifications: live.service },
  });
  // Jobs waiting in each queue, read from pg-boss when /metrics is scraped (its counts, refreshed
  // by its monitor every minute).
  metrics?.watchJobQueues(async () =>
    Object.fromEntries(
      (await runner.boss.getQueues(jobs.map((j) => j.name))).map((q) => [q.name, q.queuedCount] as const),
    ),
  );

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.kind,
        redis: !!redis,
        mail: config.SMTP_URL ? "smtp" : `outbox ${path.join(dataDir, "outbox")}`,
      },
      `Taxidaki listening on ${config.publicOrigin}`,
    );
  });
  // Idle keep-alive sockets live longer than a client's or load balancer's (60 s is common), so
  // the server never closes one just as a client reuses it (the client would see a reset).
  // Shutdown closes idle sockets itself (below).
  const http = server as import("node:http").Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  // When each open socket last finished an answer (absent while a request is on it).
  const quietSince = new Map<net.Socket, number>();
  http.on("connection", (socket) => {
    quietSince.set(socket, Date.now());
    socket.on("close", () => quietSince.delete(socket));
  });
  http.on("request", (req, res) => {
    quietSince.delete(req.socket);
    res.on("finish", () => {
      if (!req.socket.destroyed) quietSince.set(req.socket, Date.now());
    });
  });
  const closeQuietSockets = (ms: number) => {
    const now = Date.now();
    for (const [socket, since] of quietSince) if (now - since >= ms) socket.destroy();
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + 15_000);
    force.unref();
    // Stop accepting; every answer from now on carries `Connection: close` (see createApp), so a
    // keep-alive client leaves after its next answer. A socket is closed idle only once it has been
    // quiet for IDLE_CLOSE_MS while stopping: a client that was about to reuse it gets its answer
    // (with `Connection: close`) instead of a reset. Whatever is still open after the grace is cut.
    // (net.Server's close: http.Server's own would drop every idle socket at once, since Node 19.)
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(http, () => resolve()));
    live.hub.closeAll(); // open notification streams end; clients reconnect elsewhere
    const idleSweep = setInterval(() => closeQuietSockets(IDLE_CLOSE_MS), 100);
    // In-flight requests get SHUTDOWN_GRACE_MS (5 s) to finish.
    const grace = new Promise<void>((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS).unref());
    await Promise.race([closed, grace]);
    clearInterval(idleSweep);
    http.closeAllConnections();
    await mailer.flush(5000); // e-mails already accepted for sending
    await runner.stop();
    await events.close();
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
