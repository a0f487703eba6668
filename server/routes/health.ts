// /healthz (the process answers) and /readyz (its database, and Redis when configured, answer).
import { Hono } from "hono";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { RedisHandle } from "../redis.ts";

export function healthRoutes(database: Database, redis?: RedisHandle) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      try {
        await database.ping();
        if (redis) await redis.client.ping();
        return c.json({ status: "ready", database: database.kind, redis: !!redis });
      } catch {
        return c.json({ status: "unavailable", database: database.kind, redis: !!redis }, 503);
      }
    });
}
