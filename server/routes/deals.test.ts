import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../content/types.ts";
import { inArray } from "drizzle-orm";
import { createTestContext, read, type TestContext } from "../test/harness.ts";
import { builtInDeals } from "../../content/deals.ts";
import { deals } from "../db/schema.ts";
import { invalidateDealsCache } from "../deals/cache.ts";
import { todayInGreece } from "../deals/deal-rules.ts";
import { phoneticKey } from "../../core/search/normalize.ts";
import { foldDealText as fold } from "../deals/service.ts";
import type { PublicDealsPage } from "./deals.ts";

let ctx: TestContext;

const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
/**
 * True when every word of `query` is in a word of `text` (folded) or starts one by phonetic key (the deal filter's
 * rule).
 */
const startsWords = (query: string, text: string) =>
  wordsOf(query).every((q) => wordsOf(text).some((w) => w.includes(q) || phoneticKey(w).startsWith(phoneticKey(q))));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/v1/deals (public)", () => {
  it("keeps the three seed deals of the spec on record: expired, out of the list, found by search", async () => {
    const res = await read(ctx.client().api.deals.$get({ query: {} }));
    expect(res.status).toBe(200);
    // Expired in 2025, over 30 days ago: no longer listed.
    expect(res.body.items.filter((d) => builtInDeals.some((b) => b.title === d.title))).toEqual([]);
    for (const d of builtInDeals) {
      const found = await read(ctx.client().api.deals.$get({ query: { q: d.title } }));
      expect(found.body.items[0]).toMatchObject({
        title: d.title,
        description: d.description,
        image_url: d.imageUrl,
        expires_at: d.expiryDate,
        expired: true,
        go: null,
      });
    }
  });

  it("filters ignoring case and accents over title and description, in Greek too", async () => {
    // Other test files may add deals to a shared PostgreSQL database: check what the filter lets
    // through (every word of the text is in a word of every hit, or starts one by phonetic key) and
    // which seed deals it finds or leaves out.
    const seeds = builtInDeals.map((d) => d.title);
    const q = async (text: string) => {
      // Every page: on a shared database other files' deals can fill the first ones.
      const found: { title: string; description: string; partner?: { name: string } | null }[] = [];
      for (let cursor = ""; ;) {
        const page = (
          await read(ctx.client().api.deals.$get({ query: { limit: "100", q: text, ...(cursor ? { cursor } : {}) } }))
        ).body;
        found.push(...page.items);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      for (const d of found)
        expect(startsWords(text, `${d.title} ${d.description} ${d.partner?.name ?? ""}`), `${text}: ${d.title}`).toBe(
          true,
        );
      return found.map((d) => d.title).filter((t) => seeds.includes(t));
    };
    expect(await q("wifi")).toEqual(["Δωρεάν WiFi σε όλες τις πτήσεις"]);
    expect(await q("ΈΚΠΤΩΣΗ")).toHaveLength(2);
    expect(await q("αθήνας")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("ΑΘΗΝΑΣ")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("εκπτωση")).toHaveLength(2);
    expect(await q("_")).toEqual([]); // no wildcard: matched literally
    expect(await q("20%")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("nothing-like-this")).toEqual([]);
    expect(await q("")).not.toContain("Δωρεάν WiFi σε όλες τις πτήσεις");
  });

  it("rejects an over-long or unknown query parameter", async () => {
    const long = await read(ctx.client().api.deals.$get({ query: { q: "a".repeat(201) } }));
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty("q");
    expect((await ctx.client().get("/api/v1/deals?page=2")).status).toBe(400);
  });
});

describe("GET /api/v1/deals?q=, matched as the search matches (issue 28)", () => {
  const tag = `fold${Math.random().toString(36).slice(2, 8)}`;
  const mine: string[] = [];
  const inDays = (n: number) => new Date(Date.parse(todayInGreece()) + n * 86_400_000).toISOString().slice(0, 10);
  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(deals)
      .values(
        [
          {
            title: `Νάξος: ξενοδοχείο δίπλα στη θάλασσα ${tag}`,
            description: "Τρεις νύχτες με πρωινό.",
            title_en: `Naxos: a hotel by the sea ${tag}`,
            partner_id: "booking",
          },
          {
            title: `Πάρος με πλοίο ${tag}`,
            description: "Εισιτήρια για Πάρο.",
            title_de: `Paros mit der Fähre ${tag}`,
          },
          { title: `Naxos camping ${tag}`, description: "Tents by Plaka beach." },
        ].map((v) => ({ category: "hotels", url: "https://www.booking.com/x", expiry_date: inDays(9), ...v })),
      )
      .returning({ id: deals.id });
    mine.push(...rows.map((r) => r.id));
    invalidateDealsCache(ctx.database.db);
  });
  afterAll(async () => {
    if (mine.length) await ctx.database.db.delete(deals).where(inArray(deals.id, mine));
    invalidateDealsCache(ctx.database.db);
  });
  /** The titles (in the page's language) of this block's deals that `text` finds. */
  const found = async (text: string, lang: Lang = "el") => {
    const res = await read(ctx.client().api.deals.$get({ query: { lang, q: `${text} ${tag}` } }));
    expect(res.status).toBe(200);
    return (res.body as PublicDealsPage).items.map((d) => d.title.replace(` ${tag}`, "")).sort();
  };
  const naxosHotel = "Νάξος: ξενοδοχείο δίπλα στη θάλασσα";

  it("finds Νάξος and ξενοδοχείο written in capitals, without accents and in Greeklish, and a Latin name from Greek", async () => {
    for (const q of ["Νάξος", "ΝΑΞΟΣ", "ναξος", "naxos", "NAXOS", "naksos", "Naxo"])
      expect(await found(q), q).toEqual(["Naxos camping", naxosHotel]);
    for (const q of ["ξενοδοχειο", "ΞΕΝΟΔΟΧΕΙΟ", "xenodoxeio", "ksenodoxio", "xenodoheio", "ξενοδ"])
      expect(await found(q), q).toEqual([naxosHotel]);
    expect(await found("θαλασσα")).toEqual([naxosHotel]);
    expect(await found("thalassa")).toEqual([naxosHotel]);
    expect(await found("καμπινγκ")).toEqual(["Naxos camping"]); // Greek for a Latin word
  });

  it("needs every word of the query, each matching a word of the title, description or partner", async () => {
    expect(await found("naxos xenodoxeio")).toEqual([naxosHotel]);
    expect(await found("ΝΑΞΟΣ booking")).toEqual([naxosHotel]); // the partner's name
    expect(await found("naxos πρωινο")).toEqual([naxosHotel]); // the description
    expect(await found("naxos καμήλα")).toEqual([]);
    expect(await found("πλοιο paro")).toEqual(["Πάρος με πλοίο"]);
    // Inside a word by its letters (SPEC §5's substring); by sound only from a word's start.
    expect(await found("αξος")).toEqual([naxosHotel]);
    expect(await found("aksos")).toEqual([]);
  });

  it("searches the Greek texts and the page's own language, not a third one", async () => {
    expect(await found("hotel", "en")).toEqual(["Naxos: a hotel by the sea"]);
    expect(await found("ξενοδοχειο", "en")).toEqual(["Naxos: a hotel by the sea"]); // its Greek text
    expect(await found("fähre", "de")).toEqual(["Paros mit der Fähre"]);
    expect(await found("faehre", "de")).toEqual(["Paros mit der Fähre"]);
    expect(await found("fähre", "en")).toEqual([]);
  });
});

describe("GET /api/v1/deals, one page at a time", () => {
  const tag = `page-${Math.random().toString(36).slice(2, 8)}`;
  const mine: string[] = [];
  const addDays = (n: number) => new Date(Date.parse(todayInGreece()) + n * 86_400_000).toISOString().slice(0, 10);
  async function insert(values: Partial<typeof deals.$inferInsert>[]) {
    const rows = await ctx.database.db
      .insert(deals)
      .values(
        values.map((v, i) => ({
          title: `Deal ${i} ${tag}`,
          description: "Δύο νύχτες.",
          partner_id: "booking",
          category: "hotels",
          url: "https://www.booking.com/x",
          expiry_date: addDays(5),
          ...v,
        })),
      )
      .returning({ id: deals.id });
    mine.push(...rows.map((r) => r.id));
    invalidateDealsCache(ctx.database.db);
    return rows;
  }
  beforeAll(async () => {
    // Same expiry, featured or not, twins by their English title: the order still has no ties (id last).
    await insert(
      Array.from({ length: 60 }, (_, i) => ({
        title_en: `Twin ${i % 20} ${tag}`,
        featured: i % 7 === 0,
        expiry_date: addDays(1 + (i % 3)),
      })),
    );
    await insert([{ title: `Old ${tag}`, expiry_date: addDays(-2) }]);
  });
  afterAll(async () => {
    if (mine.length) await ctx.database.db.delete(deals).where(inArray(deals.id, mine));
    invalidateDealsCache(ctx.database.db);
  });

  it("gives 50 deals a page by default, the counts of the whole list and a cursor to the next page", async () => {
    const first = await read(ctx.client().api.deals.$get({ query: { lang: "en", q: tag } }));
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body).toMatchObject({ total: 61, live: 60 });
    expect(first.body.nextCursor).toMatch(/^[\w-]+$/);
    expect(first.body.deals).toEqual(first.body.items); // what app builds before pagination read
    const second = await read(
      ctx.client().api.deals.$get({ query: { lang: "en", q: tag, cursor: first.body.nextCursor! } }),
    );
    expect(second.body.items.map((d) => d.title).at(-1)).toBe(`Old ${tag}`);
    expect(second.body.items).toHaveLength(11);
    const ids = [...first.body.items, ...second.body.items].map((d) => d.id);
    expect(new Set(ids).size).toBe(61);
    expect(second.body.nextCursor).toBeNull();
  });

  it("walks every live deal exactly once, also when a deal is added before the cursor mid-walk", async () => {
    const today = todayInGreece();
    const liveIds = async () =>
      (await ctx.database.db.select().from(deals))
        .filter((r) => r.expiry_date >= today && (!r.starts_at || r.starts_at <= today))
        .map((r) => r.id);
    const before = await liveIds();
    expect(before.length).toBeGreaterThanOrEqual(60);
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = false;
    // Small pages, about a hundred of them whatever the number of live deals (on PostgreSQL, other
    // test files' deals share this worker's database: thousands at times).
    const limit = Math.min(100, Math.max(7, Math.ceil(before.length / 100)));
    for (let pages = 0; pages < 1000; pages++) {
      const res = await read(
        ctx.client().api.deals.$get({ query: { lang: "en", limit: String(limit), ...(cursor ? { cursor } : {}) } }),
      );
      expect(res.status).toBe(200);
      const page = res.body as PublicDealsPage;
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
      if (!cursor) break;
      if (!added && seen.length > 20) {
        // A featured deal sorts first: an offset would now show a deal of this page again.
        const [row] = await insert([{ title: `Late ${tag}`, featured: true, expiry_date: addDays(1) }]);
        seen.unshift(row!.id); // the walk started before it: not expected in the pages after
        added = true;
      }
    }
    expect(added).toBe(true);
    expect(cursor).toBeNull(); // the walk reached the end
    expect(new Set(seen).size).toBe(seen.length); // none twice (nor the late one)
    // Every deal live before the walk (and still there: other test files may share the database) was seen.
    const after = new Set(await liveIds());
    expect(before.filter((id) => after.has(id) && !seen.includes(id))).toEqual([]);
  });

  it("answers 400 naming the field for a bad limit or cursor", async () => {
    for (const limit of ["0", "101", "abc", "1.5", "", "-3"]) {
      const res = await read(ctx.client().api.deals.$get({ query: { limit: String(limit) } }));
      expect(res.status, limit).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION" });
      expect(Object.keys(res.body.error.fields ?? {}), limit).toEqual(["limit"]);
    }
    const notOurs = [
      "abc",
      "!!!",
      Buffer.from('["x"]').toString("base64url"),
      Buffer.from('[true,false,"2030-01-01","t"]').toString("base64url"),
      "a".repeat(3000),
    ];
    for (const cursor of notOurs) {
      const res = await read(ctx.client().api.deals.$get({ query: { cursor } }));
      expect(res.status, cursor).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), cursor).toEqual(["cursor"]);
    }
    expect((await read(ctx.client().api.deals.$get({ query: { limit: "100" } }))).status).toBe(200);
    expect((await read(ctx.client().api.deals.$get({ query: { limit: "1" } }))).body.items.length).toBeLessThanOrEqual(
      1,
    );
  });
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await ctx.client().get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await ctx.client().get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ready");
  });
});
