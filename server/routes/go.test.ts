import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { clicks } from "../db/schema.ts";
import { partners } from "../../content/partners.ts";
import { cities } from "../../content/cities.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AFFILIATE_PARAMS: JSON.stringify({ booking: { aid: "123456" }, "*": { utm_source: "taxidaki" } }) });
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
    const [click] = await ctx.database.db.select().from(clicks).where(eq(clicks.target_id, "booking")).orderBy(desc(clicks.created_at));
    expect(click).toMatchObject({ target_id: "booking", category: "hotels", page: "/hotels", lang: "en" });
    expect(Object.keys(click!)).not.toContain("ip");
  });

  it("resolves every partner, city and island of the catalogue", async () => {
    for (const id of [...partners.map((p) => p.id), ...cities.map((c) => `city.${c.id}`), "island.corfu", "offer.banner"]) {
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
    expect(new URL(withUrl.headers.get("location")!).hostname).toBe(new URL(partners.find((p) => p.id === "booking")!.url).hostname);
    const [click] = await ctx.database.db.select().from(clicks).orderBy(desc(clicks.created_at)).limit(1);
    expect(click!.page).toBeNull(); // a non-path "from" is not stored
  });
});

describe("sitemap and robots", () => {
  it("lists every public URL in the three languages with alternates", async () => {
    const res = await ctx.client().get("/sitemap.xml");
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
