// The public deals list, kept in memory per database, language and query for a few seconds:
// the answer is serialised and given its ETag once, not per request. The console's writes
// (admin routes) call invalidateDealsCache at once; a write from another process (the import
// command, another instance) shows within DEALS_CACHE_MS.
import { createHash } from "node:crypto";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { todayInGreece } from "./model.ts";
import { publicDeals, type PublicDeal } from "./service.ts";

export const DEALS_CACHE_MS = 10_000;
/** Distinct queries kept per database (the oldest goes first). */
const MAX_ENTRIES = 500;

export interface CachedDeals {
  /** The list itself (for the server-filled /deals pages; do not mutate). */
  deals: readonly PublicDeal[];
  /** The JSON text of `{ deals }`. */
  body: string;
  etag: string;
}

interface Entry extends CachedDeals {
  expires: number;
  today: string;
}

const caches = new WeakMap<Db, { generation: number; entries: Map<string, Entry | Promise<Entry>> }>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation: 0, entries: new Map() }));
  return cache;
}

/** Drops every cached list of this database (call after any write to deals). */
export function invalidateDealsCache(db: Db): void {
  const cache = cacheOf(db);
  cache.generation++;
  cache.entries.clear();
}

/** The public list for `lang` and `q` as JSON text with its ETag; concurrent misses share one query. */
export async function cachedPublicDeals(db: Db, lang: Lang, q: string | undefined, now = Date.now()): Promise<CachedDeals> {
  const cache = cacheOf(db);
  const key = `${lang}\u0000${q ?? ""}`;
  const today = todayInGreece(new Date(now));
  const hit = cache.entries.get(key);
  if (hit) {
    const entry = await hit;
    if (entry.expires > now && entry.today === today) return entry;
    if (cache.entries.get(key) === hit) cache.entries.delete(key);
  }
  const generation = cache.generation;
  const pending = publicDeals(db, { lang, q, today }).then((deals): Entry => {
    const body = JSON.stringify({ deals });
    return { deals, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, expires: now + DEALS_CACHE_MS, today };
  });
  cache.entries.set(key, pending);
  try {
    const entry = await pending;
    // An invalidation while this list was read: answer it, keep it out of the cache.
    if (cache.generation === generation && cache.entries.get(key) === pending) {
      cache.entries.set(key, entry);
      if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    }
    return entry;
  } catch (e) {
    if (cache.entries.get(key) === pending) cache.entries.delete(key);
    throw e;
  }
}
