import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { clicks } from "../db/schema.ts";
import { partners } from "../../content/partners.ts";
import { cities } from "../../content/cities.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { deepLinkValues, fillDeepLink, matchDeepLink } from "../../core/search/deep-link.ts";
import { understand } from "../../core/search/understand.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    AFFILIATE_PARAMS: JSON.stringify({ booking: { aid: "123456" }, "*": { utm_source: "taxidaki" } }),
  });
});
afterAll(() => ctx.close());

describe("/go/:id — affiliate clicks", () => {
  it("records the click and redirects to the partner with its affiliate parameters", async () => {
    const booking = partners.find((p) => p.id === "booking")!;
    const res = await ctx.client().get("/go/booking?from=/hotels&lang=en");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(new URL(booking.url).origin + new URL(booking.url).pathname);
    expect(location.searchParams.get("aid")).toBe("123456");
    expect(location.searchParams.get("utm_source")).toBe("taxidaki");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [click] = await ctx.database.db
      .select()
      .from(clicks)
      .where(eq(clicks.target_id, "booking"))
      .orderBy(desc(clicks.created_at));
    expect(click).toMatchObject({
      target_id: "booking",
      category: "hotels",
      page: "/hotels",
      lang: "en",
      prefilled: false,
      device_class: "desktop",
    });
    expect(Object.keys(click!)).not.toContain("ip");
  });

  it("resolves every partner, city and island of the catalogue", async () => {
    for (const id of [
      ...partners.map((p) => p.id),
      ...cities.map((c) => `city.${c.id}`),
      "island.corfu",
      "offer.banner",
    ]) {
      const res = await ctx.client().get(`/go/${id}`);
      expect(res.status, id).toBe(302);
    }
  });

  it("answers 404 for unknown ids and never redirects elsewhere", async () => {
    for (const id of ["nope", "city.atlantis", "https:%2F%2Fevil.example", "..%2F..%2Fetc"]) {
      const res = await ctx.client().get(`/go/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("location")).toBeNull();
    }
    const withUrl = await ctx.client().get("/go/booking?to=https://evil.example&from=https://evil.example");
    expect(new URL(withUrl.headers.get("location")!).hostname).toBe(
      new URL(partners.find((p) => p.id === "booking")!.url).hostname,
    );
    const [click] = await ctx.database.db.select().from(clicks).orderBy(desc(clicks.created_at)).limit(1);
    expect(click!.page).toBeNull(); // a non-path "from" is not stored
  });
});

describe("sitemap and robots", () => {
  it("an index of one sitemap for the public pages and one per language and kind of guide page", async () => {
    const index = await ctx.client().get("/sitemap.xml");
    expect(index.status).toBe(200);
    const text = String(index.body);
    expect(text).toContain("<sitemapindex");
    for (const file of ["pages", "guides-el", "guides-en", "guides-de", "routes-el", "routes-en", "routes-de"])
      expect(text).toContain(`<loc>http://localhost:3000/sitemaps/${file}.xml</loc>`);
    const guides = String((await ctx.client().get("/sitemaps/guides-de.xml")).body);
    expect(guides).toContain("<loc>http://localhost:3000/de/destinations/naxos</loc><lastmod>2026-06-14</lastmod>");
    expect(guides).toContain('hreflang="el" href="http://localhost:3000/proorismoi/naxos"');
    const routes = String((await ctx.client().get("/sitemaps/routes-el.xml")).body);
    expect(routes).toContain("<loc>http://localhost:3000/ploia/piraeus-naxos</loc>");
    expect((await ctx.client().get("/sitemaps/nothing.xml")).status).toBe(404);
  });

  it("lists every public URL in the three languages with alternates", async () => {
    const res = await ctx.client().get("/sitemaps/pages.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = String(res.body);
    for (const p of ["/", "/en", "/de", "/flights", "/en/flights", "/de/ferries", "/deals", encodeURI("/προσφορές")]) {
      expect(xml, p).toContain(`<loc>http://localhost:3000${p === "/" ? "/" : p}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    const robots = await ctx.client().get("/robots.txt");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /go/");
  });
});

describe("/go/:id?deep= — a search result's pre-filled deep link", () => {
  const booking = partners.find((p) => p.id === "booking")!;
  const airbnb = partners.find((p) => p.id === "airbnb")!;
  const go = (id: string, deep: string) =>
    ctx.client().get(`/go/${id}?from=/search&lang=el&deep=${encodeURIComponent(deep)}`);

  it("redirects to the filled template of the partner, with its affiliate parameters", async () => {
    const deep =
      "https://www.booking.com/searchresults.html?ss=Corfu&checkin=2026-08-01&checkout=2026-08-05&group_adults=2";
    const res = await go("booking", deep);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://www.booking.com/searchresults.html");
    expect(location.searchParams.get("ss")).toBe("Corfu");
    expect(location.searchParams.get("group_adults")).toBe("2");
    expect(location.searchParams.get("aid")).toBe("123456");
    const [click] = await ctx.database.db.select().from(clicks).orderBy(desc(clicks.created_at)).limit(1);
    expect(click).toMatchObject({ target_id: "booking", page: "/search", lang: "el", prefilled: true });
  });

  it("accepts a subset of the template's parameters and placeholders in the path", async () => {
    const some = await go(
      "booking",
      "https://www.booking.com/searchresults.html?ss=%CE%9A%CE%AD%CF%81%CE%BA%CF%85%CF%81%CE%B1",
    );
    expect(new URL(some.headers.get("location")!).searchParams.get("ss")).toBe("Κέρκυρα");
    expect(airbnb.deepLink).toContain("/s/{place}/homes");
    const path = await go("airbnb", "https://www.airbnb.com/s/Corfu/homes?adults=2");
    expect(new URL(path.headers.get("location")!).pathname).toBe("/s/Corfu/homes");
  });

  it("accepts every deep link the search page fills, for every partner template", async () => {
    const now = new Date(2026, 4, 13, 12);
    const queries = [
      ["πτήσεις Αθήνα - Λονδίνο 15-20 Αυγούστου για 2 άτομα", "el"],
      ["flights from Athens to Naxos in August", "en"],
      ["δωμάτιο στη Νάξο 15-20 Αυγούστου για 2 κάτω από 50€", "el"],
      ["Hotel in Agios Nikolaos morgen", "de"],
      ["transfer from Heraklion to Hersonissos", "en"],
      ["φύλαξη αποσκευών στην Αθήνα", "el"],
    ] as const;
    let followed = 0;
    for (const p of partners.filter((x) => x.deepLink)) {
      for (const [q, lang] of queries) {
        const filled = fillDeepLink(p.deepLink, deepLinkValues(understand(q, lang, now), lang))?.url;
        if (!filled) continue;
        expect(matchDeepLink(p.deepLink, filled), `${p.id}: ${filled}`).toBe(new URL(filled).toString());
        if (followed++ < 3 || p.id === "skyscanner") {
          const res = await go(p.id, filled);
          expect(
            res.headers.get("location")!.startsWith(new URL(filled).origin + new URL(filled).pathname),
            `${p.id}: ${filled}`,
          ).toBe(true);
        }
      }
    }
    expect(followed).toBeGreaterThan(20);
  });

  it("ignores anything that is not an instance of the partner's own template (no open redirect)", async () => {
    const home = new URL(booking.url).origin + new URL(booking.url).pathname;
    for (const deep of [
      "https://evil.example/searchresults.html?ss=Corfu",
      "https://www.booking.com.evil.example/searchresults.html?ss=Corfu",
      "http://www.booking.com/searchresults.html?ss=Corfu",
      "https://user@www.booking.com/searchresults.html?ss=Corfu",
      "https://www.booking.com/other.html?ss=Corfu",
      "https://www.booking.com/searchresults.html?ss=Corfu&redirect=https://evil.example",
      "https://www.booking.com/searchresults.html?ss=a/b",
      "https://www.booking.com/searchresults.html?ss=Corfu&ss=Naxos",
      "https://www.booking.com/searchresults.html?ss=Corfu#x",
      "https://www.hotels.com/Hotel-Search?destination=Corfu",
      "//evil.example",
      "javascript:alert(1)",
      "not a url",
    ]) {
      const res = await go("booking", deep);
      expect(res.status, deep).toBe(302);
      const location = new URL(res.headers.get("location")!);
      expect(location.origin + location.pathname, deep).toBe(home);
      expect(location.searchParams.get("ss"), deep).toBeNull();
    }
    // A partner without a template, and city / offer links, never take a deep link.
    const noTemplate = partners.find((p) => !p.deepLink)!;
    const res = await go(noTemplate.id, "https://www.booking.com/searchresults.html?ss=Corfu");
    expect(new URL(res.headers.get("location")!).hostname).toBe(new URL(noTemplate.url).hostname);
    const city = await go(`city.${cities[0]!.id}`, "https://www.booking.com/searchresults.html?ss=Corfu");
    expect(city.status).toBe(302);
    expect(city.headers.get("location")).not.toContain("ss=Corfu");
  });
});
