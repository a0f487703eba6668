// createApp(deps): the whole HTTP surface as a Hono app, so tests build one per database.
// The middleware and error mapping live in server/http/, the routers in server/routes/: this
// file only puts them in order.
import { Hono } from "hono";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/transport.ts";
import { createAuth, type Auth } from "./auth.ts";
import type { AppEnv } from "./http/app-env.ts";
import { bodyLimits, jsonOnly } from "./http/body-guards.ts";
import { DEFAULT_BODY_TIMEOUTS, type BodyTimeouts } from "./http/body.ts";
import { apiCors, originCheck } from "./http/cross-origin.ts";
import { deletedAccountsGuard } from "./http/deleted-accounts.ts";
import { privateByDefault } from "./http/private-answers.ts";
import { errorHandler, notFound } from "./http/error-handler.ts";
import { requestContext } from "./http/request-context.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { Metrics, type PoolStats } from "./metrics.ts";
import { RateLimiter } from "./rate-limit.ts";
import { authRoutes, sessionFromAuth } from "./routes/auth.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import { redisSessionStorage, RedisRateLimiter, type RedisHandle } from "./redis.ts";
import { profileRoutes } from "./routes/profile.ts";
import { favoriteRoutes } from "./routes/favorites.ts";
import { sharedTripRoutes, tripRoutes } from "./routes/trips.ts";
import { notificationRoutes, type LiveNotifications } from "./routes/notifications.ts";
import { createMemoryBus, type EventBus } from "./events/bus.ts";
import { createNotificationService } from "./notifications/service.ts";
import { StreamHub, type StreamLimits } from "./notifications/streams.ts";
import { unsubscribeRoutes } from "./routes/unsubscribe.ts";
import { noticeRoutes } from "./routes/admin/notices.ts";
import { searchHistoryRoutes } from "./routes/search-history.ts";
import { dealRoutes } from "./routes/deals.ts";
import { goRoutes, type ClickLimits } from "./routes/go.ts";
import { documented, openApiHandler, openApiJson } from "./routes/openapi.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { healthRoutes } from "./routes/health.ts";
import { mediaRoutes } from "./routes/media.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { effectiveAffiliateParams } from "./admin/settings.ts";
import { imageStoreFor } from "./deals/images.ts";
import { seoRoutes, wellKnownRoutes } from "./routes/seo.ts";
import { serveClient } from "./static.ts";
import { liveDealsFiller } from "./deals/live-deals-html.ts";
import { cachedPublicDeals } from "./deals/cache.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** True once the process is shutting down: answers then close their connection. */
  isStopping?: () => boolean;
  /** Notification events across instances (default: in-process, for one instance). */
  events?: EventBus;
  streamLimits?: Partial<StreamLimits>;
  /**
   * When set (REDIS_URL), rate-limit counters and sessions live in Redis, the database standing in when it does not
   * answer.
   */
  redis?: RedisHandle;
  /** How long a request body may take to arrive (defaults: DEFAULT_BODY_TIMEOUTS; tests shorten them). */
  bodyTimeouts?: Partial<BodyTimeouts>;
  /** Which affiliate clicks are recorded (defaults: CLICK_LIMITS; tests shorten the windows). */
  clickLimits?: Partial<ClickLimits>;
}

/** The typed JSON API under /api/v1; its type feeds the client (`hono/client`). */
function createApi(deps: AppDeps, live: LiveNotifications, limiter: RateLimitStore, bodyTimeouts: BodyTimeouts) {
  const { db } = deps.database;
  const images = imageStoreFor(deps.config);
  return new Hono<AppEnv>()
    .basePath("/api/v1")
    .route("/profile", profileRoutes(db))
    .route("/favorites", favoriteRoutes(db))
    .route("/trips", tripRoutes(db))
    .route("/shared-trips", sharedTripRoutes(db, limiter, deps.config))
    .route("/notifications", notificationRoutes(db, live))
    .route("/search-history", searchHistoryRoutes(db))
    .route("/deals", dealRoutes(db))
    .route("/admin/notices", noticeRoutes(db, live.service, { logger: deps.logger }))
    .route(
      "/admin",
      adminRoutes({
        db,
        images,
        imageFetchHosts: deps.config.imageFetchHosts,
        affiliateDefault: deps.config.affiliateParams,
        bodyTimeouts,
      }),
    );
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps): {
  app: Hono<AppEnv>;
  auth: Auth;
  live: LiveNotifications;
  metrics?: Metrics;
} {
  const { config, database, mailer, logger } = deps;
  const { redis } = deps;
  const events = deps.events ?? createMemoryBus();
  const live: LiveNotifications = {
    service: createNotificationService(database.db, events, logger),
    hub: new StreamHub(events, deps.streamLimits),
  };
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    sessionStorage: redis && redisSessionStorage(redis),
    // Every instance closes the deleted account's live notification streams.
    onUserDeleted: (userId) => events.publish([{ user_id: userId, kind: "account-deleted", ids: null }]),
  });
  const databaseLimiter = new RateLimiter(database.db);
  const limiter: RateLimitStore = redis ? new RedisRateLimiter(redis, databaseLimiter) : databaseLimiter;
  const https = config.publicOrigin.startsWith("https://");
  const bodyTimeouts: BodyTimeouts = { ...DEFAULT_BODY_TIMEOUTS, ...deps.bodyTimeouts };

  // Kept only when someone may read them (METRICS_TOKEN): otherwise no request pays for them.
  const metrics = config.METRICS_TOKEN ? new Metrics() : undefined;
  if (metrics) {
    if (database.kind === "postgres") metrics.watchPool((database.db as unknown as { $client: PoolStats }).$client);
    metrics.watchStreams(() => live.hub.count());
  }

  const app = new Hono<AppEnv>();
  app.use("*", requestContext({ logger, metrics, isStopping: deps.isStopping }));
  app.use("*", securityHeaders({ trustProxy: config.TRUST_PROXY > 0, httpsOrigin: https }));
  // Personal unless the route says public (after every answer, errors included).
  app.use("/api/*", privateByDefault());
  app.use("/api/*", bodyLimits());
  app.use("/api/*", apiCors(config));
  app.use("/api/*", originCheck(config));
  // A deleted account's session copy, still cached in a browser, opens nothing (every instance).
  app.use("/api/*", deletedAccountsGuard(events, { sessionCacheSec: config.SESSION_CACHE_SEC, secure: https }));

  app.route("/api/auth", authRoutes({ auth, config, database, limiter, bodyTimeoutMs: bodyTimeouts.jsonMs }));
  app.use("/api/v1/*", sessionFromAuth(auth, database));
  app.use("/api/v1/*", jsonOnly(bodyTimeouts.jsonMs));
  app.route("/", createApi(deps, live, limiter, bodyTimeouts));
  app.get(
    "/api/v1/openapi.json",
    documented({ summary: "This document", response: openApiJson }),
    openApiHandler(() => app.routes),
  );
  app.route("/api/mail", unsubscribeRoutes(database.db, config.authSecret));
  // Any other /api path: a JSON 404, never the client's HTML page.
  app.all("/api/*", notFound);

  app.route("/", healthRoutes(database, redis));
  app.route("/", metricsRoutes(metrics, config.METRICS_TOKEN));
  app.route(
    "/go",
    goRoutes(database.db, () => effectiveAffiliateParams(database.db, config.affiliateParams), {
      trustProxy: config.TRUST_PROXY,
      limits: deps.clickLimits,
    }),
  );
  app.route("/media", mediaRoutes(imageStoreFor(config)));
  app.route("/", seoRoutes(config.publicOrigin));
  app.route("/", wellKnownRoutes(config));

  // /deals, /προσφορές and /home: static pages with the live deals filled in per request (decision 014).
  const filler = liveDealsFiller(
    (lang, q) => cachedPublicDeals(database.db, lang, q),
    (err) => logger.warn({ err: (err as Error)?.message }, "live deals unavailable"),
  );
  app.use("*", serveClient({ root: config.CLIENT_DIR, mapOrigin: config.MAP_FRAME_ORIGIN, filler }));

  app.notFound(notFound);
  app.onError(errorHandler(logger));

  return { app, auth, live, metrics };
}
