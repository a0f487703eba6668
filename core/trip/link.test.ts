import { describe, expect, it } from "vitest";
import type { Lang } from "../../content/types.ts";
import { linkTrip } from "./link.ts";
import { planTrip } from "./plan.ts";
import { understandTrip } from "./read.ts";

const NOW = new Date(2026, 4, 13, 12); // Wednesday 13 May 2026
const trip = (q: string, lang: Lang) => understandTrip(q, lang, NOW);

describe("linkTrip: every leg and stay one tap from a filled partner page", () => {
  const sentence = "Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us";
  it("fills each leg's partners with its ends, day and travellers, the usual transport first, in the visitor's language", () => {
    const planned = trip(sentence, "de")!;
    const { legs } = linkTrip(planned, planTrip(planned), "de", NOW);
    expect(legs.map((l) => l.options.map((o) => o.category))).toEqual([
      ["ferries", "flights"],
      ["ferries"],
      ["ferries", "flights"],
    ]);
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
    const planned = trip("Πειραιάς → Νάξος 12/7 3 νύχτες → Πάρος 2 νύχτες, 2 ενήλικες και 1 παιδί", "el")!;
    const deals = [
      {
        id: "d1",
        title: "Ξενοδοχείο στη Νάξο -20%",
        description: "",
        lang: "el" as const,
        category: "hotels" as const,
        url: "/go/d1",
      },
      {
        id: "d2",
        title: "Ξενοδοχείο στη Ρόδο -30%",
        description: "",
        lang: "el" as const,
        category: "hotels" as const,
        url: "/go/d2",
      },
    ];
    const { stays } = linkTrip(planned, planTrip(planned), "el", NOW, deals);
    const booking = stays[0]!.options.find((o) => o.category === "hotels")!.actions[0]!;
    expect(booking.url).toContain("checkin=2026-07-12&checkout=2026-07-15");
    expect(booking.url).toContain("group_adults=2&group_children=1");
    const rental = stays[1]!.options.find((o) => o.category === "vacation-rentals")!.actions[0]!;
    expect(rental.url).toContain("checkin=2026-07-15&checkout=2026-07-17");
    expect(stays[0]!.deals.map((d) => d.id)).toEqual(["d1"]);
    expect(stays[1]!.deals).toEqual([]);
  });
});
