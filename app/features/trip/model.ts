// The edits the trip page makes to a trip model (core/requests.ts `TripModel`, decision 036): plain
// functions from one model to the next, so every edit is a new model and the plan and links are
// made again from it. Pure: no engine, no DOM (the engine chunk is lazy; these run in the page).
import {
  MAX_TRIP_BUDGET,
  MAX_TRIP_NIGHTS,
  MAX_TRIP_PRICE,
  MAX_TRIP_STOPS,
  MAX_TRIP_TRAVELLERS,
  type TripModel,
} from "~core/requests";
import type { CategoryId } from "~content/types.ts";

export type TripStop = TripModel["stops"][number];

const clampInt = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * "and back": the last stop is the first again (the model keeps the flag in step with the stops). The
 * flight home leaves from the last stop: when that stop is another, the noted price of the flight goes.
 */
function withReturn(trip: TripModel, stops: TripStop[]): TripModel {
  const returns = stops.length > 2 && stops[0]?.place === stops.at(-1)?.place;
  const home =
    trip.home && trip.home.legPrice !== undefined && trip.stops.at(-1)?.place !== stops.at(-1)?.place ? {} : trip.home;
  return { ...trip, stops, returns, ...(home ? { home } : {}) };
}

/** The closing flight home from the last stop, on or off. */
export function setHome(trip: TripModel, on: boolean): TripModel {
  const { home, ...rest } = trip;
  return on ? { ...rest, home: home ?? {} } : rest;
}

/**
 * The stops after a change of order or of membership: a stop whose previous place is not the one it
 * had keeps neither its chosen transport nor its leg price (both were for the leg that arrived from
 * the old neighbour); the stay's nights and price stay with the place.
 */
function relinked(before: readonly TripStop[], after: TripStop[]): TripStop[] {
  const previous = new Map<TripStop, string | undefined>(before.map((s, i) => [s, before[i - 1]?.place]));
  return after.map((stop, i) => {
    const was = previous.get(stop);
    const now = after[i - 1]?.place;
    if (previous.has(stop) && was === now) return stop;
    const { transport: _transport, legPrice: _legPrice, ...rest } = stop;
    return rest;
  });
}

/** Nights at stop `index` (0 or less: passed through, no stay). */
export function setNights(trip: TripModel, index: number, nights: number): TripModel {
  const stops = trip.stops.map((s, i) => {
    if (i !== index) return s;
    const { nights: _old, stayPrice: _price, ...rest } = s;
    if (!Number.isFinite(nights) || nights < 1) return rest;
    return {
      ...rest,
      nights: clampInt(nights, 1, MAX_TRIP_NIGHTS),
      ...(s.stayPrice !== undefined ? { stayPrice: s.stayPrice } : {}),
    };
  });
  return { ...trip, stops };
}

/** The start day (YYYY-MM-DD), or none. */
export function setStart(trip: TripModel, start: string | undefined): TripModel {
  const { start: _old, ...rest } = trip;
  return start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? { ...rest, start } : rest;
}

/** How many travel (children among them are kept while they fit). */
export function setTravellers(trip: TripModel, travellers: number | undefined): TripModel {
  const { travellers: _t, children, ...rest } = trip;
  if (travellers === undefined || !Number.isFinite(travellers) || travellers < 1) return rest;
  const count = clampInt(travellers, 1, MAX_TRIP_TRAVELLERS);
  return { ...rest, travellers: count, ...(children !== undefined && children < count ? { children } : {}) };
}

/** Moves stop `index` one place up (-1) or down (+1). */
export function moveStop(trip: TripModel, index: number, by: -1 | 1): TripModel {
  const to = index + by;
  if (index < 0 || to < 0 || index >= trip.stops.length || to >= trip.stops.length) return trip;
  const stops = [...trip.stops];
  [stops[index], stops[to]] = [stops[to]!, stops[index]!];
  return withReturn(trip, relinked(trip.stops, stops));
}

/** Removes stop `index` (a trip keeps two stops at least). */
export function removeStop(trip: TripModel, index: number): TripModel {
  if (trip.stops.length <= 2 || index < 0 || index >= trip.stops.length) return trip;
  const stops = trip.stops.filter((_, i) => i !== index);
  return withReturn(trip, relinked(trip.stops, stops));
}

/**
 * Adds a place (canonical name) as a stop: before the return to the start when the trip goes back,
 * at the end otherwise. Nothing changes past the stop limit.
 */
export function addStop(trip: TripModel, place: string, nights?: number): TripModel {
  if (trip.stops.length >= MAX_TRIP_STOPS) return trip;
  const stop: TripStop = { place, ...(nights && nights >= 1 ? { nights: clampInt(nights, 1, MAX_TRIP_NIGHTS) } : {}) };
  const at = trip.returns && trip.stops.length > 2 ? trip.stops.length - 1 : trip.stops.length;
  const stops = [...trip.stops.slice(0, at), stop, ...trip.stops.slice(at)];
  return withReturn(trip, relinked(trip.stops, stops));
}

/** The transport chosen for the leg that arrives at stop `index`. */
export function setTransport(trip: TripModel, index: number, transport: CategoryId): TripModel {
  if (index < 1 || index >= trip.stops.length) return trip;
  return { ...trip, stops: trip.stops.map((s, i) => (i === index ? { ...s, transport } : s)) };
}

/**
 * A noted price in euros for the leg arriving at stop `index` or the stay there (the index after the
 * last stop: the flight home); undefined (or a blank or negative input) removes it. Cents are kept.
 */
export function setPrice(
  trip: TripModel,
  index: number,
  which: "legPrice" | "stayPrice",
  euros: number | undefined,
): TripModel {
  const price =
    euros === undefined || !Number.isFinite(euros) || euros < 0
      ? undefined
      : Math.min(MAX_TRIP_PRICE, Math.round(euros * 100) / 100);
  if (index === trip.stops.length && which === "legPrice")
    return trip.home ? { ...trip, home: price === undefined ? {} : { legPrice: price } } : trip;
  return {
    ...trip,
    stops: trip.stops.map((s, i) => {
      if (i !== index) return s;
      const { [which]: _old, ...rest } = s;
      if (euros === undefined || !Number.isFinite(euros) || euros < 0) return rest;
      return { ...rest, [which]: Math.min(MAX_TRIP_PRICE, Math.round(euros * 100) / 100) };
    }),
  };
}

/** A price typed by a person: "45", "45,50", "€ 1.200,50", "1,200.50" → euros; blank → undefined. */
export function parseEuros(text: string): number | undefined {
  const t = text.replace(/[€\s]/g, "");
  if (!t) return undefined;
  // The last of "," and "." followed by 1–2 digits is the decimal mark; others group thousands.
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  const whole = m[1]!.replace(/[.,]/g, "");
  return Number(`${whole}.${m[2] ?? "0"}`);
}

/** The noted prices: their sum, per person when the travellers are known, and how many were noted. */
export function tripTotal(trip: TripModel): { total: number; perPerson?: number; noted: number } {
  let total = 0;
  let noted = 0;
  const legs = [...trip.stops.map((s, i) => (i > 0 ? s.legPrice : undefined)), trip.home?.legPrice];
  for (const price of legs) {
    if (price === undefined) continue;
    total += price;
    noted += 1;
  }
  trip.stops.forEach((s) => {
    if (s.nights && s.stayPrice !== undefined) {
      total += s.stayPrice;
      noted += 1;
    }
  });
  total = Math.round(total * 100) / 100;
  return { total, noted, ...(trip.travellers ? { perPerson: Math.round((total / trip.travellers) * 100) / 100 } : {}) };
}

/** A trip's default name: its stops' names (in the page's language) joined with " → ". */
export function defaultTripName(names: readonly string[]): string {
  return names.join(" → ").slice(0, 120);
}

export type BudgetPer = NonNullable<TripModel["budget"]>["per"];

/**
 * The trip's budget: an amount (none, blank or 0 removes it) and what it is for. The currency the
 * sentence said is kept; a budget set here is in euros.
 */
export function setBudget(trip: TripModel, amount: number | undefined, per: BudgetPer): TripModel {
  const { budget, ...rest } = trip;
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return rest;
  return {
    ...rest,
    budget: {
      amount: Math.min(MAX_TRIP_BUDGET, Math.round(amount * 100) / 100),
      currency: budget?.currency ?? "EUR",
      per,
    },
  };
}

/**
 * What is left of a budget for the whole trip (in total, or per person with the travellers known)
 * after the noted prices, in euros; negative when they are over it. Undefined when there is nothing to
 * compare: no budget, one per night or day, one in another currency, or no price noted.
 */
export function budgetLeft(trip: TripModel): number | undefined {
  const budget = trip.budget;
  if (!budget || budget.currency !== "EUR") return undefined;
  const { total, noted } = tripTotal(trip);
  if (noted === 0) return undefined;
  const whole =
    budget.per === "total"
      ? budget.amount
      : budget.per === "person" && trip.travellers
        ? budget.amount * trip.travellers
        : undefined;
  return whole === undefined ? undefined : Math.round((whole - total) * 100) / 100;
}
