// Field-level accuracy of understandTrip() over a labelled trip set (the benchmark's trip part). A
// trip is fully right when its stops (places in order, each with its nights), start, travellers,
// children, budget and return are all as labelled; places compare as the search's sets compare them
// (any name of one gazetteer place is that place).
import type { Lang } from "../../content/types.ts";
import { samePlace } from "../search/accuracy.ts";
import type { Budget } from "../search/intent.ts";
import { understandTrip, type TripIntent, type TripStop } from "./trip.ts";

export interface TripCase {
  q: string;
  lang: Lang;
  /** A label without `returns` is a trip that does not go back (blind writers leave false out). */
  expect: { stops: TripStop[]; start?: string; travellers?: number; children?: number; budget?: Budget; returns?: boolean };
}

export const TRIP_FIELDS = ["stops", "places", "nights", "start", "travellers", "children", "budget", "returns"] as const;
export type TripField = (typeof TRIP_FIELDS)[number];

export interface TripMiss {
  q: string;
  field: TripField;
  expected: unknown;
  got: unknown;
}

export interface TripReport {
  cases: number;
  perField: Record<TripField, number>;
  fullyRight: number;
  perLang: Record<Lang, { cases: number; fullyRight: number }>;
  misses: TripMiss[];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const budgetKey = (b: Budget | undefined) => (b ? `${b.amount} ${b.currency} ${b.per}` : null);

export function evaluateTrips(cases: readonly TripCase[], now: Date): TripReport {
  const perField = Object.fromEntries(TRIP_FIELDS.map((f) => [f, 0])) as Record<TripField, number>;
  const perLang = { el: { cases: 0, fullyRight: 0 }, en: { cases: 0, fullyRight: 0 }, de: { cases: 0, fullyRight: 0 } };
  const misses: TripMiss[] = [];
  let fullyRight = 0;
  for (const c of cases) {
    const got: TripIntent | undefined = understandTrip(c.q, c.lang, now);
    const stops = got?.stops ?? [];
    const places = stops.length === c.expect.stops.length && c.expect.stops.every((s, i) => samePlace(s.place, stops[i]!.place));
    const nights = places && c.expect.stops.every((s, i) => s.nights === stops[i]!.nights);
    const right: Record<TripField, boolean> = {
      stops: places && nights,
      places,
      nights,
      start: sameJson(c.expect.start, got?.start),
      travellers: sameJson(c.expect.travellers, got?.travellers),
      children: sameJson(c.expect.children, got?.children),
      budget: budgetKey(c.expect.budget) === budgetKey(got?.budget),
      returns: (c.expect.returns ?? false) === (got?.returns ?? false),
    };
    const values: Record<TripField, [unknown, unknown]> = {
      stops: [c.expect.stops, stops],
      places: [c.expect.stops.map((s) => s.place), stops.map((s) => s.place)],
      nights: [c.expect.stops.map((s) => s.nights ?? null), stops.map((s) => s.nights ?? null)],
      start: [c.expect.start, got?.start],
      travellers: [c.expect.travellers, got?.travellers],
      children: [c.expect.children, got?.children],
      budget: [c.expect.budget, got?.budget],
      returns: [c.expect.returns, got?.returns],
    };
    for (const f of TRIP_FIELDS) {
      if (right[f]) perField[f]++;
      else if (f !== "stops") misses.push({ q: c.q, field: f, expected: values[f][0], got: values[f][1] });
    }
    const all = TRIP_FIELDS.every((f) => right[f]);
    perLang[c.lang].cases++;
    if (all) {
      fullyRight++;
      perLang[c.lang].fullyRight++;
    }
  }
  return { cases: cases.length, perField, fullyRight, perLang, misses };
}
