import { describe, expect, it } from "vitest";
import type { Lang } from "../../content/types.ts";
import { legTransports, linkTrip, planTrip, understandTrip } from "./trip.ts";

const NOW = new Date(2026, 4, 13, 12); // Wednesday 13 May 2026
const trip = (q: string, lang: Lang) => understandTrip(q, lang, NOW);
const stops = (q: string, lang: Lang) => trip(q, lang)?.stops.map((s) => (s.nights ? `${s.place} ${s.nights}` : s.place));

describe("the trip grammar: stops and what joins them", () => {
  it("cuts at then / μετά / dann, arrows, semicolons and commas, in el, Greeklish, en and de", () => {
    expect(stops("Athens to Naxos then Paros then Milos", "en")).toEqual(["Athens", "Naxos", "Paros", "Milos"]);
    expect(stops("and then" + " Naxos", "en")).toBeUndefined();
    expect(stops("Πειραιάς → Σίφνος → Μήλος", "el")).toEqual(["Piraeus", "Sifnos", "Milos"]);
    expect(stops("από Πειραιά σε Νάξο και μετά Αμοργό", "el")).toEqual(["Piraeus", "Naxos", "Amorgos"]);
    expect(stops("apo peiraia gia tino meta mykono", "el")).toEqual(["Piraeus", "Tinos", "Mykonos"]);
    expect(stops("ab Athen nach Kreta, dann Santorin; danach Mykonos", "de")).toEqual(["Athens", "Crete", "Santorini", "Mykonos"]);
    expect(stops("Thessaloniki -> Kavala -> Thassos", "en")).toEqual(["Thessaloniki", "Kavala", "Thassos"]);
  });
  it("is no trip when the sentence names fewer than two places (a search)", () => {
    expect(trip("ferry naxos 20/8", "en")).toBeUndefined();
    expect(trip("ξενοδοχείο στη Νάξο 3 νύχτες", "el")).toBeUndefined();
  });
  it("returns to the start on 'and back', 'και πίσω', 'zurück', 'back to X'", () => {
    expect(stops("Athens to Naxos then Paros and back", "en")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
    expect(stops("Πειραιάς → Νάξος → Πάρος και πίσω", "el")).toEqual(["Piraeus", "Naxos", "Paros", "Piraeus"]);
    expect(stops("ab Athen nach Naxos, dann Paros und zurück", "de")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
    expect(stops("Athens to Naxos, then Paros, then back to Athens", "en")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
    expect(trip("Athens to Naxos then Paros", "en")?.returns).toBe(false);
  });
});

describe("the trip grammar: nights, dates, people, budget", () => {
  it("gives each stop its nights, written before or after the place, in each language", () => {
    expect(stops("Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες", "el")).toEqual(["Athens", "Naxos 3", "Santorini 2"]);
    expect(stops("apo peiraia gia paro 4 vradia meta naxo 3 vradia", "el")).toEqual(["Piraeus", "Paros 4", "Naxos 3"]);
    expect(stops("Athens to Naxos for three nights, then Santorini for 2 nights", "en")).toEqual(["Athens", "Naxos 3", "Santorini 2"]);
    expect(stops("ab Athen nach Naxos, 3 Nächte, dann 2 Nächte Santorin", "de")).toEqual(["Athens", "Naxos 3", "Santorini 2"]);
  });
  it("reads 'for two' after a stop as nights when the people are counted elsewhere, as people otherwise", () => {
    const t = trip("Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us", "en");
    expect(t?.stops).toEqual([{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Santorini", nights: 2 }, { place: "Athens" }]);
    expect(t?.travellers).toBe(2);
    expect(trip("Athens to Naxos 3 nights then Paros 2 nights for 4", "en")?.travellers).toBe(4);
  });
  it("reads the start date, the travellers with children, and a budget wherever they are written", () => {
    const el = trip("12/7 Πειραιάς → Νάξος 3 νύχτες μετά Πάρος 2 νύχτες, 2 ενήλικες και 1 παιδί, μέχρι 80€ τη βραδιά", "el");
    expect(el).toMatchObject({ start: "2026-07-12", travellers: 3, children: 1, budget: { amount: 80, currency: "EUR", per: "night" } });
    const de = trip("ab Athen nach Kreta am 3.8., 5 Nächte, dann Rhodos 4 Nächte, zu dritt", "de");
    expect(de).toMatchObject({ start: "2026-08-03", travellers: 3 });
  });
});

describe("planTrip: legs and stays with cascading dates", () => {
  it("starts each stay the day its leg arrives and each next leg the day the stay ends", () => {
    const plan = planTrip(trip("Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us", "en")!);
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

describe("linkTrip: every leg and stay one tap from a filled partner page", () => {
  const sentence = "Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us";
  it("fills each leg's partners with its ends, day and travellers, the usual transport first, in the visitor's language", () => {
    const t = trip(sentence, "de")!;
    const { legs } = linkTrip(t, planTrip(t), "de", NOW);
    expect(legs.map((l) => l.options.map((o) => o.category))).toEqual([["ferries", "flights"], ["ferries"], ["ferries", "flights"]]);
    const ferry = legs[1]!.options[0]!.actions[0]!;
    expect(ferry).toMatchObject({ id: "ferryhopper", prefilled: true });
    expect(ferry.carries).toEqual(expect.arrayContaining(["origin", "destination", "dates", "travellers"]));
    expect(ferry.url).toContain("dates=20260715");
    expect(ferry.url).toContain("/de/");
    const flight = legs[2]!.options[1]!.actions[0]!;
    expect(flight.url).toContain("/jtr/ath/260717/");
    expect(flight.url).toContain("adultsv2=2");
  });
  it("fills each stay's hotel and rental partners with check-in, check-out and guests, and lists the place's live deals", () => {
    const t = trip("Πειραιάς → Νάξος 12/7 3 νύχτες → Πάρος 2 νύχτες, 2 ενήλικες και 1 παιδί", "el")!;
    const deals = [
      { id: "d1", title: "Ξενοδοχείο στη Νάξο -20%", description: "", lang: "el" as const, category: "hotels" as const, url: "/go/d1" },
      { id: "d2", title: "Ξενοδοχείο στη Ρόδο -30%", description: "", lang: "el" as const, category: "hotels" as const, url: "/go/d2" },
    ];
    const { stays } = linkTrip(t, planTrip(t), "el", NOW, deals);
    const booking = stays[0]!.options.find((o) => o.category === "hotels")!.actions[0]!;
    expect(booking.url).toContain("checkin=2026-07-12&checkout=2026-07-15");
    expect(booking.url).toContain("group_adults=2&group_children=1");
    const rental = stays[1]!.options.find((o) => o.category === "vacation-rentals")!.actions[0]!;
    expect(rental.url).toContain("checkin=2026-07-15&checkout=2026-07-17");
    expect(stays[0]!.deals.map((d) => d.id)).toEqual(["d1"]);
    expect(stays[1]!.deals).toEqual([]);
  });
});
