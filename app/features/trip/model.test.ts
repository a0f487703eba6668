import { describe, expect, it } from "vitest";
import type { TripModel } from "~core/requests";
import { tripModel } from "~core/requests";
import { addStop, defaultTripName, moveStop, parseEuros, removeStop, setNights, setPrice, setStart, setTransport, setTravellers, tripTotal } from "./model.ts";

const base: TripModel = {
  stops: [{ place: "Athens" }, { place: "Naxos", nights: 3, transport: "flights", legPrice: 80, stayPrice: 240 }, { place: "Santorini", nights: 2, legPrice: 40 }, { place: "Athens" }],
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
    const edited = setPrice(addStop(moveStop(setNights(setTravellers(base, 4), 2, 6), 1, 1), "Paros", 2), 3, "stayPrice", 99.999);
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
