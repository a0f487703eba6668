// createApp(deps): the whole HTTP surface as a Hono app, so tests build one per database.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/transport.ts";
import { createAuth, type Auth } from "./auth.ts";
import { ApiError, errorBody } from "./http/errors.ts";
import { classifyDbError } from "./http/db-errors.ts";
import { findInputProblem } from "./http/input-guard.ts";
import { bodyText, nodeRequest, TOO_LARGE } from "./http/body.ts";
import type { AppEnv } from "./http/context.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { RateLimiter } from "./rate-limit.ts";
import { authRoutes, csrf, sessionFromAuth } from "./routes/auth.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import { redisSessionStorage, RedisRateLimiter, type RedisHandle } from "./redis.ts";
import { profileRoutes } from "./routes/profile.ts";
import { favoriteRoutes } from "./routes/favorites.ts";
import { notificationRoutes, type LiveNotifications } from "./routes/notifications.ts";
import { createMemoryBus, type EventBus } from "./events/bus.ts";
import { createNotificationService } from "./notifications/service.ts";
import { StreamHub, type StreamLimits } from "./notifications/streams.ts";
import { unsubscribeRoutes } from "./notifications/unsubscribe.ts";
import { DeletedAccounts, refuseDeletedAccounts } from "./http/deleted-accounts.ts";
import { noticeRoutes } from "./routes/admin/notices.ts";
import { searchHistoryRoutes } from "./routes/search-history.ts";
import { dealRoutes } from "./routes/deals.ts";
import { goRoutes } from "./routes/go.ts";
import { adminRoutes, UPLOAD_PATH } from "./routes/admin/index.ts";
import { effectiveAffiliateParams } from "./admin/settings.ts";
import { imageStoreFor, mediaRoutes } from "./deals/images.ts";
import { MAX_FILE_BYTES } from "./deals/import.ts";
import { message } from "./deals/messages.ts";
import { LANGS } from "../content/types.ts";
import { seoRoutes, wellKnownRoutes } from "./routes/seo.ts";
import { cors } from "hono/cors";
import { serveClient } from "./static.ts";
import { liveDealsFiller } from "./deals/page.ts";
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
  /** When set (REDIS_URL), rate-limit counters and sessions live in Redis, the database standing in when it does not answer. */
  redis?: RedisHandle;
}

/** The typed JSON API under /api/v1; its type feeds the client (`hono/client`). */
function createApi(deps: AppDeps, live: LiveNotifications) {
  const { db } = deps.database;
  const images = imageStoreFor(deps.config);
  return new Hono<AppEnv>()
    .basePath("/api/v1")
    .route("/profile", profileRoutes(db))
    .route("/favorites", favoriteRoutes(db))
    .route("/notifications", notificationRoutes(db, live))
    .route("/search-history", searchHistoryRoutes(db))
    .route("/deals", dealRoutes(db))
    .route("/admin/notices", noticeRoutes(db, live.service, { logger: deps.logger }))
    .route("/admin", adminRoutes({ db, images, imageFetchHosts: deps.config.imageFetchHosts, affiliateDefault: deps.config.affiliateParams }));
}

export type AppType = ReturnType<typeof createApi>;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The largest JSON body the API reads. */
const JSON_LIMIT = 64 * 1024;

export function createApp(deps: AppDeps): { app: Hono<AppEnv>; auth: Auth; live: LiveNotifications } {
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
  const trusted = new Set(config.trustedOrigins);

  const app = new Hono<AppEnv>();

  // One JSON line per request; no query strings (they can hold tokens), no bodies.
  app.use("*", async (c, next) => {
    const start = performance.now();
    c.set("logger", logger);
    c.set("user", null);
    c.set("authVia", null);
    await next();
    // Shutting down: this answer is the connection's last (keep-alive clients reconnect elsewhere).
    if (deps.isStopping?.()) c.res.headers.set("Connection", "close");
    if (!logger.isLevelEnabled("info")) return;
    const user = c.get("user");
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - start) * 10) / 10, user: user?.id },
      "request",
    );
  });
  app.use("*", securityHeaders({ trustProxy: config.TRUST_PROXY > 0, httpsOrigin: config.publicOrigin.startsWith("https://") }));
  // The rest of a too-large body is not read: the connection cannot carry another request.
  const tooLarge = (c: Context) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large (64 KB at most)"), 413, { Connection: "close" });
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  // Spreadsheets and images (console uploads) have their own, larger limit.
  const uploadLimit = bodyLimit({
    maxSize: MAX_FILE_BYTES + 64 * 1024,
    onError: (c) => {
      const q = c.req.query("lang");
      const msg = message({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } }, LANGS.find((l) => l === q) ?? "el");
      return c.json(errorBody("PAYLOAD_TOO_LARGE", msg, { file: msg }), 413, { Connection: "close" });
    },
  });
  const isUpload = (c: { req: { method: string; path: string } }) => c.req.method === "POST" && UPLOAD_PATH.test(c.req.path);
  app.use("/api/*", (c, next) => {
    // No body to limit; and hono's limiter would build a web Request just to find that out.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isUpload(c)) return uploadLimit(c, next);
    // Under Node the JSON guard below reads /api/v1 bodies itself, with the same limit.
    if (nodeRequest(c) && c.req.path.startsWith("/api/v1/")) return next();
    return jsonLimit(c, next);
  });

  // The native app (another origin: capacitor://localhost, https://localhost) calls the API with
  // a bearer token; only trusted origins get CORS answers. Requests from the site itself (or with
  // no Origin) skip it: hono's cors touches the response before the route makes it, which costs
  // every answer a web Response copy. Vary: Origin still goes on public cacheable answers.
  const corsAnswers = cors({
    origin: (origin) => (trusted.has(origin) ? origin : null),
    allowHeaders: ["Content-Type", "Authorization"],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    exposeHeaders: ["set-auth-token", "Retry-After", "X-Next-Cursor"],
    credentials: true,
    maxAge: 600,
  });
  app.use("/api/*", (c, next) => {
    const origin = c.req.header("origin");
    return origin && origin !== config.publicOrigin && trusted.has(origin) ? corsAnswers(c, next) : next();
  });
  // The one-click unsubscribe (RFC 8058) comes from a mail client or a webmail's page: its link's
  // token is its credential, and it uses no cookie.
  const originChecked = csrf(trusted);
  app.use("/api/*", (c, next) => (c.req.path === "/api/mail/unsubscribe" ? next() : originChecked(c, next)));

  // A deleted account's session copy, still cached in a browser, opens nothing (every instance).
  const deleted = new DeletedAccounts((config.SESSION_CACHE_SEC + 5) * 1000);
  events.subscribe((e) => {
    if (e.kind === "account-deleted") deleted.add(e.user_id);
  });
  app.use("/api/*", refuseDeletedAccounts(deleted, config.publicOrigin.startsWith("https://")));

  app.route("/api/auth", authRoutes({ auth, config, database, limiter }));

  app.use("/api/v1/*", sessionFromAuth(auth, database));

  // JSON only: a body of another type (e.g. a cross-site text/plain form) is refused; the console's
  // uploads are multipart. JSON text is checked at the edge (no NUL, valid UTF-16, bounded depth)
  // before any handler sees it.
  app.use("/api/v1/*", async (c, next) => {
    if (UNSAFE.has(c.req.method) && c.req.method !== "DELETE") {
      const type = c.req.header("content-type") ?? "";
      if (isUpload(c) && /^multipart\/form-data\b/i.test(type)) return next();
      if (!/^application\/json\b/i.test(type)) {
        return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
      }
      let body: unknown;
      try {
        // Kept in Hono's body cache: the route's validator parses it without reading it again.
        const text = await bodyText(c, JSON_LIMIT);
        if (text === TOO_LARGE) return tooLarge(c);
        body = JSON.parse(text);
      } catch {
        return c.json(errorBody("BAD_REQUEST", "The body is not valid JSON"), 400);
      }
      const problem = findInputProblem(body);
      if (problem) return c.json(errorBody("VALIDATION", `Invalid body: ${problem.field}`, { [problem.field]: problem.message }), 400);
    }
    await next();
  });

  app.route("/", createApi(deps, live));
  app.route("/api/mail", unsubscribeRoutes(database.db, config.authSecret));
  // Any other /api path: a JSON 404, never the client's HTML page.
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      if (redis) await redis.client.ping();
      return c.json({ status: "ready", database: database.kind, redis: !!redis });
    } catch {
      return c.json({ status: "unavailable", database: database.kind, redis: !!redis }, 503);
    }
  });

  app.route("/go", goRoutes(database.db, () => effectiveAffiliateParams(database.db, config.affiliateParams)));
  app.route("/media", mediaRoutes(imageStoreFor(config)));
  app.route("/", seoRoutes(config.publicOrigin));
  app.route("/", wellKnownRoutes(config));

  // /deals, /προσφορές and /home: static pages with the live deals filled in per request (decision 014).
  const filler = liveDealsFiller(
    (lang, q) => cachedPublicDeals(database.db, lang, q),
    (err) => logger.warn({ err: (err as Error)?.message }, "live deals unavailable"),
  );
  app.use("*", serveClient({ root: config.CLIENT_DIR, mapOrigin: config.MAP_FRAME_ORIGIN, filler }));

  app.notFound((c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.status >= 500) {
        logger.warn({ err: err.cause ?? err.message, path: c.req.path }, "dependency unavailable");
        c.header("Retry-After", "5");
      }
      return c.json(errorBody(err.code, err.message, err.fields), err.status);
    }
    const db = classifyDbError(err);
    if (db === "bad-input") return c.json(errorBody("BAD_REQUEST", "The request holds a value the database cannot store"), 400);
    if (db === "user-gone") return c.json(errorBody("UNAUTHORIZED", "This account no longer exists"), 401);
    if (db === "unavailable") {
      logger.warn({ err: (err as Error)?.message, path: c.req.path }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json(errorBody("UNAVAILABLE", "The service is temporarily unavailable. Try again shortly."), 503);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 401 ? "UNAUTHORIZED" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      return c.json(errorBody(code, err.message || "Bad request"), status);
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Unexpected error"), 500);
  });

  return { app, auth, live };
}
