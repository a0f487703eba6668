// Partner deep links: the values a query carries (from its intent), filling a partner's
// template with them, and checking that a URL is an instance of a template. One module
// for the search page (fill) and the server's /go/ (match): no open redirect.
//
// Template syntax (Partner.deepLink; one template or a list, the one carrying most wins):
//   {name}        a value, URL-encoded. In the path it is required (no value: the template
//                 is not usable); in a query parameter the parameter is dropped without it.
//   {a|b}         the first of a, b that has a value.
//   {name?}       (path only) optional: the whole path segment is dropped without a value.
//   {name:lower}  the value lower-cased (Skyscanner's airport codes).
//   {name!}       (query only) required: without a value the template is not usable (Ferryhopper's
//                 itinerary needs both port codes).
// Literal text around placeholders is kept as written (e.g. "price%3D{currency}-min-{maxPrice}-1").
import type { Lang } from "../../content/types.ts";
import { addDays } from "../iso-day.ts";
import { LOCALES } from "../locales.ts";
import { AIRLINE_AIRPORTS } from "./airline-airports.generated.ts";
import { AIRPORT_CODES } from "./airport-codes.generated.ts";
import { CITY_CODES, SKYSCANNER_CITY_CODES } from "./airports.ts";
import { BIKE_CITIES } from "./bike-cities.generated.ts";
import { routePorts } from "./ferry-ports.ts";
import { placeRecord } from "./gazetteer.ts";
import { STATION_PLACES } from "./station-places.generated.ts";
import type { Intent } from "./intent.ts";
import { foldPlain } from "./normalize.ts";

/** What a filled link can carry to the partner (the `carries` of search:explain). */
export const CARRY_KEYS = ["origin", "destination", "place", "dates", "travellers", "budget"] as const;
export type CarryKey = (typeof CARRY_KEYS)[number];

export const VALUE_NAMES = [
  "place",
  "placeSlug",
  "placeIata",
  "origin",
  "destination",
  "originIata",
  "destinationIata",
  "originCity",
  "destinationCity",
  "originSkyCity",
  "destinationSkyCity",
  "originIataFR",
  "destinationIataFR",
  "originIataU2",
  "destinationIataU2",
  "originPort",
  "destinationPort",
  "defaultOriginPort",
  "originStationSlug",
  "destinationStationSlug",
  "checkin",
  "checkout",
  "depart",
  "return",
  "departYymmdd",
  "returnYymmdd",
  "departCompact",
  "returnCompact",
  "month",
  "monthYymm",
  "isReturn",
  "isOneWay",
  "adults",
  "children",
  "people",
  "country",
  "countrySlug",
  "placeTitleSlug",
  "bikeCity",
  "bikeQuery",
  "maxPrice",
  "currency",
  "lang",
  "langNoGreek",
  "locale",
  "flightQuery",
] as const;
export type ValueName = (typeof VALUE_NAMES)[number];

export type DeepLinkValues = Partial<Record<ValueName, string>>;

/** Values plus what each one carries (page settings such as lang and currency carry nothing). */
export interface CarriedValues {
  values: DeepLinkValues;
  carries: Partial<Record<ValueName, readonly CarryKey[]>>;
}

export interface FilledLink {
  url: string;
  /** The understood values the link carries, in CARRY_KEYS order. */
  carries: CarryKey[];
}

const severalAirports = (place: string | undefined): place is string =>
  !!place && (AIRPORT_CODES[place]?.length ?? 0) > 1;

/** A city's IATA city code when it has several airports (airports.ts), else its airport's code. */
export function cityCode(place: string | undefined): string | undefined {
  return (severalAirports(place) ? CITY_CODES[place] : undefined) ?? airportCode(place);
}

/** Skyscanner's own code of a city with several airports (LOND, PARI), else the airport's IATA code. */
export function skyscannerCityCode(place: string | undefined): string | undefined {
  return (severalAirports(place) ? SKYSCANNER_CITY_CODES[place] : undefined) ?? airportCode(place);
}

/**
 * The airport an airline flies from for a partner that takes one airport only: in a city with several,
 * the one the airline serves most (OpenFlights routes: Ryanair London = Stansted, never Heathrow), and
 * none when it serves none of them (Ryanair in Paris: Beauvais is a town of its own); elsewhere the
 * place's airport.
 */
export function airlineAirport(place: string | undefined, airline: "FR" | "U2"): string | undefined {
  return severalAirports(place) ? AIRLINE_AIRPORTS[airline][place]?.[0] : airportCode(place);
}

/**
 * IATA code of the airport a place flies from: its own main airport (OpenFlights data, see
 * airports.ts), or for a town without one the airport that serves it (places.generated.ts).
 */
export function airportCode(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const own = AIRPORT_CODES[place]?.[0];
  if (own) return own;
  const served = placeRecord(place)?.airport;
  return served?.startsWith("@") ? AIRPORT_CODES[served.slice(1)]?.[0] : served;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const yymmdd = (iso: string) => iso.slice(2).replaceAll("-", "");
const slug = (place: string) =>
  foldPlain(place)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const titleSlug = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");

let regionNames: Intl.DisplayNames | undefined;
/**
 * The English name of the country a place is in: the place itself when it is a country, Greece for
 * Greek islands, towns and regions, the country of its station in the Trainline data for a city
 * abroad (Intl region names), or undefined.
 */
export function countryOf(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const kind = placeRecord(place)?.place.kind;
  if (kind === "country") return place;
  if (kind === "island" || kind === "gr-city" || kind === "region") return "Greece";
  const code = STATION_PLACES[place]?.country;
  if (!code) return undefined;
  if (code === "GR") return "Greece";
  regionNames ??= new Intl.DisplayNames("en", { type: "region" });
  return regionNames.of(code);
}

/** The slug of a place that has a rail or bus station (Trainline stations data), else undefined. */
const stationSlug = (place: string | undefined) => (place && STATION_PLACES[place] ? slug(place) : undefined);

/**
 * The values a query's intent can put into a partner's link. A stay with a day and no length is
 * one night (checkout = the next day); a trip with a range of days has a return date. A month
 * alone gives `month` (YYYY-MM) and `monthYymm` for partners with month search. Currency is the
 * budget's or EUR, language and locale the page's.
 */
export function deepLinkValues(intent: Intent, lang: Lang = "el"): CarriedValues {
  const values: DeepLinkValues = {};
  const carriesByName: CarriedValues["carries"] = {};
  const set = (name: ValueName, value: string | undefined, carries: readonly CarryKey[]) => {
    if (value === undefined || value === "") return;
    values[name] = value;
    carriesByName[name] = carries;
  };
  const placeKey: CarryKey = intent.place ? "place" : "destination";
  const place = intent.place ?? intent.destination;
  set("place", place, [placeKey]);
  if (place) set("placeSlug", slug(place), [placeKey]);
  if (place) set("placeTitleSlug", titleSlug(place), [placeKey]);
  if (place) set("bikeCity", BIKE_CITIES[place], [placeKey]);
  // A bike rental or tour as an activity search ("Naxos bike"): the tours partners' text search
  // finds the place's bike rentals and guided rides where no bike-share partner serves it.
  if (place && intent.category === "cycling") set("bikeQuery", `${place} bike`, [placeKey]);
  const country = countryOf(place);
  if (country) {
    set("country", titleSlug(country), [placeKey]);
    set("countrySlug", slug(country), [placeKey]);
  }
  set("placeIata", airportCode(place), [placeKey]);
  set("origin", intent.origin, ["origin"]);
  set("destination", intent.destination ?? intent.place, [intent.destination ? "destination" : "place"]);
  set("originIata", airportCode(intent.origin), ["origin"]);
  set("destinationIata", airportCode(intent.destination ?? intent.place), [
    intent.destination ? "destination" : "place",
  ]);
  // Every airport of a city with several (LON, PAR, MIL), for partners that take a city code.
  set("originCity", cityCode(intent.origin), ["origin"]);
  set("destinationCity", cityCode(intent.destination ?? intent.place), [intent.destination ? "destination" : "place"]);
  set("originSkyCity", skyscannerCityCode(intent.origin), ["origin"]);
  set("destinationSkyCity", skyscannerCityCode(intent.destination ?? intent.place), [
    intent.destination ? "destination" : "place",
  ]);
  // Airlines whose search takes one airport: one they fly from (Ryanair FR, easyJet U2).
  for (const airline of ["FR", "U2"] as const) {
    set(`originIata${airline}`, airlineAirport(intent.origin, airline), ["origin"]);
    set(`destinationIata${airline}`, airlineAirport(intent.destination ?? intent.place, airline), [
      intent.destination ? "destination" : "place",
    ]);
  }
  // Ferry port codes (Ferryhopper's, the ferry table of core/ferries): the ports the route uses; with
  // no origin said, the port a ferry to the destination leaves from (carries nothing: not understood).
  // Then station slugs (places with a station only).
  const ports = routePorts(intent.origin, intent.destination ?? intent.place);
  set("originPort", ports.origin, ["origin"]);
  set("defaultOriginPort", ports.defaultOrigin, []);
  set("destinationPort", ports.destination, [intent.destination ? "destination" : "place"]);
  set("originStationSlug", stationSlug(intent.origin), ["origin"]);
  set("destinationStationSlug", stationSlug(intent.destination), ["destination"]);
  const dates = intent.dates;
  if (dates && "from" in dates) {
    const checkout = dates.to > dates.from ? dates.to : addDays(dates.from, intent.nights ?? 1);
    set("checkin", dates.from, ["dates"]);
    set("checkout", checkout, ["dates"]);
    set("depart", dates.from, ["dates"]);
    set("departYymmdd", yymmdd(dates.from), ["dates"]);
    set("departCompact", dates.from.replaceAll("-", ""), ["dates"]);
    if (dates.to > dates.from) {
      set("return", dates.to, ["dates"]);
      set("returnYymmdd", yymmdd(dates.to), ["dates"]);
      set("returnCompact", dates.to.replaceAll("-", ""), ["dates"]);
    }
    set("isReturn", dates.to > dates.from ? "true" : "false", []);
    set("isOneWay", dates.to > dates.from ? "off" : "on", []);
  } else if (dates && "month" in dates) {
    const month = `${dates.year}-${String(dates.month).padStart(2, "0")}`;
    set("month", month, ["dates"]);
    set("monthYymm", month.slice(2).replace("-", ""), ["dates"]);
  }
  if (intent.travellers) {
    // Adults apart from children when the query counts them apart; everyone otherwise.
    set("adults", String(intent.travellers - (intent.children ?? 0)), ["travellers"]);
    set("people", String(intent.travellers), ["travellers"]);
    if (intent.children) set("children", String(intent.children), ["travellers"]);
  }
  if (intent.budget) set("maxPrice", String(intent.budget.amount), ["budget"]);
  set("currency", intent.budget?.currency ?? "EUR", []);
  set("lang", lang, []);
  // For a partner with no Greek site: German readers get German, the others English.
  set("langNoGreek", lang === "de" ? "de" : "en", []);
  set("locale", LOCALES[lang], []);
  // Google Flights reads a sentence: "Flights to Naxos from Athens on 2026-08-20 through 2026-08-27".
  const to = intent.destination ?? intent.place;
  if (to) {
    const parts = [`Flights to ${to}`];
    const carried: CarryKey[] = [intent.destination ? "destination" : "place"];
    if (intent.origin) {
      parts.push(`from ${intent.origin}`);
      carried.push("origin");
    }
    if (values.depart) {
      parts.push(`on ${values.depart}${values.return ? ` through ${values.return}` : ""}`);
      carried.push("dates");
    } else if (dates && "month" in dates) {
      parts.push(`in ${MONTHS[dates.month - 1]} ${dates.year}`);
      carried.push("dates");
    }
    set("flightQuery", parts.join(" "), carried);
  }
  return { values, carries: carriesByName };
}

// ----------------------------------------------------------------- templates

const PLACEHOLDER = /\{([\w|]+)(\?|!)?(?::(lower))?\}/g;

interface Split {
  origin: string;
  segments: string[];
  params: [string, string][];
}

function splitTemplate(template: string): Split | undefined {
  // The query starts at the first "?" outside a placeholder ("{depart?}" is an optional segment).
  let queryAt = -1;
  let depth = 0;
  for (let i = 0; i < template.length && queryAt < 0; i++) {
    const ch = template[i];
    if (ch === "{") depth++;
    else if (ch === "}") depth--;
    else if (ch === "?" && depth === 0) queryAt = i;
  }
  const base = queryAt < 0 ? template : template.slice(0, queryAt);
  const match = /^(https:\/\/[a-z0-9.-]+)(\/.*)?$/i.exec(base);
  if (!match) return undefined;
  const segments = (match[2] ?? "/").split("/").slice(1);
  const params: [string, string][] = [];
  for (const pair of (queryAt < 0 ? "" : template.slice(queryAt + 1)).split("&").filter(Boolean)) {
    const eq = pair.indexOf("=");
    if (eq < 0) return undefined;
    params.push([pair.slice(0, eq), pair.slice(eq + 1)]);
  }
  return { origin: match[1]!, segments, params };
}

/** Fills one template part; `undefined` when a placeholder has no value. */
function fillPart(part: string, cv: CarriedValues, used: Set<CarryKey>): string | undefined {
  let missing = false;
  const local = new Set<CarryKey>();
  const out = part.replace(PLACEHOLDER, (_, names: string, _opt: string | undefined, mod: string | undefined) => {
    const name = (names.split("|") as ValueName[]).find((n) => cv.values[n] !== undefined);
    if (!name) {
      missing = true;
      return "";
    }
    for (const carryKey of cv.carries[name] ?? []) local.add(carryKey);
    const value = cv.values[name]!;
    return encodeURIComponent(mod === "lower" ? value.toLowerCase() : value);
  });
  if (missing) return undefined;
  for (const carryKey of local) used.add(carryKey);
  return out;
}

function fillOne(template: string, cv: CarriedValues): FilledLink | undefined {
  const split = splitTemplate(template);
  if (!split) return undefined;
  const used = new Set<CarryKey>();
  const segments: string[] = [];
  for (const seg of split.segments) {
    const filled = fillPart(seg, cv, used);
    if (filled !== undefined) segments.push(filled);
    else if (!/\{[\w|]+\?/.test(seg)) return undefined;
  }
  const params: string[] = [];
  for (const [name, pattern] of split.params) {
    const filled = fillPart(pattern, cv, used);
    if (filled !== undefined) params.push(`${name}=${filled}`);
    else if (/\{[\w|]+!/.test(pattern)) return undefined;
  }
  if (used.size === 0) return undefined;
  return {
    url: `${split.origin}/${segments.join("/")}${params.length > 0 ? `?${params.join("&")}` : ""}`,
    carries: CARRY_KEYS.filter((k) => used.has(k)),
  };
}

export const templatesOf = (deepLink: string | readonly string[] | undefined): readonly string[] =>
  deepLink === undefined ? [] : typeof deepLink === "string" ? [deepLink] : deepLink;

/**
 * Fill a partner's deep-link template(s) with the values of a query. Returns the link that
 * carries the most understood values, or `undefined` when no template carries any.
 */
export function fillDeepLink(
  deepLink: string | readonly string[] | undefined,
  cv: CarriedValues | DeepLinkValues,
): FilledLink | undefined {
  const carried: CarriedValues =
    "values" in cv && typeof cv.values === "object" ? (cv as CarriedValues) : plainValues(cv as DeepLinkValues);
  let best: FilledLink | undefined;
  for (const template of templatesOf(deepLink)) {
    const filled = fillOne(template, carried);
    if (filled && (!best || filled.carries.length > best.carries.length)) best = filled;
  }
  return best;
}

/** Values without carry information (tests): each carries what its name says. */
function plainValues(values: DeepLinkValues): CarriedValues {
  const carries: CarriedValues["carries"] = {};
  const of: Partial<Record<ValueName, CarryKey>> = {
    place: "place",
    placeSlug: "place",
    placeIata: "place",
    origin: "origin",
    originIata: "origin",
    originCity: "origin",
    destinationCity: "destination",
    originSkyCity: "origin",
    destinationSkyCity: "destination",
    originIataFR: "origin",
    destinationIataFR: "destination",
    originIataU2: "origin",
    destinationIataU2: "destination",
    destination: "destination",
    destinationIata: "destination",
    originPort: "origin",
    destinationPort: "destination",
    originStationSlug: "origin",
    destinationStationSlug: "destination",
    departCompact: "dates",
    returnCompact: "dates",
    checkin: "dates",
    checkout: "dates",
    depart: "dates",
    return: "dates",
    departYymmdd: "dates",
    returnYymmdd: "dates",
    month: "dates",
    monthYymm: "dates",
    adults: "travellers",
    children: "travellers",
    people: "travellers",
    country: "place",
    countrySlug: "place",
    placeTitleSlug: "place",
    bikeCity: "place",
    bikeQuery: "place",
    maxPrice: "budget",
    flightQuery: "destination",
  };
  for (const name of Object.keys(values) as ValueName[]) carries[name] = of[name] ? [of[name]] : [];
  return { values, carries };
}

// ----------------------------------------------------------------- match

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** What encodeURIComponent leaves or writes: no `/`, `?`, `&`, `=` or `#`. */
const VALUE = "[A-Za-z0-9%._~!*'()-]+";

function partRe(part: string): string {
  return part
    .split(/\{[\w|]+[?!]?(?::lower)?\}/)
    .map(escapeRe)
    .join(VALUE);
}

function matchOne(template: string, url: URL): boolean {
  const split = splitTemplate(template);
  if (!split || url.origin !== new URL(split.origin).origin) return false;
  const path = split.segments
    .map((seg) => (/\{[\w|]+\?/.test(seg) ? `(?:/${partRe(seg)})?` : `/${partRe(seg)}`))
    .join("");
  if (!new RegExp(`^${path}$`).test(url.pathname)) return false;
  const allowed = new Map(split.params.map(([k, v]) => [k, new RegExp(`^${partRe(v)}$`)]));
  const seen = new Set<string>();
  for (const pair of url.search.slice(1).split("&").filter(Boolean)) {
    const eq = pair.indexOf("=");
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? "" : pair.slice(eq + 1);
    const re = allowed.get(name);
    if (!re || seen.has(name) || !re.test(value)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * A filled deep link, accepted only when it is an instance of one of the partner's own templates:
 * https, the template's origin, no credentials or fragment, the path of the template (optional
 * segments may be missing), and only the template's query parameters, each matching its template.
 * Returns the normalised URL, or `undefined` (so `/go/:id` stays a redirect to catalogue URLs only).
 */
export function matchDeepLink(deepLink: string | readonly string[] | undefined, candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.hash || candidate.includes("#"))
    return undefined;
  return templatesOf(deepLink).some((t) => matchOne(t, url)) ? url.toString() : undefined;
}
