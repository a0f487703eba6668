import { describe, expect, it } from "vitest";
import { tripModel } from "~core/requests";
import { findPlace, readDay, understandTrip, sentenceOf, viewTrip, writeTrip } from "./engine.ts";
import {
  addStop,
  moveStop,
  removeStop,
  setBudget,
  setHome,
  setNights,
  setStart,
  setTransport,
  setTravellers,
} from "./model.ts";

const NOW = new Date(2026, 10, 27, 12);

describe("the trip page's engine", () => {
  it("reads a sentence into a model the API accepts, or nothing when it is a search", () => {
    const trip = understandTrip(
      "Athens to Naxos on 12 July for three nights, then Santorini for two nights, two of us",
      "en",
      NOW,
    )!;
    expect(trip).toEqual({
      stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Santorini", nights: 2 }],
      start: "2027-07-12",
      travellers: 2,
      returns: false,
    });
    expect(tripModel.safeParse(trip).success).toBe(true);
    expect(understandTrip("ferry to naxos", "en", NOW)).toBeUndefined();
    // A sentence of odd numbers still gives a model the API accepts.
    const big = understandTrip(
      "Athens to Naxos 200 nights then Paros 2 nights, 50 people, under 5000000 euros per night",
      "en",
      NOW,
    );
    expect(big && tripModel.safeParse(big).success).toBe(true);
  });

  it("shows legs then stays in time, with names in the page's language and filled partner links", () => {
    const trip = understandTrip("Αθήνα → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες, 2 άτομα", "el", NOW)!;
    const view = viewTrip(trip, "de", NOW);
    expect(view.names).toEqual(["Athen", "Naxos", "Santorin"]);
    expect(
      view.steps.map((s) =>
        s.kind === "leg"
          ? `${s.leg.from}→${s.leg.to} ${s.leg.date}`
          : `${s.stay.place} ${s.stay.checkin}/${s.stay.checkout}`,
      ),
    ).toEqual([
      "Athens→Naxos 2027-07-12",
      "Naxos 2027-07-12/2027-07-15",
      "Naxos→Santorini 2027-07-15",
      "Santorini 2027-07-15/2027-07-17",
    ]);
    const ferry = view.legs[0]!.ways[0]!;
    expect(ferry.category).toBe("ferries");
    expect(ferry.partners[0]!.deep).toContain("dates=20270712");
    const hotels = view.stays[0]!.ways.find((w) => w.category === "hotels")!;
    expect(hotels.partners.find((p) => p.id === "booking")!.deep).toContain(
      "checkin=2027-07-12&checkout=2027-07-15&group_adults=2",
    );
  });

  it("keeps a stay at the first stop when the sentence starts with one, and shows it before the first leg", () => {
    const trip = understandTrip("Rhodes 4 nights, then Kos 3 nights, from 1 July", "en", NOW)!;
    expect(trip.stops).toEqual([
      { place: "Rhodes", nights: 4 },
      { place: "Kos", nights: 3 },
    ]);
    const view = viewTrip(trip, "en", NOW);
    expect(
      view.steps.map((s) =>
        s.kind === "leg"
          ? `${s.leg.from}→${s.leg.to} ${s.leg.date}`
          : `${s.stay.place} ${s.stay.checkin}/${s.stay.checkout}`,
      ),
    ).toEqual(["Rhodes 2027-07-01/2027-07-05", "Rhodes→Kos 2027-07-05", "Kos 2027-07-05/2027-07-08"]);
    expect(view.stays[0]!.stop).toBe(0);
    // Its nights can be taken away: the first stop is then where the trip sets out from.
    expect(viewTrip(setNights(trip, 0, 0), "en", NOW).stays.map((s) => s.place)).toEqual(["Kos"]);
  });

  it("puts the chosen transport first and moves the dates when nights change", () => {
    const trip = understandTrip(
      "Athens to Naxos on 12 July for three nights, then Santorini for two nights",
      "en",
      NOW,
    )!;
    const flights = viewTrip(setTransport(trip, 1, "flights"), "en", NOW);
    expect(flights.legs[0]!.chosen).toBe("flights");
    expect(flights.legs[0]!.ways.map((w) => w.category)).toEqual(["flights", "ferries"]);
    const longer = viewTrip(setNights(trip, 1, 5), "en", NOW);
    expect(longer.legs[1]!.date).toBe("2027-07-17");
    expect(longer.stays[1]).toMatchObject({ checkin: "2027-07-17", checkout: "2027-07-19" });
  });

  it("shows a stay's live deals with their 'from' price", () => {
    const trip = understandTrip("Athens to Naxos 3 nights then Paros 2 nights", "en", NOW)!;
    const deals = [
      {
        id: "d1",
        title: "Naxos hotel 3 nights -30%",
        description: "",
        lang: "en" as const,
        category: "hotels" as const,
        url: "/go/deal.d1",
        priceFrom: 55,
      },
    ];
    const view = viewTrip(trip, "en", NOW, deals);
    expect(view.stays[0]!.deals).toEqual([
      { id: "d1", title: "Naxos hotel 3 nights -30%", url: "/go/deal.d1", priceFrom: 55 },
    ]);
    expect(view.stays[1]!.deals).toEqual([]);
  });

  it("finds a typed place to add, in any case form", () => {
    expect(findPlace("Πάρο", "el")).toBe("Paros");
    expect(findPlace("paros", "en")).toBe("Paros");
    expect(findPlace("Santorin", "de")).toBe("Santorini");
    expect(findPlace("xyzzy", "en")).toBeUndefined();
  });
});

describe("issue 37: the trip page's engine", () => {
  it("dates every leg from a day of coming back when no start is said, and holds that start in the model", () => {
    const trip = understandTrip(
      "Athens to Naxos 3 nights then Santorini 2 nights and back to Piraeus on 20 August",
      "en",
      NOW,
    )!;
    expect(trip.start).toBe("2027-08-15");
    expect(viewTrip(trip, "en", NOW).legs.map((l) => l.date)).toEqual(["2027-08-15", "2027-08-18", "2027-08-20"]);
    const later = understandTrip(
      "Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω Πειραιά 15 Αυγούστου 4 άτομα, budget 900€",
      "el",
      NOW,
    )!;
    expect(later).toMatchObject({
      start: "2027-08-15",
      travellers: 4,
      budget: { amount: 900, currency: "EUR", per: "total" },
    });
    expect(tripModel.safeParse(later).success).toBe(true);
  });

  it("shows the flight home as the last leg, from the last stop, filled with its day and travellers", () => {
    const trip = understandTrip(
      "Athens to Naxos on 12 July 3 nights then Santorini 2 nights then back to Athens and fly home, 2 people",
      "en",
      NOW,
    )!;
    expect(trip.home).toEqual({});
    expect(tripModel.safeParse(trip).success).toBe(true);
    const view = viewTrip(trip, "de", NOW);
    const home = view.legs.at(-1)!;
    expect(home).toMatchObject({
      stop: 4,
      from: "Athens",
      fromName: "Athen",
      home: true,
      date: "2027-07-17",
      chosen: "flights",
    });
    expect(home.to).toBeUndefined();
    expect(home.ways.map((w) => w.category)).toEqual(["flights"]);
    const filled = home.ways[0]!.partners.find((p) => p.deep)!;
    expect(filled.deep).toMatch(/ATH/);
    expect(filled.deep).toMatch(/2027-07-17|20270717|270717/);
    // Switched off, the trip ends at its last stop.
    expect(viewTrip(setHome(trip, false), "de", NOW).legs.at(-1)!.to).toBe("Athens");
  });

  it("names two places on one island a bus ride", () => {
    const view = viewTrip(understandTrip("Chania 2 nights, then Heraklion 3 nights", "en", NOW)!, "en", NOW);
    expect(view.legs[0]).toMatchObject({ sameIsland: true, chosen: "trains-buses" });
    expect(view.legs[0]!.ways.map((w) => w.category)).toEqual(["trains-buses", "car-rental"]);
  });

  it("reads a day written in words for the start field", () => {
    expect(readDay("15 Αυγούστου", "el", NOW)).toBe("2027-08-15");
    expect(readDay("3. Juli", "de", NOW)).toBe("2027-07-03");
    expect(readDay("next Friday", "en", NOW)).toBe("2026-12-04");
    expect(readDay("soon-ish", "en", NOW)).toBeUndefined();
  });

  it("writes an edited trip back as a sentence the grammar reads as that trip, in each language", () => {
    const read = (q: string, lang: "el" | "en" | "de") => understandTrip(q, lang, NOW)!;
    const edits = [
      (t: ReturnType<typeof read>) => setNights(t, 1, 5),
      (t: ReturnType<typeof read>) => setStart(t, "2027-09-01"),
      (t: ReturnType<typeof read>) => setTravellers(t, 3),
      (t: ReturnType<typeof read>) => setBudget(t, 1200, "person"),
      (t: ReturnType<typeof read>) => setHome(t, true),
      (t: ReturnType<typeof read>) => setTransport(t, 2, "flights"),
      (t: ReturnType<typeof read>) => addStop(t, "Paros", 2),
      (t: ReturnType<typeof read>) => moveStop(t, 1, 1),
      (t: ReturnType<typeof read>) => removeStop(t, 1),
    ];
    for (const [q, lang] of [
      ["Αθήνα → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω, 2 ενήλικες και 1 παιδί, budget 900€", "el"],
      [
        "Chania 2 nights, then Heraklion 3 nights, then Santorini 2 nights, back to Athens and fly home, 15 August, 2 people",
        "en",
      ],
      ["Von Thessaloniki nach Kavala 2 Nächte, dann Thassos 4 Nächte und zurück, zu dritt, 100 Euro pro Nacht", "de"],
    ] as const) {
      for (const [i, edit] of edits.entries()) {
        const trip = edit(read(q, lang));
        const sentence = sentenceOf(trip, lang, NOW);
        expect(sentence, `${lang} edit ${i}: ${writeTrip(trip, lang)}`).toBe(writeTrip(trip, lang));
        const back = read(sentence!, lang);
        expect(
          back.stops.map((s) => [s.place, s.nights ?? 0]),
          sentence,
        ).toEqual(trip.stops.map((s) => [s.place, s.nights ?? 0]));
        expect([back.start, back.travellers, back.children, back.budget, back.returns, !!back.home], sentence).toEqual([
          trip.start,
          trip.travellers,
          trip.children,
          trip.budget,
          trip.returns,
          !!trip.home,
        ]);
      }
    }
    expect(
      writeTrip(understandTrip("Piraeus to Naxos 3 nights then Paros 2 nights and back, 2 people", "en", NOW)!, "el"),
    ).toBe("Πειραιάς → Νάξος 3 νύχτες → Πάρος 2 νύχτες και πίσω Πειραιάς, 2 άτομα");
  });

  it("gives no sentence for a trip no sentence reads back as the same trip", () => {
    // A place whose name is an everyday word ("Velo") is a place only after a place word.
    const trip = { stops: [{ place: "Xanthi" }, { place: "Velo", nights: 2 }], returns: false };
    expect(sentenceOf(trip, "el", NOW)).toBeUndefined();
  });
});
