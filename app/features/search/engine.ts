// The search page's engine: understand + rank, shaped for display. This module (with the
// lexicon, gazetteer, MiniSearch and the content records it pulls in) is loaded lazily with
// `loadSearchEngine()` (load-engine.ts) so that it never weighs on the first load of other pages.
// Pure: no network, no DOM.
import { categories } from "~content/categories.ts";
import { cities } from "~content/cities.ts";
import { islands } from "~content/islands.ts";
import { partnerById } from "~content/partners.ts";
import type { CategoryId, Lang, Partner } from "~content/types.ts";
import type { FavoriteInput } from "~core/requests";
import { placeName } from "~core/search/gazetteer";
import type { Budget, DateSpec, Intent } from "~core/search/intent";
import type { CarryKey } from "~core/search/deep-link";
import { readDeals } from "~core/search/deals";
import { builtInLiveDeals, rank, type RankedAction, type SearchDeal } from "~core/search/rank";
import { understand } from "~core/search/understand";
import { understandTrip } from "~core/trip/read";
import { guideSlugOf } from "~core/guides/select";
import { guidePath, parseGuidePath } from "~core/guides/paths";

/** The removable parts of an intent, in display order. */
export const CHIP_KEYS = ["category", "route", "place", "budget", "cheap", "dates", "nights", "travellers"] as const;
export type ChipKey = (typeof CHIP_KEYS)[number];

export type Chip =
  | { key: "category"; category: CategoryId; name: string; icon: string }
  | { key: "place"; name: string }
  | { key: "route"; from?: string; to?: string }
  | { key: "budget"; budget: Budget }
  | { key: "cheap" }
  | { key: "dates"; dates: DateSpec }
  | { key: "nights"; nights: number }
  | { key: "travellers"; travellers: number };

export interface PartnerItem {
  id: string;
  name: string;
  description: string;
  category: CategoryId;
  /** The filled deep link (only when at least one value of the intent went in). */
  deep?: string;
  /** Which chips the deep link carries (place, dates, travellers, …). */
  filled: ChipKey[];
  /** The partner has no parameterised search URL: its link opens its home page. */
  homeOnly: boolean;
  /** What its heart saves: the same favourite as the partner's heart on its catalogue page. */
  favorite: FavoriteInput;
}

export interface PageItem {
  path: string;
  title: string;
  blurb: string;
  icon: string;
}

export interface DealItem {
  title: string;
  description: string;
  /** Where the deal opens: its /go/ link (recorded as a click on the deal), or the deals page. */
  url: string;
  /** "From" price in euros, when the deal says. */
  priceFrom?: number;
  /** What its heart saves: the same favourite as the deal's heart on the deals page. */
  favorite: FavoriteInput;
}

/** A live deal as the page fetched it: with its last day, which a saved deal keeps (app/lib/use-live-deals.ts). */
type PoolDeal = SearchDeal & { expiresAt?: string };

export type { SearchDeal };

/** A full-text hit: internal links are site paths, outbound ones a `/go/` id. */
export type TextItem = {
  kind: "partner" | "category" | "place" | "deal";
  id: string;
  title: string;
  subtitle?: string;
  icon?: string;
  /** What its heart saves (partners, deals and cities: as their cards elsewhere do). */
  favorite?: FavoriteInput;
} & ({ to: string; goId?: never } | { goId: string; to?: never });

/** A partner's favourite, exactly as its catalogue card saves it (so the heart shows the same state). */
function partnerFavorite(p: Partner, lang: Lang): FavoriteInput {
  return {
    type: "partner",
    title: p.name,
    description: p.description[lang],
    data: { id: p.id, category: p.category, url: p.url },
  };
}

/** A deal's favourite, as its card on the deals page saves it. */
function dealFavorite(d: PoolDeal): FavoriteInput {
  return {
    type: "deal",
    title: d.title,
    description: d.description,
    data: { id: d.id, ...(d.expiresAt ? { expires_at: d.expiresAt } : {}) },
  };
}

/** A city's favourite, as its card in the home page's carousel saves it. */
function cityFavorite(id: string, lang: Lang): FavoriteInput | undefined {
  const city = cities.find((c) => c.id === id);
  return (
    city && {
      type: "destination",
      title: city.name[lang],
      description: city.country[lang],
      data: { id: `city.${city.id}`, country: city.country[lang] },
    }
  );
}

export interface SearchView {
  query: string;
  /** Everything understood (what the chips show). */
  intent: Intent;
  chips: Chip[];
  /** The chips the visitor removed that the query had. */
  omitted: ChipKey[];
  /** Heading category of the partner list (the matched or the guessed one). */
  category?: { id: CategoryId; name: string; icon: string };
  partners: PartnerItem[];
  pages: PageItem[];
  deals: DealItem[];
  /**
   * True when our own page leads the ranking (no partner link can carry anything of the query,
   * decision 044): the page shows `pages` first, before the partners, in rank's order.
   */
  ownFirst: boolean;
  /** Full-text results (the fallback, or extra hits when the intent has no category). */
  text: TextItem[];
  /** True when nothing structured was found and the results are full text only. */
  fallback: boolean;
  /** Number of results (what search history stores). */
  count: number;
}

const categoryOf = (id: CategoryId) => categories.find((c) => c.id === id);

/** The chips of an intent. */
export function chipsOf(intent: Intent, lang: Lang): Chip[] {
  const chips: Chip[] = [];
  for (const key of CHIP_KEYS) {
    switch (key) {
      case "category": {
        const c = intent.category && categoryOf(intent.category);
        if (c) chips.push({ key, category: c.id, name: c.name[lang], icon: c.icon });
        break;
      }
      case "route":
        if (intent.origin || intent.destination) {
          chips.push({
            key,
            ...(intent.origin ? { from: placeName(intent.origin, lang) } : {}),
            ...(intent.destination ? { to: placeName(intent.destination, lang) } : {}),
          });
        }
        break;
      case "place":
        if (intent.place) chips.push({ key, name: placeName(intent.place, lang) });
        break;
      case "budget":
        if (intent.budget) chips.push({ key, budget: intent.budget });
        break;
      case "cheap":
        if (intent.cheap) chips.push({ key });
        break;
      case "dates":
        if (intent.dates) chips.push({ key, dates: intent.dates });
        break;
      case "nights":
        if (intent.nights) chips.push({ key, nights: intent.nights });
        break;
      case "travellers":
        if (intent.travellers) chips.push({ key, travellers: intent.travellers });
        break;
    }
  }
  return chips;
}

/** The intent without the removed chips. */
export function withoutChips(intent: Intent, omit: Iterable<ChipKey>): Intent {
  const out: Intent = { ...intent };
  for (const key of omit) {
    if (key === "route") {
      delete out.origin;
      delete out.destination;
    } else {
      delete out[key];
    }
  }
  return out;
}

/** The chips that show what a filled link carries. */
function carriedChips(carries: readonly CarryKey[]): ChipKey[] {
  const out = new Set<ChipKey>();
  for (const k of carries) {
    if (k === "origin" || k === "destination") out.add("route");
    else out.add(k);
  }
  return CHIP_KEYS.filter((k) => out.has(k));
}

function placeGoId(placeId: string): string | undefined {
  if (cities.some((c) => c.id === placeId)) return `city.${placeId}`;
  if (islands.some((i) => i.id === placeId)) return `island.${placeId}`;
  return undefined;
}

function textItem(a: RankedAction, lang: Lang, pool: readonly PoolDeal[]): TextItem | undefined {
  const cat = a.category ? categoryOf(a.category) : undefined;
  switch (a.kind) {
    case "partner": {
      const p = partnerById(a.id);
      return {
        kind: "partner",
        id: a.id,
        title: a.title,
        ...(cat ? { subtitle: cat.name[lang], icon: cat.icon } : {}),
        ...(p ? { favorite: partnerFavorite(p, lang) } : {}),
        goId: a.id,
      };
    }
    case "category":
      return {
        kind: "category",
        id: a.id,
        title: a.title,
        ...(cat ? { subtitle: cat.blurb[lang], icon: cat.icon } : {}),
        to: a.url,
      };
    case "place": {
      const goId = placeGoId(a.id);
      const favorite = cityFavorite(a.id, lang);
      return goId
        ? { kind: "place", id: a.id, title: a.title, icon: "Hotel", ...(favorite ? { favorite } : {}), goId }
        : undefined;
    }
    case "deal": {
      const d = pool.find((x) => x.id === a.id);
      return {
        kind: "deal",
        id: a.id,
        title: a.title,
        icon: "BadgeEuro",
        ...(d ? { favorite: dealFavorite(d) } : {}),
        to: a.url,
      };
    }
  }
}

const GUIDE_BLURB: Record<Lang, string> = {
  el: "Οδηγός προορισμού: πλοία, αεροδρόμιο, διαμονή, κοντινοί προορισμοί",
  en: "Destination guide: ferries, airport, where to stay, places nearby",
  de: "Reiseführer: Fähren, Flughafen, Unterkünfte, Ziele in der Nähe",
};

/** The destination guide of a place (decision 051), for rank()'s own-page hook (decision 044). */
export function guideOf(place: string, lang: Lang): { url: string; title: string } | undefined {
  const slug = guideSlugOf(place);
  return slug ? { url: guidePath(slug, lang), title: placeName(place, lang) } : undefined;
}

/**
 * Understand and rank a query for the page in `lang`, without the removed chips.
 * `now` fixes relative dates (tests); the page passes the current time.
 */
export function runSearch(
  query: string,
  lang: Lang,
  omit: readonly ChipKey[] = [],
  now: Date = new Date(),
  deals?: readonly SearchDeal[],
): SearchView {
  const text = query.trim();
  const intent = text ? understand(text, lang, now) : {};
  const chips = chipsOf(intent, lang);
  const omitted = omit.filter((k) => chips.some((c) => c.key === k));
  const effective = withoutChips(intent, omitted);
  // The live deals the page fetched; without them (offline, still loading), the built-in samples.
  const pool: readonly PoolDeal[] = deals ?? builtInLiveDeals(now, lang);
  const result = text
    ? rank(effective, text, lang, now, readDeals(pool, now), { guide: guideOf })
    : { actions: [], fallback: true };

  const partners: PartnerItem[] = [];
  const pages: PageItem[] = [];
  const shownDeals: DealItem[] = [];
  const textItems: TextItem[] = [];
  // The partner list's category: the matched one, or the one a route or a place alone points to.
  const headId: CategoryId | undefined = "category" in result ? result.category : undefined;
  for (const a of result.actions) {
    if (a.kind === "partner" && headId && a.category === headId) {
      const p = partnerById(a.id);
      if (!p) continue;
      partners.push({
        id: p.id,
        name: a.title,
        description: p.description[lang],
        category: p.category,
        ...(a.prefilled ? { deep: a.url } : {}),
        filled: a.prefilled ? carriedChips(a.carries) : [],
        homeOnly: !p.deepLink,
        favorite: partnerFavorite(p, lang),
      });
    } else if (a.kind === "page") {
      const cat = a.category && categoryOf(a.category);
      const guide = parseGuidePath(a.url) !== undefined;
      if (cat)
        pages.push({ path: a.url, title: a.title, blurb: guide ? GUIDE_BLURB[lang] : cat.blurb[lang], icon: cat.icon });
    } else if (a.kind === "deal") {
      if (!shownDeals.some((x) => x.url === a.url && x.title === a.title)) {
        const d = pool.find((x) => x.id === a.id);
        const favorite = d ? dealFavorite(d) : { type: "deal", title: a.title, data: { id: a.id } };
        shownDeals.push({
          title: a.title,
          description: d?.description ?? "",
          url: a.url,
          ...(d?.priceFrom !== undefined ? { priceFrom: d.priceFrom } : {}),
          favorite,
        });
      }
    } else {
      const item = textItem(a, lang, pool);
      if (item && !textItems.some((x) => x.kind === item.kind && x.id === item.id)) textItems.push(item);
    }
  }
  const head = headId ? categoryOf(headId) : undefined;
  return {
    query: text,
    intent,
    chips,
    omitted,
    ...(head && partners.length > 0 ? { category: { id: head.id, name: head.name[lang], icon: head.icon } } : {}),
    partners,
    pages,
    deals: shownDeals,
    ownFirst: result.actions[0]?.kind === "page" && pages.length > 0,
    text: textItems.slice(0, 12),
    fallback: result.fallback,
    count: partners.length + pages.length + shownDeals.length + Math.min(textItems.length, 12),
  };
}

/**
 * True when a query reads as a trip rather than one search: three stops or more, or two with nights
 * at one of them ("Piraeus to Naxos 3 nights, then Paros"). The page then offers to plan it as a trip.
 */
export function isTripQuery(query: string, lang: Lang, now: Date = new Date()): boolean {
  const trip = understandTrip(query, lang, now);
  return !!trip && (trip.stops.length >= 3 || trip.stops.some((s) => s.nights !== undefined));
}
