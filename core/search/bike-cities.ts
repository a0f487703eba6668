// Donkey Republic city pages of gazetteer places, derived from MobilityData's GBFS systems list
// (github.com/MobilityData/gbfs systems.csv: every public bike-share system with its city and URL).
// scripts/data/gbfs-systems-donkey.csv is its Donkey Republic rows, as published (commit
// 024afa7fab0fba1d14d567317cc94225abffa083); `npx tsx scripts/gen-bike-cities.ts` writes
// bike-cities.generated.ts. A place gets a link only where Donkey Republic runs a system (decision 013).
import { gazetteer, type PlaceRecord } from "./gazetteer.ts";
import { fold } from "./normalize.ts";

const key = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Splits one CSV line (quoted fields with commas). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((f) => f.trim());
}

/**
 * Place → the slug of its Donkey Republic city page (donkey.bike/cities/bike-rental-{slug}/), for
 * systems whose location city is the place's name or another of its Latin spellings. Systems whose
 * URL is not such a city page (Rotterdam's Dutch page, Liechtenstein) are left out.
 */
export function deriveBikeCities(csv: string, places: readonly PlaceRecord[] = gazetteer()): Record<string, string> {
  const bySlug = new Map<string, string>();
  for (const line of csv.split("\n").slice(1)) {
    if (!line.trim()) continue;
    const [, , location = "", , url = ""] = csvFields(line);
    const match = /^https:\/\/www\.donkey\.bike\/cities\/bike-rental-([a-z0-9-]+)\/$/.exec(url);
    const city = location.split(",")[0]!;
    if (match && city) bySlug.set(key(city), match[1]!);
  }
  const out: Record<string, string> = {};
  for (const record of places) {
    const hit = record.latin.map((n) => bySlug.get(key(n))).find(Boolean);
    if (hit) out[record.place.name] = hit;
  }
  return out;
}
