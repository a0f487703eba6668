// The transport a route means when the query names none ("Πειραιάς - Φολέγανδρος 10/8",
// "athina milano 3/10", "larissa to volos"), read from the data: islands and ferry ports
// (ferry-ports.ts), airports (OpenFlights, airports.ts), countries (the gazetteer, the Trainline
// stations data).
import type { CategoryId } from "../../content/types.ts";
import { AIRPORT_CODES } from "./airport-codes.generated.ts";
import { portsOf } from "../ferries/ferries.ts";
import { FERRY_PORTS } from "./ferry-ports.ts";
import { gazetteer, placeRecord } from "./gazetteer.ts";
import { STATION_PLACES } from "./station-places.generated.ts";

/** The place has an airport of its own (a village served by a nearby one does not count). */
export const hasOwnAirport = (place: string) => AIRPORT_CODES[place] !== undefined;
const isPort = (place: string) => place in FERRY_PORTS;
const isIsland = (place: string) => placeRecord(place)?.place.kind === "island";

/**
 * The place whose airport serves a place: itself when it has one, else the town of the airport the
 * gazetteer names for it (Piraeus → Athens).
 */
export function airportPlace(place: string): string | undefined {
  if (AIRPORT_CODES[place]) return place;
  const served = placeRecord(place)?.airport;
  if (!served) return undefined;
  if (served.startsWith("@")) return served.slice(1);
  return Object.keys(AIRPORT_CODES).find((p) => AIRPORT_CODES[p]![0] === served);
}

/** Crete's airports: its towns (Heraklion, Chania, Sitia) have them, not the island's own record. */
const CRETE_AIRPORTS = ["HER", "CHQ", "JSH"];
let islandAirports: ReadonlySet<string> | undefined;
/**
 * The place is an island or a Greek town on one (Chania, Heraklion, Fira, Lindos): no road or rail
 * reaches it from the mainland. A town is on an island when the airport it has or is served by is
 * an island's.
 */
function onIsland(place: string): boolean {
  const record = placeRecord(place);
  if (!record) return false;
  if (record.place.kind === "island") return true;
  if (record.place.kind !== "gr-city") return false;
  islandAirports ??= new Set([
    ...CRETE_AIRPORTS,
    ...gazetteer().flatMap((r) => (r.place.kind === "island" ? (AIRPORT_CODES[r.place.name] ?? []) : [])),
  ]);
  // (A town served by a place without an airport of its own, "@Amorgos", has no airport to tell by.)
  const code = AIRPORT_CODES[airportPlace(place) ?? ""]?.[0];
  return code !== undefined && islandAirports.has(code);
}

/**
 * The island a place is, or is on: the island itself; for a Greek town, the island its ferry port is
 * on (the ferry table), the island whose place it names as its own ("@Kefalonia"), or the island of
 * the airport it has or is served by (Elounda: Heraklion's airport, Crete). Undefined on the mainland.
 */
export function islandOf(place: string): string | undefined {
  if (islands.has(place)) return islands.get(place);
  const island = findIsland(place);
  islands.set(place, island);
  return island;
}
const islands = new Map<string, string | undefined>();

function findIsland(place: string): string | undefined {
  const record = placeRecord(place);
  if (!record) return undefined;
  if (record.place.kind === "island") return place;
  if (record.place.kind !== "gr-city") return undefined;
  const byPort = portsOf(place).flatMap((port) => port.places.filter(isIsland))[0];
  if (byPort) return byPort;
  if (record.airport?.startsWith("@")) {
    const served = record.airport.slice(1);
    return served === place ? undefined : islandOf(served);
  }
  const code = AIRPORT_CODES[airportPlace(place) ?? ""]?.[0];
  if (!code) return undefined;
  if (CRETE_AIRPORTS.includes(code)) return "Crete";
  return gazetteer().find((r) => r.place.kind === "island" && AIRPORT_CODES[r.place.name]?.includes(code))?.place.name;
}

/** ISO code of the country a place is in, when the data tells it. */
export function countryCode(place: string): string | undefined {
  const record = placeRecord(place);
  if (!record) return undefined;
  const kind = record.place.kind;
  if (kind === "island" || kind === "gr-city" || (kind === "region" && !record.generated)) return "GR";
  return record.country ?? STATION_PLACES[place]?.country;
}

/**
 * Buses (or a car) between two places on one island. Ferries between Greek islands and ports when an end has no airport
 * or both are islands (island flights go through Athens), and between a port without an airport and a port abroad
 * (Patras – Ancona), never between two mainland ports of one country; flights between countries, and between Greek
 * places with airports that no ferry joins; trains and buses on the mainland of one country. Undefined when the data
 * cannot tell.
 */
export function routeTransport(origin: string, destination: string): CategoryId | undefined {
  // Two places on one island (Chania – Heraklion, Sami – Argostoli) are a trip by road.
  const isle = islandOf(origin);
  if (isle && origin !== destination && isle === islandOf(destination)) return "trains-buses";
  const from = countryCode(origin);
  const to = countryCode(destination);
  const ports = isPort(origin) && isPort(destination);
  const airports = hasOwnAirport(origin) && hasOwnAirport(destination);
  // Boats serve islands and the sea abroad: two mainland ports of one country (Athens – Volos) are a trip by land.
  const island = onIsland(origin) || onIsland(destination);
  if (
    ports &&
    (island || from !== to) &&
    (!hasOwnAirport(origin) || !hasOwnAirport(destination) || (isIsland(origin) && isIsland(destination)))
  )
    return "ferries";
  // An island and a port across the border (Kos – Bodrum, Corfu – Brindisi): the crossing is by boat.
  if (ports && island && from !== to) return "ferries";
  // An island without an airport is reached by boat from wherever the traveller starts.
  if ((isIsland(destination) && !hasOwnAirport(destination)) || (isIsland(origin) && !hasOwnAirport(origin)))
    return "ferries";
  if (from && from === to) {
    if (from === "GR" && island) return airports ? "flights" : "ferries";
    return "trains-buses";
  }
  if (airports) return "flights";
  // A city or country far away that the data has no airport or country for (Sydney): a flight.
  const far = (place: string) =>
    ["city", "country"].includes(placeRecord(place)?.place.kind ?? "") && !countryCode(place);
  if (far(origin) || far(destination)) return "flights";
  return from && to ? "trains-buses" : undefined;
}

/** The countries a page's readers mostly start from: a ticket to one of them may go by land. */
const HOME_COUNTRIES: Record<"el" | "en" | "de", ReadonlySet<string>> = {
  el: new Set(["GR"]),
  en: new Set(["GB", "IE"]),
  de: new Set(["DE", "AT", "CH"]),
};

/**
 * The transport of a ticket to one place with no transport word ("Εισιτήρια για Βερολίνο"): a boat
 * to an island without an airport, a flight to a place with an airport outside the readers' home
 * countries (far from where they start); else undefined (a train or a bus could do as well).
 */
export function ticketTransport(destination: string, lang: "el" | "en" | "de"): CategoryId | undefined {
  if (isIsland(destination) && !hasOwnAirport(destination) && isPort(destination)) return "ferries";
  const country = countryCode(destination);
  if (hasOwnAirport(destination) && country && !HOME_COUNTRIES[lang].has(country)) return "flights";
  return undefined;
}
