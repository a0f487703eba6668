import { Hono } from "hono";
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { z } from "zod";
import { favoriteInput } from "../../core/requests.ts";
import type { Db } from "../db/client.ts";
import { favorites } from "../db/schema.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";
import { idParam } from "./params.ts";
import { after, DEFAULT_PAGE_SIZE, page, pageQuery, positionOf } from "./pagination.ts";

/** Favourites one user can keep. */
export const MAX_FAVORITES = 500;

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const favoriteBody = favoriteInput satisfies z.ZodType<Omit<typeof favorites.$inferInsert, "user_id">>;

export function favoriteRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuery), async (c) => {
      const u = requireUser(c);
      const { limit = DEFAULT_PAGE_SIZE, cursor } = c.req.valid("query");
      const rows = await db
        .select({ ...getTableColumns(favorites), _pos: positionOf(favorites.created_at) })
        .from(favorites)
        .where(and(eq(favorites.user_id, u.id), after(favorites.created_at, favorites.id, cursor)))
        .orderBy(desc(favorites.created_at), desc(favorites.id))
        .limit(limit + 1);
      return c.json(page(c, rows, limit));
    })
    .post("/", validate("json", favoriteBody), async (c) => {
      const u = requireUser(c);
      const body = c.req.valid("json");
      const row = await db.transaction(async (tx) => {
        // One writer per user at a time, so the cap holds under concurrent requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${u.id}`}))`);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.user_id, u.id));
        if (n >= MAX_FAVORITES) {
          throw new ApiError(409, "LIMIT_REACHED", `You can keep at most ${MAX_FAVORITES} favourites. Remove some to add more.`);
        }
        const [inserted] = await tx
          .insert(favorites)
          .values({ ...body, user_id: u.id })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
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
