// GET /media/deals/<hash>.webp — deal images, content-addressed, so cached for a year.
import { Hono } from "hono";
import type { ImageStore } from "../deals/images.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorBody } from "../http/errors.ts";

export function mediaRoutes(store: ImageStore) {
  return new Hono<AppEnv>().get("/deals/:name", async (c) => {
    const data = await store.get(c.req.param("name"));
    if (!data) return c.json(errorBody("NOT_FOUND", "No such image"), 404);
    c.header("Content-Type", "image/webp");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(data));
  });
}
