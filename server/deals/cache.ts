// The public deals list, kept in memory per database, day, language and search text for a few
// seconds, so a burst of requests reads the deals table once: the table's rows are read once per
// lifetime and every list of that lifetime (each language, each search text) is made from them,
// so a stream of new search texts costs a filter in memory each, not a read of the table each. The cache is bounded by
// bytes (each list counted by its size as JSON), not by entries: one list of 10 000 deals is ~4 MB, a search that finds
// nothing a few bytes. The search text is folded as the filter folds it, so "Foo", "foo" and "fóo" share one list.
// Expired lists are dropped by a timer, not left until evicted. The console's writes (admin routes) call
// invalidateDealsCache at once; a write from another process (the import command, another instance) shows within
// DEALS_CACHE_MS.
//
// The embedded database runs in this thread, so nothing here may hold the event loop for long
// (issue 28): the table is read a page at a time, and only when a cheap query says it changed
// since the rows were read; the lists and the search words are made a few hundred deals a turn.
import { asc, getTableColumns, gt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { deals as dealsTable } from "../db/schema.ts";
import { todayInGreece } from "./deal-rules.ts";
import { foldDealText, nextTurn, publicDeals, publicDealsBytes, type DealRow, type PublicDeal } from "./service.ts";

export const DEALS_CACHE_MS = 10_000;
/** Bytes of lists kept per database: the three languages' full lists of 10 000 deals and a few searches. */
export const DEALS_CACHE_BYTES = 32 * 1024 * 1024;

export interface DealsList {
  /** Ordered by compareDeals (do not mutate). */
  deals: readonly PublicDeal[];
  /** How many of them are live (not expired). */
  live: number;
  /** The list's size as JSON, in bytes: what it costs against the cache's budget. */
  bytes: number;
}

/** The cache key of a list: the same for every spelling the filter treats as one. */
export function dealsCacheKey(lang: Lang, q: string | undefined, today: string): string {
  return `${today}\u0000${lang}\u0000${foldDealText(q?.trim() ?? "")}`;
}

async function loadList(db: Db, rows: readonly DealRow[], lang: Lang, q: string, today: string): Promise<DealsList> {
  const deals = await publicDeals(db, { lang, q: q || undefined, today, rows });
  return { deals, live: deals.filter((d) => !d.expired).length, bytes: publicDealsBytes(deals) };
}

/** Rows a query reads: ~5 ms of the embedded database's time each. */
const PAGE_ROWS = 250;

/**
 * What the table held: its row count, and the largest and the sum of its rows' xmin (the
 * transaction that wrote each row's version). An insert, an edit (a new version) or a delete
 * changes it; reading it is one pass over the table that sends back three numbers.
 */
const fingerprint = {
  count: sql<number>`count(*)::int`,
  max: sql<string>`coalesce(max(xmin::text::bigint), 0)::text`,
  sum: sql<string>`coalesce(sum(xmin::text::bigint), 0)::text`,
};
const fingerprintText = (f: { count: number; max: string | number; sum: string | number }) =>
  `${f.count}:${f.max}:${f.sum}`;

interface TableRead {
  rows: readonly DealRow[];
  /** The fingerprint of exactly these rows (of their xmin as read): see fingerprint. */
  fingerprint: string;
}

/**
 * The whole table, PAGE_ROWS rows a query in the order of their ids, giving the event loop back
 * between queries. The pages are not one snapshot: a write between two of them may be half
 * seen, but the rows' own fingerprint then differs from the table's and the next lifetime reads
 * again.
 */
async function readTable(db: Db): Promise<TableRead> {
  const rows: DealRow[] = [];
  let max = 0;
  let sum = 0; // exact in a double: under 2^32 a row, for up to 2 million rows
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select({ ...getTableColumns(dealsTable), xmin: sql<string>`xmin::text` })
      .from(dealsTable)
      .where(after === undefined ? undefined : gt(dealsTable.id, after))
      .orderBy(asc(dealsTable.id))
      .limit(PAGE_ROWS);
    for (const { xmin, ...row } of page) {
      const x = Number(xmin);
      if (x > max) max = x;
      sum += x;
      rows.push(row);
    }
    if (page.length < PAGE_ROWS) break;
    after = page.at(-1)!.id;
    await nextTurn();
  }
  return { rows, fingerprint: fingerprintText({ count: rows.length, max, sum }) };
}

export class DealsCache {
  readonly #db: Db;
  readonly #clock: () => number;
  readonly #lists: LRUCache<string, DealsList>;
  /** Lists being read: concurrent misses of one key share one query. */
  readonly #loading = new Map<string, Promise<DealsList>>();
  /** Bumped by invalidate(): a list read before it is answered but not kept. */
  #generation = 0;
  /** The table's rows of this lifetime, for every list made in it. */
  #table: { rows: Promise<readonly DealRow[]>; until: number } | undefined;
  /** The rows last read: a lifetime over an unchanged table keeps them (the same array). */
  #read: TableRead | undefined;
  readonly #ttlMs: number;

  constructor(db: Db, opts: { maxBytes?: number; ttlMs?: number; clock?: () => number } = {}) {
    this.#db = db;
    this.#clock = opts.clock ?? Date.now;
    this.#ttlMs = opts.ttlMs ?? DEALS_CACHE_MS;
    this.#lists = new LRUCache<string, DealsList>({
      maxSize: opts.maxBytes ?? DEALS_CACHE_BYTES,
      sizeCalculation: (list) => Math.max(1, list.bytes),
      ttl: this.#ttlMs,
      ttlAutopurge: true,
      // Ask the clock at every read (it is cheap) rather than caching it for a millisecond.
      ttlResolution: 0,
      // The lifetimes run on performance.now(), the clock of the purge timers (a wall clock can
      // trail a timer by a millisecond, and a timer that finds 0 ms left is not set again); a
      // test's clock drives both.
      perf: opts.clock ? { now: opts.clock } : undefined,
    });
  }

  /** Bytes the kept lists count for (never above the budget). */
  get bytes(): number {
    return this.#lists.calculatedSize;
  }

  /** How many lists are kept. */
  get size(): number {
    return this.#lists.size;
  }

  /** Drops every kept list (call after any write to deals). */
  invalidate(): void {
    this.#generation++;
    this.#table = undefined;
    this.#read = undefined;
    this.#lists.clear();
    this.#loading.clear();
  }

  /** The public list for `lang` and the search text `q`, from memory when it is there. */
  async get(lang: Lang, q: string | undefined): Promise<DealsList> {
    const today = todayInGreece(new Date(this.#clock()));
    const key = dealsCacheKey(lang, q, today);
    const kept = this.#lists.get(key) ?? this.#loading.get(key);
    if (kept) return kept;
    const generation = this.#generation;
    // Read with the folded text: whichever spelling comes first, the list is the same.
    const table = this.#tableNow();
    const loading = table.rows
      .then((rows) => loadList(this.#db, rows, lang, foldDealText(q?.trim() ?? ""), today))
      .then((list) => {
        // Kept as long as the rows it was made from: a write from elsewhere shows within DEALS_CACHE_MS.
        const ttl = table.until - this.#clock();
        if (generation === this.#generation && ttl > 0) this.#lists.set(key, list, { ttl });
        return list;
      });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** The deals table's rows of this lifetime, and when it ends (a failed read is not kept). */
  #tableNow(): { rows: Promise<readonly DealRow[]>; until: number } {
    const now = this.#clock();
    if (this.#table && this.#table.until > now) return this.#table;
    const table = { rows: this.#rows(), until: now + this.#ttlMs };
    this.#table = table;
    table.rows.catch(() => {
      if (this.#table === table) this.#table = undefined;
    });
    return table;
  }

  /** The rows last read when the table has not changed since (one cheap query), else read again. */
  async #rows(): Promise<readonly DealRow[]> {
    const generation = this.#generation;
    const last = this.#read;
    if (last) {
      const [now] = await this.#db.select(fingerprint).from(dealsTable);
      if (now && fingerprintText(now) === last.fingerprint) return last.rows;
    }
    const read = await readTable(this.#db);
    // Not kept past an invalidate() that came while reading: the next lifetime reads again.
    if (generation === this.#generation) this.#read = read;
    return read.rows;
  }
}

const caches = new WeakMap<Db, DealsCache>();

/** The cache of this database's public lists (one per database, made on first use). */
export function dealsCacheOf(db: Db): DealsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DealsCache(db)));
  return cache;
}

/** Drops every cached list of this database (call after any write to deals). */
export function invalidateDealsCache(db: Db): void {
  dealsCacheOf(db).invalidate();
}

/** The public list for `lang` and `q` (see DealsCache.get). */
export function cachedPublicDeals(db: Db, lang: Lang, q: string | undefined): Promise<DealsList> {
  return dealsCacheOf(db).get(lang, q);
}
