import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { builtInDeals } from "../../content/deals.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/v1/deals (public)", () => {
  it("keeps the three seed deals of the spec on record: expired, out of the list, found by search", async () => {
    const res = await ctx.client().get("/api/v1/deals");
    expect(res.status).toBe(200);
    // Expired in 2025, over 30 days ago: no longer listed.
    expect(res.body.deals.filter((d) => builtInDeals.some((b) => b.title === d.title))).toEqual([]);
    for (const d of builtInDeals) {
      const found = await ctx.client().get(`/api/v1/deals?q=${encodeURIComponent(d.title)}`);
      expect(found.body.deals[0]).toMatchObject({ title: d.title, description: d.description, image_url: d.imageUrl, expires_at: d.expiryDate, expired: true, go: null });
    }
  });

  it("filters case-insensitively over title and description, in Greek too", async () => {
    // Other test files may add deals to a shared PostgreSQL database: check what the filter lets
    // through (every hit holds the text, literally) and which seed deals it finds or leaves out.
    const seeds = builtInDeals.map((d) => d.title);
    const q = async (text: string) => {
      const deals = (await ctx.client().get(`/api/v1/deals?q=${encodeURIComponent(text)}`)).body.deals;
      for (const d of deals) expect(`${d.title} ${d.description}`.toLocaleLowerCase("el"), text).toContain(text.toLocaleLowerCase("el"));
      return deals.map((d) => d.title).filter((t) => seeds.includes(t));
    };
    expect(await q("wifi")).toEqual(["Δωρεάν WiFi σε όλες τις πτήσεις"]);
    expect(await q("ΈΚΠΤΩΣΗ")).toHaveLength(2);
    expect(await q("αθήνας")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("_")).toEqual([]); // no wildcard: matched literally
    expect(await q("20%")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("nothing-like-this")).toEqual([]);
    expect(await q("")).not.toContain("Δωρεάν WiFi σε όλες τις πτήσεις");
  });

  it("rejects an over-long or unknown query parameter", async () => {
    const long = await ctx.client().get(`/api/v1/deals?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty("q");
    expect((await ctx.client().get("/api/v1/deals?limit=5")).status).toBe(400);
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
