// The model of a destination guide and of a ferry route page (decision 051), for one language: plain
// data, computed at build time by the pages' loaders (never shipped to the browser). Every fact comes
// from the data: the gazetteer, the ferry table, airports, stations, positions; the partner links are
// the search's own, filled by its deep-link templates (core/search/rank.ts, deep-link.ts).
import type { CategoryId, Lang } from "../../content/types.ts";
import { departurePortFor, operatorName, portByCode } from "../ferries/ferries.ts";
import { FERRY_DATA_SOURCE } from "../ferries/ferries.generated.ts";
import { AIRPORT_CODES } from "../search/airport-codes.generated.ts";
import { placeName, placeRecord } from "../search/gazetteer.ts";
import { rank } from "../search/rank.ts";
import {
  byFerry,
  destinationBySlug,
  destinations,
  km,
  nearby,
  type Destination,
  type DestinationKind,
} from "./destinations.ts";
import { fromPlace, greekName, inPlace, ofPlace, toPlace } from "./greek.ts";
import { markerOf, type Marker } from "./map.ts";
import { GUIDE_BASE, guidePath, routePath } from "./paths.ts";
import { regionName } from "./regions.ts";
import { ferryRoutes, otherWaysTo, reverseOf, routeBySlug, routesOf, type FerryRoute } from "./routes.ts";

export interface PartnerLink {
  id: string;
  name: string;
  category: CategoryId;
  /** The partner's page filled with the place (and route), when a template carries it. */
  deep?: string;
}

/** The day the ferry connections were read from Ferryhopper (the pages' lastmod and source note). */
export const DATA_DATE = FERRY_DATA_SOURCE.connections.fetchedAt.slice(0, 10);

export interface PlaceLink {
  name: string;
  href: string;
  km?: number;
}

/** The place's name in the phrases a page needs: Greek in its cases ("τη Νάξο", "της Νάξου"). */
export interface Phrases {
  name: string;
  /** "για τη Νάξο" / "to Naxos" / "nach Naxos". */
  to: string;
  /** "στη Νάξο" / "in Naxos" / "auf Naxos". */
  in: string;
  /** "από τον Πειραιά" / "from Piraeus" / "ab Piräus". */
  from: string;
  /** "της Νάξου" / "Naxos" / "Naxos". */
  of: string;
  /** Where one goes: "στη Νάξο" / "to Naxos" / "nach Naxos" (Greek says «πάω στη Νάξο»). */
  goTo: string;
}

const GERMAN_ON = new Set<DestinationKind>(["island"]);

export function phrases(d: Pick<Destination, "names" | "greek" | "kind">, lang: Lang): Phrases {
  const name = d.names[lang];
  if (lang === "el")
    return {
      name,
      to: toPlace(d.greek),
      in: inPlace(d.greek),
      from: fromPlace(d.greek),
      of: ofPlace(d.greek),
      goTo: inPlace(d.greek),
    };
  if (lang === "en")
    return { name, to: `to ${name}`, in: `in ${name}`, from: `from ${name}`, of: name, goTo: `to ${name}` };
  // German: "auf" an island, "in" a town or region; "nach" either.
  return {
    name,
    to: `nach ${name}`,
    in: GERMAN_ON.has(d.kind) ? `auf ${name}` : `in ${name}`,
    from: `ab ${name}`,
    of: name,
    goTo: `nach ${name}`,
  };
}

/** The phrases of any gazetteer place (a route's port town that has no guide of its own). */
export function placePhrases(place: string, lang: Lang): Phrases {
  const r = placeRecord(place);
  const names = { el: placeName(place, "el"), en: place, de: placeName(place, "de") };
  const kind: DestinationKind = r?.place.kind === "island" ? "island" : "town";
  return phrases(
    { names, kind, greek: greekName(r?.greek[0] ?? names.el, r?.place.kind ?? "gr-city", r?.greek.slice(1) ?? []) },
    lang,
  );
}

function partnerLinks(intent: Parameters<typeof rank>[0], lang: Lang, now: Date, count: number): PartnerLink[] {
  return rank(intent, "", lang, now, [])
    .actions.filter((a) => a.kind === "partner" && a.category === intent.category)
    .slice(0, count)
    .map((a) => ({ id: a.id, name: a.title, category: a.category!, ...(a.prefilled ? { deep: a.url } : {}) }));
}

const link = (d: Destination, lang: Lang, from?: Destination): PlaceLink => ({
  name: d.names[lang],
  href: guidePath(d.slug, lang),
  ...(from ? { km: Math.round(km(from, d)) } : {}),
});

export interface GuideModel {
  lang: Lang;
  slug: string;
  kind: DestinationKind;
  phrases: Phrases;
  /** The guide's path in each language (canonical, hreflang). */
  paths: Record<Lang, string>;
  region?: string;
  island?: PlaceLink;
  country: string;
  lat: number;
  lon: number;
  marker?: Marker;
  ports: { code: string; name: string; routes: { href: string; to: string; operators: string[] }[] }[];
  /** Other guides reached by a direct ferry (no route page: a port the route pages do not name). */
  ferryPlaces: PlaceLink[];
  airport?: { code: string; place: string; km: number; own: boolean; href?: string };
  station?: string;
  /** Partner links by what they do: getting there, staying, doing. */
  links: { category: CategoryId; partners: PartnerLink[] }[];
  /** Trip sentences for /trip?q=… */
  ideas: string[];
  nearby: PlaceLink[];
  /** The search sentence the dates-and-travellers form starts with ("ξενοδοχεία Νάξος"). */
  stayQuery: string;
  formWords: { until: string; people: string };
  /** The day the ferry data was read (source note, lastmod). */
  dataDate: string;
}

const STAY_WORD: Record<Lang, string> = { el: "ξενοδοχεία", en: "hotels", de: "Hotels" };
const UNTIL: Record<Lang, string> = { el: "έως", en: "to", de: "bis" };
const PEOPLE: Record<Lang, string> = { el: "άτομα", en: "people", de: "Personen" };

const NIGHTS: Record<Lang, (n: number) => string> = {
  el: (n) => `${n} νύχτες`,
  en: (n) => `${n} nights`,
  de: (n) => `${n} Nächte`,
};
const THEN: Record<Lang, string> = { el: "μετά", en: "then", de: "dann" };
const BACK: Record<Lang, string> = { el: "και πίσω", en: "and back", de: "und zurück" };

/**
 * Two or three trip sentences: from where a ferry (or flight) leaves for the place, on to a neighbour a ferry joins,
 * and back.
 */
function tripIdeas(d: Destination, lang: Lang): string[] {
  const name = (place: string) => placeName(place, lang);
  const ports = departurePortFor(d.place);
  // The town of the port a ferry leaves from (Piraeus), else Athens for a Greek place reached by air or land.
  const start = ports ? (portByCode(ports.from)?.places[0] ?? "Athens") : d.country === "GR" ? "Athens" : undefined;
  const ideas: string[] = [];
  const origin = start && start !== d.place ? start : undefined;
  const next = byFerry(d).filter((o) => o.kind === "island" && o.place !== origin);
  if (origin) ideas.push(`${name(origin)} → ${d.names[lang]} ${NIGHTS[lang](4)}`);
  for (const n of next.slice(0, 2)) {
    ideas.push(
      `${origin ? `${name(origin)} → ` : ""}${d.names[lang]} ${NIGHTS[lang](3)}, ${THEN[lang]} ${n.names[lang]} ${NIGHTS[lang](2)} ${origin ? BACK[lang] : ""}`.trim(),
    );
  }
  return ideas.slice(0, 3);
}

export function guideModel(slug: string, lang: Lang, now: Date = new Date()): GuideModel | undefined {
  const d = destinationBySlug(slug);
  if (!d) return undefined;
  const routes = routesOf(d).filter((r) => r.to.guide === d);
  const ports = d.ports.map((port) => ({
    code: port.code,
    name: port.name,
    routes: routes
      .filter((r) => r.to.port.code === port.code)
      .map((r) => ({
        href: routePath(r.slug, lang),
        to: placeName(r.from.place, lang),
        operators: r.operators.map((o) => operatorName(o) ?? o),
      })),
  }));
  const routed = new Set(routes.map((r) => r.from.guide?.slug));
  const island = d.island ? destinationBySlug(slugOfPlace(d.island)) : undefined;
  const airportGuide = d.airport ? destinations().find((x) => x.place === d.airport!.place) : undefined;
  const stay: CategoryId[] = ["hotels", "vacation-rentals", "camping"];
  const doing: CategoryId[] = ["tours", "car-rental", "luggage-storage", "esim"];
  const links: GuideModel["links"] = [];
  const getThere: CategoryId[] = d.ports.length > 0 ? ["ferries", "flights"] : ["flights", "trains-buses"];
  for (const category of getThere) {
    const partners = partnerLinks({ category, destination: d.place }, lang, now, 2).filter((p) => p.deep);
    if (partners.length) links.push({ category, partners });
  }
  for (const category of [...stay, ...doing]) {
    const partners = partnerLinks({ category, place: d.place }, lang, now, 2);
    // Only a partner that has the place (its link filled), or the country's eSIM.
    const useful = partners.filter((p) => p.deep || category === "esim").slice(0, category === "esim" ? 1 : 2);
    if (useful.length) links.push({ category, partners: useful });
  }
  const regionText = d.region ? regionName(d.region, lang) : undefined;
  return {
    lang,
    slug: d.slug,
    kind: d.kind,
    phrases: phrases(d, lang),
    paths: { el: guidePath(d.slug, "el"), en: guidePath(d.slug, "en"), de: guidePath(d.slug, "de") },
    ...(regionText ? { region: regionText } : {}),
    ...(island
      ? { island: link(island, lang) }
      : d.island
        ? { island: { name: placeName(d.island, lang), href: "" } }
        : {}),
    country: new Intl.DisplayNames([lang], { type: "region" }).of(d.country) ?? d.country,
    lat: d.lat,
    lon: d.lon,
    ...(() => {
      const marker = markerOf(d.lat, d.lon, d.country === "GR" && d.place !== "Cyprus");
      return marker ? { marker } : {};
    })(),
    ports,
    ferryPlaces: byFerry(d)
      .filter((o) => !routed.has(o.slug))
      .slice(0, 16)
      .map((o) => link(o, lang)),
    ...(d.airport
      ? {
          airport: {
            code: d.airport.code,
            place: placeName(d.airport.place, lang),
            km: d.airport.km,
            own: d.airport.own,
            ...(airportGuide && airportGuide !== d ? { href: guidePath(airportGuide.slug, lang) } : {}),
          },
        }
      : {}),
    ...(d.station ? { station: d.station } : {}),
    links,
    ideas: tripIdeas(d, lang),
    nearby: nearby(d).map((o) => link(o, lang, d)),
    stayQuery: `${STAY_WORD[lang]} ${d.names[lang]}`,
    formWords: { until: UNTIL[lang], people: PEOPLE[lang] },
    dataDate: DATA_DATE,
  };
}

const slugOfPlace = (place: string) => destinations().find((d) => d.place === place)?.slug ?? "";

export interface RouteModel {
  lang: Lang;
  slug: string;
  paths: Record<Lang, string>;
  from: { name: string; phrases: Phrases; port: string; code: string; href?: string };
  to: { name: string; phrases: Phrases; port: string; code: string; href?: string };
  operators: string[];
  reverse?: { href: string; from: string; to: string };
  /** Other ports with a ferry to the same place. */
  otherWays: PlaceLink[];
  ferry: PartnerLink[];
  /** The flight alternative, when both ends have an airport of their own. */
  flight: PartnerLink[];
  fromAirport?: string;
  toAirport?: string;
  query: string;
  formWords: { until: string; people: string };
  dataDate: string;
}

const FERRY_WORD: Record<Lang, string> = { el: "πλοίο", en: "ferry", de: "Fähre" };

export function routeModel(slug: string, lang: Lang, now: Date = new Date()): RouteModel | undefined {
  const r = routeBySlug(slug);
  if (!r) return undefined;
  const end = (e: FerryRoute["from"]) => ({
    name: placeName(e.place, lang),
    phrases: placePhrases(e.place, lang),
    port: e.port.name,
    code: e.port.code,
    ...(e.guide ? { href: guidePath(e.guide.slug, lang) } : {}),
  });
  const reverse = reverseOf(r);
  const fromAirport = AIRPORT_CODES[r.from.place]?.[0];
  const toAirport = AIRPORT_CODES[r.to.place]?.[0];
  return {
    lang,
    slug,
    paths: { el: routePath(slug, "el"), en: routePath(slug, "en"), de: routePath(slug, "de") },
    from: end(r.from),
    to: end(r.to),
    operators: r.operators.map((o) => operatorName(o) ?? o),
    ...(reverse
      ? {
          reverse: {
            href: routePath(reverse.slug, lang),
            from: placeName(reverse.from.place, lang),
            to: placeName(reverse.to.place, lang),
          },
        }
      : {}),
    otherWays: otherWaysTo(r)
      .slice(0, 12)
      .map((o) => ({ name: placeName(o.from.place, lang), href: routePath(o.slug, lang) })),
    ferry: partnerLinks({ category: "ferries", origin: r.from.place, destination: r.to.place }, lang, now, 2),
    flight:
      fromAirport && toAirport && fromAirport !== toAirport
        ? partnerLinks({ category: "flights", origin: r.from.place, destination: r.to.place }, lang, now, 2).filter(
            (p) => p.deep,
          )
        : [],
    ...(fromAirport ? { fromAirport } : {}),
    ...(toAirport ? { toAirport } : {}),
    query: `${FERRY_WORD[lang]} ${placeName(r.from.place, lang)} ${placeName(r.to.place, lang)}`,
    formWords: { until: UNTIL[lang], people: PEOPLE[lang] },
    dataDate: DATA_DATE,
  };
}

/** Every guide and route path, in every language (the prerender list and the sitemaps). */
export function guidePaths(): string[] {
  const langs = ["el", "en", "de"] as const;
  return [
    ...langs.map((l) => GUIDE_BASE[l]),
    ...destinations().flatMap((d) => langs.map((l) => guidePath(d.slug, l))),
    ...ferryRoutes().flatMap((r) => langs.map((l) => routePath(r.slug, l))),
  ];
}

export interface IndexModel {
  lang: Lang;
  paths: Record<Lang, string>;
  groups: { kind: DestinationKind; greek: boolean; links: PlaceLink[] }[];
  /** Every route page, by the place it leaves from. */
  routes: { from: string; links: PlaceLink[] }[];
  dataDate: string;
}

/**
 * The index of every guide (by kind, Greece first) and every route page (by departure): no guide or route is an orphan.
 */
export function indexModel(lang: Lang): IndexModel {
  const groups: IndexModel["groups"] = [];
  for (const greek of [true, false]) {
    for (const kind of ["island", "town", "region", "city"] as const) {
      const links = destinations()
        .filter((d) => d.kind === kind && (d.country === "GR" && d.place !== "Cyprus") === greek)
        .map((d) => link(d, lang))
        .sort((a, b) => a.name.localeCompare(b.name, lang));
      if (links.length) groups.push({ kind, greek, links });
    }
  }
  const byFrom = new Map<string, PlaceLink[]>();
  for (const r of ferryRoutes())
    byFrom.set(r.from.place, [
      ...(byFrom.get(r.from.place) ?? []),
      { name: placeName(r.to.place, lang), href: routePath(r.slug, lang) },
    ]);
  // "Από τον Πειραιά", "From Piraeus", "Ab Piräus".
  const heading = (place: string) => {
    const from = placePhrases(place, lang).from;
    return from.charAt(0).toUpperCase() + from.slice(1);
  };
  const routes = [...byFrom]
    .map(([place, links]) => ({ from: heading(place), name: placeName(place, lang), links }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
    .map(({ from, links }) => ({ from, links }));
  return {
    lang,
    paths: { el: GUIDE_BASE.el, en: GUIDE_BASE.en, de: GUIDE_BASE.de },
    groups,
    routes,
    dataDate: DATA_DATE,
  };
}
