// The trip engine's behaviour, held fixed while its code is reshaped (issue 39, decision 053): every
// sentence of the labelled trip sets and of the trip tests, read in each language, with what the trip
// page makes of it: the model (what is saved and shared), the plan and links as the page shows them
// (`viewTrip`), the sentence written back, and whether the search offers it as a trip. Written as
// stable JSON; a refactor that keeps behaviour leaves the file byte-identical.
//   npx tsx bench/trip-golden.ts            writes bench/trip-golden.json
//   npx tsx bench/trip-golden.ts --check    exits 1 (naming the first sentences that differ) when it would change
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "../content/types.ts";
import { isTripQuery } from "../app/features/search/engine.ts";
import { readTrip, sentenceOf, viewTrip, type SearchDeal } from "../app/features/trip/engine.ts";
import { understandTrip } from "../core/trip/trip.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const NOW = new Date(2026, 4, 13, 12);
const LANGS: readonly Lang[] = ["el", "en", "de"];
/** Live deals for the stays' deal lists (one place with deals, one without). */
const DEALS: SearchDeal[] = [
  { id: "d1", title: "Naxos hotel 3 nights -30%", description: "", lang: "en", category: "hotels", url: "/go/deal.d1", priceFrom: 55 },
  { id: "d2", title: "Ξενοδοχείο στη Σαντορίνη", description: "", lang: "el", category: "hotels", url: "/go/deal.d2" },
];

/** The sentences: the trip sets' and every string literal of the trip tests that reads like one. */
function sentences(): string[] {
  const found = new Set<string>();
  const setsDir = `${root}core/trip/sets`;
  for (const file of readdirSync(setsDir).filter((name) => name.endsWith(".json")).sort()) {
    for (const entry of JSON.parse(readFileSync(`${setsDir}/${file}`, "utf8")) as { q: string }[]) found.add(entry.q);
  }
  const tests = [
    "core/trip/trip.test.ts",
    "core/trip/legs.test.ts",
    "app/features/trip/engine.test.ts",
    "app/features/search/engine.test.ts",
    "tests/e2e/trip.test.ts",
    "tests/e2e/trip-legs.test.ts",
    "tests/e2e/trip-offline.test.ts",
  ];
  for (const file of tests) {
    const source = readFileSync(`${root}${file}`, "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"/gu)) {
      const literal = JSON.parse(`"${match[1]}"`) as string;
      if (literal.length >= 12 && /\p{L}.*\s.*\p{L}/u.test(literal) && !/^[\w.-]+\/|^https?:/u.test(literal)) found.add(literal);
    }
  }
  return [...found].sort();
}

/**
 * The page's view of a trip: its steps in short (legs with day and transports, stays with their days) and
 * a digest of the whole view, every partner link and deal included (the whole would weigh megabytes).
 */
function viewOf(trip: NonNullable<ReturnType<typeof readTrip>>, lang: Lang): unknown {
  const view = viewTrip(trip, lang, NOW, DEALS);
  const steps = view.steps.map((step) =>
    step.kind === "leg"
      ? `${step.leg.fromName} → ${step.leg.toName ?? "home"} ${step.leg.date ?? "-"} ${step.leg.ways.map((way) => way.category).join("/")}`
      : `${step.stay.name} ${step.stay.nights} ${step.stay.checkin ?? "-"}…${step.stay.checkout ?? "-"} deals ${step.stay.deals.length}`,
  );
  return { steps, end: view.end ?? null, digest: createHash("sha256").update(JSON.stringify(view)).digest("hex").slice(0, 24) };
}

function snapshot(): string {
  const rows: unknown[] = [];
  for (const sentence of sentences()) {
    for (const lang of LANGS) {
      const trip = readTrip(sentence, lang, NOW);
      rows.push({
        q: sentence,
        lang,
        isTrip: isTripQuery(sentence, lang, NOW),
        trip: trip ?? null,
        intent: understandTrip(sentence, lang, NOW) ?? null,
        ...(trip ? { sentence: sentenceOf(trip, lang, NOW) ?? null, view: viewOf(trip, lang) } : {}),
      });
    }
  }
  return `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;
}

const file = `${root}bench/trip-golden.jsonl`;
const text = snapshot();
if (process.argv.includes("--check")) {
  const before = readFileSync(file, "utf8").split("\n");
  const after = text.split("\n");
  const differ = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
  if (differ.length === 0 && before.length === after.length) {
    console.log(`trip golden: ${after.length - 1} readings, byte-identical`);
  } else {
    console.log(`trip golden: ${differ.length} of ${after.length - 1} readings differ`);
    for (const index of differ.slice(0, 8)) console.log(`  before ${before[index]?.slice(0, 400)}\n  after  ${after[index]?.slice(0, 400)}`);
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  console.log(`trip golden: wrote ${text.split("\n").length - 1} readings to bench/trip-golden.jsonl`);
}
