import { createHash } from "node:crypto";
import { Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { LANGS } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { documented, validate } from "./openapi.ts";
import { publicDealsPage } from "./responses.ts";
import type { AppEnv } from "../http/app-env.ts";
import { cachedPublicDeals } from "../deals/cache.ts";
import { cursorParam, dealsPage, DEALS_PAGE_MAX, DEALS_PAGE_SIZE } from "../deals/paging.ts";

const dealsQuery = z.strictObject({
  q: z.string().max(200).optional(),
  lang: z.enum(LANGS).default("el"),
  limit: z.coerce.number().int().min(1).max(DEALS_PAGE_MAX).default(DEALS_PAGE_SIZE),
  cursor: cursorParam.optional(),
});

/**
 * One page of the public list, with the counts of the whole list (`deals`: the same page, for app builds before
 * pagination).
 */
export type PublicDealsPage = z.infer<typeof publicDealsPage>;

/** True when the client's If-None-Match names this ETag (weak comparison, lists and `*` too). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

/**
 * GET /api/v1/deals — public and cacheable: live deals first, texts in the requested language,
 * `limit` deals a page from `cursor`. The whole list comes from memory (server/deals/cache.ts);
 * only the page is serialised per request.
 */
export function dealRoutes(db: Db) {
  return new Hono<AppEnv>().get(
    "/",
    documented({
      summary: "The public deals, live first; 304 for a matching If-None-Match",
      response: publicDealsPage,
    }),
    validate("query", dealsQuery),
    async (c) => {
      const { q, lang, limit, cursor } = c.req.valid("query");
      const list = await cachedPublicDeals(db, lang, q?.trim() || undefined);
      const { items, nextCursor } = dealsPage(list.deals, { limit, after: cursor });
      const page: PublicDealsPage = { items, nextCursor, total: list.deals.length, live: list.live, deals: items };
      const body = JSON.stringify(page);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      // Shared caches keep one copy per Origin: the native app's copy carries CORS headers.
      const headers = { "Cache-Control": "public, max-age=60", ETag: etag, Vary: "Origin" };
      if (notModified(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
      // The JSON text is ready: typed as what it holds, for the client (`hono/client`).
      return c.body(body, 200, { ...headers, "Content-Type": "application/json" }) as unknown as TypedResponse<
        PublicDealsPage,
        200,
        "json"
      >;
    },
  );
}
