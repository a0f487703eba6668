import { Hono } from "hono";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { searchInput } from "../../core/requests.ts";
import type { Db } from "../db/client.ts";
import { search_history } from "../db/schema.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";
import { idParam } from "./params.ts";

export const SEARCH_HISTORY_CAP = 20;

export const foldCase = (s: string) => s.trim().toLocaleLowerCase("el").normalize("NFC");

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const searchBody = searchInput satisfies z.ZodType<Omit<typeof search_history.$inferInsert, "user_id">>;

export function searchHistoryRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const u = requireUser(c);
      const rows = await db
        .select()
        .from(search_history)
        .where(eq(search_history.user_id, u.id))
        .orderBy(desc(search_history.created_at), desc(search_history.id))
        .limit(SEARCH_HISTORY_CAP);
      return c.json(rows);
    })
    .post("/", validate("json", searchBody), async (c) => {
      const u = requireUser(c);
      const { query, search_type = "general", results_count = 0 } = c.req.valid("json");
      const row = await db.transaction(async (tx) => {
        // One writer per user at a time, so the cap holds under concurrent requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${u.id}))`);
        // Case folding in JS: the database's collation may not fold Greek.
        const same = await tx
          .select({ id: search_history.id, query: search_history.query })
          .from(search_history)
          .where(and(eq(search_history.user_id, u.id), eq(search_history.search_type, search_type)));
        const folded = foldCase(query);
        const dupes = same.filter((r) => foldCase(r.query) === folded).map((r) => r.id);
        // One statement: insert, drop the earlier identical searches and the ones over the cap.
        // Both CTEs see the rows as they were before the insert: keep the newest CAP - 1 others.
        const dupeList = dupes.length ? sql`array[${sql.join(dupes.map((id) => sql`${id}`), sql`, `)}]::uuid[]` : sql`array[]::uuid[]`;
        const result = await tx.execute<Omit<typeof search_history.$inferSelect, "created_at"> & { created_at: string }>(sql`
          with inserted as (
            insert into ${search_history} (user_id, query, search_type, results_count)
            values (${u.id}, ${query}, ${search_type}, ${results_count})
            returning *
          ), removed as (
            delete from ${search_history} where ${search_history.user_id} = ${u.id} and (
              ${search_history.id} = any(${dupeList}) or ${search_history.id} not in (
                select ${search_history.id} from ${search_history}
                where ${search_history.user_id} = ${u.id} and not (${search_history.id} = any(${dupeList}))
                order by ${search_history.created_at} desc, ${search_history.id} desc limit ${SEARCH_HISTORY_CAP - 1}))
          )
          select id, user_id, query, search_type, results_count,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
          from inserted`);
        return result.rows[0]!;
      });
      return c.json(row, 201);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const u = requireUser(c);
      const { id } = c.req.valid("param");
      const gone = await db
        .delete(search_history)
        .where(and(eq(search_history.id, id), eq(search_history.user_id, u.id)))
        .returning({ id: search_history.id });
      if (!gone.length) throw new ApiError(404, "NOT_FOUND", "Search not found");
      return c.body(null, 204);
    })
    .delete("/", async (c) => {
      const u = requireUser(c);
      const gone = await db.delete(search_history).where(eq(search_history.user_id, u.id)).returning({ id: search_history.id });
      return c.json({ deleted: gone.length });
    });
}
