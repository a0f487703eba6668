// Reading a whole trip from one sentence (issue 30, decisions 036 and 053): "Αθήνα → Νάξος 12/7 3 νύχτες,
// μετά Σαντορίνη 2 νύχτες και πίσω, 2 άτομα", "Athens to Naxos on 12 July for three nights, then Santorini
// for two, then back to Athens, two of us", "ab Athen nach Naxos am 12.7., 3 Nächte, dann Santorin 2 Nächte
// und zurück". The sentence is cut into pieces (cut.ts); each piece is read by the search's own
// understand(), so a stop is recognised with the same gazetteer, Greeklish, typos and case forms as a
// search. A start said anywhere ("…, starting from Athens", "ab Frankfurt") is the first stop; the way back
// ("and back", "πίσω", "zurück", or the first place again at the end) is the return. The answer is the
// trip model that is saved and shared (`TripModel`, core/requests.ts), within its limits. Pure and
// synchronous, like the search.
import type { CategoryId, Lang } from "../../content/types.ts";
import { addDays, daysBetween } from "../iso-day.ts";
import type { TripModel } from "../requests.ts";
import {
  MAX_TRIP_BUDGET,
  MAX_TRIP_NIGHTS,
  MAX_TRIP_SENTENCE,
  MAX_TRIP_STOPS,
  MAX_TRIP_TRAVELLERS,
  TRIP_BUDGET_PER,
} from "../trip-limits.ts";
import { buildContext, entry, hasFlag, numberOf, type Unit } from "../search/context.ts";
import type { Budget, Intent } from "../search/intent.ts";
import { gazetteer, placeRecord } from "../search/gazetteer.ts";
import { Flag } from "../search/lexicon-types.ts";
import { fold, isNumberWord } from "../search/normalize.ts";
import { understand } from "../search/understand.ts";
import { alternation, cutSentence, placesOf, WORD_END, type Piece } from "./cut.ts";
import { legTransports } from "./plan.ts";
import { ARRIVE, COUNTED, EACH, LONG_WEEKEND, PASS, START, STAY_UNITS, STOP_LEAD, TOUR, WEEKEND } from "./words.ts";

/** One stop as the sentence gives it: its place, its nights, the transport said for the leg that arrives. */
type Stop = Pick<TripModel["stops"][number], "place" | "nights" | "transport">;

/** What the sentence says, before it is held to the model's limits. */
interface Said {
  stops: Stop[];
  start?: string;
  travellers?: number;
  children?: number;
  budget?: Budget;
  returns: boolean;
  /** The day of coming back ("back on 20 July", "επιστροφή 20/7"): with no start, the start is counted back. */
  end?: string;
  /** "… and fly home": a closing flight from the last stop to a home the sentence does not name. */
  home?: true;
}

/** One piece read: its places, nights, and what it says of the whole trip. */
interface Reading {
  text: string;
  colon: boolean;
  read: Intent;
  places: string[];
  back: boolean;
  /** The way back is by air ("and fly home"). */
  fly: boolean;
  /** The way by air says home ("fly home to New York"): a place it names is a last stop, not a return. */
  flyHome: boolean;
  /** A bare number beside its place ("Paros for 2"), nights or people by the rest of the sentence. */
  bare?: number;
  /** Nights between the two days the piece gives its place ("Naxos 12-15 July"). */
  range?: number;
}

/** The transports a leg may be made by (what a piece names that is one of them is its leg's). */
const LEG_WAYS: ReadonlySet<CategoryId> = new Set<CategoryId>(["ferries", "flights", "trains-buses"]);
/** Nights a stop may be given by a bare number ("Naxos 3"). */
const MAX_BARE_NIGHTS = 30;
/** Nights a stay may be given by a list after the route ("3, 4 and 3 nights") or counted to the day of coming back. */
const MAX_LISTED_NIGHTS = 60;
/**
 * A day said with the way back itself, not among the trip's facts after it: right after it ("back
 * 20/7", "επιστροφή 19/6") or after "on" / "am" / "στις" / "until" ("back to Athens on 20 July",
 * "zurück am 20.7.").
 */
const BACK_DAY_RE =
  /^(?:the\s+)?\d|(?:^|\s)(?:on|am|στισ|stis)\s+\S|(?:^|\s)(?:until|till|bis|by)\s+(?:the\s+|zum\s+)?\d/u;
const START_RE = new RegExp(`(?:^|\\s)(?:${START})(?=\\s|$)`, "u");
const EACH_RE = new RegExp(`(?:^|\\s)(?:${alternation(EACH)})${WORD_END}`, "u");
/** A piece that begins with where the trip comes from ("από Αθήνα με αυτοκίνητο", "from Athens by car"). */
const FROM_RE = /^(?:απο|apo|from|von|ab)\s/u;
const ROUND_RE = /(?:^|\s)round[\s-]?trip(?=\s|$|[,.;:!?])/u;
const TOUR_RE = new RegExp(`(?:^|\\s)(?:${TOUR})(?=\\s|$)`, "u");
const PASS_RE = new RegExp(`(?:^|\\s)(?:${PASS})(?=\\s|$)`, "u");
/** Nights for the stops in a row after a route ("Piraeus → Naxos → Paros → Piraeus; 3 and 2 nights", "3+2 Nächte"). */
const NIGHTS_LIST = new RegExp(
  `^(?:\\d{1,2}\\s*(?:,|\\+|&|και|κι|kai|and|und)\\s*)+\\d{1,2}\\s*(?:${STAY_UNITS})$`,
  "u",
);

const WEEKEND_RE = new RegExp(`(?:^|\\s)(?:${WEEKEND})${WORD_END}`, "u");
const LONG_WEEKEND_RE = new RegExp(`(?:^|\\s)(?:${LONG_WEEKEND})${WORD_END}`, "u");
/** The nights a weekend said with a stop gives it: a long weekend three, a weekend two. */
const weekendNights = (text: string) => (LONG_WEEKEND_RE.test(text) ? 3 : WEEKEND_RE.test(text) ? 2 : undefined);

const ARRIVE_RE = new RegExp(`(?:^|\\s)(?:${ARRIVE})${WORD_END}`, "u");

const isIsland = (place: string) => placeRecord(place)?.place.kind === "island";

/** A place that frames others rather than being one stop: a country, a region, or an island said as a whole. */
function frames(place: string, wholeIsland: boolean): boolean {
  const kind = placeRecord(place)?.place.kind;
  return kind === "country" || kind === "region" || (kind === "island" && wholeIsland);
}

const isPlace = (unit: Unit | undefined) => !!unit && unit.entries.some((item) => item.type === "place");
/** A whole number of nights a stop may have. */
const smallCount = (count: number | undefined): count is number =>
  count !== undefined && Number.isInteger(count) && count >= 1 && count <= MAX_BARE_NIGHTS;

/**
 * A bare number beside a place, with no word saying what it counts: "Naxos 3", "Naxos x3", "Naxos (3)",
 * "Santorini for two", "für 2", "για 2", "2 in Paros", "2 στην Πάρο". In a trip it is nights when the
 * sentence counts nights or people elsewhere.
 */
function bareCount(text: string, lang: Lang, now: Date): number | undefined {
  const plain = text
    .replace(/(^|[\s(])(\d{1,2})\s?[nν](?=\s|$|[,.;:)])/gu, "$1$2")
    .replace(/(^|\s)[x×]\s?(\d{1,2})(?=\s|$|[,.;:)])/gu, "$1$2")
    .replace(/(^|\s)(\d{1,2})\s?[x×](?=\s|$|[,.;:)])/gu, "$1$2");
  const units = buildContext(plain, lang, now).units;
  for (let k = 0; k < units.length; k++) {
    const count = numberOf(units[k]);
    if (!smallCount(count)) continue;
    const before = units[k - 1];
    const after = units[k + 1];
    // "Naxos 3", "Naxos for 3" (and nothing after the number)
    if (!after && k > 0 && (isPlace(before) || (hasFlag(before, Flag.FOR) && isPlace(units[k - 2])))) return count;
    // "3 in Naxos", "3 στην Νάξο", "3 auf Naxos", "3 Σπέτσες"
    const placeAfter =
      hasFlag(after, Flag.LOC | Flag.DEST) && units.slice(k + 2).some(isPlace) && !entry(after, "people");
    if (k === 0 && (isPlace(after) || placeAfter)) return count;
  }
  return undefined;
}

/** Each piece read by the search, with its places, a bare number beside them and the nights of a range of days. */
function readPieces(pieces: readonly Piece[], read: (text: string) => Intent, lang: Lang, now: Date): Reading[] {
  const withNights = pieces.some((piece) => piece.text && read(piece.text).nights !== undefined);
  return pieces.map((piece) => {
    const got = read(piece.text);
    const places = placesOf(got);
    const beside = places.length > 0 && got.nights === undefined && !got.dates;
    const bare = beside ? bareCount(piece.text, lang, now) : undefined;
    const days = got.dates && "from" in got.dates && !("weekend" in got.dates) ? got.dates : undefined;
    const range = places.length > 0 && got.nights === undefined && days ? daysBetween(days.from, days.to) : 0;
    return {
      text: piece.text,
      read: got,
      places,
      back: piece.back === true || (piece.back === "weak" && withNights),
      fly: piece.fly !== undefined,
      flyHome: piece.fly === "home",
      colon: piece.colon === true,
      ...(bare !== undefined ? { bare } : {}),
      ...(range > 0 ? { range } : {}),
    };
  });
}

/** "then fly home from Chania": the piece names where the trip leaves from, and home is no stop. */
const leaving = (piece: Intent) => piece.origin !== undefined && !piece.destination && !piece.place;

/**
 * The trip the pieces say: stops in order with their nights and named transports, and the start,
 * travellers and budget wherever they are written (the first one found wins).
 */
function tripOf(readings: readonly Reading[], folded: string): Said {
  // Each stop with its own days ("Naxos July 12-15, then Paros July 15-17"): the nights between them.
  const ranges = readings.filter((reading) => reading.range !== undefined).length > 1;
  // A bare number is nights when the sentence counts nights or people elsewhere, or has several of them.
  const bares = readings.filter((reading) => reading.bare !== undefined);
  const peopleSaid = readings.some((reading) => reading.bare === undefined && reading.read.travellers !== undefined);
  const withNights = readings.some((reading) => reading.text && reading.read.nights !== undefined);
  const bareNights = bares.length > 1 || withNights || peopleSaid;

  const stops: Stop[] = [];
  // (A way back by air that names no place goes home, which is not always the first stop: decided below.)
  const backSaid = readings.some(
    (reading) =>
      reading.back &&
      !leaving(reading.read) &&
      !(reading.fly && reading.places.length === 0) &&
      // (A way back by air that names its place, "fly back to Munich", "Rückflug nach München", is a last
      // stop there: a return only when it is the first stop again, which the end of the route shows.)
      !(reading.fly && reading.places.length > 0),
  );
  const trip: Said = { stops, returns: ROUND_RE.test(folded) || backSaid };
  /** The stop the sentence named last (where a piece's nights go when it names no place). */
  let named: Stop | undefined;
  /** A way back named its place ("back to Athens"): the trip ends there, not at the first stop. */
  let backTo = false;
  /** The day of coming back, when the way back says it ("επιστροφή 19/6", "back to Athens on 20 July"). */
  let backDay: string | undefined;
  /**
   * A date among the trip's facts after the way back's place ("… και πίσω Πειραιά 15 Αυγούστου 4 άτομα"):
   * the start when no other piece gives one (people write the start last), else the day of coming back.
   */
  let looseBackDay: string | undefined;
  /** The coming weekend, when the piece says a weekend: the start only when no piece gives a day. */
  let weekendStart: string | undefined;
  /** Stops written as where the trip starts ("from Athens"): "3 nights each" is not theirs. */
  const origins = new Set<Stop>();
  /** Stops given their nights after the whole route was written. */
  const late = new Set<Stop>();
  /** Stops named in a heading before the first colon ("Rhodes, Symi, Kos: 2 nights in Rhodes, …"). */
  const heading = new Set<Stop>();
  // (A heading split at "and" is several pieces before the colon, each marked with it.)
  let headingEnd = readings.findIndex((reading) => reading.colon);
  while (headingEnd >= 0 && readings[headingEnd + 1]?.colon) headingEnd++;
  /** Nights for a stop of a route written before them without any nights. */
  const laterNights = (places: string[], nights: number | undefined, back: boolean) =>
    nights !== undefined &&
    !back &&
    places.length === 1 &&
    stops.every((stop) => stop.nights === undefined || late.has(stop)) &&
    stops.some((stop, i) => i > 0 && i < stops.length - 1 && stop.place === places[0] && stop.nights === undefined);
  for (const [index, reading] of readings.entries()) {
    const { text: pieceText, read: piece, colon, back, fly, bare, range } = reading;
    const next = readings[index + 1];
    let places = reading.places;
    // A heading before a colon that frames the stops after it ("Two weeks in Greece: …", "Rundreise Kreta
    // ab Heraklion: …", "Kykladen: …"): its country, region or (with a length or a tour word) island is no stop.
    if (colon && !stops.some((stop) => !origins.has(stop)) && next && next.places.length > 0) {
      // (Also any place when the words after the colon say their own start: "Kreta: Bus von Chania nach Knossos".)
      const ownStart = next.read.origin !== undefined && piece.origin === undefined && !START_RE.test(pieceText);
      // (An island frames the towns after it: "Σκεφτόμαστε Κρήτη: Ηράκλειο, Χανιά 3 νύχτες".)
      const towns = placeRecord(next.places[0]!)?.place.kind === "gr-city";
      const whole = towns || piece.nights !== undefined || TOUR_RE.test(pieceText);
      const framed = places.find((place) => place !== piece.origin && (ownStart || frames(place, whole)));
      if (framed) {
        places = places.filter((place) => place !== framed);
        if (places.length === 0) continue;
      }
    }
    // "3, 4 and 3 nights" after a route whose stays have none: one count a stay, in order.
    if (places.length === 0 && NIGHTS_LIST.test(pieceText)) {
      const counts = [...pieceText.matchAll(/\d{1,2}/gu)].map((found) => Number(found[0]));
      const open = stops.filter(
        (stop, i) => i > 0 && stop.nights === undefined && !(i === stops.length - 1 && stop.place === stops[0]!.place),
      );
      if (open.length === counts.length && counts.every((count) => count >= 1 && count <= MAX_LISTED_NIGHTS)) {
        open.forEach((stop, i) => (stop.nights = counts[i]));
        continue;
      }
    }
    // Arriving at the first stop ("we land in Skiathos on August 2nd", "wir landen in Chania am 3.6.",
    // "φτάνουμε στη Ρόδο 5/7"): its day is the start; the place is no stop again, nor a way back.
    if (
      !back &&
      places.length === 1 &&
      stops.length > 0 &&
      places[0] === stops[0]!.place &&
      ARRIVE_RE.test(pieceText)
    ) {
      places = [];
    }
    const asNights = bare !== undefined && bareNights;
    const framedOut = places.length < reading.places.length;
    const nights = framedOut
      ? undefined
      : (piece.nights ??
        (asNights ? bare : undefined) ??
        (ranges ? range : undefined) ??
        (places.length === 1 && piece.origin !== places[0] ? weekendNights(pieceText) : undefined));
    // A start said after the stops ("…, starting from Athens", "Abflug ab Frankfurt"), or a route to the
    // first stop ("flight from Frankfurt to Corfu"): its place goes first.
    // (Also "from Athens by car", "ab Athen mit dem Auto" after the stops: a piece that begins with its origin.)
    const fromFirst = FROM_RE.test(pieceText) && stops.length > 0;
    const startSaid =
      places.length === 1 && !PASS_RE.test(pieceText) && (START_RE.test(pieceText) || leaving(piece) || fromFirst);
    const toFirst =
      places.length === 2 &&
      stops.length > 0 &&
      piece.destination === stops[0]!.place &&
      !stops.some((stop) => stop.place === piece.origin);
    if (stops.length > 0 && !back && (startSaid || toFirst)) {
      const start = places[0]!;
      // (The route may end where it starts: "Naxos → Amorgos → Piraeus, leaving Piraeus on 10 August".)
      const endsThere = stops.length > 1 && stops.at(-1)!.place === start && stops[0]!.place !== start;
      if (!stops.some((stop) => stop.place === start) || (endsThere && !toFirst)) {
        stops.unshift({ place: start, ...(nights !== undefined && !toFirst ? { nights } : {}) });
        origins.add(stops[0]!);
      }
    } else if (laterNights(places, nights, back)) {
      // A route first and its nights after it ("Athens → Naxos → Paros → Athens, 3 nights in Naxos, 2 in Paros").
      named = stops.find((stop, i) => i > 0 && stop.place === places[0] && stop.nights === undefined)!;
      named.nights = nights;
      late.add(named);
    } else {
      if (back && places.length > 0 && !leaving(piece)) backTo = true;
      for (const place of places) {
        if (stops.at(-1)?.place !== place) {
          stops.push({ place });
          if (index <= headingEnd) heading.add(stops.at(-1)!);
        }
        named = stops.at(-1);
        if (place === piece.origin || startSaid) origins.add(named!);
      }
      // The transport the piece names is its leg's ("ferry to Naxos", "fly back to Athens", "πτήση για Αθήνα").
      const namedWay = piece.category && !piece.inferred && LEG_WAYS.has(piece.category) ? piece.category : undefined;
      const said = fly && !leaving(piece) ? "flights" : namedWay;
      if (said && places.length > 0 && named && stops.length > 1 && named !== stops[0]) named.transport = said;
      // Nights belong to the stop the piece names last (or, with no place, to the one named last);
      // "3 nights each" to every stop so far that has none and is not where the trip starts.
      if (nights !== undefined && piece.nights !== undefined && !piece.budget && EACH_RE.test(pieceText)) {
        // (Nor the mainland port before the islands: "Ραφήνα-Άνδρος-Τήνος, από 2 βράδια στο καθένα".)
        const port = stops.length > 1 && !isIsland(stops[0]!.place) && stops.some((stop) => isIsland(stop.place));
        for (const [i, stop] of stops.entries()) {
          if (stop.nights === undefined && !origins.has(stop) && !(i === 0 && port)) stop.nights = nights;
        }
      }
      if (nights !== undefined && named) named.nights = nights;
    }
    if (!(asNights && piece.travellers === bare) && piece.travellers !== undefined && trip.travellers === undefined) {
      trip.travellers = piece.travellers;
      if (piece.children !== undefined) trip.children = piece.children;
    }
    const dates = piece.dates;
    // (A weekend is the coming one only when no day is written: "weekend on Hydra, departing Friday 22 May".)
    if (!back && dates && "weekend" in dates) weekendStart ??= dates.from;
    else if (trip.start === undefined && !back && dates && "from" in dates) trip.start = dates.from;
    // (The day said with a way back is the day of coming back, not the start.)
    if (back && dates && "from" in dates && !("weekend" in dates)) {
      if (BACK_DAY_RE.test(pieceText)) backDay ??= dates.from;
      else looseBackDay ??= dates.from;
    }
    const bareBudget = asNights && piece.budget?.amount === bare;
    if (trip.budget === undefined && piece.budget && !bareBudget) trip.budget = piece.budget;
  }
  dropHeadingList(stops, heading);
  trip.start ??= weekendStart;
  if (looseBackDay !== undefined) {
    if (trip.start === undefined) trip.start = looseBackDay;
    else backDay ??= looseBackDay;
  }
  const first = stops[0]?.place;
  if (trip.returns && !backTo && first && stops.at(-1)?.place !== first) stops.push({ place: first });
  flyHome(trip, readings, origins);
  // The first place again at the end: a round trip.
  if (stops.length >= 3 && stops.at(-1)?.place === first) trip.returns = true;
  // The day of coming back gives the nights of the one stay it leaves unknown ("Athens to Naxos 12/7, back 19/7").
  const stays = stops.slice(1, -1);
  const unknown = stays.filter((stop) => stop.nights === undefined);
  if (backDay && trip.start && trip.returns && unknown.length === 1) {
    const left = daysBetween(trip.start, backDay) - stays.reduce((sum, stop) => sum + (stop.nights ?? 0), 0);
    if (left >= 1 && left <= MAX_LISTED_NIGHTS) unknown[0]!.nights = left;
  }
  if (backDay !== undefined) trip.end = backDay;
  return trip;
}

/**
 * A heading that lists the stops before their details ("Rhodes, Symi, Kos: 2 nights in Rhodes, then 3 in
 * Symi, …", "Νάξος, Πάρος: …"): the list is the same stops, named once. A place of the list that the details
 * name again is left to them; one they do not name again (the start, "Athens, Naxos, Paros: 3 nights in
 * Naxos, …") stays. A way back to the first place is no naming again.
 */
function dropHeadingList(stops: Stop[], heading: ReadonlySet<Stop>): void {
  if (heading.size < 2) return;
  const details = stops.filter((stop) => !heading.has(stop));
  const last = details.at(-1);
  const namedAgain = details.filter((stop) => stop !== last || stop.place !== stops[0]?.place);
  const again = new Set(namedAgain.map((stop) => stop.place));
  const dropped = stops.filter((stop) => heading.has(stop) && stop.nights === undefined && again.has(stop.place));
  if (dropped.length === 0) return;
  const kept = stops.filter((stop) => !dropped.includes(stop));
  stops.splice(0, stops.length, ...kept);
}

/**
 * A way back by air that names no place ("… and fly home", "Heimflug", "then fly home from Chania"): home
 * is the first stop when the trip flew out of it ("From London: …"), else a place the sentence does not name.
 */
function flyHome(trip: Said, readings: readonly Reading[], origins: ReadonlySet<Stop>): void {
  const stops = trip.stops;
  const toNoPlace = readings.some((reading) => reading.fly && (reading.places.length === 0 || leaving(reading.read)));
  const toAPlace = readings.some((reading) => reading.fly && reading.places.length > 0 && !leaving(reading.read));
  if (!toNoPlace || toAPlace || stops.length < 2) return;
  const start = stops[0]!;
  const flewOut =
    start.nights === undefined && origins.has(start) && legTransports(start.place, stops[1]!.place)[0] === "flights";
  if (flewOut && stops.at(-1)?.place !== start.place) {
    stops.push({ place: start.place, transport: "flights" });
    trip.returns = true;
  } else if (flewOut) stops.at(-1)!.transport = "flights";
  else trip.home = true;
}

/** A budget the model can hold: in a currency's code, for a night, a person, the whole trip or a day. */
function modelBudget(budget: Budget | undefined): TripModel["budget"] | undefined {
  const per = TRIP_BUDGET_PER.find((kind) => kind === budget?.per);
  const amount = budget?.amount ?? 0;
  const held = amount > 0 && amount <= MAX_TRIP_BUDGET && /^[A-Z]{3}$/.test(budget?.currency ?? "");
  if (!budget || !per || !held) return undefined;
  return { amount: budget.amount, currency: budget.currency, per };
}

/**
 * The trip as the model holds it, within core/requests.ts's limits. The start is the day written, else
 * the day of coming back less the nights before it ("Athens → Naxos 3 nights → Paros 2 nights, back on 20
 * July" leaves on 15 July).
 */
function toModel(said: Said): TripModel {
  const nightsBefore = said.stops.slice(0, -1).reduce((sum, stop) => sum + (stop.nights ?? 0), 0);
  const start = said.start ?? (said.end ? addDays(said.end, -nightsBefore) : undefined);
  const budget = modelBudget(said.budget);
  const { travellers, children } = said;
  return {
    stops: said.stops.slice(0, MAX_TRIP_STOPS).map((stop) => ({
      place: stop.place,
      ...(stop.nights ? { nights: Math.min(MAX_TRIP_NIGHTS, stop.nights) } : {}),
      ...(stop.transport ? { transport: stop.transport } : {}),
    })),
    ...(start ? { start } : {}),
    ...(travellers ? { travellers: Math.min(MAX_TRIP_TRAVELLERS, travellers) } : {}),
    ...(children !== undefined && travellers && children < travellers ? { children } : {}),
    ...(budget ? { budget } : {}),
    returns: said.returns,
    ...(said.home ? { home: {} } : {}),
  };
}

/**
 * Numbers written with thousands separators as plain numbers: "1,500 euro all in", "1.500 Euro",
 * "2.000 ευρώ" are 1500 and 2000, not 1.5 and 2 (a separator is followed by exactly three digits; "12,50"
 * and "10.30" are not touched).
 */
function plainNumbers(folded: string): string {
  return folded.replace(/(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![\d]|[.,]\d)/gu, (number) => number.replace(/[.,]/gu, ""));
}

let numberPlaces: Map<string, string> | undefined;

/**
 * The places whose one-word name is also a number word ("Σαράντα", Saranda, is forty): folded name →
 * the place's first Latin name, folded. Found once, on first use, from the gazetteer and the tokenizer's
 * number words.
 */
function placesThatAreNumbers(): Map<string, string> {
  if (numberPlaces) return numberPlaces;
  numberPlaces = new Map();
  for (const record of gazetteer()) {
    for (const name of [...record.latin, ...record.greek]) {
      const folded = fold(name);
      if (/^\p{L}{4,}$/u.test(folded) && isNumberWord(folded)) numberPlaces.set(folded, fold(record.latin[0]!));
    }
  }
  return numberPlaces;
}

const NUMBER_PLACE_RE = /(?<![\p{L}\p{N}])\p{L}{4,}(?![\p{L}\p{N}])/gu;
const STOP_LEAD_RE = new RegExp(`(?:${STOP_LEAD})\\s*$`, "u");
const COUNTED_RE = new RegExp(`^\\s*(?:${COUNTED})(?![\\p{L}])`, "u");

/**
 * A place's name that is also a number word, standing where a stop stands ("Κέρκυρα → Σαράντα 3 νύχτες",
 * "από Κέρκυρα για Σαράντα"), written as the place's Latin name, so the search reads a place, not forty
 * (and no budget of 40). Before money or people ("για σαράντα ευρώ", "σαράντα άτομα") it stays a number.
 */
function numberPlacesAsPlaces(folded: string): string {
  const places = placesThatAreNumbers();
  if (places.size === 0) return folded;
  return folded.replace(NUMBER_PLACE_RE, (word, at: number) => {
    const place = places.get(word);
    if (!place) return word;
    const before = folded.slice(Math.max(0, at - 12), at).trimEnd();
    const lead = at === 0 || (STOP_LEAD_RE.test(before) && /(?:^|[\s,;:>→–—-])\S*$/u.test(before));
    return lead && !COUNTED_RE.test(folded.slice(at + word.length)) ? place : word;
  });
}

/**
 * Reads a trip sentence into the trip model: two or more stops, or undefined when the sentence names
 * fewer (then it is a search, not a trip). Nights are read per stop; the start date, travellers and
 * budget wherever they are written (the first one found wins). `now` fixes relative dates.
 */
export function understandTrip(text: string, lang: Lang, now: Date = new Date()): TripModel | undefined {
  // A sentence is short; a cap keeps a pasted essay from costing more than a few milliseconds.
  const folded = numberPlacesAsPlaces(plainNumbers(fold(text.slice(0, MAX_TRIP_SENTENCE))));
  const memo = new Map<string, Intent>();
  const read = (pieceText: string) => {
    let got = memo.get(pieceText);
    if (!got) memo.set(pieceText, (got = understand(pieceText, lang, now)));
    return got;
  };
  const said = tripOf(readPieces(cutSentence(folded, read), read, lang, now), folded);
  return said.stops.length >= 2 ? toModel(said) : undefined;
}
