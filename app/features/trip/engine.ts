// The trip page's engine: the trip grammar, the plan and the links (core/trip, decisions 036 and 053),
// shaped for display. With the search's understander, gazetteer and partner table behind it, this module is
// loaded lazily (`loadTripEngine()`, load-engine.ts) and never weighs on other pages. Pure: no
// network, no DOM.
import { categoryById } from "~content/categories.ts";
import { partnerById, partnerDisplayName } from "~content/partners.ts";
import type { CategoryId, Lang } from "~content/types.ts";
import type { TripModel } from "~core/requests";
import { placeName } from "~core/search/gazetteer";
import type { RankedAction, SearchDeal } from "~core/search/rank";
import { understand } from "~core/search/understand";
import { linkTrip, type TripOptions } from "~core/trip/link";
import { islandOf, planTrip } from "~core/trip/plan";
import { understandTrip } from "~core/trip/read";

export type { SearchDeal };
/** A sentence → the trip model (within the API's limits), or undefined when it names fewer than two stops. */
export { understandTrip };

/** A partner that books a piece of the trip: its /go/ id and, when filled, the deep link. */
export interface TripPartner {
  id: string;
  name: string;
  /** The link filled with the piece's places, days and travellers (absent: the partner's home page). */
  deep?: string;
}

export interface TripWay {
  category: CategoryId;
  /** The category's name and icon (the page has short names for the usual transports). */
  name: string;
  icon: string;
  partners: TripPartner[];
}

export interface LegView {
  /**
   * The stop the leg arrives at (its transport and price live there in the model); the flight home
   * has the index after the last stop (its price lives in the model's `home`).
   */
  stop: number;
  from: string;
  /** None for the flight home (`home`). */
  to?: string;
  fromName: string;
  toName?: string;
  /** The closing flight home to a place the sentence did not name. */
  home?: true;
  /** Both ends are on one island (no train there: its trains-and-buses way is a bus). */
  sameIsland?: true;
  date?: string;
  /** The chosen (or usual) transport first, then the others one tap away. */
  ways: TripWay[];
  chosen?: CategoryId;
  price?: number;
}

export interface DealView {
  id: string;
  title: string;
  url: string;
  priceFrom?: number;
}

export interface StayView {
  stop: number;
  place: string;
  name: string;
  nights: number;
  checkin?: string;
  checkout?: string;
  /** Hotels, then vacation rentals. */
  ways: TripWay[];
  deals: DealView[];
  price?: number;
}

/** One step of the trip in time: a leg, then the stay at its end (when it has nights). */
export type TripStep = { kind: "leg"; leg: LegView } | { kind: "stay"; stay: StayView };

export interface TripView {
  steps: TripStep[];
  legs: LegView[];
  stays: StayView[];
  /** The stops' names in the page's language. */
  names: string[];
  end?: string;
}

/** Canonical place → its name in a language. */
export const nameOf = (place: string, lang: Lang) => placeName(place, lang);

/** The place a person typed to add as a stop ("Πάρο", "paros", "Paros"): its canonical name, or undefined. */
export function findPlace(text: string, lang: Lang): string | undefined {
  const intent = understand(text.slice(0, 100), lang);
  return intent.place ?? intent.destination ?? intent.origin;
}

function partnersOf(actions: readonly RankedAction[]): TripPartner[] {
  return actions.map((a) => {
    const partner = partnerById(a.id);
    return { id: a.id, name: partner ? partnerDisplayName(partner) : a.title, ...(a.prefilled ? { deep: a.url } : {}) };
  });
}

function waysOf(options: readonly TripOptions[], lang: Lang): TripWay[] {
  return options.map((o) => {
    const category = categoryById(o.category);
    return { category: o.category, name: category.name[lang], icon: category.icon, partners: partnersOf(o.actions) };
  });
}

/**
 * The trip as the page shows it: every leg with its transports (the chosen one first) and their
 * partners filled with the leg's ends, day and travellers; every stay with its hotel and rental
 * partners filled with check-in, check-out and guests, and the place's live deals from `deals`.
 */
export function viewTrip(
  trip: TripModel,
  lang: Lang,
  now: Date = new Date(),
  deals: readonly SearchDeal[] = [],
): TripView {
  // (The transport the traveller chose, kept on its stop, leads its leg; the data's usual one and the others follow.)
  const plan = planTrip(trip);
  const linked = linkTrip(trip, plan, lang, now, deals);
  const byId = new Map(deals.map((d) => [d.id, d]));
  const legs: LegView[] = linked.legs.map((leg, i) => {
    const price = leg.home ? trip.home?.legPrice : trip.stops[i + 1]?.legPrice;
    return {
      stop: i + 1,
      from: leg.from,
      fromName: nameOf(leg.from, lang),
      ...(leg.to ? { to: leg.to, toName: nameOf(leg.to, lang) } : {}),
      ...(leg.home ? { home: true as const } : {}),
      ...(leg.to && islandOf(leg.from) !== undefined && islandOf(leg.from) === islandOf(leg.to)
        ? { sameIsland: true as const }
        : {}),
      ...(leg.date ? { date: leg.date } : {}),
      ways: waysOf(leg.options, lang),
      ...(leg.transport ? { chosen: leg.transport } : {}),
      ...(price !== undefined ? { price } : {}),
    };
  });
  // Stays in order, each tied to the stop it is at (a place may be a stop twice). The first stop
  // has one when the sentence began with a stay ("Rhodes 4 nights, Kos 3 nights"): the trip starts there.
  const stayStops = trip.stops.map((s, i) => (s.nights ? i : -1)).filter((i) => i >= 0);
  const stays: StayView[] = linked.stays.map((stay, k) => {
    const index = stayStops[k]!;
    const price = trip.stops[index]?.stayPrice;
    const shown: DealView[] = [];
    for (const d of stay.deals) {
      if (shown.some((x) => x.id === d.id)) continue;
      const priceFrom = byId.get(d.id)?.priceFrom;
      shown.push({ id: d.id, title: d.title, url: d.url, ...(priceFrom !== undefined ? { priceFrom } : {}) });
    }
    return {
      stop: index,
      place: stay.place,
      name: nameOf(stay.place, lang),
      nights: stay.nights,
      ...(stay.checkin ? { checkin: stay.checkin } : {}),
      ...(stay.checkout ? { checkout: stay.checkout } : {}),
      ways: waysOf(stay.options, lang),
      deals: shown.slice(0, 3),
      ...(price !== undefined ? { price } : {}),
    };
  });
  const steps: TripStep[] = [];
  const firstStay = stays.find((s) => s.stop === 0);
  if (firstStay) steps.push({ kind: "stay", stay: firstStay });
  legs.forEach((leg) => {
    steps.push({ kind: "leg", leg });
    const stay = stays.find((s) => s.stop === leg.stop);
    if (stay) steps.push({ kind: "stay", stay });
  });
  return {
    steps,
    legs,
    stays,
    names: trip.stops.map((s) => nameOf(s.place, lang)),
    ...(plan.end ? { end: plan.end } : {}),
  };
}

/** A day written in words or figures ("15 Αυγούστου", "next Friday", "15/8"): its first day, or undefined. */
export function readDay(text: string, lang: Lang, now: Date = new Date()): string | undefined {
  const dates = understand(text.slice(0, 60), lang, now).dates;
  return dates && "from" in dates ? dates.from : undefined;
}

/** The words of a trip sentence in each language, as the trip grammar reads them back. */
const WORDS = {
  el: {
    nights: (n: number) => `${n} ${n === 1 ? "νύχτα" : "νύχτες"}`,
    people: (n: number) => `${n} ${n === 1 ? "άτομο" : "άτομα"}`,
    adultsChildren: (a: number, c: number) =>
      `${a} ${a === 1 ? "ενήλικας" : "ενήλικες"} και ${c} ${c === 1 ? "παιδί" : "παιδιά"}`,
    by: { ferries: "με πλοίο", flights: "με πτήση", "trains-buses": "με λεωφορείο" } as Partial<
      Record<CategoryId, string>
    >,
    budget: { total: "συνολικά", person: "το άτομο", night: "τη νύχτα", day: "τη μέρα" },
    budgetWord: "προϋπολογισμός",
    home: "και πτήση για το σπίτι",
    back: "και πίσω",
  },
  en: {
    nights: (n: number) => `${n} ${n === 1 ? "night" : "nights"}`,
    people: (n: number) => `${n} ${n === 1 ? "person" : "people"}`,
    adultsChildren: (a: number, c: number) =>
      `${a} ${a === 1 ? "adult" : "adults"} and ${c} ${c === 1 ? "child" : "children"}`,
    by: { ferries: "by ferry", flights: "by plane", "trains-buses": "by bus" } as Partial<Record<CategoryId, string>>,
    budget: { total: "in total", person: "per person", night: "per night", day: "per day" },
    budgetWord: "budget",
    home: "and fly home",
    back: "and back to",
  },
  de: {
    nights: (n: number) => `${n} ${n === 1 ? "Nacht" : "Nächte"}`,
    people: (n: number) => `${n} ${n === 1 ? "Person" : "Personen"}`,
    adultsChildren: (a: number, c: number) =>
      `${a} ${a === 1 ? "Erwachsener" : "Erwachsene"} und ${c} ${c === 1 ? "Kind" : "Kinder"}`,
    by: { ferries: "mit der Fähre", flights: "mit dem Flugzeug", "trains-buses": "mit dem Bus" } as Partial<
      Record<CategoryId, string>
    >,
    budget: { total: "insgesamt", person: "pro Person", night: "pro Nacht", day: "pro Tag" },
    budgetWord: "Budget",
    home: "und Heimflug",
    back: "und zurück nach",
  },
} as const;

/**
 * The sentence of a trip model in a language ("Αθήνα → Νάξος 3 νύχτες → Σαντορίνη 2 νύχτες → Αθήνα,
 * 15/08/2026, 4 άτομα"): what the page's sentence box shows once the trip was edited, so that it never
 * says another trip than the plan. The trip grammar reads it back to the same stops, nights, start,
 * people, budget, return, flight home and chosen transports (engine.test.ts); noted prices are not
 * words of a sentence.
 */
export function writeTrip(trip: TripModel, lang: Lang): string {
  const w = WORDS[lang];
  const stops = trip.stops.map((s, i) => {
    const by = i > 0 && s.transport ? w.by[s.transport] : undefined;
    return [nameOf(s.place, lang), by, s.nights ? w.nights(s.nights) : undefined].filter(Boolean).join(" ");
  });
  const facts: string[] = [];
  if (trip.start) {
    const [y, m, d] = trip.start.split("-").map(Number) as [number, number, number];
    facts.push(lang === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`);
  }
  if (trip.travellers)
    facts.push(
      trip.children ? w.adultsChildren(trip.travellers - trip.children, trip.children) : w.people(trip.travellers),
    );
  if (trip.budget) {
    const amount =
      trip.budget.currency === "EUR" ? `${trip.budget.amount} €` : `${trip.budget.amount} ${trip.budget.currency}`;
    facts.push(`${w.budgetWord} ${amount} ${w.budget[trip.budget.per]}`);
  }
  // The way back said as such ("… και πίσω Πειραιάς"): a trip back to another port than it left from is a return too.
  const back = trip.returns && stops.length > 2 && !trip.stops.at(-1)!.nights && !trip.stops.at(-1)!.transport;
  const route = back ? `${stops.slice(0, -1).join(" → ")} ${w.back} ${stops.at(-1)}` : stops.join(" → ");
  return [`${route}${trip.home ? ` ${w.home}` : ""}`, ...facts].join(", ");
}

/** The parts of a model a sentence says (not noted prices): two models alike here are one trip in words. */
function said(trip: TripModel): unknown {
  return {
    stops: trip.stops.map((s) => [
      s.place,
      s.nights ?? 0,
      s.transport && s.transport in WORDS.el.by ? s.transport : null,
    ]),
    start: trip.start ?? null,
    travellers: trip.travellers ?? null,
    children: trip.children ?? null,
    budget: trip.budget ? [trip.budget.amount, trip.budget.currency, trip.budget.per] : null,
    returns: trip.returns,
    home: !!trip.home,
  };
}

/**
 * The sentence of an edited trip when the grammar reads it back as that trip (`writeTrip`), else
 * undefined (a place whose name is also an everyday word, a transport no sentence names): then the page
 * clears the box and says the trip was changed, rather than show words that say another trip.
 */
export function sentenceOf(trip: TripModel, lang: Lang, now: Date = new Date()): string | undefined {
  const sentence = writeTrip(trip, lang);
  const back = understandTrip(sentence, lang, now);
  return back && JSON.stringify(said(back)) === JSON.stringify(said(trip)) ? sentence : undefined;
}
