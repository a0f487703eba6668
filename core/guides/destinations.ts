// The destination guides and ferry route pages (issue 38, decision 051): one record per place and per
// direct ferry crossing, built from the project's data only: the gazetteer (names, kinds, Greek case
// forms), the ferry table (ports, connections, operators), OpenFlights airports, Trainline stations,
// and the positions of positions.generated.ts (GeoNames). Pure; built once, on first use (build time).
import type { Lang } from "../../content/types.ts";
import { connectionsFrom, portByCode, portsOf, type FerryPort } from "../ferries/ferries.ts";
import { AIRPORT_CODES } from "../search/airport-codes.generated.ts";
import { placeName } from "../search/gazetteer.ts";
import { STATION_PLACES } from "../search/station-places.generated.ts";
import { countryCode, islandOf } from "../search/transport.ts";
import { AIRPORT_POSITION_ROWS } from "../trip/airport-positions.generated.ts";
import { greekName, type GreekName } from "./greek.ts";
import { GUIDE_POSITION_ROWS } from "./positions.generated.ts";
import { guideRecords, slugOf } from "./select.ts";

export { slugOf };

export type DestinationKind = "island" | "town" | "region" | "city";

export interface AirportFact {
  /** IATA code. */
  code: string;
  /** The gazetteer place whose airport it is (Athens for ATH). */
  place: string;
  /** Km as the crow flies from the place; 0 for its own airport. */
  km: number;
  own: boolean;
}

export interface Destination {
  slug: string;
  /** Canonical English name (the gazetteer's). */
  place: string;
  kind: DestinationKind;
  names: Record<Lang, string>;
  greek: GreekName;
  lat: number;
  lon: number;
  /** GeoNames region code of a Greek place (ESYE42), when known. */
  region?: string;
  /** ISO country code. */
  country: string;
  /** The island a town is on (Fira: Santorini). */
  island?: string;
  /** Its ferry ports, main port first. */
  ports: readonly FerryPort[];
  /** Its own airport, or the nearest one the data has with the distance. */
  airport?: AirportFact;
  /** Its station in the Trainline data (a city or main station), by name. */
  station?: string;
}

let airportPositions: Map<string, readonly [number, number]> | undefined;
function positions() {
  airportPositions ??= new Map(
    AIRPORT_POSITION_ROWS.split("\n")
      .filter(Boolean)
      .map((l) => {
        const [code = "", lat = "", lon = ""] = l.split("|");
        return [code, [Number(lat), Number(lon)] as const];
      }),
  );
  return airportPositions;
}

/** Km between two points (great circle). */
export function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const kindOf = (kind: string): DestinationKind =>
  kind === "island" ? "island" : kind === "gr-city" ? "town" : kind === "region" ? "region" : "city";

/**
 * The airport of a place: its own (its main one), else the one the gazetteer names for it, else the nearest with a
 * known position.
 */
function airportFor(place: string, at: { lat: number; lon: number }): AirportFact | undefined {
  const own = AIRPORT_CODES[place]?.[0];
  if (own) return { code: own, place, km: 0, own: true };
  const owner = new Map<string, string>();
  for (const [p, codes] of Object.entries(AIRPORT_CODES)) if (codes[0] && !owner.has(codes[0])) owner.set(codes[0], p);
  let best: AirportFact | undefined;
  for (const [code, [lat, lon]] of positions()) {
    const where = owner.get(code);
    if (!where) continue;
    const d = km(at, { lat, lon });
    if (!best || d < best.km) best = { code, place: where, km: Math.round(d), own: false };
  }
  return best;
}

interface Tables {
  list: Destination[];
  bySlug: Map<string, Destination>;
  byPlace: Map<string, Destination>;
}
let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const pos = new Map(
    GUIDE_POSITION_ROWS.split("\n")
      .filter(Boolean)
      .map((l) => {
        const [name = "", lat = "", lon = "", region = ""] = l.split("|");
        return [name, { lat: Number(lat), lon: Number(lon), region }] as const;
      }),
  );
  const list: Destination[] = [];
  for (const r of guideRecords()) {
    const name = r.place.name;
    const at = pos.get(name);
    if (!at) continue;
    const island = islandOf(name);
    const station = STATION_PLACES[name]?.name;
    const airport = airportFor(name, at);
    list.push({
      slug: slugOf(name),
      place: name,
      kind: kindOf(r.place.kind),
      names: { el: placeName(name, "el"), en: name.replace(/\?$/, ""), de: placeName(name, "de") },
      greek: greekName(r.greek[0]!, r.place.kind, r.greek.slice(1)),
      lat: at.lat,
      lon: at.lon,
      ...(at.region ? { region: at.region } : {}),
      country: countryCode(name) ?? "GR",
      ...(island && island !== name ? { island } : {}),
      ports: portsOf(name),
      ...(airport ? { airport } : {}),
      ...(station ? { station } : {}),
    });
  }
  tables = { list, bySlug: new Map(list.map((d) => [d.slug, d])), byPlace: new Map(list.map((d) => [d.place, d])) };
  return tables;
}

/** Every destination guide, most prominent place first. */
export const destinations = (): readonly Destination[] => load().list;
export const destinationBySlug = (slug: string): Destination | undefined => load().bySlug.get(slug);
/** The guide of a place (canonical English name), when it has one. */
export const destinationOf = (place: string): Destination | undefined => load().byPlace.get(place);

/** The nearest other guides by distance (a Greek place's among Greek places), nearest first. */
export function nearby(d: Destination, count = 6): Destination[] {
  return destinations()
    .filter(
      (o) =>
        o !== d &&
        o.kind !== "region" &&
        (d.country === "GR") === (o.country === "GR") &&
        o.island !== d.place &&
        d.island !== o.place &&
        !(d.island && d.island === o.island),
    )
    .map((o) => ({ o, d: km(d, o) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map((x) => x.o);
}

/** The guides a direct ferry joins to the place (from any of its ports), each once, by the ferry table's order. */
export function byFerry(d: Destination): Destination[] {
  const out = new Map<string, Destination>();
  for (const port of d.ports) {
    for (const c of connectionsFrom(port.code)) {
      const other = portByCode(c.code);
      for (const p of other?.places ?? []) {
        const g = destinationOf(p);
        if (g && g !== d && g.place !== d.island && g.island !== d.place) out.set(g.slug, g);
      }
    }
  }
  return [...out.values()];
}
