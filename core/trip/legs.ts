// The ways a trip's leg can be made (issue 37, decision 050), read from the data: which island a place
// is on (the gazetteer and the airport that serves it), which ports a ferry joins, which airports a
// flight joins, and how far apart two places on land are. A leg is only offered by a way a traveller
// can take: never a flight or a ferry between two towns of one island, never a ferry between two
// places no ferry joins, never a flight for a few hours' drive. Pure and synchronous.
import type { CategoryId } from "../../content/types.ts";
import { AIRPORT_CODES } from "../search/airport-codes.generated.ts";
import { FERRY_PORTS } from "../search/ferry-ports.ts";
import { gazetteer, placeRecord } from "../search/gazetteer.ts";
import { countryCode, hasOwnAirport, routeTransport } from "../search/transport.ts";

/** Crete's airports are its towns' (Heraklion, Chania, Sitia), not the island record's. */
const CRETE_AIRPORTS: Record<string, string> = { HER: "Crete", CHQ: "Crete", JSH: "Crete" };

let islandByAirport: ReadonlyMap<string, string> | undefined;

/**
 * The island a place is on: the island itself, or the island of a Greek town (Chania → Crete, Lindos
 * → Rhodes, Katapola → Amorgos), told by the airport that serves the town. Undefined on the mainland
 * and for places the data does not place.
 */
export function islandOf(place: string, depth = 0): string | undefined {
  const record = placeRecord(place);
  if (!record) return undefined;
  if (record.place.kind === "island") return place;
  if (record.place.kind !== "gr-city" || depth > 2) return undefined;
  islandByAirport ??= new Map([
    ...Object.entries(CRETE_AIRPORTS),
    ...gazetteer().flatMap((r) => (r.place.kind === "island" ? (AIRPORT_CODES[r.place.name] ?? []).map((code) => [code, r.place.name] as [string, string]) : [])),
  ]);
  const own = AIRPORT_CODES[place]?.[0];
  if (own) return islandByAirport.get(own);
  const served = record.airport;
  if (!served) return undefined;
  // "@Kos": the airport of a curated place (an island, or a town that is on one).
  if (served.startsWith("@")) return islandOf(served.slice(1), depth + 1);
  return islandByAirport.get(served);
}

/** The ferry port a place is reached by: its own, or its island's (Lindos → Rhodes). */
export function portOf(place: string): string | undefined {
  if (place in FERRY_PORTS) return place;
  const island = islandOf(place);
  return island && island in FERRY_PORTS ? island : undefined;
}

/** Two places a ferry joins: ports of two different islands, or an island's and the mainland's, or two countries' (Patras – Ancona). */
export function ferryJoins(from: string, to: string): boolean {
  const a = portOf(from);
  const b = portOf(to);
  if (!a || !b) return false;
  const islandA = islandOf(from);
  const islandB = islandOf(to);
  if (islandA && islandA === islandB) return false;
  return islandA !== undefined || islandB !== undefined || countryCode(from) !== countryCode(to);
}

/**
 * The ways to make a leg, the usual one first:
 * - two places on one island: a bus or coach, or a rented car (never a flight or a ferry);
 * - a ferry between two places a ferry joins (the budget traveller's way across the sea, even where
 *   a flight exists);
 * - a flight between two places with airports of their own, not two islands (island flights go through
 *   Athens);
 * - a train or bus, and a rented car, between two mainland places of one country;
 * - else the transport the search infers for the route (a flight abroad, a train across a border).
 */
export function legTransports(from: string, to: string): CategoryId[] {
  const islandFrom = islandOf(from);
  const islandTo = islandOf(to);
  if (islandFrom && islandFrom === islandTo) return ["trains-buses", "car-rental"];
  const ways = new Set<CategoryId>();
  if (ferryJoins(from, to)) ways.add("ferries");
  const country = countryCode(from);
  const land = !islandFrom && !islandTo && country !== undefined && country === countryCode(to);
  if (land) ways.add("trains-buses");
  const flight = hasOwnAirport(from) && hasOwnAirport(to) && !(islandFrom && islandTo);
  // Abroad, the search's reading of the route (a flight to a far city, a train across a border); never
  // its guess of a ferry (kept above only where a ferry joins the two), nor a flight the rules refuse.
  const inferred = routeTransport(from, to);
  if (inferred && inferred !== "ferries" && (inferred !== "flights" || flight || countryCode(from) !== countryCode(to))) ways.add(inferred);
  if (flight) ways.add("flights");
  if (land) ways.add("car-rental");
  return [...ways];
}
