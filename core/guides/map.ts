// The locator maps of the guides (decision 051): two base maps drawn once at build time from Natural
// Earth land (npm world-atlas, public domain) with d3-geo (scripts/guide-maps.ts writes them to
// /maps/greece.svg and /maps/europe.svg), and a place's marker on one of them, from the same
// projection. This module needs no map data: only the frames and the projection.
import { geoMercator, type GeoProjection } from "d3-geo";

export type MapId = "greece" | "europe";

export interface MapFrame {
  id: MapId;
  width: number;
  height: number;
  /** West, south, east, north (degrees). */
  bounds: readonly [number, number, number, number];
}

export const MAP_FRAMES: Readonly<Record<MapId, MapFrame>> = {
  greece: { id: "greece", width: 600, height: 520, bounds: [19.2, 34.6, 29.8, 41.9] },
  europe: { id: "europe", width: 600, height: 520, bounds: [-12, 23, 45, 62] },
};

const projections = new Map<MapId, GeoProjection>();

/** The Mercator projection of a frame, fitted to its bounds (made once per frame). */
export function projectionOf(id: MapId): GeoProjection {
  let p = projections.get(id);
  if (!p) {
    const { width, height, bounds } = MAP_FRAMES[id];
    const [w, s, e, n] = bounds;
    p = geoMercator()
      .fitExtent(
        [
          [0, 0],
          [width, height],
        ],
        {
          type: "MultiPoint",
          coordinates: [
            [w, s],
            [e, n],
            [w, n],
            [e, s],
          ],
        },
      )
      .clipExtent([
        [0, 0],
        [width, height],
      ]);
    projections.set(id, p);
  }
  return p;
}

export interface Marker {
  map: MapId;
  /** Position on the map in its pixels. */
  x: number;
  y: number;
}

/** Where a place goes: the map of Greece for a Greek place, else Europe's; undefined outside both. */
export function markerOf(lat: number, lon: number, greek: boolean): Marker | undefined {
  for (const id of greek ? (["greece", "europe"] as const) : (["europe"] as const)) {
    const [w, s, e, n] = MAP_FRAMES[id].bounds;
    if (lon < w || lon > e || lat < s || lat > n) continue;
    const xy = projectionOf(id)([lon, lat]);
    if (xy) return { map: id, x: Math.round(xy[0]), y: Math.round(xy[1]) };
  }
  return undefined;
}
