// The outermost middleware: gives each request its id (X-Request-Id, accepted from the client
// only when short and made of safe characters, otherwise a new UUID), runs the rest of the
// request with that id current (log lines and error bodies carry it), writes one JSON log line
// per request (no query strings: they can hold tokens; no bodies) and counts it in the metrics.
import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { Metrics } from "../metrics.ts";
import type { AppEnv } from "./app-env.ts";
import { withRequestId } from "./request-id.ts";

/** The longest X-Request-Id taken from a client (a UUID is 36); longer ones are replaced. */
export const MAX_REQUEST_ID = 64;

export function requestContext(opts: {
  logger: Logger;
  metrics?: Metrics;
  isStopping?: () => boolean;
}): MiddlewareHandler<AppEnv> {
  const { logger, metrics, isStopping } = opts;
  // hono's validator: at most MAX_REQUEST_ID characters of [A-Za-z0-9_=-].
  const assignId = requestId({ limitLength: MAX_REQUEST_ID });
  return (c, outerNext) =>
    assignId(c, () => {
      const id = c.get("requestId");
      return withRequestId(id, async () => {
        const start = performance.now();
        c.set("logger", logger);
        c.set("user", null);
        c.set("authVia", null);
        await outerNext();
        // Also on answers a handler built itself (static files, Better Auth), which drop headers set before.
        c.res.headers.set("X-Request-Id", id);
        // Shutting down: this answer is the connection's last (keep-alive clients reconnect elsewhere).
        if (isStopping?.()) c.res.headers.set("Connection", "close");
        const ms = performance.now() - start;
        metrics?.observeRequest(c.req.method, routePath(c), c.res.status, ms / 1000);
        if (!logger.isLevelEnabled("info")) return;
        const user = c.get("user");
        logger.info(
          {
            request_id: id,
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            ms: Math.round(ms * 10) / 10,
            user: user?.id,
          },
          "request",
        );
      });
    });
}
