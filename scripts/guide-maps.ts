// After `react-router build`: the guides' two base maps (/maps/greece.svg, /maps/europe.svg) from
// Natural Earth land (npm world-atlas: 1:10m for Greece, 1:50m for Europe; public domain) with
// d3-geo, and an Open Graph image per destination (/maps/og/{slug}.png: the map with the place
// marked, 600×315), decision 051. Usage: tsx scripts/guide-maps.ts build/client
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { geoPath } from "d3-geo";
import sharp from "sharp";
import { feature } from "topojson-client";
import { destinations } from "../core/guides/destinations.ts";
import { MAP_FRAMES, markerOf, projectionOf, type MapId } from "../core/guides/map.ts";

import land10m from "world-atlas/land-10m.json" with { type: "json" };
import land50m from "world-atlas/land-50m.json" with { type: "json" };

const root = path.resolve(process.argv[2] ?? "build/client");
const out = path.join(root, "maps");
mkdirSync(path.join(out, "og"), { recursive: true });

/**
 * Natural Earth land at a scale, only the polygons that reach into the frame (Antarctica would cover a Mercator frame).
 */
const land = (scale: "10m" | "50m", [w, s, e, n]: readonly [number, number, number, number]) => {
  type Topo = Parameters<typeof feature>[0];
  const topo = (scale === "10m" ? land10m : land50m) as unknown as Topo;
  const all = feature(topo, topo.objects.land!) as unknown as GeoJSON.FeatureCollection<
    GeoJSON.MultiPolygon | GeoJSON.Polygon
  >;
  const inside = ([lon, lat]: GeoJSON.Position) => lon! >= w - 5 && lon! <= e + 5 && lat! >= s - 5 && lat! <= n + 5;
  const polygons = all.features
    .flatMap((f) => (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates))
    .filter((p) => p[0]!.some(inside));
  return { type: "MultiPolygon", coordinates: polygons } as GeoJSON.MultiPolygon;
};

const paths = {} as Record<MapId, string>;
for (const [id, scale] of [
  ["greece", "10m"],
  ["europe", "50m"],
] as const) {
  const { width, height } = MAP_FRAMES[id];
  const d = geoPath(projectionOf(id)).digits(1)(land(scale, MAP_FRAMES[id].bounds)) ?? "";
  paths[id] = d;
  // The land as a symbol the page draws with <use href="/maps/greece.svg#land">, in the page's colours.
  writeFileSync(
    path.join(out, `${id}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><path id="land" d="${d}"/></svg>\n`,
  );
}

// One PNG of each base map, then the marker of each place on it: cheap (one composite per place).
const base = {} as Record<MapId, Buffer>;
// 600×315: the smallest Open Graph size a large card takes, a quarter of the pixels (and time) of 1200×630.
const OG = { width: 600, height: 315 };
for (const id of ["greece", "europe"] as const) {
  const { width, height } = MAP_FRAMES[id];
  const scale = OG.height / height;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG.width}" height="${OG.height}"><rect width="100%" height="100%" fill="#dbeafe"/><g transform="translate(${(OG.width - width * scale) / 2} 0) scale(${scale})"><path d="${paths[id]}" fill="#f8fafc" stroke="#93c5fd" stroke-width="0.6"/></g></svg>`;
  base[id] = await sharp(Buffer.from(svg)).png().toBuffer();
}
// The marker, rendered once, placed on each copy.
const DOT = 30;
const dot = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DOT}" height="${DOT}"><circle cx="15" cy="15" r="14" fill="#1e40af" fill-opacity="0.25"/><circle cx="15" cy="15" r="6" fill="#1e40af" stroke="#fff" stroke-width="2"/></svg>`,
  ),
)
  .png()
  .toBuffer();
const started = Date.now();
let count = 0;
for (const d of destinations()) {
  const marker = markerOf(d.lat, d.lon, d.country === "GR" && d.place !== "Cyprus");
  if (!marker) continue;
  const { width, height } = MAP_FRAMES[marker.map];
  const scale = OG.height / height;
  const x = (OG.width - width * scale) / 2 + marker.x * scale;
  const y = marker.y * scale;
  await sharp(base[marker.map])
    .composite([{ input: dot, left: Math.round(x - DOT / 2), top: Math.round(y - DOT / 2) }])
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toFile(path.join(out, "og", `${d.slug}.png`));
  count++;
}
console.log(`guide maps: 2 base maps, ${count} Open Graph images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
