// Ranked actions for a search: the matched category's partners with deep links
// pre-filled from the intent, the category's catalogue page, matching deals;
// and, when the intent has no category, a fuzzy full-text search (MiniSearch)
// over partners, categories, places and deals. Pure (no network, no DOM).
import MiniSearch from "minisearch";
import { categories } from "../../content/categories.ts";
import { cities } from "../../content/cities.ts";
import { builtInDeals } from "../../content/deals.ts";
import { islands } from "../../content/islands.ts";
import { cataloguePages } from "../../content/pages.ts";
import { partners, partnerDisplayName } from "../../content/partners.ts";
import type { CategoryId, Deal, Lang, Partner } from "../../content/types.ts";
import {
  deepLinkValues,
  fillDeepLink,
  templatesOf,
  type CarriedValues,
  type CarryKey,
  type ValueName,
} from "./deep-link.ts";
import { FERRY_PORTS } from "./ferry-ports.ts";
import { localizedPath } from "../paths.ts";
import type { Intent } from "./intent.ts";
import { fold } from "./normalize.ts";
import { TRANSPORT } from "./route.ts";
import { countryCode, hasOwnAirport, routeTransport } from "./transport.ts";
import { placeRecord } from "./gazetteer.ts";
import { WEIGHT } from "./weights.ts";

export type ActionKind = "partner" | "page" | "deal" | "place" | "category";

export interface RankedAction {
  kind: ActionKind;
  /** Partner id, category id, page path, place id or deal title. */
  id: string;
  title: string;
  /** Deep link (filled), partner URL, or a site path already prefixed with /en or /de. */
  url: string;
  category?: CategoryId;
  /** True when `url` is a partner deep link with at least one value from the intent. */
  prefilled: boolean;
  /** The understood values the partner link carries (empty unless prefilled). */
  carries: CarryKey[];
  score: number;
}

export interface SearchResult {
  intent: Intent;
  actions: RankedAction[];
  /** True when the actions come from the full-text fallback. */
  fallback: boolean;
  /** The category whose partners are offered: the intent's, or the one a route or a place points to. */
  category?: CategoryId;
}

const withLang = localizedPath;

/** A category's activity as a text search that another category's partners take (deep-link.ts). */
const ACTIVITY_VALUE: Partial<Record<CategoryId, ValueName>> = { cycling: "bikeQuery" };

function partnerAction(partner: Partner, values: CarriedValues, score: number): RankedAction {
  const deep = fillDeepLink(partner.deepLink, values);
  return {
    kind: "partner",
    id: partner.id,
    title: partnerDisplayName(partner),
    url: deep?.url ?? partner.url,
    category: partner.category,
    prefilled: deep !== undefined,
    carries: deep?.carries ?? [],
    // Pre-filled links first, and among them the one carrying most of the query before catalogue
    // order (20 per value outweighs any position in a category's list).
    score: score + (deep ? WEIGHT.filled + WEIGHT.perCarried * deep.carries.length : 0),
  };
}

function pageAction(category: CategoryId, lang: Lang, score: number): RankedAction | undefined {
  const page = cataloguePages.find((p) => p.category === category);
  if (!page) return undefined;
  return {
    kind: "page",
    id: page.path,
    title: page.heading[lang],
    url: withLang(page.path, lang),
    category,
    prefilled: false,
    carries: [],
    score,
  };
}

/** A live deal the search can offer: the public list the page fetched (or the built-in samples). */
export interface SearchDeal {
  id: string;
  title: string;
  description: string;
  /** The language of the deal's texts. */
  lang: Lang;
  /** The category the console gave it, when it has one. */
  category?: CategoryId;
  /** Where the deal opens: its /go/ link, or the deals page. */
  url: string;
  /** "From" price in euros, when known. */
  priceFrom?: number;
}

/** A deal with what it is about (its title read like a query: deals.ts `readDeals`). */
export interface ReadDeal extends SearchDeal {
  intent: Intent;
}

/** The built-in sample deals that are still live (the page passes the public list instead). */
export function builtInLiveDeals(now: Date, lang: Lang): SearchDeal[] {
  const today = now.toISOString().slice(0, 10);
  return builtInDeals
    .filter((d: Deal) => d.expiryDate >= today)
    .map((deal) => ({
      id: deal.title,
      title: deal.title,
      description: deal.description,
      lang: "el" as const,
      url: withLang("/deals", lang),
    }));
}

// ----------------------------------------------------------------- full-text fallback

interface Doc {
  id: string;
  kind: ActionKind;
  title: string;
  text: string;
  url: string;
  category?: CategoryId;
}

const indexes = new Map<Lang, { ms: MiniSearch<Doc>; docs: Map<string, Doc> }>();

function docsFor(lang: Lang, now: Date): Doc[] {
  const docs: Doc[] = [];
  const catName = (id: CategoryId) => categories.find((c) => c.id === id)?.name;
  for (const partner of partners) {
    const cn = catName(partner.category);
    docs.push({
      id: `partner:${partner.id}`,
      kind: "partner",
      title: partnerDisplayName(partner),
      text: [partner.description[lang], cn ? `${cn.el} ${cn.en} ${cn.de}` : ""].join(" "),
      url: partner.url,
      category: partner.category,
    });
  }
  for (const category of categories) {
    const page = cataloguePages.find((p) => p.category === category.id);
    docs.push({
      id: `category:${category.id}`,
      kind: "category",
      title: category.name[lang],
      text: `${category.name.el} ${category.name.en} ${category.name.de} ${category.blurb[lang]}`,
      url: withLang(page?.path ?? "/home", lang),
      category: category.id,
    });
  }
  for (const city of cities) {
    docs.push({
      id: `place:${city.id}`,
      kind: "place",
      title: city.name[lang],
      text: `${city.name.el} ${city.name.en} ${city.name.de} ${city.country[lang]}`,
      url: city.url,
    });
  }
  for (const island of islands) {
    docs.push({
      id: `place:${island.id}`,
      kind: "place",
      title: island.name[lang],
      text: `${island.name.el} ${island.name.en} ${island.name.de}`,
      url: island.url,
    });
  }
  for (const deal of builtInLiveDeals(now, lang)) {
    docs.push({ id: `deal:${deal.title}`, kind: "deal", title: deal.title, text: deal.description, url: deal.url });
  }
  return docs;
}

function getIndex(lang: Lang, now: Date) {
  let idx = indexes.get(lang);
  if (!idx) {
    const ms = new MiniSearch<Doc>({
      fields: ["title", "text"],
      storeFields: ["id"],
      processTerm: (term) => {
        const folded = fold(term);
        return folded.length > 1 ? folded : null;
      },
      searchOptions: {
        boost: { title: 3 },
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        prefix: (term) => term.length > 2,
        combineWith: "OR",
      },
    });
    const docs = docsFor(lang, now);
    ms.addAll(docs);
    idx = { ms, docs: new Map(docs.map((d) => [d.id, d])) };
    indexes.set(lang, idx);
  }
  return idx;
}

/** Fuzzy, accent- and case-folded full-text search over partners, categories, places and deals. */
export function fullText(text: string, lang: Lang, now: Date = new Date(), limit = 20): RankedAction[] {
  if (!text.trim()) return [];
  const { ms, docs } = getIndex(lang, now);
  return ms
    .search(text)
    .slice(0, limit)
    .map((result) => {
      const doc = docs.get(String(result.id))!;
      const [, rawId = doc.id] = doc.id.split(/:(.*)/s);
      return {
        kind: doc.kind,
        id: rawId,
        title: doc.title,
        url: doc.url,
        ...(doc.category ? { category: doc.category } : {}),
        prefilled: false,
        carries: [],
        score: result.score,
      };
    });
}

// ----------------------------------------------------------------- ranking

const isPort = (place: string | undefined) => !!place && place in FERRY_PORTS;
const hasAirport = (place: string | undefined) => !!place && hasOwnAirport(place);

/**
 * The transport a one-ended route most likely means when the query names no category ("to Hydra",
 * "from Athens"): a destination with a ferry port and no airport is a ferry; an end with an airport
 * is a flight; any other place is reached by land. (A route with both ends has its transport in
 * the intent already: understand() infers it, transport.ts.)
 */
export function routeCategory(intent: Intent): CategoryId | undefined {
  const { origin, destination } = intent;
  if (origin && destination) return routeTransport(origin, destination);
  if (destination) {
    if (isPort(destination) && !hasAirport(destination)) return "ferries";
    return hasAirport(destination) ? "flights" : "trains-buses";
  }
  return hasAirport(origin) ? "flights" : undefined;
}

/** Our own page about a place (a destination guide), when the site has one. */
export interface PlaceGuide {
  /** The page's path in the reader's language ("/en/destinations/naxos"). */
  url: string;
  title: string;
}

export interface RankOptions {
  /**
   * The destination guide of a place (canonical English name), when one exists: the site's own best
   * page for it. The search page passes the guides it knows; without it, the category page leads.
   */
  guide?: (place: string, lang: Lang) => PlaceGuide | undefined;
}

/**
 * Actions for an understood query. With a category: its partners (deep links
 * filled first, then catalogue order), the category page, matching deals. For a
 * route or place without a category, the transport (route) or hotel (place)
 * partners are suggested, followed by full-text hits. Otherwise full text only.
 * When no partner link of the category carries anything of the query (a category without
 * templates: camper vans, cruises, insurance, ski, gear, car rental; or nothing to carry), our own
 * page leads: the place's destination guide (`options.guide`), else the category page; a partner's
 * bare home page is never ranked as if it were filled.
 */
export function rank(
  intent: Intent,
  text: string,
  lang: Lang,
  now: Date = new Date(),
  deals: readonly ReadDeal[] = [],
  options: RankOptions = {},
): SearchResult {
  const values = deepLinkValues(intent, lang);
  const actions: RankedAction[] = [];
  let category = intent.category;
  let guessed = intent.inferred === true;
  if (guessed || (!category && (intent.origin || intent.destination))) {
    // A route without a category word: the partners of the transport it most likely means (from
    // the airports, ferry ports and stations data), and every transport category's page.
    category ??= routeCategory(intent);
    guessed = true;
    for (const transport of TRANSPORT) {
      if (transport === category) continue;
      const action = pageAction(transport, lang, WEIGHT.otherTransportPage);
      if (action) actions.push(action);
    }
  } else if (!category && intent.place) {
    // A place alone: its best categories, the first one's partners filled with the place.
    const best = placeCategories(intent.place);
    category = best[0];
    guessed = true;
    best.slice(1).forEach((id, i) => {
      const action = pageAction(id, lang, WEIGHT.placePage - i);
      if (action) actions.push(action);
    });
  }
  if (category) {
    const base = guessed ? WEIGHT.guessed : WEIGHT.named;
    const list = partners.filter((p) => p.category === category).map((p, i) => partnerAction(p, values, base - i));
    // Where none of the category's partners serves the place (Donkey Republic's cities only), the
    // partners of another category that search the activity itself ("Naxos bike" on the tours
    // partners) follow, filled: a bike rental or guided ride is sold there as an activity.
    const activity = ACTIVITY_VALUE[category];
    if (activity && values.values[activity] && !list.some((a) => a.prefilled)) {
      const others = partners.filter(
        (p) => p.category !== category && templatesOf(p.deepLink).some((t) => t.includes(activity)),
      );
      list.push(...others.map((p, i) => partnerAction(p, values, base - list.length - i)));
    }
    actions.push(...list);
    const ownFirst = !list.some((a) => a.prefilled);
    const where = intent.destination ?? intent.place;
    const guide = where ? options.guide?.(where, lang) : undefined;
    if (guide)
      actions.push({
        kind: "page",
        id: guide.url,
        title: guide.title,
        url: guide.url,
        category,
        prefilled: false,
        carries: [],
        score: ownFirst ? WEIGHT.ownPageLeads + 1 : WEIGHT.guideBeside,
      });
    const page = pageAction(
      category,
      lang,
      ownFirst ? WEIGHT.ownPageLeads : guessed ? WEIGHT.guessedPage : WEIGHT.namedPage,
    );
    if (page) actions.push(page);
  }
  // Deals, read like queries by the caller (deals.ts: "Έκπτωση 20% σε ξενοδοχεία Αθήνας" →
  // hotels in Athens): a deal matches the same category (and place, when both name one), or,
  // without a category, the same place.
  const where = intent.place ?? intent.destination;
  for (const deal of deals) {
    const about = deal.intent;
    const dealPlace = about.place ?? about.destination;
    const samePlace = !!where && dealPlace === where;
    const match = intent.category
      ? about.category === intent.category && (!dealPlace || !where || samePlace)
      : samePlace;
    if (match) {
      actions.push({
        kind: "deal",
        id: deal.id,
        title: deal.title,
        url: deal.url,
        prefilled: false,
        carries: [],
        score: WEIGHT.deal,
      });
    }
  }
  const structured = actions.length > 0;
  if (!intent.category) {
    const seen = new Set(actions.map((a) => `${a.kind}:${a.id}`));
    for (const action of fullText(text, lang, now)) {
      if (!seen.has(`${action.kind}:${action.id}`))
        actions.push({ ...action, score: Math.min(action.score, WEIGHT.fullTextCap) });
    }
  }
  actions.sort((a, b) => b.score - a.score);
  return { intent, actions, fallback: !structured, ...(category ? { category } : {}) };
}

/**
 * What a place is most searched for, best first: an island's stays and boats, a town's stays, a
 * city's stays and flights, a country's flights and eSIMs, a sea's or river's cruises, a sight's tours.
 */
export function placeCategories(place: string): CategoryId[] {
  const record = placeRecord(place);
  if (!record) return ["hotels", "vacation-rentals", "tours"];
  if (record.place.sight) return ["tours", "hotels"];
  switch (record.place.kind) {
    case "island":
      return ["hotels", "ferries", "vacation-rentals", "car-rental", "tours"];
    case "gr-city":
      return isPort(place)
        ? ["hotels", "ferries", "vacation-rentals", "car-rental"]
        : ["hotels", "vacation-rentals", "car-rental", "tours"];
    case "city":
      return ["hotels", "flights", "tours", "vacation-rentals"];
    case "country":
      return ["flights", "hotels", "esim", "insurance"];
    case "region":
      return record.generated && countryCode(place) !== "GR"
        ? ["cruises", "tours", "hotels"]
        : ["hotels", "vacation-rentals", "car-rental", "camping"];
  }
}
