import { describe, expect, it } from "vitest";
import { findFavorite } from "./api/favorites.ts";
import { categoryPagePath } from "./category-page.ts";
import { favoriteInfo } from "./favorite-info.ts";

const row = (type: string, title: string, data: Record<string, unknown> = {}) => ({ type, title, data });

describe("findFavorite", () => {
  it("matches by type and title", () => {
    const rows = [row("partner", "Skyscanner"), row("deal", "Skyscanner")];
    expect(findFavorite(rows, { type: "deal", title: "Skyscanner" })).toBe(rows[1]);
    expect(findFavorite(rows, { type: "partner", title: "Kayak" })).toBeUndefined();
  });

  it("finds a category saved in another language by its id", () => {
    const rows = [row("category", "Ξενοδοχεία", { id: "hotels" })];
    expect(findFavorite(rows, { type: "category", title: "Hotels", data: { id: "hotels" } })).toBe(rows[0]);
    expect(findFavorite(rows, { type: "category", title: "Flights", data: { id: "flights" } })).toBeUndefined();
    // Only categories match by id: a partner of the same id with another title is another favourite.
    expect(
      findFavorite([row("partner", "Hotels A", { id: "x" })], {
        type: "partner",
        title: "Hotels B",
        data: { id: "x" },
      }),
    ).toBeUndefined();
  });
});

describe("categoryPagePath", () => {
  it("opens the page the category was saved on, else the category's first page", () => {
    expect(categoryPagePath("hotels", "/hotels")).toBe("/hotels");
    expect(categoryPagePath("flights", "/no-such-page")).toBe("/flights");
    expect(categoryPagePath("flights", undefined)).toBe("/flights");
    expect(categoryPagePath("no-such-category", "/hotels")).toBeUndefined();
  });
});

describe("favoriteInfo: what a saved item shows and where it leads (issue 28)", () => {
  const now = new Date("2030-06-15T12:00:00");
  const fav = (type: string, title: string, data: Record<string, unknown>) => ({ type, title, data });
  const dealId = "0b6f3c1e-0000-4000-8000-000000000001";

  it("a deal saved with its facts keeps its price and expiry and opens the deal itself while live", () => {
    const info = favoriteInfo(
      fav("deal", "Κρήτη από 89 €", {
        id: dealId,
        expires_at: "2030-06-30",
        price_from: 89,
        price_was: 129,
        currency: "EUR",
        go: true,
      }),
      "el",
      now,
    );
    expect(info.deal).toEqual({ expiresAt: "2030-06-30", expired: false, priceFrom: 89, priceWas: 129 });
    expect(info.target).toEqual({ kind: "go", goId: `deal.${dealId}` });
  });

  it("an ended deal, or one without a partner page, opens our deals page searching for it", () => {
    const ended = favoriteInfo(
      fav("deal", "Κρήτη από 89 €", {
        id: dealId,
        expires_at: "2030-06-14",
        price_from: 89,
        price_was: null,
        currency: "EUR",
        go: true,
      }),
      "el",
      now,
    );
    expect(ended.deal).toMatchObject({ expired: true, priceFrom: 89, priceWas: null });
    expect(ended.target).toEqual({
      kind: "page",
      path: "/deals",
      search: "?q=%CE%9A%CF%81%CE%AE%CF%84%CE%B7+%CE%B1%CF%80%CF%8C+89+%E2%82%AC",
      label: "openInDeals",
    });
    const bare = favoriteInfo(
      fav("deal", "Seed", {
        id: dealId,
        expires_at: "2030-06-30",
        price_from: null,
        price_was: null,
        currency: "EUR",
        go: false,
      }),
      "el",
      now,
    );
    expect(bare.target).toMatchObject({ kind: "page", path: "/deals", search: "?q=Seed" });
  });

  it("an older deal favourite shows its expiry (either spelling) and no price it was not given by the server", () => {
    const old = favoriteInfo(fav("deal", "Παλιά", { id: dealId, expires_at: "2030-06-30", price_from: 5 }), "el", now);
    expect(old.deal).toEqual({ expiresAt: "2030-06-30", expired: false, priceFrom: null, priceWas: null });
    expect(old.target).toMatchObject({ kind: "page", path: "/deals", search: "?q=%CE%A0%CE%B1%CE%BB%CE%B9%CE%AC" });
    const legacy = favoriteInfo(fav("deal", "Δική μου", { id: "my-deal", expiry_date: "2025-07-31" }), "el", now);
    expect(legacy.deal).toMatchObject({ expiresAt: "2025-07-31", expired: true });
    expect(legacy.target).toEqual({ kind: "page", path: "/deals", label: "openDeals" });
  });

  it("a partner opens through /go/ and its category links to the category's catalogue page", () => {
    const info = favoriteInfo(fav("partner", "Skyscanner", { id: "skyscanner", category: "hotels" }), "en", now);
    expect(info.target).toEqual({ kind: "go", goId: "skyscanner" });
    // The partner's own category (content), not what the client saved.
    expect(info.category).toEqual({ name: "Flights", path: "/flights" });
    const unknown = favoriteInfo(
      fav("partner", "Gone", { id: "no-such-partner", category: "no-such-category" }),
      "en",
      now,
    );
    expect(unknown.category).toBeUndefined();
    expect(unknown.target).toBeNull();
  });
});
