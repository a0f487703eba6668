import type { CategoryId } from "../../content/types.ts";

/** Flags of function words (prepositions, articles, markers). */
export const Flag = {
  ORIGIN: 1, // από / from / von
  DEST: 2, // για / to / nach
  LOC: 4, // σε, στην / in / im
  FOR: 8, // για / for / für (+ travellers)
  RANGE: 16, // έως / to / bis / until (date and price ranges)
  MAX: 32, // κάτω από / under / unter / max
  ARTICLE: 64, // το, την / the / der
  FROM: 128, // start of a date range
  THIS: 256,
  NEXT: 512,
  PER: 1024, // ανά / per / pro (between an amount and its unit)
  APPROX: 2048,
  AND: 4096,
  OF: 8192,
  MOTION: 16384, // Greek σε/στην: 'in' but also 'to' after a transport word
  DEP: 32768, // με / with / mit, πριν / before / vor: what follows depends on the head
  PICKUP: 65536, // παραλαβή / pick up / Abholung: where a rental starts
  DROPOFF: 131072, // παράδοση, αφήνω / drop off / Abgabe: where it ends
} as const;

/** Kind of place: island, region, Greek city/town, city abroad, country. */
export type PlaceKind = "island" | "region" | "gr-city" | "city" | "country";

export interface Place {
  /** Canonical English name, e.g. "Corfu". */
  name: string;
  kind: PlaceKind;
  /** Gazetteer order (lower = more prominent), used to break ties. */
  rank: number;
  /** An everyday word as well as a name ("Split", "Essen"): a place only after a place word. */
  weak?: true;
  /** Set when the words named a sight in the place ("Ακρόπολη" → Athens), not the place itself. */
  sight?: true;
}

export type Season = "spring" | "summer" | "autumn" | "winter";
/** Holidays read as dates: the days off people travel on (Greek long weekends among them). */
export type Holiday =
  | "christmas"
  | "easter-orthodox"
  | "easter"
  | "newyear"
  | "aug15"
  | "mayday"
  | "clean-monday"
  | "whit-monday-orthodox"
  | "pentecost"
  | "thanksgiving";
export type Per = "night" | "person" | "total" | "day" | "month";

/** What a word or phrase of the lexicon means; `type` tells which. */
export type Entry =
  | { type: "cat"; id: CategoryId; weight: number }
  | { type: "place"; place: Place }
  | { type: "fn"; flags: number }
  | { type: "num"; value: number; article?: boolean }
  | { type: "month"; month: number }
  | { type: "season"; season: Season }
  | { type: "rel"; days: number }
  | { type: "holiday"; holiday: Holiday }
  | { type: "unit"; unit: "night" | "day" | "week" | "month" | "weekend" }
  | { type: "per"; per: Per }
  | { type: "cur"; currency: string }
  | { type: "people"; count?: number; kid?: boolean }
  | { type: "family"; count?: number }
  | { type: "group" }
  /** Someone the traveller names as theirs ("my wife", "τη μάνα μου", "meine Eltern": count 2). */
  | { type: "kin"; count: number }
  /** The traveller ("me", "εμένα", "ich") and "my" ("my", "μου", "meine"), beside a kin word. */
  | { type: "me" }
  | { type: "my" }
  | { type: "cheap" }
  | { type: "measure" }
  | { type: "airline" }
  | { type: "weekday"; day: number }
  | { type: "stop" };

export type EntryType = Entry["type"];
