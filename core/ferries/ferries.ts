// The ferry ports of Greece and of the ports abroad with a ferry to Greece, with Ferryhopper's codes,
// the gazetteer places each port serves, and which ports a ferry joins, by which operators: one
// table (ferries.generated.ts, written by scripts/gen-ferries.ts from Ferryhopper's own port list
// and connections; decision 043), read by the search (core/search/ferry-ports.ts), the trip
// planner and the ferry route pages. Pure; parsed once, on first use. No prices.
import { placeRecord } from "../search/gazetteer.ts";
import { FERRY_LINK_ROWS, FERRY_OPERATOR_NAMES, FERRY_PORT_ROWS } from "./ferries.generated.ts";

export interface FerryPort {
  /** Ferryhopper's port code, as its booking URL takes it (PIR, GRA for Patras, SMI for Sami). */
  code: string;
  /** Ferryhopper's name for it, as its list writes it ("PATRA", "FISKARDO (KEFALONIA)"). */
  name: string;
  /** ISO 3166 code of its country (GR, IT, AL, TR). */
  country: string;
  /**
   * The gazetteer places (canonical English names) the port serves: its town, the island it is on,
   * the towns whose port it is ("Athinios": Athinios, Santorini, Fira, Oia). Empty when the gazetteer
   * has none of them (Fournoi).
   */
  places: readonly string[];
}

export interface FerryConnection {
  /** The port at the other end. */
  code: string;
  /** Ferryhopper's codes of the operators that sail it (either way). */
  operators: readonly string[];
}

/** A pair of ports for one crossing: where the ferry leaves from and where it arrives. */
export interface PortPair {
  from: string;
  to: string;
}

interface Table {
  ports: FerryPort[];
  byCode: Map<string, FerryPort>;
  byPlace: Map<string, FerryPort[]>;
  links: Map<string, FerryConnection[]>;
}

let table: Table | undefined;

function load(): Table {
  if (table) return table;
  const ports: FerryPort[] = [];
  for (const line of FERRY_PORT_ROWS.split("\n")) {
    if (!line) continue;
    const [code = "", name = "", country = "", places = ""] = line.split("|");
    ports.push({ code, name, country, places: places ? places.split(",") : [] });
  }
  const byPlace = new Map<string, FerryPort[]>();
  for (const port of ports) for (const place of port.places) byPlace.set(place, [...(byPlace.get(place) ?? []), port]);
  const links = new Map<string, FerryConnection[]>();
  for (const line of FERRY_LINK_ROWS.split("\n")) {
    if (!line) continue;
    const [pair = "", ops = ""] = line.split("|");
    const [a = "", b = ""] = pair.split(" ");
    const operators = ops.split(",");
    links.set(a, [...(links.get(a) ?? []), { code: b, operators }]);
    links.set(b, [...(links.get(b) ?? []), { code: a, operators }]);
  }
  table = { ports, byCode: new Map(ports.map((p) => [p.code, p])), byPlace, links };
  return table;
}

/** Every port of the table: those serving a gazetteer place first, a place's main port before its others. */
export const allFerryPorts = (): readonly FerryPort[] => load().ports;

/** The port with this Ferryhopper code, when the table has it. */
export const portByCode = (code: string): FerryPort | undefined => load().byCode.get(code);

/** The ports serving a gazetteer place, its main port first (Kefalonia: Sami, Poros, Fiskardo, Argostoli…). */
export const portsOf = (place: string): readonly FerryPort[] => load().byPlace.get(place) ?? [];

/** The ports a ferry joins to this one (Ferryhopper's connections, either way), with their operators. */
export const connectionsFrom = (code: string): readonly FerryConnection[] => load().links.get(code) ?? [];

/** Ferryhopper's codes of the operators sailing between two ports (either way); empty when no ferry joins them. */
export const operatorsBetween = (a: string, b: string): readonly string[] =>
  connectionsFrom(a).find((c) => c.code === b)?.operators ?? [];

/** An operator's name, where the source names it ("ATC": Blue Star Ferries). */
export const operatorName = (code: string): string | undefined => FERRY_OPERATOR_NAMES[code];

/** Ports Ferryhopper has connections for: the ones a booking link can use. */
const sailing = (place: string) => portsOf(place).filter((p) => connectionsFrom(p.code).length > 0);

/**
 * The pair of ports a direct ferry joins between two places (Athens – Andros: RAF, AND; Patras –
 * Kefalonia: GRA, SMI), the destination's main port first, then the origin's; undefined when no
 * ferry joins them directly.
 */
export function linkedPorts(from: string, to: string): PortPair | undefined {
  const origins = sailing(from);
  for (const d of sailing(to)) {
    for (const o of origins)
      if (o.code !== d.code && operatorsBetween(o.code, d.code).length > 0) return { from: o.code, to: d.code };
  }
  return undefined;
}

/** A direct ferry joins the two places (some port of one to some port of the other). */
export const connected = (a: string, b: string): boolean => linkedPorts(a, b) !== undefined;

const isIsland = (place: string) => placeRecord(place)?.place.kind === "island";
/** A Greek port whose places the gazetteer knows and none of which is an island. */
const onMainland = (port: FerryPort) => port.country === "GR" && port.places.length > 0 && !port.places.some(isIsland);

/**
 * The place is reached by sea: every port serving it is on an island or abroad (Corfu, Sami, Fira,
 * Bodrum, Ancona), not a Greek mainland port (Piraeus, Patras, Volos). False for a place without a port.
 */
export function acrossTheSea(place: string): boolean {
  const ports = portsOf(place);
  return ports.length > 0 && !ports.some(onMainland);
}

/**
 * Where a ferry to a place leaves from, and the port it arrives at. With an origin, the ports a
 * direct ferry joins (undefined when none does). Without one, a Greek port a ferry joins to it: a
 * mainland port before an island's, Piraeus before the others (the Aegean lines start there), then
 * the place's main port before its others, then the crossing most operators sail. So Corfu is reached
 * from Igoumenitsa, Zakynthos from Kyllini, Kefalonia (Sami) from Patras, the Sporades from Volos,
 * Andros from Rafina, Skyros from Kymi, Crete and the Cyclades from Piraeus.
 */
export function departurePortFor(place: string, from?: string): PortPair | undefined {
  if (from !== undefined) return linkedPorts(from, place);
  const own = new Set(portsOf(place).map((p) => p.code));
  // The island the place is on (or is): a port of the same island is no departure.
  const islands = new Set(portsOf(place).flatMap((p) => p.places.filter(isIsland)));
  let best: { pair: PortPair; rank: number[] } | undefined;
  sailing(place).forEach((d, index) => {
    for (const c of connectionsFrom(d.code)) {
      const o = portByCode(c.code);
      if (!o || own.has(o.code) || o.country !== "GR" || o.places.some((p) => islands.has(p))) continue;
      const rank = [onMainland(o) ? 0 : 1, o.code === "PIR" ? 0 : 1, index, -c.operators.length];
      if (!best || lessThan(rank, best.rank) || (equal(rank, best.rank) && o.code < best.pair.from))
        best = { pair: { from: o.code, to: d.code }, rank };
    }
  });
  return best?.pair;
}

const lessThan = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};
const equal = (a: number[], b: number[]) => a.every((x, i) => x === b[i]);
