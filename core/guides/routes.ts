// The ferry route pages (issue 38, decision 051): one page per direct crossing of the ferry table
// (core/ferries: Ferryhopper's own ports and connections, decision 043), in each direction, between
// two ports that are the main port of a place the gazetteer names (so each end has its Greek, English
// and German name and, mostly, a guide). Pure; built once, on first use.
import { allFerryPorts, connectionsFrom, portsOf, type FerryPort } from "../ferries/ferries.ts";
import { placeName } from "../search/gazetteer.ts";
import { destinationOf, slugOf, type Destination } from "./destinations.ts";

export interface RouteEnd {
  port: FerryPort;
  /** The place the port is named after (its town or island; canonical English name). */
  place: string;
  slug: string;
  /** The guide of the place, or of the island the port is on. */
  guide?: Destination;
}

export interface FerryRoute {
  slug: string;
  from: RouteEnd;
  to: RouteEnd;
  /** Ferryhopper's operator codes (the table's; never empty). */
  operators: readonly string[];
}

/** A port that is the main port of the first place it serves: the page names it by that place. */
function endOf(port: FerryPort): RouteEnd | undefined {
  const place = port.places[0];
  if (!place || portsOf(place)[0]?.code !== port.code || placeName(place, "el") === place) return undefined;
  const guide = destinationOf(place) ?? port.places.map(destinationOf).find((g) => g !== undefined);
  return { port, place, slug: slugOf(place), ...(guide ? { guide } : {}) };
}

interface Tables {
  list: FerryRoute[];
  bySlug: Map<string, FerryRoute>;
}
let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const ends = new Map<string, RouteEnd>();
  for (const port of allFerryPorts()) {
    const end = endOf(port);
    if (end) ends.set(port.code, end);
  }
  const list: FerryRoute[] = [];
  for (const [code, from] of ends) {
    for (const c of connectionsFrom(code)) {
      const to = ends.get(c.code);
      // Greek ports, and a port abroad joined to a Greek one (the Adriatic and Turkish-coast lines).
      if (!to || c.operators.length === 0 || (from.port.country !== "GR" && to.port.country !== "GR")) continue;
      list.push({ slug: `${from.slug}-${to.slug}`, from, to, operators: c.operators });
    }
  }
  tables = { list, bySlug: new Map(list.map((r) => [r.slug, r])) };
  return tables;
}

/** Every route page, in the ferry table's port order. */
export const ferryRoutes = (): readonly FerryRoute[] => load().list;
export const routeBySlug = (slug: string): FerryRoute | undefined => load().bySlug.get(slug);
/** The route the other way. */
export const reverseOf = (r: FerryRoute): FerryRoute | undefined => routeBySlug(`${r.to.slug}-${r.from.slug}`);
/** The route pages that leave from or arrive at a place's ports (its guide's ferry section). */
export const routesOf = (d: Destination): FerryRoute[] =>
  ferryRoutes().filter((r) => r.from.guide === d || r.to.guide === d);
/** Other routes arriving at the same place as this one (other ports that reach the island). */
export const otherWaysTo = (r: FerryRoute): FerryRoute[] =>
  ferryRoutes().filter((o) => o !== r && o.to.place === r.to.place && o.from.place !== r.from.place);
