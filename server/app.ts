// createApp(deps): the whole HTTP surface as a Hono app, so tests build one per database.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { getConnInfo } from "@hono/node-server/conninfo";
import { z } from "zod";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/transport.ts";
import { createAuth, type Auth } from "./auth.ts";
import { ApiError, errorBody, validate } from "./http/errors.ts";
import type { AppEnv } from "./http/context.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { authRules, RateLimiter, type Rule } from "./rate-limit.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import { redisSessionStorage, RedisRateLimiter, type RedisHandle } from "./redis.ts";
import { profileRoutes } from "./routes/profile.ts";
import { favoriteRoutes } from "./routes/favorites.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { searchHistoryRoutes } from "./routes/search-history.ts";
import { dealRoutes } from "./routes/deals.ts";
import { goRoutes } from "./routes/go.ts";
import { seoRoutes, wellKnownRoutes } from "./routes/seo.ts";
import { cors } from "hono/cors";
import { serveClient } from "./static.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** When set (REDIS_URL), rate-limit counters and sessions live in Redis. */
  redis?: RedisHandle;
}

/** The typed JSON API under /api/v1; its type feeds the client (`hono/client`). */
function createApi(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .basePath("/api/v1")
    .route("/profile", profileRoutes(db))
    .route("/favorites", favoriteRoutes(db))
    .route("/notifications", notificationRoutes(db))
    .route("/search-history", searchHistoryRoutes(db))
    .route("/deals", dealRoutes(db));
}

export type AppType = ReturnType<typeof createApi>;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Auth endpoints that are rate limited, with the rules applied per IP and per e-mail. */
const limitedAuth: Record<string, { ip: Rule; email: Rule[] }> = {
  "/api/auth/sign-in/email": { ip: authRules.ipSignIn, email: [authRules.emailSignIn] },
  "/api/auth/sign-up/email": { ip: authRules.ipSignIn, email: [authRules.emailMail] },
  "/api/auth/sign-in/magic-link": { ip: authRules.ipMail, email: [authRules.emailMail] },
  "/api/auth/send-verification-email": { ip: authRules.ipMail, email: [authRules.emailMail] },
  "/api/auth/confirm": { ip: authRules.ipConfirm, email: [] },
};

const confirmBody = z.strictObject({
  token_hash: z.string().min(10).max(2048),
  type: z.literal("email", { error: "must be 'email'" }),
});

export function createApp(deps: AppDeps): { app: Hono<AppEnv>; auth: Auth } {
  const { config, database, mailer, logger } = deps;
  const { redis } = deps;
  const auth = createAuth({ config, db: database.db, mailer, logger, sessionStorage: redis && redisSessionStorage(redis) });
  const limiter: RateLimitStore = redis ? new RedisRateLimiter(redis) : new RateLimiter(database.db);
  const trusted = new Set(config.trustedOrigins);

  const clientIp = (c: Context) => {
    if (config.TRUST_PROXY) {
      const fwd = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (fwd) return fwd;
    }
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown";
    }
  };

  const tooMany = (c: Context, retryAfter: number) => {
    c.header("Retry-After", String(retryAfter));
    return c.json(errorBody("RATE_LIMITED", `Too many requests. Try again in ${retryAfter} s.`), 429);
  };

  const app = new Hono<AppEnv>();

  // One JSON line per request; no query strings (they can hold tokens), no bodies.
  app.use("*", async (c, next) => {
    const start = performance.now();
    c.set("logger", logger);
    c.set("user", null);
    c.set("authVia", null);
    await next();
    const user = c.get("user");
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - start) * 10) / 10, user: user?.id },
      "request",
    );
  });
  app.use("*", securityHeaders({ trustProxy: config.TRUST_PROXY, httpsOrigin: config.publicOrigin.startsWith("https://") }));
  app.use(
    "/api/*",
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large (64 KB at most)"), 413) }),
  );

  // The native app (another origin: capacitor://localhost, https://localhost) calls the API with
  // a bearer token; only trusted origins get CORS answers.
  app.use(
    "/api/*",
    cors({
      origin: (origin) => (trusted.has(origin) ? origin : null),
      allowHeaders: ["Content-Type", "Authorization"],
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      exposeHeaders: ["set-auth-token", "Retry-After"],
      credentials: true,
      maxAge: 600,
    }),
  );

  // Cross-origin state-changing requests are refused for cookie sessions. Bearer requests
  // (native app) carry no ambient credentials, so they are not subject to CSRF.
  app.use("/api/*", async (c, next) => {
    const bearer = /^Bearer\s+\S+/i.test(c.req.header("authorization") ?? "");
    if (UNSAFE.has(c.req.method) && !bearer) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const ok = origin ? trusted.has(origin) : site === "same-origin" || (!site && !c.req.header("cookie"));
      if (!ok) return c.json(errorBody("FORBIDDEN", "Cross-origin request refused"), 403);
    }
    await next();
  });

  // Rate limits on sign-in, sign-up, magic link, resend and confirmation: per IP and per e-mail.
  app.use("/api/auth/*", async (c, next) => {
    const rules = c.req.method === "POST" ? limitedAuth[c.req.path] : undefined;
    if (rules) {
      const ip = await limiter.hit(rules.ip, clientIp(c));
      if (!ip.ok) return tooMany(c, ip.retryAfter);
      const email = await c.req.raw
        .clone()
        .json()
        .then((b: { email?: unknown }) => (typeof b?.email === "string" ? b.email.trim().toLowerCase() : undefined))
        .catch(() => undefined);
      if (email) {
        for (const rule of rules.email) {
          const r = await limiter.hit(rule, email);
          if (!r.ok) return tooMany(c, r.retryAfter);
        }
      }
    }
    await next();
  });

  // The /confirm page's one call: verifies a confirmation or a magic-link token and starts a session.
  app.post("/api/auth/confirm", validate("json", confirmBody), async (c) => {
    const { token_hash: token } = c.req.valid("json");
    const isConfirmation = token.split(".").length === 3; // confirmation tokens are JWTs
    const url = new URL(isConfirmation ? "/api/auth/verify-email" : "/api/auth/magic-link/verify", config.publicOrigin);
    url.searchParams.set("token", token);
    if (!isConfirmation) {
      url.searchParams.set("callbackURL", "/");
      url.searchParams.set("errorCallbackURL", "/");
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-type");
    headers.delete("content-length");
    const res = await auth.handler(new Request(url, { method: "GET", headers }));
    const cookies = res.headers.getSetCookie();
    const started = cookies.some((v) => v.includes("session_token=") && !/Max-Age=0/i.test(v));
    const failed = res.status >= 400 || /[?&]error=/.test(res.headers.get("location") ?? "");
    if (failed || !started) {
      return c.json(errorBody("LINK_INVALID", "This link is invalid, expired or already used"), 400);
    }
    for (const v of cookies) c.header("Set-Cookie", v, { append: true });
    const token_ = res.headers.get("set-auth-token");
    if (token_) {
      c.header("set-auth-token", token_);
      c.header("Access-Control-Expose-Headers", "set-auth-token");
    }
    return c.json({ status: "confirmed", kind: isConfirmation ? "confirmation" : "magic-link" });
  });

  // Better Auth, with its errors in our shape.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const res = await auth.handler(c.req.raw);
    if (res.status < 400 || !res.headers.get("content-type")?.includes("json")) return res;
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const status = res.status >= 500 ? 500 : res.status;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(errorBody(body.code ?? "AUTH_ERROR", body.message ?? "Authentication error")), { status, headers });
  });

  // The session for /api/v1: cookie (web) or bearer token (native app). A fresh signed cookie
  // cache answers without a lookup; a renewed one is passed on to the browser.
  app.use("/api/v1/*", async (c, next) => {
    const { headers, response: s } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    for (const v of headers.getSetCookie()) c.header("Set-Cookie", v, { append: true });
    if (s) {
      c.set("user", { id: s.user.id, email: s.user.email });
      c.set("authVia", /^Bearer\s/i.test(c.req.header("authorization") ?? "") ? "bearer" : "cookie");
    }
    await next();
  });

  // JSON only: a body of another type (e.g. a cross-site text/plain form) is refused.
  app.use("/api/v1/*", async (c, next) => {
    if (UNSAFE.has(c.req.method) && c.req.method !== "DELETE" && !/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
      return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
    }
    await next();
  });

  app.route("/", createApi(deps));

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

  app.route("/go", goRoutes(database.db, config.affiliateParams));
  app.route("/", seoRoutes(config.publicOrigin));
  app.route("/", wellKnownRoutes(config));

  app.use("*", serveClient({ root: config.CLIENT_DIR, mapOrigin: config.MAP_FRAME_ORIGIN }));

  app.notFound((c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 401 ? "UNAUTHORIZED" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      return c.json(errorBody(code, err.message || "Bad request"), status);
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Unexpected error"), 500);
  });

  return { app, auth };
}
