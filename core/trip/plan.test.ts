import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../content/types.ts";
import { loadAirportRows } from "../../scripts/gen-airport-codes.ts";
import { renderAirportPositions } from "../../scripts/gen-trip-airports.ts";
import { connected } from "../ferries/ferries.ts";
import { gazetteer } from "../search/gazetteer.ts";
import { airportKm, DRIVE_KM, ferryJoins, islandOf, legTransports, MIN_FLIGHT_KM, planTrip } from "./plan.ts";
import { understandTrip } from "./read.ts";

const NOW = new Date(2026, 4, 13, 12);
const trip = (q: string, lang: Lang) => understandTrip(q, lang, NOW);
const legsOf = (q: string, lang: "el" | "en" | "de") =>
  planTrip(understandTrip(q, lang, NOW)!).legs.map((l) => [l.from, l.to, l.transport, ...l.alternatives]);

describe("issue 37: every leg is one a traveller can take", () => {
  it("makes two places on one island a bus or a rented car, never a flight or a ferry", () => {
    for (const [a, b] of [
      ["Chania", "Heraklion"],
      ["Heraklion", "Agios Nikolaos"],
      ["Rethymno", "Chania"],
      ["Fira", "Oia"],
      ["Lindos", "Rhodes"],
      ["Argostoli", "Sami"],
    ]) {
      expect(legTransports(a!, b!), `${a} → ${b}`).toEqual(["trains-buses", "car-rental"]);
    }
    // Said in a sentence, in each language.
    expect(legsOf("Χανιά 3 νύχτες, μετά Ηράκλειο 2 νύχτες", "el")).toEqual([
      ["Chania", "Heraklion", "trains-buses", "car-rental"],
    ]);
    expect(legsOf("Chania 3 nights, then Heraklion 2 nights", "en")).toEqual([
      ["Chania", "Heraklion", "trains-buses", "car-rental"],
    ]);
    expect(
      legsOf("Rundreise Kreta: Chania 3 Nächte, dann Rethymno 2 Nächte, dann Agios Nikolaos 2 Nächte", "de"),
    ).toEqual([
      ["Chania", "Rethymno", "trains-buses", "car-rental"],
      ["Rethymno", "Agios Nikolaos", "trains-buses", "car-rental"],
    ]);
  });

  it("offers a ferry only between two places the ferry table joins, across the sea", () => {
    for (const [a, b] of [
      ["Piraeus", "Naxos"],
      ["Naxos", "Santorini"],
      ["Heraklion", "Santorini"],
      ["Rafina", "Andros"],
      ["Igoumenitsa", "Corfu"],
      ["Kyllini", "Zakynthos"],
      ["Volos", "Skiathos"],
      ["Patras", "Ancona"],
      ["Kos", "Bodrum"],
    ]) {
      expect(connected(a!, b!), `${a} – ${b} in the table`).toBe(true);
      expect(legTransports(a!, b!)[0], `${a} → ${b}`).toBe("ferries");
    }
    // No ferry joins these two directly: no ferry is offered (and no flight between two islands).
    for (const [a, b] of [
      ["Rhodes", "Corfu"],
      ["Corfu", "Zakynthos"],
      ["Mykonos", "Skiathos"],
    ]) {
      expect(connected(a!, b!), `${a} – ${b}`).toBe(false);
      expect(legTransports(a!, b!), `${a} → ${b}`).toEqual([]);
    }
    // Two mainland ports of one country are a trip by land, whatever sails between them.
    expect(ferryJoins("Athens", "Thessaloniki")).toBe(false);
    expect(legTransports("Piraeus", "Patras")).not.toContain("ferries");
  });

  it("offers no flight for a few hours' drive or a short crossing, and keeps it where it is a way", () => {
    expect(airportKm("Thessaloniki", "Kavala")!).toBeLessThan(DRIVE_KM);
    expect(legTransports("Thessaloniki", "Kavala")).toEqual(["trains-buses", "car-rental"]);
    expect(legTransports("Athens", "Kalamata")).toEqual(["trains-buses", "car-rental"]);
    expect(legTransports("Munich", "Salzburg")).toEqual(["trains-buses"]);
    expect(legTransports("Vienna", "Budapest")).toEqual(["trains-buses"]);
    expect(airportKm("Kos", "Bodrum")!).toBeLessThan(MIN_FLIGHT_KM);
    expect(legTransports("Kos", "Bodrum")).toEqual(["ferries"]);
    // Far enough to fly.
    expect(legTransports("Athens", "Thessaloniki")).toEqual(["trains-buses", "flights", "car-rental"]);
    expect(legTransports("Athens", "Naxos")).toEqual(["ferries", "flights"]);
    expect(legTransports("Athens", "Berlin")).toEqual(["flights"]);
    expect(legTransports("London", "Athens")).toEqual(["flights"]);
  });

  it("reads an island for every town the gazetteer places on one, and none on the mainland", () => {
    expect(islandOf("Chania")).toBe("Crete");
    expect(islandOf("Katapola")).toBe("Amorgos");
    expect(islandOf("Thessaloniki")).toBeUndefined();
    expect(islandOf("Athens")).toBeUndefined();
    // Never a way between two towns of one island but by road, over the whole gazetteer's islands.
    const byIsland = new Map<string, string[]>();
    for (const record of gazetteer()) {
      const island = record.place.kind === "gr-city" ? islandOf(record.place.name) : undefined;
      if (island) byIsland.set(island, [...(byIsland.get(island) ?? []), record.place.name]);
    }
    expect(byIsland.get("Crete")?.length).toBeGreaterThan(20);
    for (const [island, towns] of byIsland) {
      for (const town of towns.slice(0, 4))
        expect(legTransports(town, island), `${town} → ${island}`).toEqual(["trains-buses", "car-rental"]);
    }
  });

  it("keeps core/trip/airport-positions.generated.ts as the OpenFlights data gives it (npx tsx scripts/gen-trip-airports.ts)", () => {
    const committed = readFileSync(new URL("./airport-positions.generated.ts", import.meta.url), "utf8");
    expect(committed).toBe(
      renderAirportPositions(loadAirportRows() as unknown as Parameters<typeof renderAirportPositions>[0]),
    );
  });
});

describe("planTrip: legs and stays with cascading dates", () => {
  it("starts each stay the day its leg arrives and each next leg the day the stay ends", () => {
    const plan = planTrip(
      trip("Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us", "en")!,
    );
    expect(plan.legs.map((l) => [l.from, l.to, l.date])).toEqual([
      ["Athens", "Naxos", "2026-07-12"],
      ["Naxos", "Santorini", "2026-07-15"],
      ["Santorini", "Athens", "2026-07-17"],
    ]);
    expect(plan.stays).toEqual([
      { place: "Naxos", nights: 3, checkin: "2026-07-12", checkout: "2026-07-15" },
      { place: "Santorini", nights: 2, checkin: "2026-07-15", checkout: "2026-07-17" },
    ]);
    expect(plan.end).toBe("2026-07-17");
  });
  it("crosses a month end and leaves dates out when no start is written", () => {
    const plan = planTrip(trip("Πειραιάς → Πάρος 30/7 4 νύχτες → Νάξος 3 νύχτες", "el")!);
    expect(plan.stays.map((s) => [s.checkin, s.checkout])).toEqual([
      ["2026-07-30", "2026-08-03"],
      ["2026-08-03", "2026-08-06"],
    ]);
    const undated = planTrip(trip("Piraeus to Paros 4 nights then Naxos 3 nights", "en")!);
    expect(undated.legs.every((l) => l.date === undefined)).toBe(true);
    expect(undated.stays).toEqual([
      { place: "Paros", nights: 4 },
      { place: "Naxos", nights: 3 },
    ]);
  });
  it("gives the first stop a stay from the start day when it has nights", () => {
    const plan = planTrip(trip("Rhodes 4 nights, then Kos 3 nights, from 1 July", "en")!);
    expect(plan.stays).toEqual([
      { place: "Rhodes", nights: 4, checkin: "2026-07-01", checkout: "2026-07-05" },
      { place: "Kos", nights: 3, checkin: "2026-07-05", checkout: "2026-07-08" },
    ]);
    expect(plan.legs.map((l) => [l.from, l.to, l.date])).toEqual([["Rhodes", "Kos", "2026-07-05"]]);
  });
  it("takes each leg's transport from the data, the usual one first and the others one tap away", () => {
    expect(legTransports("Piraeus", "Naxos")).toEqual(["ferries"]);
    expect(legTransports("Athens", "Naxos")).toEqual(["ferries", "flights"]);
    // Two islands with airports are still a boat apart.
    expect(legTransports("Naxos", "Santorini")).toEqual(["ferries"]);
    expect(legTransports("Athens", "Thessaloniki")[0]).toBe("trains-buses");
    expect(legTransports("Athens", "Thessaloniki")).toContain("flights");
    expect(legTransports("Athens", "Berlin")).toEqual(["flights"]);
    expect(legTransports("Patras", "Ancona")[0]).toBe("ferries");
  });
});
