import { describe, expect, it } from "vitest";
import { partnerById } from "../../content/partners.ts";
import { loadDonkeySystems, renderBikeCities } from "../../scripts/gen-bike-cities.ts";
import { renderStationPlaces } from "../../scripts/gen-station-places.ts";
import { BIKE_CITIES } from "./bike-cities.generated.ts";
import { deriveBikeCities } from "./bike-cities.ts";
import { fillDeepLink, matchDeepLink } from "./deep-link.ts";
import { FERRY_PORTS, ferryPortCode } from "./ferry-ports.ts";
import { gazetteer } from "./gazetteer.ts";
import { STATION_PLACES } from "./station-places.generated.ts";
import { islandOf, routeTransport } from "./transport.ts";
import { understand } from "./understand.ts";
import { deriveStationPlaces, type StationRow } from "./stations.ts";

// Greek towns of the gazetteer that have a passenger ferry port.
const PORT_TOWNS = [
  "Piraeus",
  "Rafina",
  "Lavrio",
  "Patras",
  "Igoumenitsa",
  "Volos",
  "Kavala",
  "Alexandroupoli",
  "Heraklion",
  "Chania",
  "Rethymno",
  "Kyllini",
  "Porto Heli",
];

describe("ferry ports of gazetteer places (ferry-ports.ts)", () => {
  it("list every island and every port town, with a Ferryhopper code or an explicit null", () => {
    const places = new Set(gazetteer().map((g) => g.place.name));
    for (const g of gazetteer())
      if (g.place.kind === "island") expect(FERRY_PORTS, g.place.name).toHaveProperty([g.place.name]);
    for (const town of PORT_TOWNS) expect(FERRY_PORTS, town).toHaveProperty([town]);
    for (const name of Object.keys(FERRY_PORTS)) expect(places.has(name), name).toBe(true);
  });
  it("give Ferryhopper's codes, the main island ports included, from the one ferry table", () => {
    for (const [name, p] of Object.entries(FERRY_PORTS))
      if (p.code !== null) expect(p.code, name).toMatch(/^[A-Z]{3,5}$/);
    expect(ferryPortCode("Piraeus")).toBe("PIR");
    expect(ferryPortCode("Naxos")).toBe("JNX");
    expect(ferryPortCode("Santorini")).toBe("JTR");
    expect(ferryPortCode("Crete")).toBe("HER");
    expect(ferryPortCode("Corfu")).toBe("CFU");
    expect(ferryPortCode("Patras")).toBe("GRA");
    expect(ferryPortCode("Lefkada")).toBe("VAS");
    for (const place of [
      "Igoumenitsa",
      "Kyllini",
      "Volos",
      "Zakynthos",
      "Skiathos",
      "Andros",
      "Ancona",
      "Bari",
      "Bodrum",
    ])
      expect(ferryPortCode(place), place).toBeDefined();
    for (const place of ["Thassos", "Antipaxos", "Meganisi", "Salamina"])
      expect(FERRY_PORTS[place], place).toEqual({ code: null });
    const coded = Object.values(FERRY_PORTS).filter((p) => p.code).length;
    expect(coded).toBeGreaterThanOrEqual(100);
  });
  it("fill Ferryhopper's link for every pair of coded ports, and /go/ accepts each", () => {
    const deep = partnerById("ferryhopper")!.deepLink;
    expect(
      matchDeepLink(
        deep,
        "https://www.ferryhopper.com/en/booking/results?itinerary=PIR,JNX,JNX,PIR&dates=20260820,20260827&pax=2",
      ),
    ).toBeDefined();
    const codes = [...new Set(Object.values(FERRY_PORTS).flatMap((p) => (p.code ? [p.code] : [])))];
    for (const a of codes.slice(0, 12)) {
      for (const b of codes) {
        const f = fillDeepLink(deep, {
          originPort: a,
          destinationPort: b,
          departCompact: "20260820",
          people: "3",
          lang: "en",
        });
        expect(f?.url).toBe(`https://www.ferryhopper.com/en/booking/results?itinerary=${a},${b}&dates=20260820&pax=3`);
        expect(matchDeepLink(deep, f!.url)).toBe(f!.url);
      }
    }
  });
});

describe("rail and bus stations of gazetteer places (Trainline stations data)", () => {
  const rows: StationRow[] = [
    { id: "1", name: "Wien", country: "AT", is_city: true, is_suggestable: true, "info:en": "Vienna" },
    { id: "2", name: "Wien Hbf", country: "AT", is_main_station: true, is_suggestable: true, parent_station_id: "1" },
    { id: "3", name: "Serres", country: "FR", is_city: true, is_suggestable: true },
    { id: "4", name: "Serres", country: "GR", is_city: true, is_suggestable: true },
    { id: "5", name: "Naxos", country: "IT", is_city: true, is_suggestable: false },
    {
      id: "6",
      name: "München Hbf",
      country: "DE",
      is_main_station: true,
      is_suggestable: true,
      parent_station_id: "9",
    },
  ];
  it("match city rows by name, English name or German name; Greek towns only Greek rows; unsuggestable rows never", () => {
    const d = deriveStationPlaces(rows);
    expect(d["Vienna"]).toEqual({ id: "1", name: "Wien", country: "AT" });
    expect(d["Serres"]?.country).toBe("GR");
    expect(d["Munich"]).toEqual({ id: "6", name: "München Hbf", country: "DE" });
    expect(d["Naxos"]).toBeUndefined();
    expect(renderStationPlaces(d)).toContain('"Vienna": {"id":"1","name":"Wien","country":"AT"}');
  });
  it("the generated file knows the main European cities and Greek rail towns, and no island", () => {
    for (const c of [
      "Athens",
      "Thessaloniki",
      "Vienna",
      "Munich",
      "Berlin",
      "Prague",
      "Sofia",
      "Paris",
      "Larissa",
      "Patras",
    ])
      expect(STATION_PLACES, c).toHaveProperty([c]);
    const islands = new Set(
      gazetteer()
        .filter((g) => g.place.kind === "island")
        .map((g) => g.place.name),
    );
    for (const name of Object.keys(STATION_PLACES)) expect(islands.has(name), name).toBe(false);
    expect(STATION_PLACES["Serres"]?.country).toBe("GR");
  });
});

describe("Donkey Republic cities (MobilityData GBFS systems list)", () => {
  it("are exactly what the committed extract gives (regenerate with scripts/gen-bike-cities.ts)", () => {
    const derived = deriveBikeCities(loadDonkeySystems());
    expect(BIKE_CITIES).toEqual(derived);
    expect(renderBikeCities(derived)).toContain('"Amsterdam": "amsterdam"');
    expect(BIKE_CITIES["Thessaloniki"]).toBeUndefined();
  });
});

describe("the transport of a route between any two places of the gazetteer (transport.ts)", () => {
  it("never fails, also for a town served by an island without an airport (Katapola, Nydri)", () => {
    const names = gazetteer().map((r) => r.place.name);
    const failed = names.filter((name) => {
      try {
        routeTransport(name, "Athens");
        routeTransport("Piraeus", name);
        return false;
      } catch {
        return true;
      }
    });
    expect(failed).toEqual([]);
  });
});

describe("two places on one island (transport.ts)", () => {
  it("are a trip by road, by its towns, villages and ports, while a ferry still joins two islands", () => {
    expect(islandOf("Elounda")).toBe("Crete");
    expect(islandOf("Sami")).toBe("Kefalonia");
    expect(islandOf("Kassiopi")).toBe("Corfu");
    expect(islandOf("Volos")).toBeUndefined();
    for (const [a, b] of [
      ["Chania", "Heraklion"],
      ["Chania", "Kissamos"],
      ["Sami", "Argostoli"],
      ["Fira", "Oia"],
      ["Lindos", "Rhodes"],
    ])
      expect(routeTransport(a!, b!), `${a} – ${b}`).toBe("trains-buses");
    expect(understand("Χανιά - Ηράκλειο 12/8", "el", new Date(2026, 4, 13))).toMatchObject({
      category: "trains-buses",
      inferred: true,
    });
    expect(routeTransport("Kefalonia", "Ithaca")).toBe("ferries");
    expect(routeTransport("Piraeus", "Naxos")).toBe("ferries");
  });
});
