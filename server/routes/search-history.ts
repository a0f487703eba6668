import { Hono } from "hono";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { searchInput } from "../../core/requests.ts";
import { isEmbedded, type Db } from "../db/client.ts";
import { search_history } from "../db/schema.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";
import { idParam } from "./params.ts";

export const SEARCH_HISTORY_CAP = 20;

export const foldCase = (s: string) => s.trim().toLocaleLowerCase("el").normalize("NFC");

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const searchBody = searchInput satisfies z.ZodType<Omit<typeof search_history.$inferInsert, "user_id">>;

type SearchJson = Omit<typeof search_history.$inferSelect, "created_at"> & { created_at: string };

/**
 * Saves a search in one statement: insert, drop the earlier identical searches of the same type
 * and the ones over the cap (both CTEs see the rows as they were before the insert: the newest
 * CAP - 1 others are kept). It also returns the other searches of this type: one that differs
 * only in case (folded in JS: the database's collation may not fold Greek) is removed after.
 */
async function saveSearch(q: Pick<Db, "execute">, userId: string, s: { query: string; search_type: string; results_count: number }): Promise<SearchJson> {
  const h = search_history;
  const same = sql`${h.user_id} = ${userId} and ${h.search_type} = ${s.search_type} and ${h.query} = ${s.query}`;
  const result = await q.execute<SearchJson & { others: [string, string][] | null; dropped: [string, string, string, number, string][] | null }>(sql`
    with inserted as (
      insert into ${h} (user_id, query, search_type, results_count)
      values (${userId}, ${s.query}, ${s.search_type}, ${s.results_count})
      returning *
    ), removed as (
      delete from ${h} where ${h.user_id} = ${userId} and ((${same}) or ${h.id} not in (
        select ${h.id} from ${h} where ${h.user_id} = ${userId} and not (${same})
        order by ${h.created_at} desc, ${h.id} desc limit ${SEARCH_HISTORY_CAP - 1}))
      returning *
    )
    select id, user_id, query, search_type, results_count,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      (select json_agg(json_build_array(o.id, o.query)) from ${h} o
        where o.user_id = ${userId} and o.search_type = ${s.search_type} and o.query <> ${s.query}
          and o.id not in (select id from removed)) as others,
      (select json_agg(json_build_array(r.id, r.query, r.search_type, r.results_count, r.created_at) order by r.created_at desc, r.id desc)
        from removed r where not (r.search_type = ${s.search_type} and r.query = ${s.query})) as dropped
    from inserted`);
  const { others, dropped, ...row } = result.rows[0]!;
  const folded = foldCase(s.query);
  const isVariant = (type: string, text: string) => type === s.search_type && foldCase(text) === folded;
  const dupes = (others ?? []).filter(([, text]) => isVariant(s.search_type, text)).map(([id]) => id);
  if (dupes.length) {
    // Rare: a variant in another case. It goes, and the newest searches the cap just dropped come
    // back in its place, so the list still holds SEARCH_HISTORY_CAP.
    await q.execute(sql`delete from ${h} where ${h.user_id} = ${userId} and ${h.id} in (${sql.join(dupes.map((id) => sql`${id}::uuid`), sql`, `)})`);
    const back = (dropped ?? []).filter(([, text, type]) => !isVariant(type, text)).slice(0, dupes.length);
    if (back.length) {
      await q.execute(sql`insert into ${h} (id, user_id, query, search_type, results_count, created_at) values ${sql.join(
        back.map(([id, text, type, count, at]) => sql`(${id}::uuid, ${userId}, ${text}, ${type}, ${count}, ${at}::timestamptz)`),
        sql`, `,
      )}`);
    }
  }
  return row;
}

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
      const save = (q: Pick<Db, "execute">) => saveSearch(q, u.id, { query, search_type, results_count });
      // One writer per user at a time on PostgreSQL, so the cap holds under concurrent requests;
      // on PGlite the one statement cannot interleave with another.
      const row = isEmbedded(db)
        ? await save(db)
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${u.id}))`);
            return save(tx);
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
