// Planning a trip's legs and stays (issues 30 and 37, decisions 036, 050 and 053). Dates cascade from the
// start: each stay begins the day its leg arrives, each next leg leaves the day the stay ends. A leg is
// only offered by a way a traveller can take, read from the data: which island a place is on (the search's
// islandOf), which places a ferry joins (the ferry table, core/ferries: Ferryhopper's own ports and
// connections), which places have airports and how far apart they are (OpenFlights). Never a flight or a
// ferry between two towns of one island, never a ferry between two places no ferry joins, never a flight
// between two islands (those go through Athens), for a short crossing, or for a few hours' drive. No
// duration is shown: none is known. Pure and synchronous.
import type { CategoryId } from "../../content/types.ts";
import { addDays } from "../iso-day.ts";
import type { TripModel } from "../requests.ts";
import { connected, portsOf } from "../ferries/ferries.ts";
import { AIRPORT_CODES } from "../search/airport-codes.generated.ts";
import { AIRPORT_POSITION_ROWS } from "./airport-positions.generated.ts";
import { FERRY_PORTS } from "../search/ferry-ports.ts";
import { countryCode, hasOwnAirport, islandOf, routeTransport } from "../search/transport.ts";

export { islandOf };

/** Closer than this (km between the airports), no flight: a short crossing no airline flies (Kos – Bodrum). */
export const MIN_FLIGHT_KM = 100;
/**
 * Two mainland places whose airports are closer than this (km, as the crow flies: some 300–350 km by
 * road) are a few hours' drive apart (Thessaloniki – Kavala, Munich – Salzburg, Vienna – Budapest): a
 * bus, a train or a car, not a flight.
 */
export const DRIVE_KM = 250;

const EARTH_DIAMETER_KM = 12742;

let positions: ReadonlyMap<string, readonly [number, number]> | undefined;

/** Km between the main airports of two places (great circle), when both have one of their own. */
export function airportKm(from: string, to: string): number | undefined {
  positions ??= new Map(
    AIRPORT_POSITION_ROWS.split("\n")
      .filter(Boolean)
      .map((line) => {
        const [code = "", lat = "", lon = ""] = line.split("|");
        return [code, [Number(lat), Number(lon)] as const];
      }),
  );
  const [fromLat, fromLon] = positions.get(AIRPORT_CODES[from]?.[0] ?? "") ?? [];
  const [toLat, toLon] = positions.get(AIRPORT_CODES[to]?.[0] ?? "") ?? [];
  if (fromLat === undefined || fromLon === undefined || toLat === undefined || toLon === undefined) return undefined;
  const rad = Math.PI / 180;
  const haversine =
    Math.sin(((toLat - fromLat) * rad) / 2) ** 2 +
    Math.cos(fromLat * rad) * Math.cos(toLat * rad) * Math.sin(((toLon - fromLon) * rad) / 2) ** 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(haversine));
}
/**
 * An island with ferries that the ferry table does not list (Ferryhopper has no port for Thassos,
 * Antipaxos, Gavdos, Elafonisos): which places its ferries join is not known.
 */
const unlisted = (island: string | undefined) =>
  island !== undefined && island in FERRY_PORTS && portsOf(island).length === 0;

/**
 * A ferry joins the two places: the ferry table has a direct crossing between a port of each (or of
 * the island each is on: Lindos sails from Rhodes), and one is across the sea from the other (an
 * island, or another country: two mainland ports of Greece, Piraeus – Thessaloniki, are a trip by
 * land). A place on an island the table does not list is joined to any Greek place with a port (its
 * crossings are unknown, and a ferry is how it is reached).
 */
export function ferryJoins(from: string, to: string): boolean {
  const islandFrom = islandOf(from);
  const islandTo = islandOf(to);
  if (islandFrom && islandFrom === islandTo) return false;
  if (!islandFrom && !islandTo && countryCode(from) === countryCode(to)) return false;
  if (connected(from, to) || connected(islandFrom ?? from, islandTo ?? to)) return true;
  const greekPort = (place: string) =>
    countryCode(place) === "GR" && (portsOf(place).length > 0 || portsOf(islandOf(place) ?? "").length > 0);
  return (unlisted(islandFrom) && greekPort(to)) || (unlisted(islandTo) && greekPort(from));
}

/**
 * The ways to make a leg, the usual one first:
 * - two places on one island: a bus or coach, or a rented car (never a flight or a ferry);
 * - a ferry between two places a ferry joins (the budget traveller's way across the sea, even where
 *   a flight exists);
 * - a train or bus, and a rented car, between two mainland places of one country; a train or bus
 *   between two mainland places of two countries a few hours' drive apart;
 * - a flight between two places with airports of their own: not two islands, not closer than
 *   `MIN_FLIGHT_KM`, not two mainland places closer than `DRIVE_KM`;
 * - abroad, the transport the search reads for the route (a flight to a far city, a train across a
 *   border).
 */
export function legTransports(from: string, to: string): CategoryId[] {
  const islandFrom = islandOf(from);
  const islandTo = islandOf(to);
  if (islandFrom && islandFrom === islandTo) return ["trains-buses", "car-rental"];
  const ways = new Set<CategoryId>();
  if (ferryJoins(from, to)) ways.add("ferries");
  const country = countryCode(from);
  const mainland = !islandFrom && !islandTo;
  const land = mainland && country !== undefined && country === countryCode(to);
  const km = airportKm(from, to);
  const drive = mainland && km !== undefined && km < DRIVE_KM;
  if (land || drive) ways.add("trains-buses");
  const short = km !== undefined && km < MIN_FLIGHT_KM;
  const flight = hasOwnAirport(from) && hasOwnAirport(to) && !(islandFrom && islandTo) && !drive && !short;
  // (Never the search's guess of a ferry, kept above only where one joins the two, nor a flight refused here.)
  const inferred = routeTransport(from, to);
  // (A flight it reads is kept where allowed here, or to a far place the data has no airport for: Sydney.)
  const far = !hasOwnAirport(from) || !hasOwnAirport(to);
  const inferredKept = inferred !== "flights" || flight || (far && country !== countryCode(to));
  if (inferred && inferred !== "ferries" && inferredKept) ways.add(inferred);
  if (flight) ways.add("flights");
  if (land) ways.add("car-rental");
  return [...ways];
}

/** A leg between two stops: its day and the transport the data points to, with the others one tap away. */
export interface TripLeg {
  from: string;
  /** Where it arrives; none for the flight home to a place the sentence does not name (`home`). */
  to?: string;
  /** The closing flight home ("… and fly home"). */
  home?: true;
  /** Departure day (ISO date), when the trip's start is known. */
  date?: string;
  transport?: CategoryId;
  alternatives: CategoryId[];
}

/** A stay at a stop with nights. */
export interface TripStay {
  place: string;
  nights: number;
  checkin?: string;
  checkout?: string;
}

export interface TripPlan {
  legs: TripLeg[];
  stays: TripStay[];
  /** The day the trip ends (the last leg's day, or the last stay's checkout), when the start is known. */
  end?: string;
}

/**
 * Legs and stays of a trip. Dates cascade: the first leg leaves on the start day, each stay begins
 * on the day its leg arrives (same day) and each next leg leaves the day the stay ends. A transport
 * the sentence (or the traveller) chose for a leg goes first; the flight home, when said, is the last leg.
 */
export function planTrip(trip: TripModel): TripPlan {
  const legs: TripLeg[] = [];
  const stays: TripStay[] = [];
  let day = trip.start;
  trip.stops.forEach((stop, index) => {
    const next = trip.stops[index + 1];
    if (stop.nights) {
      const checkout = day ? addDays(day, stop.nights) : undefined;
      stays.push({ place: stop.place, nights: stop.nights, ...(day && checkout ? { checkin: day, checkout } : {}) });
      day = checkout;
    }
    if (next) {
      const data = legTransports(stop.place, next.place);
      const chosen = next.transport;
      const [transport, ...alternatives] = chosen ? [chosen, ...data.filter((way) => way !== chosen)] : data;
      const way = transport ? { transport } : {};
      legs.push({ from: stop.place, to: next.place, ...(day ? { date: day } : {}), ...way, alternatives });
    }
  });
  const last = trip.stops.at(-1);
  if (trip.home && last) {
    legs.push({ from: last.place, home: true, ...(day ? { date: day } : {}), transport: "flights", alternatives: [] });
  }
  return { legs, stays, ...(day ? { end: day } : {}) };
}
