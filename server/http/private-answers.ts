// Answers under /api are personal unless their route says otherwise: `Cache-Control: private,
// no-store`, so no shared cache (a proxy, a CDN) and no browser cache keeps a profile, favourites,
// trips, notifications, search history or an account answer (issue 37). A route whose answer is
// the same for everyone says `public` itself (the deals list, the API description) and keeps it.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

export const PRIVATE = "private, no-store";

export function privateByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const given = c.res.headers.get("Cache-Control");
    if (!given || !/(^|,)\s*public\b/i.test(given)) c.res.headers.set("Cache-Control", PRIVATE);
  };
}
