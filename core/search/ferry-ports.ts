// Ferry ports of gazetteer places and their Ferryhopper port codes (the codes of Ferryhopper's
// booking URL, /en/booking/results?itinerary=PIR,JNX&dates=YYYYMMDD&pax=N), read from the one ferry
// table (core/ferries, Ferryhopper's own port list and connections; decision 043). No code is kept
// here. A place's code is its main port that Ferryhopper has connections for; a place whose ports
// Ferryhopper lists without any connection, or does not list at all, has `null`: its link is then
// not filled (a guessed code would open an error page). ports-stations.test.ts checks that every
// island and every port town of the gazetteer is listed.
import { acrossTheSea, allFerryPorts, connectionsFrom, departurePortFor, linkedPorts } from "../ferries/ferries.ts";

export interface FerryPort {
  /** Ferryhopper's code of the place's main port with connections, or null when it has none. */
  code: string | null;
}

/**
 * Islands and places abroad with ferries that Ferryhopper's port list does not have (decision 043):
 * a ferry is their transport, but no link can be filled.
 */
const NOT_ON_FERRYHOPPER = ["Thassos", "Antipaxos", "Gavdos", "Elafonisos", "Cyprus"];

/** Gazetteer place (canonical English name) → its main ferry port: every place a port of the table serves. */
export const FERRY_PORTS: Readonly<Record<string, FerryPort>> = (() => {
  const out: Record<string, FerryPort> = {};
  for (const port of allFerryPorts()) {
    const sails = connectionsFrom(port.code).length > 0;
    for (const place of port.places) if (!out[place]?.code) out[place] = { code: sails ? port.code : null };
  }
  for (const place of NOT_ON_FERRYHOPPER) out[place] ??= { code: null };
  return out;
})();

/** Ferryhopper port code of a gazetteer place's main port, when one is known. */
export function ferryPortCode(place: string | undefined): string | undefined {
  return place ? (FERRY_PORTS[place]?.code ?? undefined) : undefined;
}

export interface RoutePorts {
  /** The origin's port (said by the query). */
  origin?: string;
  /** The destination's port: the one the route uses. */
  destination?: string;
  /** No origin said: the port a ferry to the destination leaves from (carries nothing: it was not understood). */
  defaultOrigin?: string;
}

/**
 * The Ferryhopper codes of a ferry route. Both ends said: the ports a direct ferry joins (Athens –
 * Andros: RAF, AND; Kyllini – Kefalonia: KIL, PKE), else each place's main port (Ferryhopper then
 * finds a way with a change). Only a destination across the sea (an island, a town on one, a port
 * abroad): a port a ferry joins to it, not always Piraeus (Corfu from Igoumenitsa). An origin said
 * but with no known code is never replaced.
 */
export function routePorts(origin: string | undefined, destination: string | undefined): RoutePorts {
  const to = ferryPortCode(destination);
  if (!destination || !to) return origin ? { origin: ferryPortCode(origin) } : {};
  if (origin) {
    const pair = linkedPorts(origin, destination);
    return pair ? { origin: pair.from, destination: pair.to } : { origin: ferryPortCode(origin), destination: to };
  }
  const start = acrossTheSea(destination) ? departurePortFor(destination) : undefined;
  return start ? { defaultOrigin: start.from, destination: start.to } : { destination: to };
}
