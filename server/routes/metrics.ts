// GET /metrics — Prometheus text, for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`).
// Without METRICS_TOKEN there are no metrics: 404, as for any unknown path.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { notFound } from "../http/error-handler.ts";
import { errorBody } from "../http/errors.ts";
import type { Metrics } from "../metrics.ts";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function metricsRoutes(metrics: Metrics | undefined, token: string | undefined) {
  const app = new Hono<AppEnv>();
  if (!metrics || !token) return app.get("/metrics", notFound);
  // Compared as digests: same length, constant time.
  const expected = digest(`Bearer ${token}`);
  return app.get("/metrics", async (c) => {
    if (!timingSafeEqual(digest(c.req.header("authorization") ?? ""), expected)) {
      return c.json(errorBody("UNAUTHORIZED", "Send the metrics token as a bearer token"), 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
      });
    }
    return c.body(await metrics.text(), 200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
  });
}
