import { describe, expect, it } from "vitest";
import { partners } from "../../content/partners.ts";
import { fullText, rank } from "./rank.ts";
import { understand } from "./understand.ts";

const NOW = new Date(2026, 4, 13, 12);

describe("rank", () => {
  it("puts the category's partners first, deep links pre-filled with the place", () => {
    for (const [q, lang] of [
      ["δωμάτιο 30 ευρώ στην Κέρκυρα", "el"],
      ["room 30 euros in Corfu", "en"],
      ["Zimmer 30 Euro in Korfu", "de"],
    ] as const) {
      const r = rank(understand(q, lang, NOW), q, lang, NOW);
      expect(r.fallback).toBe(false);
      const top = r.actions[0]!;
      expect(top.kind).toBe("partner");
      expect(top.category).toBe("hotels");
      expect(top.prefilled).toBe(true);
      expect(top.url).toContain("Corfu");
      expect(r.actions.some((a) => a.kind === "page" && a.id === "/hotels")).toBe(true);
    }
  });
  it("lists every partner of the category", () => {
    const r = rank(understand("ferry to Naxos", "en", NOW), "ferry to Naxos", "en", NOW);
    const ferryIds = partners.filter((p) => p.category === "ferries").map((p) => p.id).sort();
    expect(r.actions.filter((a) => a.kind === "partner").map((a) => a.id).sort()).toEqual(ferryIds);
    expect(r.actions.find((a) => a.kind === "page")?.url).toBe("/en/ferries");
  });
  it("falls back to fuzzy full text when nothing structured is found", () => {
    const r = rank(understand("skyscaner", "en", NOW), "skyscaner", "en", NOW);
    expect(r.fallback).toBe(true);
    expect(r.actions[0]?.id).toBe("skyscanner");
  });
  it("full text is accent- and case-insensitive", () => {
    expect(fullText("ΣΑΝΤΟΡΙΝΗ", "el", NOW).some((a) => a.kind === "place" && a.id === "santorini")).toBe(true);
    expect(fullText("πτησεις", "el", NOW).some((a) => a.category === "flights")).toBe(true);
  });
});
