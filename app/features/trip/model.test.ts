import { describe, expect, it } from "vitest";
import type { TripModel } from "~core/requests";
import { tripModel } from "~core/requests";
import {
  addStop,
  budgetLeft,
  defaultTripName,
  moveStop,
  parseEuros,
  removeStop,
  setBudget,
  setHome,
  setNights,
  setPrice,
  setStart,
  setTransport,
  setTravellers,
  tripTotal,
} from "./model.ts";

const base: TripModel = {
  stops: [
    { place: "Athens" },
    { place: "Naxos", nights: 3, transport: "flights", legPrice: 80, stayPrice: 240 },
    { place: "Santorini", nights: 2, legPrice: 40 },
    { place: "Athens" },
  ],
  start: "2027-07-12",
  travellers: 2,
  returns: true,
};
const places = (t: TripModel) => t.stops.map((s) => s.place);

describe("editing a trip model", () => {
  it("sets nights, and 0 or a blank makes the stop a pass-through without its stay price", () => {
    expect(setNights(base, 1, 5).stops[1]).toMatchObject({ nights: 5, stayPrice: 240 });
    const through = setNights(base, 1, 0).stops[1]!;
    expect(through.nights).toBeUndefined();
    expect(through.stayPrice).toBeUndefined();
    expect(setNights(base, 1, Number.NaN).stops[1]!.nights).toBeUndefined();
    expect(setNights(base, 2, 400).stops[2]!.nights).toBe(90);
  });

  it("moves a stop; a stop whose previous place changed loses its leg's transport and price, keeps its stay", () => {
    const moved = moveStop(base, 2, -1); // Athens, Santorini, Naxos, Athens
    expect(places(moved)).toEqual(["Athens", "Santorini", "Naxos", "Athens"]);
    expect(moved.stops[1]).toEqual({ place: "Santorini", nights: 2 });
    expect(moved.stops[2]).toEqual({ place: "Naxos", nights: 3, stayPrice: 240 });
    expect(moveStop(base, 0, -1)).toBe(base);
    expect(moveStop(base, 3, 1)).toBe(base);
  });

  it("keeps 'and back' in step with the stops", () => {
    expect(moveStop(base, 3, -1).returns).toBe(false); // the return is no longer last
    expect(removeStop(base, 3).returns).toBe(false);
    expect(places(removeStop(base, 3))).toEqual(["Athens", "Naxos", "Santorini"]);
  });

  it("removes a stop but never below two", () => {
    const two: TripModel = { stops: [{ place: "Athens" }, { place: "Naxos" }], returns: false };
    expect(removeStop(two, 1)).toBe(two);
    const removed = removeStop(base, 1);
    expect(places(removed)).toEqual(["Athens", "Santorini", "Athens"]);
    expect(removed.stops[1]).toEqual({ place: "Santorini", nights: 2 }); // came from Naxos, now from Athens
  });

  it("adds a stop before the return to the start, at the end otherwise, up to 12 stops", () => {
    expect(places(addStop(base, "Paros"))).toEqual(["Athens", "Naxos", "Santorini", "Paros", "Athens"]);
    expect(addStop(base, "Paros").returns).toBe(true);
    const open: TripModel = { stops: [{ place: "Athens" }, { place: "Naxos" }], returns: false };
    expect(places(addStop(open, "Paros", 2))).toEqual(["Athens", "Naxos", "Paros"]);
    expect(addStop(open, "Paros", 2).stops[2]).toEqual({ place: "Paros", nights: 2 });
    let full = open;
    for (let i = 0; i < 20; i++) full = addStop(full, `P${i}`);
    expect(full.stops).toHaveLength(12);
  });

  it("sets the start, the travellers (keeping fewer children) and a leg's transport", () => {
    expect(setStart(base, "2027-08-01").start).toBe("2027-08-01");
    expect("start" in setStart(base, undefined)).toBe(false);
    expect("start" in setStart(base, "soon")).toBe(false);
    expect(setTravellers({ ...base, children: 1 }, 3)).toMatchObject({ travellers: 3, children: 1 });
    expect(setTravellers({ ...base, children: 1 }, 1).children).toBeUndefined();
    expect(setTravellers(base, 99).travellers).toBe(30);
    expect(setTravellers(base, undefined).travellers).toBeUndefined();
    expect(setTransport(base, 2, "flights").stops[2]!.transport).toBe("flights");
    expect(setTransport(base, 0, "flights")).toBe(base);
  });

  it("every edit gives a model the API accepts", () => {
    const edited = setPrice(
      addStop(moveStop(setNights(setTravellers(base, 4), 2, 6), 1, 1), "Paros", 2),
      3,
      "stayPrice",
      99.999,
    );
    expect(tripModel.safeParse(edited).success).toBe(true);
  });
});

describe("prices and the total", () => {
  it("reads euros as people type them", () => {
    expect(parseEuros("45")).toBe(45);
    expect(parseEuros("45,50")).toBe(45.5);
    expect(parseEuros("45.5")).toBe(45.5);
    expect(parseEuros("€ 1.200,50")).toBe(1200.5);
    expect(parseEuros("1,200.50")).toBe(1200.5);
    expect(parseEuros("1200")).toBe(1200);
    expect(parseEuros("  ")).toBeUndefined();
    expect(parseEuros("abc")).toBeNaN();
    expect(parseEuros("-5")).toBeNaN();
  });

  it("adds the noted leg and stay prices, per person when the travellers are known", () => {
    expect(tripTotal(base)).toEqual({ total: 360, perPerson: 180, noted: 3 });
    const { travellers: _t, ...nobody } = base;
    expect(tripTotal(nobody)).toEqual({ total: 360, noted: 3 });
    expect(tripTotal(setPrice(base, 1, "legPrice", undefined))).toEqual({ total: 280, perPerson: 140, noted: 2 });
    expect(tripTotal(setPrice(base, 2, "stayPrice", 33.335)).total).toBe(393.34);
    // A stay price on a stop passed through does not count.
    expect(tripTotal(setNights(base, 1, 0)).total).toBe(120);
  });

  it("names a trip by its stops", () => {
    expect(defaultTripName(["Αθήνα", "Νάξος", "Σαντορίνη"])).toBe("Αθήνα → Νάξος → Σαντορίνη");
  });
});

describe("issue 37: the flight home and the budget in the model", () => {
  it("turns the flight home on and off, notes its price, and drops the price when the last stop changes", () => {
    const home = setHome(base, true);
    expect(home.home).toEqual({});
    const priced = setPrice(home, home.stops.length, "legPrice", 120);
    expect(priced.home).toEqual({ legPrice: 120 });
    expect(tripTotal(priced)).toEqual({ total: 480, perPerson: 240, noted: 4 });
    expect(setHome(priced, true).home).toEqual({ legPrice: 120 }); // on again keeps it
    expect("home" in setHome(priced, false)).toBe(false);
    // The index after the last stop is nothing without a flight home.
    expect(setPrice(base, base.stops.length, "legPrice", 50)).toBe(base);
    // A stop added before the return leaves the last stop as it was: the price stays; a last stop removed drops it.
    expect(addStop(priced, "Paros").home).toEqual({ legPrice: 120 });
    expect(removeStop(priced, 3).home).toEqual({});
    expect(tripModel.safeParse(priced).success).toBe(true);
  });

  it("keeps the budget the sentence said, edits its amount and what it is for, and says what is left", () => {
    const withBudget = setBudget(base, 900, "total");
    expect(withBudget.budget).toEqual({ amount: 900, currency: "EUR", per: "total" });
    expect(budgetLeft(withBudget)).toBe(540); // 900 − 360 noted
    expect(budgetLeft(setBudget(base, 150, "person"))).toBe(-60); // 2 × 150 − 360: over
    expect(budgetLeft(setBudget(base, 80, "night"))).toBeUndefined(); // a night's budget is not the trip's
    expect(budgetLeft({ ...withBudget, budget: { amount: 900, currency: "USD", per: "total" } })).toBeUndefined();
    expect(
      setBudget({ ...withBudget, budget: { amount: 900, currency: "USD", per: "total" } }, 1000, "person").budget,
    ).toEqual({ amount: 1000, currency: "USD", per: "person" });
    expect("budget" in setBudget(withBudget, undefined, "total")).toBe(false);
    expect("budget" in setBudget(withBudget, 0, "total")).toBe(false);
    expect(tripModel.safeParse(setBudget(base, 5_000_000, "total")).success).toBe(true);
  });
});
