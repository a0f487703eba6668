import { describe, expect, it } from "vitest";
import { partners } from "../../content/partners.ts";
import { deepLinkValues, fillDeepLink, fullText, rank } from "./rank.ts";
import { understand } from "./understand.ts";

const NOW = new Date(2026, 4, 13, 12);

describe("fillDeepLink", () => {
  const t = "https://www.booking.com/searchresults.html?ss={place}&checkin={checkin}&checkout={checkout}&group_adults={adults}";
  it("fills and URL-encodes placeholders, dropping empty query parameters", () => {
    expect(fillDeepLink(t, { place: "Agios Nikolaos", adults: "2" })).toBe(
      "https://www.booking.com/searchresults.html?ss=Agios%20Nikolaos&group_adults=2",
    );
  });
  it("gives up when a path placeholder or every placeholder is missing", () => {
    expect(fillDeepLink("https://www.airbnb.com/s/{place}/homes?adults={adults}", { adults: "2" })).toBeUndefined();
    expect(fillDeepLink(t, {})).toBeUndefined();
  });
  it("derives check-in/out, adults and price from the intent", () => {
    const v = deepLinkValues(understand("δωμάτιο στη Νάξο 15-20 Αυγούστου για 2 κάτω από 50€", "el", NOW));
    expect(v).toMatchObject({ place: "Naxos", checkin: "2026-08-15", checkout: "2026-08-20", adults: "2", maxPrice: "50", currency: "EUR" });
    expect(deepLinkValues(understand("ξενοδοχείο Νάξος αύριο", "el", NOW))).toMatchObject({ checkin: "2026-05-14", checkout: "2026-05-15" });
  });
});

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
