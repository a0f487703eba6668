// Which places get a destination guide (issue 38, decision 051), read from the project's data: every
// Greek island and Greek town of the gazetteer with a Greek name and a ferry port (the ferry table,
// core/ferries), an airport of its own (OpenFlights) or a station (Trainline);
// the curated regions of Greece (Cyclades, Pelion, Meteora); the cities abroad of
// the curated gazetteer (the carousel's European cities among them) and the generated cities abroad
// with an airport of their own and a Greek name; and the places abroad a ferry joins to Greece.
// Shared by the build-time generator (scripts/gen-guides.ts) and core/guides/destinations.ts. Pure.
import { allFerryPorts, portsOf } from "../ferries/ferries.ts";
import { AIRPORT_CODES } from "../search/airport-codes.generated.ts";
import { FERRY_PORTS } from "../search/ferry-ports.ts";
import { gazetteer, type PlaceRecord } from "../search/gazetteer.ts";
import { foldPlain } from "../search/normalize.ts";
import { STATION_PLACES } from "../search/station-places.generated.ts";

/** Curated "cities" of the gazetteer that are regions or island groups, not cities: no city guide. */
const NOT_CITIES = new Set(["Alps", "Dolomites", "Tyrol", "Canary Islands", "Sicily", "Sardinia"]);
/** The curated region that is all of them, not one: no guide. */
const NOT_REGIONS = new Set(["Greek islands"]);

/**
 * A stable ASCII slug of a canonical English name ("Agios Nikolaos" → "agios-nikolaos", "Düsseldorf" → "dusseldorf").
 */
export const slugOf = (canonical: string): string =>
  foldPlain(canonical)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const hasTransport = (name: string) =>
  portsOf(name).length > 0 ||
  name in FERRY_PORTS ||
  AIRPORT_CODES[name] !== undefined ||
  STATION_PLACES[name] !== undefined;

/** The gazetteer records that get a guide, in gazetteer order (most prominent first). */
export function guideRecords(): PlaceRecord[] {
  const abroadByFerry = new Set(
    allFerryPorts()
      .filter((p) => p.country !== "GR")
      .flatMap((p) => p.places),
  );
  return gazetteer().filter((r) => {
    const { name, kind, sight } = r.place;
    if (sight || !r.greek[0] || NOT_CITIES.has(name)) return false;
    if (kind === "island" || kind === "gr-city") return hasTransport(name);
    // The curated regions of Greece (Cyclades, Pelion, Zagori): reached through their ports and airports.
    if (kind === "region") return !r.generated && !NOT_REGIONS.has(name);
    if (kind !== "city") return false;
    if (abroadByFerry.has(name)) return true;
    if (!r.generated) return AIRPORT_CODES[name] !== undefined || STATION_PLACES[name] !== undefined;
    return AIRPORT_CODES[name] !== undefined;
  });
}

let withGuide: ReadonlySet<string> | undefined;
/** The slug of a place's guide (canonical English name), when it has one: for links from the search and the trip. */
export function guideSlugOf(place: string): string | undefined {
  withGuide ??= new Set(guideRecords().map((r) => r.place.name));
  return withGuide.has(place) ? slugOf(place) : undefined;
}
