import { describe, expect, it } from "vitest";
import { findFavorite } from "./api/favorites.ts";
import { categoryPagePath } from "./category-page.ts";

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
    expect(findFavorite([row("partner", "Hotels A", { id: "x" })], { type: "partner", title: "Hotels B", data: { id: "x" } })).toBeUndefined();
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
