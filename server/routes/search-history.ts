import { Hono } from "hono";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { searchInput } from "../../core/requests.ts";
import type { Db } from "../db/client.ts";
import { search_history } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { documented, validate } from "./openapi.ts";
import { savedSearchRow, searchRow } from "./responses.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";
import { idParam } from "./params.ts";

export const SEARCH_HISTORY_CAP = 20;

export const foldCase = (s: string) => s.trim().toLocaleLowerCase("el").normalize("NFC");

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const searchBody = searchInput satisfies z.ZodType<Omit<typeof search_history.$inferInsert, "user_id">>;

type SearchJson = z.infer<typeof searchRow>;

/**
 * Saves a search in one statement (`save_search`, migration 0005: the user's lock, then insert,
 * drop the earlier identical searches and the ones over the cap). It also returns the other
 * searches of this type: one that differs only in case (folded in JS: the database's collation
 * may not fold Greek) is removed after, under the same lock.
 */
async function saveSearch(
  db: Db,
  userId: string,
  s: { query: string; search_type: string; results_count: number },
): Promise<SearchJson> {
  // The row: the saved search, the user's other searches of its type as [id, query], and the ones
  // the cap dropped as [id, query, type, results, created_at].
  const result = await db.execute(
    sql`select * from save_search(${userId}, ${s.query}, ${s.search_type}, ${s.results_count}, ${SEARCH_HISTORY_CAP})`,
  );
  const { others, dropped, ...row } = savedSearchRow.parse(result.rows[0]);
  const folded = foldCase(s.query);
  const isVariant = (type: string, text: string) => type === s.search_type && foldCase(text) === folded;
  const dupes = (others ?? []).filter(([, text]) => isVariant(s.search_type, text)).map(([id]) => id);
  if (dupes.length) {
    // Rare: a variant in another case. It goes, and the newest searches the cap just dropped come
    // back in its place, so the list still holds SEARCH_HISTORY_CAP.
    const back = (dropped ?? []).filter(([, text, type]) => !isVariant(type, text)).slice(0, dupes.length);
    const h = search_history;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search_history:${userId}`}))`);
      await tx.execute(
        sql`delete from ${h} where ${h.user_id} = ${userId} and ${h.id} in (${sql.join(
          dupes.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      if (back.length) {
        await tx.execute(
          sql`insert into ${h} (id, user_id, query, search_type, results_count, created_at) values ${sql.join(
            back.map(
              ([id, text, type, count, at]) =>
                sql`(${id}::uuid, ${userId}, ${text}, ${type}, ${count}, ${at}::timestamptz)`,
            ),
            sql`, `,
          )}`,
        );
      }
    });
  }
  return row;
}

export function searchHistoryRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get(
      "/",
      documented({ summary: "The signed-in user's searches, newest first", response: z.array(searchRow) }),
      async (c) => {
        const u = requireUser(c);
        const rows = await db
          .select()
          .from(search_history)
          .where(eq(search_history.user_id, u.id))
          .orderBy(desc(search_history.created_at), desc(search_history.id))
          .limit(SEARCH_HISTORY_CAP);
        return c.json(rows);
      },
    )
    .post(
      "/",
      documented({ summary: "Remember a search", response: searchRow, status: 201 }),
      validate("json", searchBody),
      async (c) => {
        const u = requireUser(c);
        const { query, search_type = "general", results_count = 0 } = c.req.valid("json");
        const row = await saveSearch(db, u.id, { query, search_type, results_count });
        return c.json(row, 201);
      },
    )
    .delete(
      "/:id",
      documented({ summary: "Forget one search", noContent: true }),
      validate("param", idParam),
      async (c) => {
        const u = requireUser(c);
        const { id } = c.req.valid("param");
        const gone = await db
          .delete(search_history)
          .where(and(eq(search_history.id, id), eq(search_history.user_id, u.id)))
          .returning({ id: search_history.id });
        if (!gone.length) throw new ApiError(404, "NOT_FOUND", "Search not found");
        return c.body(null, 204);
      },
    )
    .delete(
      "/",
      documented({ summary: "Forget every search", response: z.object({ deleted: z.number().int() }) }),
      async (c) => {
        const u = requireUser(c);
        const gone = await db
          .delete(search_history)
          .where(eq(search_history.user_id, u.id))
          .returning({ id: search_history.id });
        return c.json({ deleted: gone.length });
      },
    );
}
