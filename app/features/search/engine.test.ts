import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { el } from "~/i18n/el.ts";
import { en } from "~/i18n/en.ts";
import { de } from "~/i18n/de.ts";
import { chipLabel } from "./chip-label.ts";
import { isTripQuery, runSearch, withoutChips } from "./engine.ts";

const NOW = new Date(2026, 4, 13, 12);
const i18n = i18next.createInstance();
await i18n.init({
  resources: { el: { translation: el }, en: { translation: en }, de: { translation: de } },
  lng: "el",
  initAsync: false,
  interpolation: { escapeValue: false },
});

describe("runSearch", () => {
  it("shows the intent as chips and the category's partners with filled deep links first", () => {
    const v = runSearch("ξενοδοχείο Νάξος 15-20 Αυγούστου για 2 κάτω από 50€", "el", [], NOW);
    expect(v.chips.map((c) => c.key)).toEqual(["category", "place", "budget", "dates", "travellers"]);
    expect(v.category?.id).toBe("hotels");
    expect(v.partners[0]).toMatchObject({
      id: "booking",
      filled: ["place", "budget", "dates", "travellers"],
      homeOnly: false,
    });
    expect(v.partners[0]!.deep).toBe(
      "https://www.booking.com/searchresults.html?ss=Naxos&checkin=2026-08-15&checkout=2026-08-20&group_adults=2&selected_currency=EUR&lang=el&nflt=price%3DEUR-min-50-1",
    );
    // The place's destination guide first among our own pages (decision 051), then the category page.
    expect(v.pages.map((p) => p.path)).toEqual(["/proorismoi/naxos", "/hotels"]);
    expect(v.fallback).toBe(false);
    expect(v.count).toBe(v.partners.length + v.pages.length + v.deals.length + v.text.length);
  });

  it("puts our own page first when no partner link can carry anything of the query, as rank orders it (issue 37)", () => {
    for (const [q, lang] of [
      ["ενοικίαση τροχόσπιτου στην Κρήτη τον Ιούλιο", "el"],
      ["travel insurance for a week in Greece", "en"],
      ["Wohnmobil mieten Kreta", "de"],
    ] as const) {
      const v = runSearch(q, lang, [], NOW);
      expect(v.ownFirst, q).toBe(true);
      expect(v.pages.length, q).toBeGreaterThan(0);
      expect(
        v.partners.every((p) => !p.deep),
        q,
      ).toBe(true);
    }
    // A partner that carries the query still leads.
    const flight = runSearch("πτήσεις Αθήνα Λονδίνο 15-20 Αυγούστου", "el", [], NOW);
    expect(flight.ownFirst).toBe(false);
    expect(flight.partners[0]!.deep).toBeDefined();
  });

  it("re-ranks without a removed chip, and ignores removals of chips the query does not have", () => {
    const v = runSearch("ξενοδοχείο Νάξος για 2", "el", ["travellers", "cheap"], NOW);
    expect(v.omitted).toEqual(["travellers"]);
    expect(v.chips.some((c) => c.key === "travellers")).toBe(true); // still listed, shown as removed
    expect(v.partners[0]!.deep).toBe(
      "https://www.booking.com/searchresults.html?ss=Naxos&selected_currency=EUR&lang=el",
    );
    const noPlace = runSearch("ξενοδοχείο Νάξος", "el", ["place"], NOW);
    expect(noPlace.partners.every((p) => p.deep === undefined)).toBe(true);
    // Pre-filled partners come first; a partner without a search URL says it opens its home page.
    const ferry = runSearch("πλοίο από Πειραιά για Νάξο τον Αύγουστο 3 άτομα", "el", [], NOW);
    expect(ferry.partners[0]!.deep).toBe("https://www.ferryhopper.com/el/booking/results?itinerary=PIR,JNX&pax=3");
    expect(ferry.partners.slice(1).every((p) => p.homeOnly && !p.deep)).toBe(true);
    const hotels = runSearch("ξενοδοχείο Νάξος", "el", [], NOW).partners;
    const firstHome = hotels.findIndex((p) => !p.deep);
    expect(firstHome).toBeGreaterThan(0);
    expect(hotels.slice(firstHome).every((p) => !p.deep)).toBe(true);
    expect(withoutChips({ category: "ferries", origin: "Piraeus", destination: "Naxos" }, ["route"])).toEqual({
      category: "ferries",
    });
  });

  it("offers the built-in deals that match, while they are valid", () => {
    const q = "ενοικίαση αυτοκινήτου";
    expect(runSearch(q, "el", [], new Date(2025, 4, 1)).deals).toEqual([
      expect.objectContaining({ title: "Έκπτωση 15% σε ενοικιάσεις αυτοκινήτων" }),
    ]);
    expect(runSearch(q, "el", [], NOW).deals).toEqual([]); // expired on 2025-06-30
    const before = new Date(2025, 4, 1);
    expect(runSearch("hotel in Athens", "en", [], before).deals.map((d) => d.title)).toEqual([
      "Έκπτωση 20% σε ξενοδοχεία Αθήνας",
    ]);
    expect(runSearch("hotel in Naxos", "en", [], before).deals).toEqual([]); // another place
    expect(runSearch("Flug nach Berlin", "de", [], before).deals.map((d) => d.title)).toEqual([
      "Δωρεάν WiFi σε όλες τις πτήσεις",
    ]);
  });

  it("names places in the page's language", () => {
    expect(runSearch("Zimmer auf Korfu", "de", [], NOW).chips).toContainEqual({ key: "place", name: "Korfu" });
    expect(runSearch("ferry from Piraeus to Naxos", "el", [], NOW).chips).toContainEqual({
      key: "route",
      from: "Πειραιάς",
      to: "Νάξος",
    });
  });

  it("falls back to full text, and finds nothing for gibberish", () => {
    const v = runSearch("skyscaner", "en", [], NOW);
    expect(v.fallback).toBe(true);
    expect(v.text[0]).toMatchObject({ kind: "partner", id: "skyscanner", goId: "skyscanner" });
    expect(runSearch("Σαντορίνη", "el", [], NOW).text).toContainEqual(
      expect.objectContaining({ kind: "place", goId: "island.santorini" }),
    );
    expect(runSearch("qwxyzz blorp", "de", [], NOW).count).toBe(0);
    expect(runSearch("   ", "el", [], NOW).count).toBe(0);
  });
});

describe("chip labels", () => {
  const label = (q: string, lang: "el" | "en" | "de") =>
    runSearch(q, lang, [], NOW).chips.map((c) => chipLabel(c, i18n.getFixedT(lang), lang, NOW).replace(/\u00a0/g, " "));
  it("reads like the spec's example in every language", () => {
    expect(label("ξενοδοχείο στην Κέρκυρα 30€ τη νύχτα τον Αύγουστο για 2", "el")).toEqual([
      "Ξενοδοχεία",
      "Κέρκυρα",
      "≤ 30 € / νύχτα",
      "Αύγουστος",
      "2 άτομα",
    ]);
    expect(label("hotel in Corfu under 30 euros in August for 2 people", "en")).toEqual([
      "Hotels",
      "Corfu",
      "≤ €30 / night",
      "August",
      "2 people",
    ]);
    expect(label("Hotel auf Korfu bis 30 Euro im August zu zweit", "de")).toEqual([
      "Hotels",
      "Korfu",
      "≤ 30 € / Nacht",
      "August",
      "2 Personen",
    ]);
    expect(label("cheap ferry from Piraeus to Naxos next weekend", "en")).toEqual([
      "Ferries & boats",
      "Piraeus → Naxos",
      "Budget",
      expect.stringMatching(/^Next weekend \(/),
    ]);
  });
  it("ranks the live deals it is given, by category and place, and opens them through their own link", () => {
    const live = [
      {
        id: "a",
        title: "Πλοίο για Νάξο -20%",
        description: "Με Ferryhopper.",
        lang: "el" as const,
        category: "ferries" as const,
        url: "/go/deal.a",
        priceFrom: 29,
      },
      {
        id: "b",
        title: "Hotels in Athens -15%",
        description: "City centre.",
        lang: "en" as const,
        category: "hotels" as const,
        url: "/go/deal.b",
      },
    ];
    const ferry = runSearch("ferry to naxos 20/8", "en", [], NOW, live);
    expect(ferry.deals).toEqual([
      {
        title: "Πλοίο για Νάξο -20%",
        description: "Με Ferryhopper.",
        url: "/go/deal.a",
        priceFrom: 29,
        favorite: { type: "deal", title: "Πλοίο για Νάξο -20%", description: "Με Ferryhopper.", data: { id: "a" } },
      },
    ]);
    const hotel = runSearch("ξενοδοχείο Αθήνα", "el", [], NOW, live);
    expect(hotel.deals.map((d) => d.url)).toEqual(["/go/deal.b"]);
    expect(runSearch("ξενοδοχείο Νάξος", "el", [], NOW, live).deals).toEqual([]);
  });
});

describe("favourites from the results (issue 37)", () => {
  it("every partner and deal shown can be saved, as the same favourite as its card on the catalogue and deals pages", async () => {
    const { partnerById } = await import("~content/partners.ts");
    const live = [
      {
        id: "7b0c1d2e-0000-4000-8000-000000000001",
        title: "Πλοίο για Νάξο -20%",
        description: "Με Ferryhopper.",
        lang: "el" as const,
        category: "ferries" as const,
        url: "/go/deal.x",
        expiresAt: "2026-06-30",
      },
    ];
    const v = runSearch("πλοίο Πειραιάς Νάξος 20/8", "el", [], NOW, live);
    expect(v.partners.length).toBeGreaterThan(0);
    for (const p of v.partners) {
      const partner = partnerById(p.id)!;
      // The catalogue's heart (app/features/catalogue/components/partner-views.tsx) saves exactly this.
      expect(p.favorite).toEqual({
        type: "partner",
        title: partner.name,
        description: partner.description.el,
        data: { id: partner.id, category: partner.category, url: partner.url },
      });
    }
    expect(v.deals.map((d) => d.favorite)).toEqual([
      {
        type: "deal",
        title: "Πλοίο για Νάξο -20%",
        description: "Με Ferryhopper.",
        data: { id: live[0]!.id, expires_at: "2026-06-30" },
      },
    ]);
    // Full-text hits too.
    const text = runSearch("Skyscanner", "en", [], NOW).text.find((t) => t.kind === "partner" && t.id === "skyscanner");
    expect(text?.favorite).toMatchObject({ type: "partner", title: "Skyscanner", data: { id: "skyscanner" } });
  });
});

describe("isTripQuery", () => {
  it("is true for three stops or two with nights, false for one search", () => {
    expect(isTripQuery("Πειραιάς → Νάξος → Πάρος", "el", NOW)).toBe(true);
    expect(isTripQuery("Piraeus to Naxos 3 nights then Paros", "en", NOW)).toBe(true);
    expect(isTripQuery("Piraeus to Naxos 3 nights", "en", NOW)).toBe(true);
    expect(isTripQuery("ferry Piraeus to Naxos 20/8", "en", NOW)).toBe(false);
    expect(isTripQuery("Zimmer auf Korfu bis 30 Euro", "de", NOW)).toBe(false);
  });

  it("offers a place's guide first among our own pages: the place alone, or with «τι να δω» / «what to see»", () => {
    expect(runSearch("Νάξος", "el").pages[0]?.path).toBe("/proorismoi/naxos");
    expect(runSearch("Νάξος τι να δω", "el").pages[0]?.path).toBe("/proorismoi/naxos");
    expect(runSearch("naxos what to see", "en").pages[0]?.path).toBe("/en/destinations/naxos");
    expect(runSearch("Korfu", "de").pages[0]?.path).toBe("/de/destinations/corfu");
    // A sight has no guide of its own.
    expect(runSearch("Κνωσός", "el").pages.some((p) => p.path.startsWith("/proorismoi/"))).toBe(false);
  });
});
