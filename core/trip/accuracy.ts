// Field-level accuracy of understandTrip() over a labelled trip set (the benchmark's trip part). A
// trip is fully right when its stops (places in order, each with its nights), start, travellers,
// children, budget and return are all as labelled; places compare as the search's sets compare them
// (any name of one gazetteer place is that place).
import type { Lang } from "../../content/types.ts";
import { samePlace } from "../search/accuracy/accuracy.ts";
import type { Budget } from "../search/intent.ts";
import type { TripModel } from "../requests.ts";
import { understandTrip } from "./read.ts";

/** A labelled stop: its place and nights. */
type TripStop = Pick<TripModel["stops"][number], "place" | "nights">;

export interface TripCase {
  q: string;
  lang: Lang;
  /** A label without `returns` is a trip that does not go back (blind writers leave false out). */
  expect: {
    stops: TripStop[];
    start?: string;
    travellers?: number;
    children?: number;
    budget?: Budget;
    returns?: boolean;
  };
}

export const TRIP_FIELDS = [
  "stops",
  "places",
  "nights",
  "start",
  "travellers",
  "children",
  "budget",
  "returns",
] as const;
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
const budgetKey = (budget: Budget | undefined) => (budget ? `${budget.amount} ${budget.currency} ${budget.per}` : null);

export function evaluateTrips(cases: readonly TripCase[], now: Date): TripReport {
  const perField = Object.fromEntries(TRIP_FIELDS.map((f) => [f, 0])) as Record<TripField, number>;
  const perLang = { el: { cases: 0, fullyRight: 0 }, en: { cases: 0, fullyRight: 0 }, de: { cases: 0, fullyRight: 0 } };
  const misses: TripMiss[] = [];
  let fullyRight = 0;
  for (const labelled of cases) {
    const got: TripModel | undefined = understandTrip(labelled.q, labelled.lang, now);
    const stops = got?.stops ?? [];
    const expected = labelled.expect.stops;
    const places = stops.length === expected.length && expected.every((s, i) => samePlace(s.place, stops[i]!.place));
    const nights = places && labelled.expect.stops.every((s, i) => s.nights === stops[i]!.nights);
    const right: Record<TripField, boolean> = {
      stops: places && nights,
      places,
      nights,
      start: sameJson(labelled.expect.start, got?.start),
      travellers: sameJson(labelled.expect.travellers, got?.travellers),
      children: sameJson(labelled.expect.children, got?.children),
      budget: budgetKey(labelled.expect.budget) === budgetKey(got?.budget),
      returns: (labelled.expect.returns ?? false) === (got?.returns ?? false),
    };
    const values: Record<TripField, [unknown, unknown]> = {
      stops: [labelled.expect.stops, stops],
      places: [labelled.expect.stops.map((s) => s.place), stops.map((s) => s.place)],
      nights: [labelled.expect.stops.map((s) => s.nights ?? null), stops.map((s) => s.nights ?? null)],
      start: [labelled.expect.start, got?.start],
      travellers: [labelled.expect.travellers, got?.travellers],
      children: [labelled.expect.children, got?.children],
      budget: [labelled.expect.budget, got?.budget],
      returns: [labelled.expect.returns, got?.returns],
    };
    for (const field of TRIP_FIELDS) {
      if (right[field]) perField[field]++;
      else if (field !== "stops") {
        misses.push({ q: labelled.q, field, expected: values[field][0], got: values[field][1] });
      }
    }
    const all = TRIP_FIELDS.every((field) => right[field]);
    perLang[labelled.lang].cases++;
    if (all) {
      fullyRight++;
      perLang[labelled.lang].fullyRight++;
    }
  }
  return { cases: cases.length, perField, fullyRight, perLang, misses };
}
