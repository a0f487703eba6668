import { Hono } from "hono";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import type { Db } from "../db/client.ts";
import { favorites } from "../db/schema.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";
import { idParam } from "./params.ts";

export const MAX_FAVORITE_DATA_BYTES = 16 * 1024;

export const favoriteInput = createInsertSchema(favorites, {
  type: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => Buffer.byteLength(JSON.stringify(d)) <= MAX_FAVORITE_DATA_BYTES, "data must be at most 16 KB")
    .optional(),
})
  .pick({ type: true, title: true, description: true, data: true })
  .strict();

export function favoriteRoutes(db: Db) {
  // The hottest read: planned once per connection (prepared statement), not per request.
  const list = db
    .select()
    .from(favorites)
    .where(eq(favorites.user_id, sql.placeholder("userId")))
    .orderBy(desc(favorites.created_at), desc(favorites.id))
    .prepare("favorites_list");
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const u = requireUser(c);
      return c.json(await list.execute({ userId: u.id }));
    })
    .post("/", validate("json", favoriteInput), async (c) => {
      const u = requireUser(c);
      const body = c.req.valid("json");
      const [row] = await db
        .insert(favorites)
        .values({ ...body, user_id: u.id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, "CONFLICT", "This favourite already exists", { title: "already a favourite of this type" });
      return c.json(row, 201);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const u = requireUser(c);
      const { id } = c.req.valid("param");
      const gone = await db.delete(favorites).where(and(eq(favorites.id, id), eq(favorites.user_id, u.id))).returning({ id: favorites.id });
      if (!gone.length) throw new ApiError(404, "NOT_FOUND", "Favourite not found");
      return c.body(null, 204);
    });
}
