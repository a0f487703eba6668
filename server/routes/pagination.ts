// Cursor pagination of the per-user lists, newest first: `?limit=&cursor=`. The answer is the
// page's rows (the same array as before), and `X-Next-Cursor` when there are more. The cursor is
// opaque to clients: the (created_at, id) of the page's last row, at the database's precision.
import type { Context } from "hono";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { ApiError } from "../http/errors.ts";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(200).optional(),
});

interface Position {
  ts: string;
  id: string;
}

const TS = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(p: Position): string {
  return Buffer.from(JSON.stringify([p.ts, p.id])).toString("base64url");
}

export function decodeCursor(cursor: string): Position {
  try {
    const [ts, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof ts === "string" && typeof id === "string" && TS.test(ts) && UUID.test(id)) return { ts, id };
  } catch {
    /* fall through */
  }
  throw new ApiError(400, "VALIDATION", "Invalid query: cursor", { cursor: "not a cursor from this list" });
}

/** Columns for the position of a row, to select next to it. */
export const positionOf = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

/**
 * Rows strictly after the position in placeholders `ts` and `id`, in (created_at desc, id desc)
 * order: for prepared page queries, executed with `{ ...decodeCursor(cursor) }`.
 */
export const afterPosition = (createdAt: PgColumn, id: PgColumn): SQL =>
  sql`(${createdAt}, ${id}) < (${sql.placeholder("ts")}::timestamptz, ${sql.placeholder("id")}::uuid)`;

/**
 * Takes `limit + 1` rows fetched with their position (`_pos`), sets X-Next-Cursor when there
 * are more, and returns the page without the position column.
 */
export function page<T extends { _pos: string; id: string }>(c: Context, rows: T[], limit: number): Omit<T, "_pos">[] {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  if (more) {
    const last = shown.at(-1)!;
    c.header("X-Next-Cursor", encodeCursor({ ts: last._pos, id: last.id }));
  }
  return shown.map(({ _pos: _, ...row }) => row);
}
