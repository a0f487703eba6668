// A whole trip in one sentence (issue 30): "Αθήνα → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες
// και πίσω, 2 άτομα", "Athens to Naxos on 12 July for three nights, then Santorini for two, then back
// to Athens, two of us", "ab Athen nach Naxos am 12.7., 3 Nächte, dann Santorin 2 Nächte und zurück".
// The sentence is cut into stops at the words and marks that join them (then, μετά, dann, arrows,
// commas); each piece is read by the search's own understand(), so a stop is recognised with the
// same gazetteer, Greeklish, typos and case forms as a search. Pure and synchronous, like the search.
import type { CategoryId, Lang } from "../../content/types.ts";
import type { Budget, Intent } from "../search/intent.ts";
import { FERRY_PORTS } from "../search/ferry-ports.ts";
import { placeRecord } from "../search/gazetteer.ts";
import { fold } from "../search/normalize.ts";
import { rank, type RankedAction, type SearchDeal } from "../search/rank.ts";
import { countryCode, hasOwnAirport, routeTransport } from "../search/transport.ts";
import { understand } from "../search/understand.ts";

/** One place of the trip, in order; `nights` of a stay there (undefined: passed through, or the start). */
export interface TripStop {
  place: string;
  nights?: number;
}

/** What a trip sentence says. */
export interface TripIntent {
  stops: TripStop[];
  /** The day the trip starts (the first leg's departure), local ISO date. */
  start?: string;
  travellers?: number;
  children?: number;
  budget?: Budget;
  /** "και πίσω", "and back", "zurück": the trip ends where it started. */
  returns: boolean;
}

/**
 * Words and marks that end one stop and start the next. Folded (lower case, no accents, final σ),
 * matched as whole words; several-word joiners before their parts ("and then" before "and").
 */
const JOINERS = [
  // Greek and Greeklish
  "και μετα", "κι επειτα", "και επειτα", "κι υστερα", "και υστερα", "μετα", "επειτα", "υστερα", "kai meta", "meta",
  // English
  "and then", "after that", "then", "followed by",
  // German
  "und dann", "danach", "anschliessend", "dann",
];
/** Phrases that send the trip back to its start. */
const BACK = ["και πισω", "και επιστροφη", "επιστροφη", "kai piso", "kai pisw", "and back", "back to", "back home", "return to", "und zurueck", "zurueck nach", "zurueck"];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const words = (list: readonly string[]) => list.map((w) => w.split(" ").map(escape).join("\\s+")).join("|");
/** Splits at a joiner word, an arrow, a semicolon or a comma (not the comma of "12,50"). */
const SPLIT = new RegExp(`(?:^|\\s)(?:${words(JOINERS)})(?=\\s|$)|→|->|=>|;|,(?!\\d)`, "u");
const BACK_RE = new RegExp(`(?:^|\\s)(?:${words(BACK)})(?=\\s|$|[,.;])`, "u");

/** How many places a piece names, in the order written: a route's two ends, or its one place. */
function placesOf(piece: ReturnType<typeof understand>): string[] {
  return [piece.origin, piece.destination, piece.place].filter((p): p is string => !!p);
}

/**
 * Reads a trip sentence: two or more stops, or undefined when the sentence names fewer (then it is
 * a search, not a trip). Nights are read per stop; the start date, travellers and budget wherever
 * they are written (the first one found wins).
 */
export function understandTrip(text: string, lang: Lang, now: Date = new Date()): TripIntent | undefined {
  const folded = fold(text);
  const returns = BACK_RE.test(folded);
  const pieces = folded
    .split(SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
  const stops: TripStop[] = [];
  const trip: TripIntent = { stops, returns };
  const read = pieces.map((piece) => understand(piece, lang, now));
  const counted = read.filter((piece) => piece.travellers !== undefined).length;
  for (const piece of read) {
    const places = placesOf(piece);
    for (const place of places) {
      if (stops.at(-1)?.place !== place) stops.push({ place });
    }
    // "then Santorini for two" where the people are counted elsewhere ("two of us"): two nights.
    const forNights = piece.nights === undefined && piece.travellers !== undefined && piece.children === undefined && counted > 1 && places.length > 0 && stops.length > 1;
    const nights = forNights ? piece.travellers : piece.nights;
    if (!forNights && piece.travellers !== undefined && trip.travellers === undefined) {
      trip.travellers = piece.travellers;
      if (piece.children !== undefined) trip.children = piece.children;
    }
    // Nights belong to the stop the piece names last (or, with no place, to the last stop so far).
    const last = stops.at(-1);
    if (nights !== undefined && last && stops.length > 1) last.nights = nights;
    const dates = piece.dates;
    if (trip.start === undefined && dates && "from" in dates) trip.start = dates.from;
    if (trip.budget === undefined && piece.budget) trip.budget = piece.budget;
  }
  const first = stops[0]?.place;
  if (returns && first && stops.at(-1)?.place !== first) stops.push({ place: first });
  return stops.length >= 2 ? trip : undefined;
}

/** A leg between two stops: its day and the transport the data points to, with the others one tap away. */
export interface TripLeg {
  from: string;
  to: string;
  /** Departure day (local ISO date), when the trip's start is known. */
  date?: string;
  transport?: CategoryId;
  alternatives: CategoryId[];
}

/** A stay at a stop with nights. */
export interface TripStay {
  place: string;
  nights: number;
  checkin?: string;
  checkout?: string;
}

export interface TripPlan {
  legs: TripLeg[];
  stays: TripStay[];
  /** The day the trip ends (the last leg's day, or the last stay's checkout), when the start is known. */
  end?: string;
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const isIsland = (place: string) => placeRecord(place)?.place.kind === "island";

/**
 * The ways to make a leg, the usual one first: a ferry where both ends have ports and one is an
 * island (the budget traveller's way across the Aegean, even where a flight exists), else the
 * transport the search infers for the route; a flight where both ends have airports (not two
 * islands); a train or bus
 * between two mainland places of one country.
 */
export function legTransports(from: string, to: string): CategoryId[] {
  const ways = new Set<CategoryId>();
  const ferry = from in FERRY_PORTS && to in FERRY_PORTS && (isIsland(from) || isIsland(to) || countryCode(from) !== countryCode(to));
  if (ferry) ways.add("ferries");
  const inferred = routeTransport(from, to);
  if (inferred) ways.add(inferred);
  // (Two islands' airports are joined through Athens, not to each other.)
  if (hasOwnAirport(from) && hasOwnAirport(to) && !(isIsland(from) && isIsland(to))) ways.add("flights");
  const land = !isIsland(from) && !isIsland(to) && countryCode(from) !== undefined && countryCode(from) === countryCode(to);
  if (land) ways.add("trains-buses");
  return [...ways];
}

/**
 * Legs and stays of a trip. Dates cascade: the first leg leaves on the start day, each stay begins
 * on the day its leg arrives (same day) and each next leg leaves the day the stay ends.
 */
export function planTrip(trip: TripIntent): TripPlan {
  const legs: TripLeg[] = [];
  const stays: TripStay[] = [];
  let day = trip.start;
  trip.stops.forEach((stop, index) => {
    const next = trip.stops[index + 1];
    if (index > 0 && stop.nights) {
      stays.push({ place: stop.place, nights: stop.nights, ...(day ? { checkin: day, checkout: addDays(day, stop.nights) } : {}) });
      if (day) day = addDays(day, stop.nights);
    }
    if (next) {
      const [transport, ...alternatives] = legTransports(stop.place, next.place);
      legs.push({ from: stop.place, to: next.place, ...(day ? { date: day } : {}), ...(transport ? { transport } : {}), alternatives });
    }
  });
  return { legs, stays, ...(day ? { end: day } : {}) };
}

/** The partners to book a piece of the trip with, best first (pre-filled links first). */
export interface TripOptions {
  category: CategoryId;
  actions: RankedAction[];
}

/** A leg with its partners per transport, the usual transport first. */
export interface LinkedLeg extends TripLeg {
  options: TripOptions[];
}

/** A stay with its partners per kind of lodging, and the place's live deals. */
export interface LinkedStay extends TripStay {
  options: TripOptions[];
  deals: RankedAction[];
}

/** How many partners of a category a piece shows (the others are on the category's page). */
const PARTNERS_SHOWN = 3;
const LODGING: readonly CategoryId[] = ["hotels", "vacation-rentals"];

function optionsFor(intent: Intent, categories: readonly CategoryId[], lang: Lang, now: Date, deals: readonly SearchDeal[]): { options: TripOptions[]; deals: RankedAction[] } {
  const options = categories.map((category) => {
    const result = rank({ ...intent, category }, "", lang, now, []);
    return { category, actions: result.actions.filter((a) => a.kind === "partner").slice(0, PARTNERS_SHOWN) };
  });
  const found = deals.length ? rank({ ...intent, category: categories[0] }, "", lang, now, deals).actions.filter((a) => a.kind === "deal") : [];
  return { options, deals: found };
}

/**
 * Every leg and stay of a plan with the partner links that book it, each filled with what the trip
 * says: a leg's ends, day and travellers; a stay's place, check-in and check-out, guests and a budget
 * per night. Stays also list the live deals for their place (`deals`: the public list the page has).
 */
export function linkTrip(trip: TripIntent, plan: TripPlan, lang: Lang, now: Date = new Date(), deals: readonly SearchDeal[] = []): { legs: LinkedLeg[]; stays: LinkedStay[] } {
  const people: Intent = {
    ...(trip.travellers !== undefined ? { travellers: trip.travellers } : {}),
    ...(trip.children !== undefined ? { children: trip.children } : {}),
  };
  const legs = plan.legs.map((leg) => {
    const ways = [leg.transport, ...leg.alternatives].filter((c): c is CategoryId => !!c);
    const intent: Intent = { ...people, origin: leg.from, destination: leg.to, ...(leg.date ? { dates: { from: leg.date, to: leg.date } } : {}) };
    return { ...leg, options: optionsFor(intent, ways, lang, now, []).options };
  });
  const perNight = trip.budget?.per === "night" ? { budget: trip.budget } : {};
  const stays = plan.stays.map((stay) => {
    const intent: Intent = { ...people, ...perNight, place: stay.place, ...(stay.checkin && stay.checkout ? { dates: { from: stay.checkin, to: stay.checkout } } : {}) };
    return { ...stay, ...optionsFor(intent, LODGING, lang, now, deals) };
  });
  return { legs, stays };
}
