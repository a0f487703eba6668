// Places and their roles: the place of a stay, or origin/destination of a trip
// ('από Πειραιά για Νάξο', 'Athens to Berlin', 'von Athen nach Berlin',
// 'Πειραιάς - Νάξος').
import type { CategoryId } from "../../content/types.ts";
import { entry, flags, hasFlag, isClaimed, skipArticles, type Ctx } from "./context.ts";
import { Flag, type Place } from "./lexicon-types.ts";
import { airportPlace } from "./transport.ts";
import {
  AIRPORT_WORDS,
  CARRIER_AFTER,
  CARRIER_BEFORE,
  FOR_WORDS,
  HAVE_WORDS,
  NEAR_WORDS,
  TERMINAL_WORDS,
  WITH,
  WITHOUT,
} from "./words/places.ts";

export const TRANSPORT: ReadonlySet<CategoryId> = new Set<CategoryId>([
  "ferries",
  "flights",
  "trains-buses",
  "transfers",
]);

/** Tickets from one place to another: a lone place named with one is the destination. */
const TICKETS: ReadonlySet<CategoryId> = new Set<CategoryId>(["ferries", "flights", "trains-buses"]);
/**
 * Categories that take one place, or two when the words make a trip of them: a one-way car rental
 * ("pick up in Heraklion, drop off in Chania"), a day trip or tour from a town to a sight ("day
 * trip to Meteora from Athens", "Tagesausflug Delphi ab Athen").
 */
const TWO_PLACE: ReadonlySet<CategoryId> = new Set<CategoryId>([
  "car-rental",
  "camper-vans",
  "tours",
  "activities",
  "cycling",
  "cruises",
  "flight-compensation",
]);

type Role = "origin" | "dest" | "loc" | "motion" | "none";

interface Mention {
  place: Place;
  at: number;
  role: Role;
  /** Read through a typo (lexicon quality 3), not exactly or by its phonetic key. */
  typo: boolean;
}

function bestPlace(places: Place[]): Place {
  return places.reduce((a, b) => (b.rank < a.rank ? b : a));
}

/** A terminal word, alone or ending a phrase ("ferry port", "cruise terminal"). */
export const isTerminal = (u: Ctx["units"][number] | undefined) =>
  !!u && u.tokens.some((t) => TERMINAL_WORDS.has(t.text));

/**
 * The role a place word gives the place after it. The terminal of the place may stand between them
 * ("από το λιμάνι του Πειραιά", "from the port of Piraeus", "vom Hafen Piräus").
 */
function roleBefore(ctx: Ctx, i: number, prevPlaceAt: number | undefined): Role {
  let terminal = false;
  for (let k = i - 1; k >= Math.max(0, i - (terminal ? 6 : 3)); k--) {
    const unit = ctx.units[k]!;
    if (unit.tok.kind === "dash") return prevPlaceAt !== undefined && k > prevPlaceAt ? "dest" : "none";
    const unitFlags = flags(unit);
    if (unitFlags & Flag.ORIGIN) return "origin";
    if (unitFlags & Flag.DEST) return "dest";
    if (unitFlags & Flag.MOTION) return "motion";
    if (unitFlags & Flag.LOC) {
      // "from the ferry port in Heraklion", "vom Hafen in Kos": the place of the terminal, whose role is said before
      // it.
      const before = skipArticles(ctx, k, -1, 1);
      if (terminal || !isTerminal(ctx.units[before])) return "loc";
      terminal = true;
      k = before;
      continue;
    }
    if (!terminal && isTerminal(unit)) terminal = true;
    // ("of" only between a terminal and its place: "port of Piraeus".)
    else if (
      !(unitFlags & Flag.ARTICLE) &&
      !(unitFlags & Flag.OF && isTerminal(ctx.units[skipArticles(ctx, k - 1, -1, 1)]))
    )
      return "none";
  }
  return "none";
}

/**
 * An airport named by no place ("to the airport", "στο αεροδρόμιο", "zum Flughafen"): no place
 * right before it ("Athens airport") or joined to it after ("airport of Chania", "αεροδρόμιο Χανίων").
 */
function unnamedAirport(ctx: Ctx, mentions: readonly Mention[]): number | undefined {
  const at = ctx.units.findIndex((unit, i) => {
    if (!AIRPORT_WORDS.has(unit.tok.text)) return false;
    return !mentions.some((mention) => {
      if (mention.at === i - 1) return true;
      if (mention.at <= i) return false;
      // Only articles and "of" between the airport and its place.
      return ctx.units.slice(i + 1, mention.at).every((between) => {
        const unitFlags = flags(between);
        return (
          (unitFlags & (Flag.ARTICLE | Flag.OF)) !== 0 &&
          (unitFlags & (Flag.ORIGIN | Flag.DEST | Flag.LOC | Flag.MOTION)) === 0
        );
      });
    });
  });
  return at < 0 ? undefined : at;
}

export interface Places {
  place?: string;
  origin?: string;
  destination?: string;
}

// (Any word of the unit: "exchange my" is one phrase.)
const ownWord = (u: Ctx["units"][number]) => u.tokens.some((t) => HAVE_WORDS.has(t.text));
/** The place at unit i is followed, its home word between, by a word of the home wanted in return. */
function offeredFor(ctx: Ctx, i: number): boolean {
  for (let k = i + 1; k <= i + 3 && k < ctx.units.length; k++) {
    const unit = ctx.units[k]!;
    // ("Rome for 2 weeks": a length, not the home wanted.)
    if (FOR_WORDS.has(unit.tok.text)) return ctx.units[k + 1]?.tok.kind !== "num" && !entry(ctx.units[k + 1], "num");
    if (!unit.entries.some((e) => e.type === "cat" || e.type === "my") && !hasFlag(unit, Flag.ARTICLE)) return false;
  }
  return false;
}

/**
 * A unit among the `span` before unit i (articles and place words such as "of", "to", "in", "from"
 * not counted), and after any place named before it, is one `test` accepts.
 */
function within(ctx: Ctx, i: number, span: number, test: (u: Ctx["units"][number]) => boolean): boolean {
  for (let k = i - 1, seen = 0; k >= 0 && seen < span; k--) {
    const unit = ctx.units[k]!;
    if (test(unit)) return true;
    // (Another place's words are that place's: "σπίτι μου στην Κέρκυρα με σπίτι στη Βιέννη".)
    if (unit.entries.some((e) => e.type === "place")) return false;
    if (!hasFlag(unit, Flag.ARTICLE | Flag.OF | Flag.DEST | Flag.LOC | Flag.ORIGIN)) seen++;
  }
  return false;
}

/**
 * A Greek village named right before a place that another airport serves ("plaka athens": the
 * data's Plaka is a Cretan village) is a district of that place with the same name: the place.
 * ("Oia Santorini", "Kalyves Chania": the village is in the place's own area, and stays.)
 */
function districtOf(ctx: Ctx, ms: readonly Mention[]): Mention | undefined {
  const [first, second] = ms;
  if (!first || !second || first.place.kind !== "gr-city") return undefined;
  if (!ctx.units.slice(first.at + 1, second.at).every((u) => u.tok.kind !== "word" && u.tok.kind !== "num"))
    return undefined;
  const own = airportPlace(first.place.name);
  const other = airportPlace(second.place.name);
  return own && other && own !== other ? second : undefined;
}

/** The places of the query and their roles; the last extractor, it reads units and marks none. */
export function extractPlaces(ctx: Ctx, category: CategoryId | undefined): Places {
  const mentions = mentionsOf(ctx, category);
  const places = placesOf(ctx, category, mentions);
  // A ride between a named place and an airport named by none ("taxi from the port of Piraeus to
  // the airport", "ταξί από το αεροδρόμιο στον Πειραιά"): the airport that serves the place.
  const known =
    places.place ??
    (places.origin === undefined ? places.destination : places.destination === undefined ? places.origin : undefined);
  const at = category === "transfers" && known ? unnamedAirport(ctx, mentions) : undefined;
  const airport = at === undefined ? undefined : airportPlace(known!);
  if (at === undefined || !airport || airport === known) return places;
  // The airport's own place word says which end it is ("from the airport"); else the other end's.
  const side = roleBefore(ctx, at, undefined);
  const fromAirport = side === "origin" || (side !== "dest" && places.origin === undefined);
  return fromAirport ? { origin: airport, destination: known } : { origin: known, destination: airport };
}

function flownWith(ctx: Ctx, i: number): boolean {
  const prev = ctx.units[skipArticles(ctx, i, -1)];
  const next = ctx.units[i + 1];
  return CARRIER_BEFORE.has(prev?.tok.text ?? "") || CARRIER_AFTER.has(next?.tok.text ?? "");
}

function mentionsOf(ctx: Ctx, category: CategoryId | undefined): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < ctx.units.length; i++) {
    const unit = ctx.units[i]!;
    if (isClaimed(ctx, unit)) continue;
    // An airline's name is not a place ("Aegean" the airline, not the sea).
    // So is a name flown with ("bei Aegean", "with Ryanair", "με την Aegean") or followed by "airlines".
    if (
      unit.entries.some((e) => e.type === "airline") &&
      (category === "flights" || category === "flight-compensation" || flownWith(ctx, i))
    )
      continue;
    const places = unit.entries.filter((e) => e.type === "place").map((e) => (e as { place: Place }).place);
    if (places.length === 0) continue;
    const prev = mentions[mentions.length - 1]?.at;
    const role = roleBefore(ctx, i, prev);
    // A name that is also an everyday word ("Reading", "Χώρα") is a place only after a place word;
    // so is one spelled like a function word of the query ("afhsw": αφήσω, "leave", not Afissos).
    const fnWord = unit.entries.some((e) => e.type === "fn");
    const named = places.filter((p) => !(p.weak || fnWord) || role !== "none");
    if (named.length === 0) continue;
    mentions.push({ place: bestPlace(named), at: i, role, typo: unit.quality === 3 });
  }
  return mentions;
}

function placesOf(ctx: Ctx, category: CategoryId | undefined, mentions: readonly Mention[]): Places {
  // Same place twice ("Νάξος ... Νάξο"): keep the first.
  const seen = new Set<string>();
  let ms = mentions.filter((m) => (seen.has(m.place.name) ? false : (seen.add(m.place.name), true)));
  if (ms.length === 0) return {};

  const transport = category !== undefined && TRANSPORT.has(category);
  // Where one place is meant, a place read through a typo gives way to one written exactly, unless
  // a place word gave it a role ("best hotel in Naxos": "best" is no island).
  if (!transport && !(category && TWO_PLACE.has(category)) && ms.some((m) => !m.typo))
    ms = ms.filter((m) => !m.typo || m.role !== "none");
  // A place named as a landmark ("near Athens", "κοντά στην Αθήνα", "nahe Athen") or as the home
  // offered in an exchange ("my London flat", "έχουμε σπίτι στη Θεσσαλονίκη", "Hamburg gegen Athen") is not where the
  // visitor wants to be, when another place is named.
  if (!transport && ms.length >= 2) {
    const offered = (at: number) =>
      category === "home-exchange" && (within(ctx, at, 3, ownWord) || offeredFor(ctx, at));
    const kept = ms.filter((m) => !within(ctx, m.at, 1, (u) => NEAR_WORDS.has(u.tok.text)) && !offered(m.at));
    if (kept.length > 0) ms = kept;
  }
  const routeWords = ms.some((m) => m.role === "origin" || m.role === "dest");
  // A country next to a city/island in it is context, not a second place ("Naxos Greece").
  const specific = ms.filter((m) => m.place.kind !== "country");
  // Two places side by side with no category word are a route ("athina milano 3/10", "naxos amorgos"),
  // also with a Greeklish "to" between them ("skg to lgw").
  const between = specific.length >= 2 ? ctx.units.slice(specific[0]!.at + 1, specific[1]!.at) : [];
  const sideBySide = specific.length >= 2 && between.every((u) => hasFlag(u, Flag.ARTICLE | Flag.DEST));
  // A one-way rental or a trip from a town: a direction word, or pick-up and drop-off words.
  // A claim names the flight's two airports side by side too ("flug frankfurt athen gestrichen").
  const trip =
    category !== undefined &&
    TWO_PLACE.has(category) &&
    specific.length >= 2 &&
    (routeWords ||
      ctx.units.some((u) => hasFlag(u, Flag.PICKUP | Flag.DROPOFF)) ||
      (category === "flight-compensation" && sideBySide));

  // A cruise "from Piraeus" names its port of departure (a sea named beside it is its setting).
  if (category === "cruises" && !ms.some((m) => m.role === "dest")) {
    const from = ms.find((m) => m.role === "origin");
    if (from) return { origin: from.place.name };
  }
  if (ms.length >= 2 && (transport || trip || (category === undefined && (routeWords || sideBySide)))) {
    const isDest = (m: Mention) => m.role === "dest" || (transport && m.role === "motion");
    // A river or sea named beside the towns is the setting, not an end ("Danube cruise Budapest to Vienna").
    const towns = ms.filter((m) => m.role !== "none" || m.place.kind !== "region");
    const ends = towns.length >= 2 ? towns : ms;
    const origin = ends.find((m) => m.role === "origin") ?? ends.find((m) => !isDest(m)) ?? ends[0]!;
    const dest = ends.find((m) => m !== origin && isDest(m)) ?? ends.find((m) => m !== origin)!;
    return { origin: origin.place.name, destination: dest.place.name };
  }
  const only = ms.length >= 2 && specific.length > 0 ? (districtOf(ctx, specific) ?? specific[0]!) : ms[0]!;
  // A claim's one place with a direction word is an end of the flight ("cancelled my flight from
  // Chania", "πτήση για Φρανκφούρτη", "Flug ab Wien"); with none it is the flight's place.
  if (category === "flight-compensation") {
    if (only.role === "origin") return { origin: only.place.name };
    if (only.role === "dest") return { destination: only.place.name };
  }
  if (transport || category === undefined) {
    if (only.role === "origin") return { origin: only.place.name };
    // A ride from a place's airport or port with no direction word ("Transfer Flughafen Heraklion
    // zum Hotel", "aerodromio ko ws to xenodoxeio", "Kos airport transfer"): it starts there.
    if (
      category === "transfers" &&
      only.role === "none" &&
      (isTerminal(ctx.units[only.at + 1]) || isTerminal(ctx.units[skipArticles(ctx, only.at, -1)]))
    )
      return { origin: only.place.name };
    if (only.role === "dest" || (transport && only.role === "motion")) return { destination: only.place.name };
    // A ticket's one place with no place word is where it goes ("Flug Split", "πλοίο Νάξος 20/8").
    // A rented boat or car goes nowhere ("motorboot mieten parga").
    const renting = ctx.units.some(
      (unit, i) => unit.entries.some((e) => e.type === "cat" && e.id === "car-rental") && !vehicleAboard(ctx, i),
    );
    if (category && TICKETS.has(category) && only.role === "none" && ms.length === 1 && !renting)
      return { destination: only.place.name };
  }
  return { place: only.place.name };
}

/**
 * A vehicle added to a ferry ticket ("for 2 people and a car", "plus car", "w/ car", "και
 * αυτοκίνητο", "with the car", "με το αμάξι", "mit dem Wohnmobil auf die Fähre", "with a camper
 * van"): it goes on board, it is not rented.
 */
export function vehicleAboard(ctx: Ctx, i: number): boolean {
  const isCat = (u: Ctx["units"][number] | undefined, id: CategoryId) =>
    !!u && u.entries.some((e) => e.type === "cat" && e.id === id);
  const vehicle = VEHICLES.find((id) => isCat(ctx.units[i], id));
  // (A bare vehicle: "car hire", "rent a car", "Wohnmobil mieten" are rentals whatever else is asked.)
  const rented = ctx.units[i]?.entries.some((e) => e.type === "cat" && e.id === vehicle && e.weight >= 2);
  if (!vehicle || rented || !ctx.units.some((u) => isCat(u, "ferries"))) return false;
  let before = skipArticles(ctx, i, -1);
  // "camper van", "Wohnmobil-Bus": the words of one vehicle.
  while (isCat(ctx.units[before], vehicle) && before > 0) before = skipArticles(ctx, before, -1);
  // "plus our car", "mit unserem Auto": the car is the travellers' own.
  if (ctx.units[before]?.entries.some((e) => e.type === "my")) before = skipArticles(ctx, before, -1);
  const prev = ctx.units[before];
  // ("without a car", "ohne Auto", "χωρίς αυτοκίνητο": none aboard, none rented either.)
  // "with the car", "με το αμάξι" (Greek "με" is also "of"), German "mit" is "and".
  return (
    hasFlag(prev, Flag.AND) ||
    prev?.tok.kind === "plus" ||
    WITHOUT.has(prev?.tok.text ?? "") ||
    WITH.has(prev?.tok.text ?? "")
  );
}

/** Vehicles a ferry carries: a car (or motorbike) and a camper. */
const VEHICLES: readonly CategoryId[] = ["car-rental", "camper-vans"];

/**
 * A place the gazetteer lacks ("hotel in Bansko", "Hotel Toskana"): an unknown word of 4+ letters
 * right after a place preposition (in English also right after the category word), with no unknown
 * word after it, in Latin script. It reaches the partner as free text (capitalised, in folded form).
 */
export function freeTextPlace(ctx: Ctx): { name: string; prev: Ctx["units"][number] | undefined } | undefined {
  // Latin script only: in Greek, lower-cased, a name cannot be told from a word ("σε όλες τις πτήσεις").
  const isUnknown = (unit: Ctx["units"][number] | undefined) =>
    !!unit &&
    !isClaimed(ctx, unit) &&
    unit.entries.length === 0 &&
    unit.tok.kind === "word" &&
    /^[a-z]{4,}$/.test(unit.tok.text);
  const isCat = (u: Ctx["units"][number] | undefined) => !!u && u.entries.some((e) => e.type === "cat");
  for (let i = 0; i < ctx.units.length; i++) {
    const unit = ctx.units[i];
    if (!isUnknown(unit)) continue;
    const prev = ctx.units[skipArticles(ctx, i, -1)];
    // After a place preposition; in English also straight after the category word ("hotel Bansko").
    if (hasFlag(prev, Flag.LOC | Flag.DEST | Flag.ORIGIN) || (ctx.lang === "en" && isCat(ctx.units[i - 1]))) {
      const words = [unit!.tok.text];
      let j = i + 1;
      for (; isUnknown(ctx.units[j]) && words.length < 3; j++) words.push(ctx.units[j]!.tok.text);
      // A name, not the start of a sentence ("where to leave my luggage"): nothing unknown follows it.
      if (ctx.units.slice(j).some((x) => x.tok.kind === "word" && x.entries.length === 0)) continue;
      return { name: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" "), prev };
    }
  }
  return undefined;
}
