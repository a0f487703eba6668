import { describe, expect, it } from "vitest";
import { tripModel } from "~core/requests";
import { findPlace, readTrip, viewTrip } from "./engine.ts";
import { setNights, setTransport } from "./model.ts";

const NOW = new Date(2026, 10, 27, 12);

describe("the trip page's engine", () => {
  it("reads a sentence into a model the API accepts, or nothing when it is a search", () => {
    const trip = readTrip("Athens to Naxos on 12 July for three nights, then Santorini for two nights, two of us", "en", NOW)!;
    expect(trip).toEqual({ stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Santorini", nights: 2 }], start: "2027-07-12", travellers: 2, returns: false });
    expect(tripModel.safeParse(trip).success).toBe(true);
    expect(readTrip("ferry to naxos", "en", NOW)).toBeUndefined();
    // A sentence of odd numbers still gives a model the API accepts.
    const big = readTrip("Athens to Naxos 200 nights then Paros 2 nights, 50 people, under 5000000 euros per night", "en", NOW);
    expect(big && tripModel.safeParse(big).success).toBe(true);
  });

  it("shows legs then stays in time, with names in the page's language and filled partner links", () => {
    const trip = readTrip("Αθήνα → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες, 2 άτομα", "el", NOW)!;
    const view = viewTrip(trip, "de", NOW);
    expect(view.names).toEqual(["Athen", "Naxos", "Santorin"]);
    expect(view.steps.map((s) => (s.kind === "leg" ? `${s.leg.from}→${s.leg.to} ${s.leg.date}` : `${s.stay.place} ${s.stay.checkin}/${s.stay.checkout}`))).toEqual([
      "Athens→Naxos 2027-07-12",
      "Naxos 2027-07-12/2027-07-15",
      "Naxos→Santorini 2027-07-15",
      "Santorini 2027-07-15/2027-07-17",
    ]);
    const ferry = view.legs[0]!.ways[0]!;
    expect(ferry.category).toBe("ferries");
    expect(ferry.partners[0]!.deep).toContain("dates=20270712");
    const hotels = view.stays[0]!.ways.find((w) => w.category === "hotels")!;
    expect(hotels.partners.find((p) => p.id === "booking")!.deep).toContain("checkin=2027-07-12&checkout=2027-07-15&group_adults=2");
  });

  it("keeps a stay at the first stop when the sentence starts with one, and shows it before the first leg", () => {
    const trip = readTrip("Rhodes 4 nights, then Kos 3 nights, from 1 July", "en", NOW)!;
    expect(trip.stops).toEqual([{ place: "Rhodes", nights: 4 }, { place: "Kos", nights: 3 }]);
    const view = viewTrip(trip, "en", NOW);
    expect(view.steps.map((s) => (s.kind === "leg" ? `${s.leg.from}→${s.leg.to} ${s.leg.date}` : `${s.stay.place} ${s.stay.checkin}/${s.stay.checkout}`))).toEqual([
      "Rhodes 2027-07-01/2027-07-05",
      "Rhodes→Kos 2027-07-05",
      "Kos 2027-07-05/2027-07-08",
    ]);
    expect(view.stays[0]!.stop).toBe(0);
    // Its nights can be taken away: the first stop is then where the trip sets out from.
    expect(viewTrip(setNights(trip, 0, 0), "en", NOW).stays.map((s) => s.place)).toEqual(["Kos"]);
  });

  it("puts the chosen transport first and moves the dates when nights change", () => {
    const trip = readTrip("Athens to Naxos on 12 July for three nights, then Santorini for two nights", "en", NOW)!;
    const flights = viewTrip(setTransport(trip, 1, "flights"), "en", NOW);
    expect(flights.legs[0]!.chosen).toBe("flights");
    expect(flights.legs[0]!.ways.map((w) => w.category)).toEqual(["flights", "ferries"]);
    const longer = viewTrip(setNights(trip, 1, 5), "en", NOW);
    expect(longer.legs[1]!.date).toBe("2027-07-17");
    expect(longer.stays[1]).toMatchObject({ checkin: "2027-07-17", checkout: "2027-07-19" });
  });

  it("shows a stay's live deals with their 'from' price", () => {
    const trip = readTrip("Athens to Naxos 3 nights then Paros 2 nights", "en", NOW)!;
    const deals = [{ id: "d1", title: "Naxos hotel 3 nights -30%", description: "", lang: "en" as const, category: "hotels" as const, url: "/go/deal.d1", priceFrom: 55 }];
    const view = viewTrip(trip, "en", NOW, deals);
    expect(view.stays[0]!.deals).toEqual([{ id: "d1", title: "Naxos hotel 3 nights -30%", url: "/go/deal.d1", priceFrom: 55 }]);
    expect(view.stays[1]!.deals).toEqual([]);
  });

  it("finds a typed place to add, in any case form", () => {
    expect(findPlace("Πάρο", "el")).toBe("Paros");
    expect(findPlace("paros", "en")).toBe("Paros");
    expect(findPlace("Santorin", "de")).toBe("Santorini");
    expect(findPlace("xyzzy", "en")).toBeUndefined();
  });
});
