// Benchmark of the search on the labelled sets: the built-in ones (core/search/test-set.ts) and
// the blind sets written by people who never read the search code (core/search/sets/*.json, each
// committed after its one first run; `--set FILE` measures another file of the same shape).
// Per set: accuracy per field and language and queries fully right; share of queries whose top
// action is a pre-filled partner link; share of understood values (origin, destination, place,
// dates, travellers, budget) the top action carries, per category. Then median and p99 time of
// understand + rank per query, and the gzip size of the search page's engine chunk. Then the trip
// sets (core/trip/sets/*.json, or `--trips FILE`): stops, nights, start, people, budget and return.
//   npm run bench:search [-- --rounds 20] [-- --set FILE ...] [-- --trips FILE ...] [-- --misses]
import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { evaluate, FIELDS } from "../core/search/accuracy.ts";
import type { CarryKey } from "../core/search/deep-link.ts";
import type { Intent } from "../core/search/intent.ts";
import { rank } from "../core/search/rank.ts";
import { FAMILY_CASES, HELD_OUT, HELD_OUT_2, TEST_NOW, TEST_SET, type TestCase } from "../core/search/test-set.ts";
import { understand } from "../core/search/understand.ts";
import { evaluateTrips, TRIP_FIELDS, type TripCase } from "../core/trip/accuracy.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []));
const rounds = Number(opt("--rounds")[0] ?? 20);
const showMisses = args.includes("--misses");
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function readSet(file: string): TestCase[] {
  const cases = JSON.parse(readFileSync(file, "utf8")) as TestCase[];
  if (!Array.isArray(cases) || cases.some((c) => typeof c.q !== "string" || !["el", "en", "de"].includes(c.lang) || typeof c.expect !== "object")) {
    throw new Error(`${file}: expected a JSON array of { q, lang: el|en|de, expect }`);
  }
  return cases;
}

const setsDir = `${root}core/search/sets`;
const extra = opt("--set");
const sets: [string, TestCase[]][] =
  extra.length > 0
    ? extra.map((f) => [f, readSet(f)])
    : [
        ["main set", TEST_SET],
        ["held-out", HELD_OUT],
        ["issue-10 families", FAMILY_CASES],
        ["held-out 2", HELD_OUT_2],
        ...readdirSync(setsDir)
          .filter((f) => f.endsWith(".json"))
          .sort()
          .map((f): [string, TestCase[]] => [f.replace(/\.json$/, ""), readSet(`${setsDir}/${f}`)]),
      ];

function understood(i: Intent): CarryKey[] {
  const out: CarryKey[] = [];
  if (i.origin) out.push("origin");
  if (i.destination) out.push("destination");
  if (i.place) out.push("place");
  if (i.dates && ("from" in i.dates || "month" in i.dates)) out.push("dates");
  if (i.travellers) out.push("travellers");
  if (i.budget) out.push("budget");
  return out;
}

const run = (c: TestCase) => {
  const intent = understand(c.q, c.lang, TEST_NOW);
  const top = rank(intent, c.q, c.lang, TEST_NOW).actions.find((a) => a.kind === "partner");
  return { intent, top };
};

function report(name: string, cases: TestCase[]): void {
  console.log(`\n================ ${name}: ${cases.length} queries (${["el", "en", "de"].map((l) => `${l} ${cases.filter((c) => c.lang === l).length}`).join(", ")})`);
  const byLang = (lang?: string) => evaluate(lang ? cases.filter((c) => c.lang === lang) : cases, TEST_NOW);
  const reports = [byLang(), byLang("el"), byLang("en"), byLang("de")];
  console.log(`accuracy per field          ${["all", "el", "en", "de"].map((l) => l.padStart(8)).join("")}`);
  for (const f of [...FIELDS, "cheap", "children"] as const) {
    console.log(`  ${f.padEnd(26)}${reports.map((r) => (r.queries ? pct(r.perField[f].correct / r.perField[f].total) : "-").padStart(8)).join("")}`);
  }
  console.log(`  ${"queries fully right".padEnd(26)}${reports.map((r) => (r.queries ? pct(r.exactQueries / r.queries) : "-").padStart(8)).join("")}`);
  if (showMisses) for (const m of reports[0]!.misses) console.log(`    miss ${m.field}: ${m.q}  expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);

  let withPartner = 0;
  let topPrefilled = 0;
  const perCat = new Map<string, { values: number; carried: number; queries: number; prefilled: number }>();
  for (const c of cases) {
    const { intent, top } = run(c);
    const want = understood(intent);
    if (!top || want.length === 0) continue;
    withPartner++;
    if (top.prefilled) topPrefilled++;
    const cat = top.category ?? "?";
    const s = perCat.get(cat) ?? { values: 0, carried: 0, queries: 0, prefilled: 0 };
    s.queries++;
    if (top.prefilled) s.prefilled++;
    s.values += want.length;
    s.carried += want.filter((k) => top.carries.includes(k) || (k === "place" && top.carries.includes("destination"))).length;
    perCat.set(cat, s);
  }
  console.log(`top action pre-filled: ${topPrefilled}/${withPartner} (${pct(topPrefilled / withPartner)}) of queries with a partner result and an understood value`);
  let allValues = 0;
  let allCarried = 0;
  console.log(`understood values carried by the top action, per category:`);
  for (const [cat, s] of [...perCat].sort((a, b) => b[1].queries - a[1].queries)) {
    allValues += s.values;
    allCarried += s.carried;
    console.log(`  ${cat.padEnd(18)} ${pct(s.carried / s.values).padStart(8)}  (${s.carried}/${s.values} values; top pre-filled ${s.prefilled}/${s.queries})`);
  }
  console.log(`  ${"all".padEnd(18)} ${pct(allCarried / allValues).padStart(8)}  (${allCarried}/${allValues})`);
}

for (const [name, cases] of sets) report(name, cases);
const ALL_CASES = sets.flatMap(([, cases]) => cases);

// ----------------------------------------------------------------- trips
const tripsDir = `${root}core/trip/sets`;
const tripFiles = opt("--trips").length > 0 ? opt("--trips") : readdirSync(tripsDir).filter((f) => f.endsWith(".json")).sort().map((f) => `${tripsDir}/${f}`);
for (const file of extra.length > 0 && opt("--trips").length === 0 ? [] : tripFiles) {
  const cases = JSON.parse(readFileSync(file, "utf8")) as TripCase[];
  const r = evaluateTrips(cases, TEST_NOW);
  const langs = (["el", "en", "de"] as const).map((l) => `${l} ${pct(r.perLang[l].fullyRight / Math.max(1, r.perLang[l].cases))}`).join(", ");
  console.log(`\n================ trips ${file.replace(/^.*\//, "").replace(/\.json$/, "")}: ${r.cases} sentences`);
  for (const f of TRIP_FIELDS) console.log(`  ${f.padEnd(26)}${pct(r.perField[f] / r.cases).padStart(8)}`);
  console.log(`  ${"trips fully right".padEnd(26)}${pct(r.fullyRight / r.cases).padStart(8)}  (${langs})`);
  if (showMisses) for (const m of r.misses) console.log(`    miss ${m.field}: ${m.q}  expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
}

// ----------------------------------------------------------------- time
for (let w = 0; w < 3; w++) for (const c of ALL_CASES) run(c);
const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const c of ALL_CASES) {
    const t0 = performance.now();
    run(c);
    times.push((performance.now() - t0) * 1000);
  }
}
times.sort((a, b) => a - b);
const pick = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(`\nunderstand + rank: median ${pick(0.5).toFixed(1)} µs, p99 ${pick(0.99).toFixed(1)} µs per query (${times.length} runs)`);

// ----------------------------------------------------------------- engine chunk
const out = await build({
  entryPoints: [`${root}app/features/search/engine.ts`],
  bundle: true,
  write: false,
  minify: true,
  format: "esm",
  platform: "browser",
  alias: { "~core": `${root}core` },
  logLevel: "silent",
});
const code = out.outputFiles[0]!.contents;
console.log(`engine chunk (app/features/search/engine.ts and all it pulls in): ${(code.length / 1024).toFixed(1)} kB minified, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} kB gzip`);
// The real lazy chunks of the last client build: the engines' chunks (the search's and the trip's, which
// share the understander) and every chunk only they import.
const assets = `${root}build/client/assets`;
const staticImports = (file: string) => [...readFileSync(`${assets}/${file}`, "utf8").matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
const closure = (from: string[]) => {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  from.forEach(walk);
  return seen;
};
const built = (() => {
  try {
    const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const lazy = closure(files.filter((f) => /^(engine|search-data)-.*\.js$/.test(f)));
    // What any other chunk imports (the app, the pages, the search box) is there before the engine.
    const before = closure(files.filter((f) => !lazy.has(f)));
    return [...lazy].filter((f) => !before.has(f));
  } catch {
    return [];
  }
})();
if (built.length > 0) {
  let total = 0;
  for (const chunk of built.sort()) {
    const js = readFileSync(`${assets}/${chunk}`);
    const gz = gzipSync(js, { level: 9 }).length;
    total += gz;
    console.log(`chunk of the last client build (${chunk}): ${(js.length / 1024).toFixed(1)} kB, ${(gz / 1024).toFixed(1)} kB gzip`);
  }
  console.log(`search and trip code and data fetched on first use: ${(total / 1024).toFixed(1)} kB gzip`);
} else {
  console.log("engine chunk of a client build: run `npx react-router build` first to measure it");
}
