import { Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { LANGS } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { validate } from "../http/errors.ts";
import type { AppEnv } from "../http/context.ts";
import { cachedPublicDeals } from "../deals/cache.ts";
import type { PublicDeal } from "../deals/service.ts";

const dealsQuery = z.strictObject({ q: z.string().max(200).optional(), lang: z.enum(LANGS).default("el") });

/** True when the client's If-None-Match names this ETag (weak comparison, lists and `*` too). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

/**
 * GET /api/v1/deals — public and cacheable: live deals first, texts in the requested language.
 * Served from the in-memory list (server/deals/cache.ts): JSON text and ETag made once.
 */
export function dealRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", validate("query", dealsQuery), async (c) => {
    const { q, lang } = c.req.valid("query");
    const { body, etag } = await cachedPublicDeals(db, lang, q?.trim() || undefined);
    // Shared caches keep one copy per Origin: the native app's copy carries CORS headers.
    const headers = { "Cache-Control": "public, max-age=60", ETag: etag, Vary: "Origin" };
    if (notModified(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    // The JSON text is ready: typed as what it holds, for the client (`hono/client`).
    return c.body(body, 200, { ...headers, "Content-Type": "application/json" }) as unknown as TypedResponse<{ deals: PublicDeal[] }, 200, "json">;
  });
}
