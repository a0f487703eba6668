// The search's pipeline: the one place that states in which order the extractors read a query, and why.
// Each step takes the annotated units and returns its value; the units it claims (a number read as a day,
// the words of a price) are recorded apart while it runs (`Ctx.claims`) and marked claimed by the pipeline
// when it returns, so that no later step reads them again. No extractor marks a unit itself.
import type { CategoryId, Lang } from "../../content/types.ts";
import { extractBudget, defaultPer } from "./budget.ts";
import { extractCategory, PRODUCT_CATEGORIES } from "./category.ts";
import { annotatedUnits, entry, hasFlag, isClaimed, type Ctx, type Unit } from "./context.ts";
import { extractDates, extractNights } from "./dates.ts";
import type { Intent } from "./intent.ts";
import { Flag } from "./lexicon-types.ts";
import { TICKET_WORDS } from "./words/cues.ts";
import { isAirportCode } from "./lexicon.ts";
import { extractPlaces, freeTextPlace, TRANSPORT, type Places } from "./route.ts";
import { routeTransport, ticketTransport } from "./transport.ts";
import { extractTravellers } from "./travellers.ts";

/**
 * The order of the steps, and why each comes where it does:
 * 1. nights: "3 νύχτες", "a week" — a length of stay, before dates, so "3" is not read as a day;
 * 2. dates: days, months, ranges, weekends, holidays — before the counts and prices, so that a day
 *    ("15 Αυγούστου") is not read as a price or a head count;
 * 3. travellers: "2 ενήλικες και 1 παιδί", "wir sind vier" — before the budget, so that a head count is
 *    not read as a bare price;
 * 4. budget: "κάτω από 50 ευρώ", "max 80" — reads the numbers nothing above claimed;
 * 5. cheap, sight: "φθηνό", a sight's name — read where no step above claimed them; they claim nothing;
 * 6. category: the words left, weighed (a number or a unit of a date is no category word);
 * 7. places: origin, destination or place, read last; they claim nothing, so they can be read again
 *    once the category is settled (a dependent phrase's category, "mit Auto", reads them twice);
 * 8. the route's transport when no word named one, and a free-text place the gazetteer lacks.
 */
export type Step = "nights" | "dates" | "travellers" | "budget" | "cheap" | "sight" | "category" | "places" | "route";

/** A query on its way through the pipeline: its units and what the steps so far claimed. */
interface Reading {
  readonly units: readonly Unit[];
  readonly lang: Lang;
  readonly now: Date;
  readonly claimed: Set<Unit>;
}

/**
 * Runs one step over the query and marks the units it claimed. (`step` names it; runPipeline calls the steps
 * in the order written above, the one place it is stated.)
 */
function run<Value>(reading: Reading, _step: Step, extract: (ctx: Ctx) => Value): Value {
  const ctx: Ctx = { ...reading, claims: new Set() };
  const value = extract(ctx);
  for (const unit of ctx.claims) reading.claimed.add(unit);
  return value;
}

/** Reads a query through the steps in their order and puts the intent together. */
export function runPipeline(text: string, lang: Lang, now: Date): Intent {
  const reading: Reading = { units: annotatedUnits(text, lang), lang, now, claimed: new Set() };
  const nights = run(reading, "nights", extractNights);
  const dates = run(reading, "dates", (ctx) => extractDates(ctx, nights));
  const travellers = run(reading, "travellers", extractTravellers);
  const budget = run(reading, "budget", extractBudget);
  const cheap = run(reading, "cheap", (ctx) => ctx.units.some((unit) => !isClaimed(ctx, unit) && entry(unit, "cheap")));
  // A sight named with no category word ("εισιτήρια για Ακρόπολη", "Tickets Kolosseum") is a visit.
  const namesSight = run(reading, "sight", (ctx) =>
    ctx.units.some(
      (unit) => !isClaimed(ctx, unit) && unit.entries.some((found) => found.type === "place" && found.place.sight),
    ),
  );
  const said = run(reading, "category", extractCategory);
  let category: CategoryId | undefined = said?.id ?? (namesSight ? "tours" : undefined);
  // Only a dependent phrase names a category ("rafina andros mit auto"): when the places make a
  // route, the route is what is searched (its transport inferred below), not the car.
  // (Places are read last and claim nothing, so they can be read again with the category.)
  let places = run(reading, "places", (ctx) => extractPlaces(ctx, said?.dependent ? undefined : category));
  if (said?.dependent && places.origin && places.destination && !TRANSPORT.has(said.id)) category = undefined;
  else if (said?.dependent) places = run(reading, "places", (ctx) => extractPlaces(ctx, category));
  const route = run(reading, "route", (ctx) => readRoute(ctx, category, places));
  category = route.category;
  places = route.places;
  const inferred = route.inferred;

  const intent: Intent = {};
  if (category) intent.category = category;
  if (inferred) intent.inferred = true;
  if (places.place) intent.place = places.place;
  if (places.origin) intent.origin = places.origin;
  if (places.destination) intent.destination = places.destination;
  // A bare number is no price for a thing bought ("esim 10", "backpack 40"): only a written one is.
  if (budget && !(budget.bare && category && PRODUCT_CATEGORIES.has(category))) {
    intent.budget = { amount: budget.amount, currency: budget.currency, per: budget.per ?? defaultPer(category) };
  }
  if (cheap) intent.cheap = true;
  if (dates) intent.dates = dates;
  if (travellers !== undefined) intent.travellers = travellers.count;
  if (travellers?.children !== undefined) intent.children = travellers.children;
  if (nights !== undefined) intent.nights = nights;
  return intent;
}

/**
 * The route's step: the transport of a route no word named (from the airports, ports and stations data), a
 * ticket's transport to one place, and a free-text place the gazetteer lacks. Claims nothing.
 */
function readRoute(
  ctx: Ctx,
  said: CategoryId | undefined,
  read: Places,
): { category: CategoryId | undefined; places: Places; inferred: boolean } {
  let category = said;
  let places = { ...read };
  // A route with no category word: the transport the data points to, marked as inferred.
  let inferred = false;
  if (!category && places.origin && places.destination) {
    // Both ends written as airport codes ("ATH SKG 20/5", "lgw-her"): a flight, whatever else joins them.
    const byCode = (place: string) =>
      ctx.units.some(
        (unit) =>
          isAirportCode(unit.tok.text) &&
          unit.entries.some((found) => found.type === "place" && found.place.name === place),
      );
    category =
      byCode(places.origin) && byCode(places.destination)
        ? "flights"
        : routeTransport(places.origin, places.destination);
    inferred = category !== undefined;
  }
  // Tickets to one place and no transport word ("Εισιτήρια για Βερολίνο", "tickets to Lisbon"):
  // the transport that reaches it from afar (ticketTransport), marked as inferred.
  const ticketWord = ctx.units.some((unit) => TICKET_WORDS.has(unit.tok.key));
  if (!category && !places.origin && (places.destination ?? places.place) && ticketWord) {
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
  return { category, places, inferred };
}
