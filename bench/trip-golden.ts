// The trip engine's behaviour, held fixed while its code is reshaped (issue 39, decision 053): every
// sentence of the labelled trip sets and of the trip tests, read in each language, with what the trip
// page makes of it: the model (what is saved and shared), the plan and links as the page shows them
// (`viewTrip`), the sentence written back, and whether the search offers it as a trip. Written as
// stable JSON; a refactor that keeps behaviour leaves the file byte-identical.
//   npx tsx bench/trip-golden.ts            writes bench/trip-golden.json
//   npx tsx bench/trip-golden.ts --check    exits 1 (naming the readings that changed) when it would change
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "../content/types.ts";
import { isTripQuery } from "../app/features/search/engine.ts";
import { sentenceOf, understandTrip, viewTrip, type SearchDeal } from "../app/features/trip/engine.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const NOW = new Date(2026, 4, 13, 12);
const LANGS: readonly Lang[] = ["el", "en", "de"];
/** Live deals for the stays' deal lists (one place with deals, one without). */
const DEALS: SearchDeal[] = [
  {
    id: "d1",
    title: "Naxos hotel 3 nights -30%",
    description: "",
    lang: "en",
    category: "hotels",
    url: "/go/deal.d1",
    priceFrom: 55,
  },
  { id: "d2", title: "Ξενοδοχείο στη Σαντορίνη", description: "", lang: "el", category: "hotels", url: "/go/deal.d2" },
];

/** The sentences: the trip sets' and every string literal of the trip tests that reads like one. */
function sentences(): string[] {
  const found = new Set<string>();
  const setsDir = `${root}core/trip/sets`;
  for (const file of readdirSync(setsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    for (const entry of JSON.parse(readFileSync(`${setsDir}/${file}`, "utf8")) as { q: string }[]) found.add(entry.q);
  }
  const tests = [
    ...readdirSync(`${root}core/trip`)
      .filter((name) => name.endsWith(".test.ts"))
      .sort()
      .map((name) => `core/trip/${name}`),
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
      const words = literal.length >= 12 && /\p{L}.*\s.*\p{L}/u.test(literal);
      if (words && !/^[\w.-]+\/|^https?:/u.test(literal)) found.add(literal);
    }
  }
  return [...found].sort();
}

/**
 * The page's view of a trip: its steps in short (legs with day and transports, stays with their days) and
 * a digest of the whole view, every partner link and deal included (the whole would weigh megabytes).
 */
function viewOf(trip: NonNullable<ReturnType<typeof understandTrip>>, lang: Lang): unknown {
  const view = viewTrip(trip, lang, NOW, DEALS);
  const steps = view.steps.map((step) => {
    if (step.kind === "leg") {
      const { leg } = step;
      const ways = leg.ways.map((way) => way.category).join("/");
      return `${leg.fromName} → ${leg.toName ?? "home"} ${leg.date ?? "-"} ${ways}`;
    }
    const { stay } = step;
    return `${stay.name} ${stay.nights} ${stay.checkin ?? "-"}…${stay.checkout ?? "-"} deals ${stay.deals.length}`;
  });
  const digest = createHash("sha256").update(JSON.stringify(view)).digest("hex").slice(0, 24);
  return { steps, end: view.end ?? null, digest };
}

function snapshot(): string {
  const rows: unknown[] = [];
  for (const sentence of sentences()) {
    for (const lang of LANGS) {
      const trip = understandTrip(sentence, lang, NOW);
      rows.push({
        q: sentence,
        lang,
        isTrip: isTripQuery(sentence, lang, NOW),
        trip: trip ?? null,
        ...(trip ? { sentence: sentenceOf(trip, lang, NOW) ?? null, view: viewOf(trip, lang) } : {}),
      });
    }
  }
  return `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;
}

const file = `${root}bench/trip-golden.jsonl`;
const text = snapshot();
if (process.argv.includes("--check")) {
  // Readings by sentence and language: a sentence a new test adds is new, not a change of the others.
  const byKey = (lines: string[]) =>
    new Map(
      lines.filter(Boolean).map((line) => {
        const row = JSON.parse(line) as { q: string; lang: string };
        return [`${row.lang} ${row.q}`, line] as const;
      }),
    );
  const before = byKey(readFileSync(file, "utf8").split("\n"));
  const after = byKey(text.split("\n"));
  const changed = [...after].filter(([key, line]) => before.has(key) && before.get(key) !== line);
  const added = [...after.keys()].filter((key) => !before.has(key));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const identical = text === readFileSync(file, "utf8");
  console.log(
    identical
      ? `trip golden: ${after.size} readings, byte-identical`
      : `trip golden: ${changed.length} readings changed, ${added.length} new, ${removed.length} gone (of ${after.size})`,
  );
  for (const [key, line] of changed.slice(0, 12)) {
    console.log(`  before ${before.get(key)?.slice(0, 300)}\n  after  ${line.slice(0, 300)}`);
  }
  if (!identical) process.exit(1);
} else {
  writeFileSync(file, text);
  console.log(`trip golden: wrote ${text.split("\n").length - 1} readings to bench/trip-golden.jsonl`);
}
