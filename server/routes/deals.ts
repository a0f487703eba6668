import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";
import { LANGS } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { validate } from "../http/errors.ts";
import type { AppEnv } from "../http/context.ts";
import { publicDeals } from "../deals/service.ts";

const dealsQuery = z.strictObject({ q: z.string().max(200).optional(), lang: z.enum(LANGS).default("el") });

/** GET /api/v1/deals — public and cacheable: live deals first, texts in the requested language. */
export function dealRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", etag(), validate("query", dealsQuery), async (c) => {
    const { q, lang } = c.req.valid("query");
    const found = await publicDeals(db, { lang, q: q?.trim() });
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ deals: found });
  });
}
