import { Hono } from "hono";
import { asc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { validate } from "../http/errors.ts";
import type { AppEnv } from "../http/context.ts";

const dealsQuery = z.strictObject({ q: z.string().max(200).optional() });

/** Case-insensitive in every script (the database collation may not fold Greek). */
const fold = (s: string) => s.toLocaleLowerCase("el");

export function dealRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", validate("query", dealsQuery), async (c) => {
    const q = c.req.valid("query").q?.trim();
    const rows = await db
      .select({
        id: deals.id,
        title: deals.title,
        description: deals.description,
        image_url: deals.image_url,
        expiry_date: deals.expiry_date,
        expired: sql<boolean>`${deals.expiry_date} < current_date`,
      })
      .from(deals)
      .orderBy(asc(deals.created_at), asc(deals.title));
    const needle = q ? fold(q) : "";
    const found = needle ? rows.filter((d) => fold(d.title).includes(needle) || fold(d.description).includes(needle)) : rows;
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ deals: found });
  });
}
