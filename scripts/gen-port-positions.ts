// Writes scripts/data/ferryhopper-port-positions.tsv: the position of each port in
// github.com/1valos/ferry-data data/routes.json at the connections commit of scripts/gen-ferries.ts
// (its "ports" list there: code, name, lat, lon of the 89 ports it asked Ferryhopper about).
// scripts/gen-guides.ts places a guide on its main port's position when GeoNames and OpenFlights
// have none (small islands). Decision 051.
//   npx tsx scripts/gen-port-positions.ts --source <git dir of a clone of 1valos/ferry-data>
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FERRY_SOURCE } from "./gen-ferries.ts";

export const PORT_POSITIONS_FILE = fileURLToPath(new URL("./data/ferryhopper-port-positions.tsv", import.meta.url));

interface SourcePort {
  code?: unknown;
  name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/** The extract: one port a line, code, name, latitude, longitude (as the source gives them), by code. */
export function extractPortPositions(routesJson: string): string {
  const src = FERRY_SOURCE.connections;
  const ports = (JSON.parse(routesJson) as { ports?: SourcePort[] }).ports ?? [];
  const rows = ports
    .filter((p) => typeof p.code === "string" && typeof p.lat === "number" && typeof p.lon === "number")
    .map((p) => `${p.code as string}\t${String(p.name)}\t${p.lat as number}\t${p.lon as number}`)
    .sort();
  return [
    "# Positions of Ferryhopper ports: code, name, latitude, longitude.",
    `# Extracted by scripts/gen-port-positions.ts from ${FERRY_SOURCE.repository} ${src.path} at commit ${src.commit}`,
    `# (its "ports" list, fetched ${src.fetchedAt}); do not edit: re-extract with --source.`,
    ...rows,
    "",
  ].join("\n");
}

/** Port code → [latitude, longitude], from the committed extract. */
export function loadPortPositions(text = readFileSync(PORT_POSITIONS_FILE, "utf8")): Map<string, [number, number]> {
  return new Map(
    text
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"))
      .map((l) => {
        const [code = "", , lat = "", lon = ""] = l.split("\t");
        return [code, [Number(lat), Number(lon)]] as const;
      }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--source");
  const gitDir = at >= 0 ? process.argv[at + 1] : undefined;
  if (!gitDir) {
    console.error("usage: npx tsx scripts/gen-port-positions.ts --source <git dir of a clone of 1valos/ferry-data>");
    process.exit(2);
  }
  const src = FERRY_SOURCE.connections;
  const json = execFileSync("git", ["-C", gitDir, "show", `${src.commit}:${src.path}`], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  const text = extractPortPositions(json);
  writeFileSync(PORT_POSITIONS_FILE, text);
  console.log(`${loadPortPositions(text).size} port positions → ${PORT_POSITIONS_FILE}`);
}
