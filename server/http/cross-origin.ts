// Requests from other origins: CORS answers for the trusted ones (the native app), and the CSRF
// check of state-changing requests.
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { Config } from "../config.ts";
import { csrf } from "../routes/auth.ts";
import type { AppEnv } from "./app-env.ts";

/** The one-click unsubscribe (RFC 8058): its link's token is its credential, and it uses no cookie. */
const UNSUBSCRIBE = "/api/mail/unsubscribe";

/**
 * The native app (another origin: capacitor://localhost, https://localhost) calls the API with a
 * bearer token; only trusted origins get CORS answers. Requests from the site itself (or with no
 * Origin) skip it: hono's cors touches the response before the route makes it, which costs every
 * answer a web Response copy. Vary: Origin still goes on public cacheable answers.
 */
export function apiCors(config: Config): MiddlewareHandler<AppEnv> {
  const trusted = new Set(config.trustedOrigins);
  const corsAnswers = cors({
    origin: (origin) => (trusted.has(origin) ? origin : null),
    allowHeaders: ["Content-Type", "Authorization"],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    exposeHeaders: ["set-auth-token", "Retry-After", "X-Next-Cursor", "X-Request-Id"],
    credentials: true,
    maxAge: 600,
  });
  return (c, next) => {
    const origin = c.req.header("origin");
    return origin && origin !== config.publicOrigin && trusted.has(origin) ? corsAnswers(c, next) : next();
  };
}

/** Cross-site state changes are refused, except the one-click unsubscribe (a mail client's or a webmail's POST). */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  const checked = csrf(config.trustedOrigins);
  return (c, next) => (c.req.path === UNSUBSCRIBE ? next() : checked(c, next));
}
