import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { builtInDeals } from "../../content/deals.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Deal = { title: string; description: string; image_url: string; expiry_date: string; expired: boolean };

describe("GET /api/v1/deals (public)", () => {
  it("lists the three built-in deals of the spec, each saying whether it has expired", async () => {
    const res = await ctx.client().get<{ deals: Deal[] }>("/api/v1/deals");
    expect(res.status).toBe(200);
    const byTitle = Object.fromEntries(res.body.deals.map((d) => [d.title, d]));
    for (const d of builtInDeals) {
      expect(byTitle[d.title]).toMatchObject({ description: d.description, image_url: d.imageUrl, expiry_date: d.expiryDate });
    }
    expect(byTitle["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]!.expiry_date).toBe("2025-07-31");
    // Today is after every built-in expiry date.
    expect(res.body.deals.every((d) => d.expired === d.expiry_date < new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it("filters case-insensitively over title and description, in Greek too", async () => {
    const q = async (text: string) =>
      (await ctx.client().get<{ deals: Deal[] }>(`/api/v1/deals?q=${encodeURIComponent(text)}`)).body.deals.map((d) => d.title);
    expect(await q("wifi")).toEqual(["Δωρεάν WiFi σε όλες τις πτήσεις"]);
    expect(await q("ΈΚΠΤΩΣΗ")).toHaveLength(2);
    expect(await q("αθήνας")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("_")).toEqual([]); // no wildcard: matched literally
    expect(await q("20%")).toEqual(["Έκπτωση 20% σε ξενοδοχεία Αθήνας"]);
    expect(await q("nothing-like-this")).toEqual([]);
    expect(await q("")).toHaveLength(3);
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
