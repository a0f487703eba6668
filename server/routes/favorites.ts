import { Hono } from "hono";
import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { favoriteInput } from "../../core/requests.ts";
import type { Db } from "../db/client.ts";
import { favorites } from "../db/schema.ts";
import { getDeal } from "../deals/service.ts";
import { ApiError } from "../http/errors.ts";
import { documented, validate } from "./openapi.ts";
import { favoriteRow } from "./responses.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";
import { idParam } from "./params.ts";
import { afterPosition, decodeCursor, DEFAULT_PAGE_SIZE, page, pageQuery, positionOf } from "./pagination.ts";

/** Favourites one user can keep. */
export const MAX_FAVORITES = 500;

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const favoriteBody = favoriteInput satisfies z.ZodType<Omit<typeof favorites.$inferInsert, "user_id">>;

type FavoriteInput = z.infer<typeof favoriteInput>;
type FavoriteJson = z.infer<typeof favoriteRow>;

/**
 * Adds a favourite in one statement (`add_favorite`, migration 0005: the user's lock, then the cap
 * and the insert on a fresh snapshot) unless the user already has MAX_FAVORITES or this one (same
 * type and title); undefined then. created_at comes as the JSON text of a Date.
 */
async function addFavorite(db: Db, userId: string, body: FavoriteInput): Promise<FavoriteJson | undefined> {
  const data = body.data === undefined ? null : JSON.stringify(body.data);
  const result = await db.execute(
    sql`select * from add_favorite(${userId}, ${body.type}, ${body.title}, ${body.description ?? null}, ${data}::jsonb, ${MAX_FAVORITES})`,
  );
  return result.rows[0] && favoriteRow.parse(result.rows[0]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the server writes into a deal favourite's data from the deal itself; a client never sets these. */
const DEAL_FACTS = ["price_from", "price_was", "currency", "go"] as const;

/**
 * A deal favourite's data (issue 28): when its id names one of our deals, the deal's own expiry,
 * prices and whether it has a way out (`go`: /go/deal.<id> leads to the partner) replace whatever
 * the client sent, so /favorites can show them and link to the deal; an id that looks like ours
 * but names no deal is refused (404). Any other id is the client's own, kept as before, without
 * these facts.
 */
async function dealFavoriteData(
  db: Db,
  data: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  if (!data) return data;
  const own = Object.fromEntries(Object.entries(data).filter(([k]) => !(DEAL_FACTS as readonly string[]).includes(k)));
  const id = data.id;
  if (typeof id !== "string" || !UUID.test(id)) return own;
  const deal = await getDeal(db, id.toLowerCase());
  if (!deal) throw new ApiError(404, "NOT_FOUND", "This deal no longer exists");
  const { expiry_date: _legacy, ...rest } = own;
  return {
    ...rest,
    id: deal.id,
    expires_at: deal.expiry_date,
    price_from: deal.price_from === null ? null : deal.price_from / 100,
    price_was: deal.price_was === null ? null : deal.price_was / 100,
    currency: "EUR",
    go: !!(deal.url && deal.partner_id),
  };
}

export function favoriteRoutes(db: Db) {
  // The list every signed-in page reads: prepared once (planned once per connection), newest first.
  const list = (where?: SQL) =>
    db
      .select({ ...getTableColumns(favorites), _pos: positionOf(favorites.created_at) })
      .from(favorites)
      .where(and(eq(favorites.user_id, sql.placeholder("user")), where))
      .orderBy(desc(favorites.created_at), desc(favorites.id))
      .limit(sql.placeholder("limit"));
  const pages = {
    first: list().prepare("favorites_first_page"),
    next: list(afterPosition(favorites.created_at, favorites.id)).prepare("favorites_next_page"),
  };
  const remove = db
    .delete(favorites)
    .where(and(eq(favorites.id, sql.placeholder("id")), eq(favorites.user_id, sql.placeholder("user"))))
    .returning({ id: favorites.id })
    .prepare("favorites_delete");
  return new Hono<AppEnv>()
    .get(
      "/",
      documented({
        summary: "The signed-in user's favourites, newest first (X-Next-Cursor when there are more)",
        response: z.array(favoriteRow),
      }),
      validate("query", pageQuery),
      async (c) => {
        const u = requireUser(c);
        const { limit = DEFAULT_PAGE_SIZE, cursor } = c.req.valid("query");
        const mine = { user: u.id, limit: limit + 1 };
        const rows = cursor
          ? await pages.next.execute({ ...mine, ...decodeCursor(cursor) })
          : await pages.first.execute(mine);
        return c.json(page(c, rows, limit));
      },
    )
    .post(
      "/",
      documented({ summary: "Add a favourite", response: favoriteRow, status: 201 }),
      validate("json", favoriteBody),
      async (c) => {
        const u = requireUser(c);
        const input = c.req.valid("json");
        const body = input.type === "deal" ? { ...input, data: await dealFavoriteData(db, input.data) } : input;
        const row = await addFavorite(db, u.id, body);
        if (!row) {
          const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(favorites).where(eq(favorites.user_id, u.id));
          if (n >= MAX_FAVORITES) {
            throw new ApiError(
              409,
              "LIMIT_REACHED",
              `You can keep at most ${MAX_FAVORITES} favourites. Remove some to add more.`,
            );
          }
          throw new ApiError(409, "CONFLICT", "This favourite already exists", {
            title: "already a favourite of this type",
          });
        }
        return c.json(row, 201);
      },
    )
    .delete(
      "/:id",
      documented({ summary: "Remove a favourite", noContent: true }),
      validate("param", idParam),
      async (c) => {
        const u = requireUser(c);
        const { id } = c.req.valid("param");
        const gone = await remove.execute({ id, user: u.id });
        if (!gone.length) throw new ApiError(404, "NOT_FOUND", "Favourite not found");
        return c.body(null, 204);
      },
    );
}
