import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generate } from "../../scripts/gen-guides.ts";

it("positions.generated.ts is what scripts/gen-guides.ts writes from the open data (no drift)", () => {
  expect(generate()).toBe(readFileSync(new URL("./positions.generated.ts", import.meta.url), "utf8"));
}, 60_000);

it("a small island without a GeoNames town stands at its main port's position in Ferryhopper's port data", async () => {
  const { loadPortPositions } = await import("../../scripts/gen-port-positions.ts");
  const { GUIDE_POSITION_ROWS } = await import("./positions.generated.ts");
  const sif = loadPortPositions().get("SIF");
  expect(sif).toBeDefined();
  const row = GUIDE_POSITION_ROWS.split("\n").find((l) => l.startsWith("Sifnos|"));
  expect(row).toBe(`Sifnos|${sif![0].toFixed(3)}|${sif![1].toFixed(3)}|ESYE42`);
});

it("the hand file gives a position only to places none of whose ports has one in the open data", async () => {
  const { loadPortPositions } = await import("../../scripts/gen-port-positions.ts");
  const { portsOf } = await import("../ferries/ferries.ts");
  const ports = loadPortPositions();
  const hand = readFileSync(new URL("../../scripts/data/guide-positions.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => l.split("|"))
    .filter(([, lat]) => lat);
  const both = hand.filter(([name]) => portsOf(name!).some((p) => ports.has(p.code))).map(([name]) => name);
  expect(both).toEqual([]);
  expect(hand.length).toBeGreaterThan(0);
});

it("extractPortPositions keeps code, name and position, sorted, with the source in the header", async () => {
  const { extractPortPositions, loadPortPositions } = await import("../../scripts/gen-port-positions.ts");
  const text = extractPortPositions(
    JSON.stringify({
      ports: [
        { code: "SIF", name: "Sifnos", lat: 36.9753, lon: 24.7282 },
        { code: "AEG", name: "Aegina", lat: 37.7, lon: 23.4 },
        { code: "X", name: "no position" },
      ],
    }),
  );
  expect(text).toContain("github.com/1valos/ferry-data");
  expect([...loadPortPositions(text)]).toEqual([
    ["AEG", [37.7, 23.4]],
    ["SIF", [36.9753, 24.7282]],
  ]);
});
