import { describe, expect, it } from "vitest";
import { partners } from "../../content/partners.ts";
import { matchDeepLink } from "./deep-link.ts";
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
    const ferryIds = partners
      .filter((p) => p.category === "ferries")
      .map((p) => p.id)
      .sort();
    expect(
      r.actions
        .filter((a) => a.kind === "partner")
        .map((a) => a.id)
        .sort(),
    ).toEqual(ferryIds);
    expect(r.actions.find((a) => a.kind === "page")?.url).toBe("/en/ferries");
  });
  it("a route without a category word goes to the transport the data says: sea, air or land", () => {
    const top = (q: string, lang: "el" | "en" | "de") =>
      rank(understand(q, lang, NOW), q, lang, NOW).actions.find((a) => a.kind === "partner");
    // Hydra and Aegina have a ferry port and no airport: the pre-filled ferry link comes first.
    for (const [q, lang] of [
      ["how to get from Athens to Hydra", "en"],
      ["wie komme ich von Athen nach Hydra", "de"],
      ["από Αθήνα για Αίγινα", "el"],
    ] as const) {
      const t = top(q, lang);
      expect(t?.category, q).toBe("ferries");
      expect(t?.prefilled, q).toBe(true);
      expect(t?.carries, q).toEqual(["origin", "destination"]);
    }
    // A port-to-port route from a port without an airport is a ferry, even to an island with one.
    expect(top("Piraeus to Naxos", "en")?.category).toBe("ferries");
    // A city with an airport: flights; Delphi (no airport, no port): trains and buses.
    expect(top("Reise nach Rom zu dritt", "de")?.category).toBe("flights");
    expect(top("από Αθήνα για Δελφούς", "el")?.category).toBe("trains-buses");
  });
  it("the top flight result is pre-filled with a destination alone and carries the most of what was understood", () => {
    for (const [q, lang] of [
      ["Reise nach Rom zu dritt", "de"],
      ["flights to Rome", "en"],
      ["πτήσεις για Ρώμη", "el"],
    ] as const) {
      const ps = rank(understand(q, lang, NOW), q, lang, NOW).actions.filter((a) => a.kind === "partner");
      expect(ps[0]?.prefilled, q).toBe(true);
      expect(ps[0]?.carries, q).toContain("destination");
      expect(Math.max(...ps.map((a) => a.carries.length)), q).toBe(ps[0]?.carries.length);
      // A route-only page (Ryanair's flight select) is not filled without an origin.
      expect(ps.find((a) => a.id === "ryanair")?.prefilled, q).toBe(false);
    }
    // Carrying more outranks catalogue order: with an origin and a month, Skyscanner (month search) leads.
    const q = "πτήσεις Αθήνα Ρώμη τον Σεπτέμβριο";
    const ps = rank(understand(q, "el", NOW), q, "el", NOW).actions.filter((a) => a.kind === "partner");
    expect(ps[0]?.carries).toEqual(["origin", "destination", "dates"]);
  });
  it("tickets for a sight are a visit: the tours partner, pre-filled with the sight's city; never a ferry", () => {
    for (const [q, lang, city] of [
      ["εισιτήρια για Ακρόπολη", "el", "Athens"],
      ["tickets for the Colosseum", "en", "Rome"],
      ["Eintrittskarten Akropolis", "de", "Athens"],
    ] as const) {
      const t = rank(understand(q, lang, NOW), q, lang, NOW).actions.find((a) => a.kind === "partner");
      expect(t?.category, q).toBe("tours");
      expect(t?.prefilled, q).toBe(true);
      expect(t?.url, q).toContain(city);
    }
    // A hotel near a sight stays a hotel.
    expect(understand("ξενοδοχείο κοντά στην Ακρόπολη", "el", NOW)).toMatchObject({
      category: "hotels",
      place: "Athens",
    });
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
  it("a place alone offers its best categories first, never an empty page", () => {
    for (const [q, lang, head, also] of [
      ["Naxos august", "en", "hotels", "ferries"],
      ["Κένυα", "el", "flights", "esim"],
      ["Donau im Herbst", "de", "cruises", "tours"],
      ["kavos", "en", "hotels", "vacation-rentals"],
    ] as const) {
      const r = rank(understand(q, lang, NOW), q, lang, NOW);
      expect(r.category, q).toBe(head);
      const top = r.actions.find((a) => a.kind === "partner");
      expect(top?.category, q).toBe(head);
      expect(
        r.actions.some((a) => a.kind === "page" && a.category === also),
        q,
      ).toBe(true);
      expect(r.fallback, q).toBe(false);
    }
  });
  it("a route with no category word offers the inferred transport's partners, filled", () => {
    const r = rank(understand("Πειραιάς - Φολέγανδρος 10/8", "el", NOW), "Πειραιάς - Φολέγανδρος 10/8", "el", NOW);
    expect(r.intent).toMatchObject({ category: "ferries", inferred: true });
    expect(r.category).toBe("ferries");
    const top = r.actions.find((a) => a.kind === "partner");
    expect(top).toMatchObject({ category: "ferries", prefilled: true });
    expect(top?.carries).toEqual(expect.arrayContaining(["origin", "destination", "dates"]));
  });
});

describe("our own page leads when no partner link can carry the query", () => {
  const run = (
    q: string,
    lang: "el" | "en" | "de",
    guide?: (place: string) => { url: string; title: string } | undefined,
  ) => rank(understand(q, lang, NOW), q, lang, NOW, [], guide ? { guide } : {});
  it("ranks the category page above partners' bare home pages (camper vans, cruises, insurance, ski, gear, car rental)", () => {
    for (const [q, lang, category] of [
      ["ενοικίαση τροχόσπιτου στην Κρήτη", "el", "camper-vans"],
      ["Kreuzfahrt in der Ägäis im Juni", "de", "cruises"],
      ["travel insurance for Greece", "en", "insurance"],
      ["ski pass Parnassos", "en", "mountain-resorts"],
      ["ενοικίαση αυτοκινήτου στα Χανιά 10-15 Ιουλίου", "el", "car-rental"],
    ] as const) {
      const r = run(q, lang);
      expect(r.actions[0], q).toMatchObject({ kind: "page", category });
      expect(
        r.actions.filter((a) => a.kind === "partner" && a.prefilled),
        q,
      ).toEqual([]);
      expect(
        r.actions.some((a) => a.kind === "partner"),
        q,
      ).toBe(true);
    }
  });
  it("puts the place's destination guide first when the site has one, and only below a filled link", () => {
    const guide = (place: string) =>
      place === "Crete" ? { url: "/en/destinations/crete", title: "Crete" } : undefined;
    expect(run("camper van hire Crete", "en", guide).actions[0]).toMatchObject({
      kind: "page",
      url: "/en/destinations/crete",
    });
    expect(run("camper van hire Crete", "en", guide).actions[1]).toMatchObject({
      kind: "page",
      category: "camper-vans",
    });
    const hotels = run("hotel in Crete 3 nights from 10 July", "en", guide).actions;
    expect(hotels[0]).toMatchObject({ kind: "partner", prefilled: true });
    expect(hotels.some((a) => a.url === "/en/destinations/crete")).toBe(true);
    expect(run("camper van hire Rhodes", "en", guide).actions[0]).toMatchObject({
      kind: "page",
      category: "camper-vans",
    });
  });
  it("keeps a filled partner link first where the category has one", () => {
    expect(run("ferry to Corfu 10 July", "en").actions[0]).toMatchObject({
      kind: "partner",
      id: "ferryhopper",
      prefilled: true,
    });
    expect(run("esim για Ιταλία", "el").actions[0]).toMatchObject({ kind: "partner", prefilled: true });
  });
});

describe("a bike rental or ride where no bike-share partner serves the place", () => {
  const run = (q: string, lang: "el" | "en" | "de") => rank(understand(q, lang, NOW), q, lang, NOW);
  it("searches the activity on the tours partners, filled with the place, above the bike partner's home page", () => {
    for (const [q, lang, place] of [
      ["e-bike tour on Naxos", "en", "Naxos"],
      ["ενοικίαση ποδηλάτου στη Ρόδο", "el", "Rhodes"],
      ["Fahrrad mieten auf Kos", "de", "Kos"],
    ] as const) {
      const r = run(q, lang);
      expect(r.category, q).toBe("cycling");
      const top = r.actions[0]!;
      expect(top, q).toMatchObject({ kind: "partner", category: "tours", prefilled: true, carries: ["place"] });
      expect(new URL(top.url).searchParams.get(top.id === "viator" ? "text" : "q"), q).toBe(`${place} bike`);
      // The link /go/ accepts is an instance of the partner's own template.
      const partner = partners.find((p) => p.id === top.id)!;
      expect(matchDeepLink(partner.deepLink, top.url), q).toBe(top.url);
    }
  });
  it("keeps the bike-share partner first, and alone, where it serves the city", () => {
    const r = run("bike rental Amsterdam", "en");
    expect(r.actions[0]).toMatchObject({ kind: "partner", id: "donkey-republic", prefilled: true });
    expect(r.actions.some((a) => a.kind === "partner" && a.category === "tours")).toBe(false);
  });
  it("leaves a tours query's search as the place alone", () => {
    const top = run("tours in Naxos", "en").actions.find((a) => a.kind === "partner")!;
    expect(new URL(top.url).search).not.toContain("bike");
  });
});
