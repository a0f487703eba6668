// understand(text, lang, now) → Intent: the offline natural-language query
// understander for el / en / de (Greek with or without accents, Greeklish,
// typos). Pure and synchronous: runs in Node and in the browser.
import type { CategoryId, Lang } from "../../content/types.ts";
import { extractBudget, defaultPer } from "./budget.ts";
import { buildContext, entry, hasFlag, skipArticles, type Ctx } from "./context.ts";
import { Flag } from "./lexicon-types.ts";
import { isAirportCode } from "./lexicon.ts";
import { extractDates, extractNights } from "./dates.ts";
import type { Intent } from "./intent.ts";
import { extractPlaces, isTerminal, TRANSPORT, vehicleAboard } from "./route.ts";
import { routeTransport, ticketTransport } from "./transport.ts";
import { extractTravellers } from "./travellers.ts";
import { phoneticKey } from "./normalize.ts";

export type { Intent } from "./intent.ts";
export { guessLang } from "./guess-lang.ts";

/** Characters of a query that are read. */
export const MAX_QUERY_LENGTH = 300;

/**
 * A category word in a dependent phrase ("with car", "before the ferry", "zum Hotel", "μαζί με
 * αυτοκίνητο") does not name what the visitor is looking for when another category word does.
 */
function isDependent(ctx: Ctx, i: number): boolean {
  let j = skipArticles(ctx, i, -1);
  // "to my hotel", "zu meinem Hotel": a possessive is an article here.
  const mine = entry(ctx.units[j], "my") !== undefined;
  if (mine) j--;
  const prev = ctx.units[j];
  if (hasFlag(prev, Flag.DEP)) return true;
  // A thing bought for a kind of trip ("backpack for island hopping", "Versicherung für Skiurlaub").
  if (hasFlag(prev, Flag.FOR) && ctx.units.some((u, k) => k < j && u.entries.some((e) => e.type === "cat" && PRODUCT_CATEGORIES.has(e.id)))) return true;
  // "zum/zur Hotel", "to the hotel": a destination phrase with an article.
  return hasFlag(prev, Flag.DEST) && (mine || j < i - 1 || /^zu[mr]$/.test(prev?.tok.text ?? ""));
}

/** The evidence for one category: its weight, that weight before dependent phrases were discounted, where its words are. */
interface Tally {
  weight: number;
  said: number;
  first: number;
  at: number[];
}

/** The category the words name; `dependent` when only a dependent phrase names one ("mit Auto"). */
interface SaidCategory {
  id: CategoryId;
  dependent: boolean;
}

/**
 * A generic tour word gives way to the kind of tour ("kayak tour" → activities, "bike tour" →
 * cycling) unless it weighs more ("guided hike" → tours) and the kind is not the tour word's own
 * modifier ("guided e-bike tour" → cycling); a boat named right before a trip or
 * tour word is the tour's ("boat trip", "boat tour"), not a ferry; a cruise as strong as a day-trip
 * word is that trip.
 */
function modifiedHead(score: Map<CategoryId, Tally>, ctx: Ctx): void {
  const tours = score.get("tours");
  if (!tours) return;
  for (const kind of ["activities", "cycling"] as const) {
    const kindScore = score.get(kind);
    // Right before the tour word, the kind names the tour whatever praises it ("geführte E-Bike-Tour").
    // So does a compound of both ("Radtour", "Kajaktour").
    // So does the kind said as the way the tour goes ("ξενάγηση με ποδήλατο", "tour by bike", "Führung mit dem Rad").
    const byKind = (i: number) => {
      const by = skipArticles(ctx, i, -1);
      return BY.has(ctx.units[by]?.tok.text ?? "") && tours.at.includes(by - 1);
    };
    // And the kind with a guide after it ("ποδηλατάδα με ξεναγό", Greeklish "podilatada me ksenago", "bike ride with a guide").
    const guided = (i: number) => {
      const by = skipArticles(ctx, i, 1);
      return BY.has(ctx.units[by]?.tok.text ?? "") && tours.at.includes(skipArticles(ctx, by, 1));
    };
    if (kindScore && (tours.weight <= kindScore.weight || kindScore.at.some((i) => tours.at.includes(i) || tours.at.includes(i + 1) || byKind(i) || guided(i)))) {
      score.delete("tours");
      return;
    }
  }
  const ferries = score.get("ferries");
  if (ferries && ferries.at.some((i) => tours.at.includes(i + 1))) score.delete("ferries");
  // A cruise said with a day-trip word as strong ("κρουαζιέρα με καραβάκι στον Μπάλο", "Kreuzfahrt
  // Bootsausflug") is an excursion; a cruise with side trips ("mit Landausflügen") stays a cruise.
  const cruises = score.get("cruises");
  // (Its words as written: "με καραβάκι", "by small boat", is how the trip goes, not a dependent phrase.)
  if (cruises && tours.said >= cruises.said) score.delete("cruises");
}

/** "by"/"with" between a tour and the way it goes (folded: Greek and Greeklish "με", "by", "on", "with", "mit", "per", "auf"). */
const BY = new Set(["με", "me", "by", "on", "with", "mit", "per", "auf"]);

/** Vehicles an excursion is named by (folded, Greeklish too): a jeep safari, a sunset catamaran trip. */
const EXCURSION_VEHICLE = /^(jeep|τζιπ|tzip|catamaran|katamaran|καταμαραν|speedboat|schnellboot)/;
/** What makes the vehicle's ride an outing: a sunset, or a compound of the vehicle and a trip word. */
const SUNSET = /^(sunset|ηλιοβασιλεμ|iliovasilem|sonnenuntergang)/;
const OUTING_TAIL = /(safari|tour|trip|ausflug|cruise|kreuzfahrt)/;
/** Categories a vehicle word names that an outing by it is not: a rental, a crossing, a cruise ship, a camper. */
const VEHICLE_CATEGORIES = ["car-rental", "ferries", "cruises", "camper-vans"] as const;

/**
 * An excursion named by its vehicle ("jeep safari", "τζιπ σαφάρι", "Jeepsafari", "sunset catamaran
 * trip", "κρουαζιέρα με καταμαράν στο ηλιοβασίλεμα", "Sonnenuntergang Katamaranfahrt") is the outing:
 * a tour (a safari: an activity), not a rental, a ferry or a cruise, when an outing word stands
 * within two words of the vehicle or in one compound with it. A catamaran to a place with no outing
 * word ("καταμαράν Ηράκλειο Σαντορίνη") stays a ferry.
 */
function excursionByVehicle(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  const text = (i: number) => ctx.units[i]!.tokens.map((t) => t.text).join("");
  const vehicles: number[] = [];
  const outings: number[] = [];
  let safari = false;
  ctx.units.forEach((unit, i) => {
    const t = text(i);
    const vehicle = EXCURSION_VEHICLE.exec(t);
    if (vehicle) {
      vehicles.push(i);
      const tail = OUTING_TAIL.exec(t.slice(vehicle[0].length));
      if (tail) {
        outings.push(i);
        safari ||= tail[1] === "safari";
      }
    } else if (SUNSET.test(t) || unit.entries.some((e) => e.type === "cat" && (e.id === "tours" || e.id === "activities" || e.id === "cruises"))) outings.push(i);
  });
  if (!vehicles.some((v) => outings.some((o) => Math.abs(o - v) <= 2))) return;
  const named = new Set([...vehicles, ...outings]);
  for (const id of VEHICLE_CATEGORIES) if (score.get(id)?.at.every((i) => named.has(i))) score.delete(id);
  if (!score.has("tours") && !score.has("activities")) score.set(safari ? "activities" : "tours", { weight: 1, said: 1, first: vehicles[0]!, at: [vehicles[0]!] });
}

/** Words of renting (folded, Greeklish too): a camper hired, not brought. */
const RENTING = /^(rent|hire|hiring|mieten|miete|vermiet|verleih|leih|ενοικιασ|ενοικιαζ|νοικια|enoikias|enoikiaz|noikia)/;

/**
 * A pitch for one's own caravan or motorhome at a campsite ("θέση για το τροχόσπιτό μας σε κάμπινγκ",
 * "Campingplatz mit eigenem Wohnmobil", "campsite pitch for our caravan") is camping: the camper is
 * the travellers' own unless renting is said ("campervan hire near a campsite").
 */
function ownCamper(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  if (!score.has("camping") || !score.has("camper-vans")) return;
  if (ctx.units.some((u) => u.tokens.some((t) => RENTING.test(t.text)))) return;
  score.delete("camper-vans");
}

/** Places to sleep, beside which a crossing or flight named after says when (issue 40). */
const LODGING = new Set<CategoryId>(["hotels", "vacation-rentals", "camping", "student-housing"]);
/** Words that make a ferry, flight or train a time ("before the ferry", "the ferry arrives", "vor der Fähre", "die Fähre kommt an", "πριν το πλοίο"). */
const TIMING = /^(before|after|arriv|land|depart|leav|vor|ankomm|ankunft|kommt|abfahrt|landet|πριν|φταν|φτασ|αφιξ|αναχωρ|prin|ftan|ftas|afiks|anaxor)/;

/**
 * A bed asked for with the crossing or flight that sets its night ("hotel in Naxos for the night the
 * ferry arrives", "Hotel in Piräus vor der Fähre", "room in Bari, the ferry comes in late"): the bed
 * is what is sought. A transport word said after the lodging word, with a word of time beside it,
 * is the context, not the thing.
 */
function transportAsTime(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  const beds = [...score].filter(([id]) => LODGING.has(id)).flatMap(([, tally]) => tally.at);
  if (beds.length === 0) return;
  const timed = (i: number) => ctx.units.slice(Math.max(0, i - 3), i + 4).some((u) => u.tokens.some((t) => TIMING.test(t.text)));
  for (const id of TRANSPORT) {
    const tally = score.get(id);
    if (tally && tally.at.length > 0 && tally.at.every((i) => i > Math.min(...beds) && timed(i))) score.delete(id);
  }
}

/** Verbs of leaving or storing bags and the bags themselves, by phonetic key (Greeklish too). */
const LEAVE_VERBS = new Set(
  // (Greeklish writes η as "h": "afhnw", "afhsw".)
  ["lassen", "abstellen", "abgeben", "deponieren", "aufbewahren", "unterstellen", "einschliessen", "leave", "store", "stash", "αφησω", "αφησουμε", "αφηνω", "αφηνουμε", "αφησει", "αφησετε", "φυλαξω", "φυλαξουμε", "αποθηκευσω", "afhnw", "afhsw", "afhnoume", "afhsoume",
    // Keeping, storage (not "stow": its key is Greek "στο") (issue 40: "suitcase storage", "keep our suitcases", "Koffer verstauen", "να κρατήσουν τις βαλίτσες").
    "keep", "storage", "drop", "verstauen", "einlagern", "unterbringen", "lagern", "κρατησουν", "κρατησετε", "κρατησω", "κρατησουμε", "φυλαξη", "φυλαξτε", "αποθηκευση", "αφηστε"].map(phoneticKey),
);
const BAGS = new Set(
  ["koffer", "gepaeck", "taschen", "rucksack", "rucksaecke", "luggage", "baggage", "bags", "suitcase", "suitcases", "backpacks", "βαλιτσεσ", "βαλιτσα", "αποσκευεσ", "σακιδια", "πραγματα"].map(phoneticKey),
);
function leftLuggage(ctx: Ctx): boolean {
  const verbs: number[] = [];
  const bags: number[] = [];
  ctx.units.forEach((unit, i) => {
    const keys = [unit.tok.key, ...unit.tokens.slice(1).map((t) => t.key)];
    if (keys.some((k) => LEAVE_VERBS.has(k))) verbs.push(i);
    if (keys.some((k) => BAGS.has(k))) bags.push(i);
  });
  return verbs.some((v) => bags.some((b) => Math.abs(v - b) <= 6));
}

function extractCategory(ctx: Ctx): SaidCategory | undefined {
  const headFirst = ctx.lang === "el";
  const score = new Map<CategoryId, Tally>();
  // A word that is a name first ("Kos") is not a category word; one that is a word first ("tours",
  // also the weak name of a French city) is.
  const namesPlace = (u: Ctx["units"][number]) => u.entries.some((e) => e.type === "place" && !e.place.weak);
  const cats = (u: Ctx["units"][number]) => !u.used && !namesPlace(u) && u.entries.some((e) => e.type === "cat");
  const heads = ctx.units.filter((u, i) => cats(u) && !isDependent(ctx, i)).length;
  // A category read only through a typo gives way to those written as they are ("φιλοξενία …
  // homestay" is no φύλαξη); a typo of a written one still counts ("insurance that covers").
  const written = new Set(ctx.units.flatMap((u) => (cats(u) && (u.quality ?? 0) < 3 ? u.entries.flatMap((e) => (e.type === "cat" ? [e.id] : [])) : [])));
  ctx.units.forEach((unit, i) => {
    if (unit.used || namesPlace(unit)) return;
    const best = new Map<CategoryId, number>();
    const factor = (heads > 0 && isDependent(ctx, i)) || vehicleAboard(ctx, i) ? 0.2 : 1;
    for (const candidate of unit.entries) {
      if (candidate.type !== "cat" || (unit.quality === 3 && written.size > 0 && !written.has(candidate.id))) continue;
      best.set(candidate.id, Math.max(best.get(candidate.id) ?? 0, candidate.weight));
    }
    for (const [id, said] of best) {
      const weight = said * factor;
      const cur = score.get(id);
      if (cur) {
        cur.weight += weight;
        cur.said += said;
        cur.at.push(i);
      } else score.set(id, { weight, said, first: i, at: [i] });
      if (cur && !headFirst) cur.first = i;
    }
  });
  modifiedHead(score, ctx);
  excursionByVehicle(ctx, score);
  ownCamper(ctx, score);
  transportAsTime(ctx, score);
  // A student who travels ("είμαι φοιτητής", "2 foitites", "two students", "Erasmus") is who goes,
  // not what is sought, when a ticket or cover is named: that category wins.
  const student = score.get("student-housing");
  if (student && [...score.keys()].some((id) => FOR_THE_TRIP.has(id)) && student.at.every((i) => ctx.units[i]!.tokens.length === 1 && STUDENT.test(ctx.units[i]!.tok.text))) {
    score.delete("student-housing");
  }
  // Bags left or stored, the verb anywhere near ("wo kann ich meine Koffer in Thessaloniki lassen",
  // "where can I leave our 3 bags", "να αφήσουμε κάπου τις βαλίτσες"): luggage storage, not gear.
  if (leftLuggage(ctx)) {
    const storage = score.get("luggage-storage");
    if (storage) storage.weight += 3;
    else score.set("luggage-storage", { weight: 3, said: 3, first: 0, at: [] });
  }
  // A vehicle picked up or dropped off ("pick up car chania airport drop off heraklion", "Auto
  // abholen", "παραλαβή αυτοκινήτου") is rented: a transfer picks up people, not a car.
  const rental = score.get("car-rental");
  if (rental && rental.at.some((i) => hasFlag(ctx.units[skipArticles(ctx, i, -1)], Flag.PICKUP | Flag.DROPOFF) || hasFlag(ctx.units[skipArticles(ctx, i, 1)], Flag.PICKUP | Flag.DROPOFF))) rental.weight += 2;
  // A vehicle picked up and returned ("Abholung Heraklion, Rückgabe Chania"): people are not returned.
  if (rental && ctx.units.some((u) => hasFlag(u, Flag.PICKUP)) && ctx.units.some((u) => hasFlag(u, Flag.DROPOFF))) rental.weight += 2;
  // People picked up at an airport or port ("pick up from heraklion airport to hotel in malia",
  // "παραλαβή από το λιμάνι"): a ride, whatever lodging it ends at.
  const pickedUp = !rental && ctx.units.some((u, i) => hasFlag(u, Flag.PICKUP) && ctx.units.slice(i + 1, i + 5).some(isTerminal));
  if (pickedUp) {
    const ride = score.get("transfers");
    if (ride) ride.weight += 2;
    else score.set("transfers", { weight: 2, said: 2, first: 0, at: [] });
  }
  // Ties: Greek puts the head noun first ("ενοικίαση σκάφους"), English and
  // German last ("boat tours", "Kajak Tour").
  let winner: CategoryId | undefined;
  let top = { weight: 0, first: headFirst ? Infinity : -Infinity };
  for (const [id, tally] of score) {
    if (tally.weight > top.weight || (tally.weight === top.weight && (headFirst ? tally.first < top.first : tally.first > top.first))) {
      winner = id;
      top = tally;
    }
  }
  return winner ? { id: winner, dependent: heads === 0 } : undefined;
}

/**
 * Words of a student's situation, not of a home (folded, Greeklish too): the person, a student fare,
 * Erasmus, a semester; not "φοιτητική εστία", "dorm", "Studentenwohnheim".
 */
const STUDENT = /^(φοιτητ(ησ|ρια|εσ|ριεσ|η|ικα|ικο)|foitit(is|ria|es|ries|h|ika|iko)|student|students|studentin|studenten|studentinnen|erasmus|εξαμην\p{L}*|semester)$/u;
/** What a student buys for a trip, beside which the student words say who travels. */
const FOR_THE_TRIP = new Set<CategoryId>([...TRANSPORT, "insurance", "esim", "flight-compensation", "travel-gear"]);

/** Words for a ticket that name no transport, by phonetic key (so "εισητήρια", "isitiria" too). */
const TICKET_WORDS = new Set(["εισιτηρια", "εισιτηριο", "tickets", "ticket", "tix", "fahrkarte", "fahrkarten"].map(phoneticKey));

/** Categories of things bought, not places visited: no free-text place. */
const PRODUCT_CATEGORIES = new Set<CategoryId>(["travel-gear", "insurance", "flight-compensation", "esim"]);

/**
 * A place the gazetteer lacks ("hotel in Bansko", "Hotel Toskana"): an unknown word of 4+ letters
 * right after a place preposition (in English also right after the category word), with no unknown
 * word after it, in Latin script. It reaches the partner as free text (capitalised, in folded form).
 */
function freeTextPlace(ctx: Ctx): { name: string; prev: Ctx["units"][number] | undefined } | undefined {
  // Latin script only: in Greek, lower-cased, a name cannot be told from a word ("σε όλες τις πτήσεις").
  const isUnknown = (unit: Ctx["units"][number] | undefined) => !!unit && !unit.used && unit.entries.length === 0 && unit.tok.kind === "word" && /^[a-z]{4,}$/.test(unit.tok.text);
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

/**
 * Understand a search query.
 * @param text what the visitor typed
 * @param lang the site language (settles words that differ between languages,
 *   e.g. Greeklish "to" = article vs English "to")
 * @param now reference date for relative dates and for the year of a month
 */
export function understand(text: string, lang: Lang, now: Date = new Date()): Intent {
  // Queries are short; a cap keeps a pasted essay from costing more than a few ms.
  const ctx = buildContext(text.slice(0, MAX_QUERY_LENGTH), lang, now);
  // Numbers first: a date's day must not become a price or a head count.
  const nights = extractNights(ctx);
  const dates = extractDates(ctx, nights);
  const travellers = extractTravellers(ctx);
  const budget = extractBudget(ctx);
  const cheap = ctx.units.some((u) => !u.used && entry(u, "cheap"));
  // A sight named with no category word ("εισιτήρια για Ακρόπολη", "Tickets Kolosseum") is a visit.
  const namesSight = ctx.units.some((u) => !u.used && u.entries.some((e) => e.type === "place" && e.place.sight));
  const said = extractCategory(ctx);
  let category = said?.id ?? (namesSight ? "tours" : undefined);
  // Only a dependent phrase names a category ("rafina andros mit auto"): when the places make a
  // route, the route is what is searched (its transport inferred below), not the car.
  // (Places are read last and mark nothing, so they can be read again with the category.)
  let places = extractPlaces(ctx, said?.dependent ? undefined : category);
  if (said?.dependent && places.origin && places.destination && !TRANSPORT.has(said.id)) category = undefined;
  else if (said?.dependent) places = extractPlaces(ctx, category);
  // A route with no category word: the transport the data points to, marked as inferred.
  let inferred = false;
  if (!category && places.origin && places.destination) {
    // Both ends written as airport codes ("ATH SKG 20/5", "lgw-her"): a flight, whatever else joins them.
    const byCode = (place: string) => ctx.units.some((u) => isAirportCode(u.tok.text) && u.entries.some((e) => e.type === "place" && e.place.name === place));
    category = byCode(places.origin) && byCode(places.destination) ? "flights" : routeTransport(places.origin, places.destination);
    inferred = category !== undefined;
  }
  // Tickets to one place and no transport word ("Εισιτήρια για Βερολίνο", "tickets to Lisbon"):
  // the transport that reaches it from afar (ticketTransport), marked as inferred.
  if (!category && !places.origin && (places.destination ?? places.place) && ctx.units.some((u) => TICKET_WORDS.has(u.tok.key))) {
    category = ticketTransport(places.destination ?? places.place!, ctx.lang);
    if (category) {
      inferred = true;
      if (!places.destination) places = { destination: places.place! };
    }
  }

  if (category && !PRODUCT_CATEGORIES.has(category) && !places.place && !places.origin && !places.destination) {
    const free = freeTextPlace(ctx);
    // After "nach"/"to"/"from" a ticket's unknown name is an end of the route ("Flug nach Breslau").
    if (free && TRANSPORT.has(category) && hasFlag(free.prev, Flag.ORIGIN)) places.origin = free.name;
    else if (free && TRANSPORT.has(category) && hasFlag(free.prev, Flag.DEST)) places.destination = free.name;
    else if (free) places.place = free.name;
  }

  const intent: Intent = {};
  if (category) intent.category = category;
  if (inferred) intent.inferred = true;
  if (places.place) intent.place = places.place;
  if (places.origin) intent.origin = places.origin;
  if (places.destination) intent.destination = places.destination;
  // A bare number is no price for a thing bought ("esim 10", "backpack 40"): only a written one is.
  if (budget && !(budget.bare && category && PRODUCT_CATEGORIES.has(category))) intent.budget = { amount: budget.amount, currency: budget.currency, per: budget.per ?? defaultPer(category) };
  if (cheap) intent.cheap = true;
  if (dates) intent.dates = dates;
  if (travellers !== undefined) intent.travellers = travellers.count;
  if (travellers?.children !== undefined) intent.children = travellers.children;
  if (nights !== undefined) intent.nights = nights;
  return intent;
}
