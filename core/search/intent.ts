import type { CategoryId } from "../../content/types.ts";
import type { Per, Season } from "./lexicon-types.ts";

export type { Per, Season };

/** A price limit: "30€", "κάτω από 50", "bis 50 Euro" → the maximum the visitor wants to pay. */
export interface Budget {
  amount: number;
  /** ISO 4217 code; EUR when no currency is written. */
  currency: string;
  /**
   * What the amount is for. Taken from the words ("τη νύχτα", "per person",
   * "insgesamt", "pro Tag"); when none is written it defaults by category:
   * night for accommodation (hotels, vacation-rentals, camping, student-housing,
   * mountain-resorts), person for tickets (flights, ferries, trains-buses, tours,
   * activities, cruises), day for vehicles (car-rental, camper-vans, cycling),
   * total otherwise. "day" is an addition to night/person/total for rentals.
   */
  per: Per;
}

/**
 * When the visitor wants to travel. Exactly one of these shapes:
 * - `{ month, year }` — "τον Αύγουστο", "Αυγούστου", "in July", "im Mai"
 *   (month 1–12; year is the next occurrence counted from `now`, or the one written);
 * - `{ season }` — "καλοκαίρι", "winter", "Herbst";
 * - `{ from, to }` — explicit or relative days as local ISO dates (YYYY-MM-DD),
 *   inclusive: "15-20 Αυγούστου", "15.–20. Juli", "July 15-20", "αύριο", "next week"
 *   (a single day has from === to; "3 nights" from a day extends `to`);
 * - `{ weekend, from, to }` — "this"/"next" weekend, Saturday to Sunday. "this" is
 *   the coming weekend (today when today is Saturday or Sunday); "next" is the one
 *   after it. "Weekend" with no qualifier, "coming", "ερχόμενο", "kommendes" are "this".
 */
export type DateSpec =
  | { month: number; year: number }
  | { season: Season }
  | { from: string; to: string }
  | { weekend: "this" | "next"; from: string; to: string };

/** What a search query means. Fields that were not found are omitted. */
export interface Intent {
  category?: CategoryId;
  /** The category was not said but inferred from the data (the transport of a route without one). */
  inferred?: true;
  /** Where (canonical English name), when it is not a route. */
  place?: string;
  /** Route start and end for transport (ferries, flights, trains-buses, transfers). */
  origin?: string;
  destination?: string;
  budget?: Budget;
  /** The query says cheap/φθηνό/günstig. */
  cheap?: true;
  dates?: DateSpec;
  /** Number of people travelling. */
  travellers?: number;
  /** How many of them are children, when the query counts adults and children apart ("2 adults 1 child"). */
  children?: number;
  /** Length of stay when written ("3 νύχτες", "for a week" = 7). */
  nights?: number;
}
