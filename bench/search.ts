// Benchmark of the search on the labelled sets: the built-in ones (core/search/accuracy/test-set.ts) and
// the blind sets written by people who never read the search code (core/search/accuracy/sets/*.json, each
// committed after its one first run; `--set FILE` measures another file of the same shape).
// Per set: accuracy per field and language and queries fully right; share of queries whose top
// action is a pre-filled partner link; share of understood values (origin, destination, place,
// dates, travellers, budget) the top action carries, per category; and that delivery split into (a)
// categories with a fillable partner (top link pre-filled, values carried of those its URL accepts)
// and (b) categories with none (top action our own page, never a bare partner home page). Then median and p99 time of
// understand + rank per query, and the gzip size of the search page's engine chunk. Then the trip
// sets (core/trip/sets/*.json, or `--trips FILE`): stops, nights, start, people, budget and return.
//   npm run bench:search [-- --rounds 20] [-- --set FILE ...] [-- --trips FILE ...] [-- --misses]
import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { evaluate, FIELDS } from "../core/search/accuracy/accuracy.ts";
import { partnerById, partners } from "../content/partners.ts";
import type { CarryKey } from "../core/search/deep-link.ts";
import type { Intent } from "../core/search/intent.ts";
import { rank } from "../core/search/rank.ts";
import {
  FAMILY_CASES,
  HELD_OUT,
  HELD_OUT_2,
  TEST_NOW,
  TEST_SET,
  type TestCase,
} from "../core/search/accuracy/test-set.ts";
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
  if (
    !Array.isArray(cases) ||
    cases.some((c) => typeof c.q !== "string" || !["el", "en", "de"].includes(c.lang) || typeof c.expect !== "object")
  ) {
    throw new Error(`${file}: expected a JSON array of { q, lang: el|en|de, expect }`);
  }
  return cases;
}

const setsDir = `${root}core/search/accuracy/sets`;
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
  const result = rank(intent, c.q, c.lang, TEST_NOW);
  const top = result.actions.find((a) => a.kind === "partner");
  return { intent, top, result };
};

// Delivery, split (issue 37): (a) queries whose category has a partner with a deep-link template (a link
// that can carry something), measured on the top partner link; (b) queries whose category has none
// (camper vans, cruises, insurance, compensation, ski, gear, car rental), where the top action must be
// our own page (the category page or the place's guide), never a partner's bare home page.
const FILLABLE = new Set(partners.filter((p) => p.deepLink !== undefined).map((p) => p.category));
/** What a template's placeholder carries, by its name (deep-link.ts VALUE_NAMES); place and destination alike. */
function keysOfValue(name: string): CarryKey[] {
  if (name === "flightQuery") return ["origin", "destination", "dates"];
  if (name.startsWith("origin")) return ["origin"];
  if (/^(destination|place|country|bike)/.test(name)) return ["destination"];
  if (/^(checkin|checkout|depart|return|month)/.test(name)) return ["dates"];
  if (/^(adults|children|people)$/.test(name)) return ["travellers"];
  if (name === "maxPrice") return ["budget"];
  return [];
}
/** The understood values a partner's URL accepts at all (any of its templates). */
function accepts(partnerId: string): Set<CarryKey> {
  const deep = partnerById(partnerId)?.deepLink;
  const templates = deep === undefined ? [] : typeof deep === "string" ? [deep] : deep;
  const names = templates.flatMap((t) =>
    [...t.matchAll(/\{([\w|]+)[?!]?(?::lower)?\}/g)].flatMap((m) => m[1]!.split("|")),
  );
  return new Set(names.flatMap(keysOfValue));
}
const asDestination = (k: CarryKey): CarryKey => (k === "place" ? "destination" : k);

interface Split {
  /** unfilled: no partner link carried anything of the query; ownFirst: of those, our own page led. */
  a: { queries: number; prefilled: number; accepted: number; carried: number; unfilled: number; ownFirst: number };
  b: { queries: number; ownPage: number; bareHome: number };
}
function split(cases: TestCase[]): Split {
  const out: Split = {
    a: { queries: 0, prefilled: 0, accepted: 0, carried: 0, unfilled: 0, ownFirst: 0 },
    b: { queries: 0, ownPage: 0, bareHome: 0 },
  };
  for (const c of cases) {
    const { intent, top, result } = run(c);
    const category = result.category;
    const want = understood(intent).map(asDestination);
    if (!category || want.length === 0) continue;
    if (FILLABLE.has(category)) {
      out.a.queries++;
      if (!top) continue;
      if (top.prefilled) out.a.prefilled++;
      else {
        // No partner of the category could take this query's values (no Donkey city, no station, no
        // Ferryhopper port): is our own page first, rather than a bare home page?
        out.a.unfilled++;
        if (result.actions[0]?.kind === "page") out.a.ownFirst++;
      }
      const ok = accepts(top.id);
      const carried = new Set(top.carries.map(asDestination));
      for (const k of want) {
        if (!ok.has(k)) continue;
        out.a.accepted++;
        if (carried.has(k)) out.a.carried++;
      }
    } else {
      out.b.queries++;
      const first = result.actions[0];
      if (first?.kind === "page") out.b.ownPage++;
      if (first?.kind === "partner" && !first.prefilled) out.b.bareHome++;
    }
  }
  return out;
}
const SPLITS: Split[] = [];
const ratio = (n: number, d: number) => `${n}/${d} (${d ? pct(n / d) : "-"})`;
function printSplit(s: Split): void {
  console.log(
    `delivery (a) category with a fillable partner: ${s.a.queries} queries; top link pre-filled ${ratio(s.a.prefilled, s.a.queries)}; values carried ${ratio(s.a.carried, s.a.accepted)} of those its URL accepts`,
  );
  console.log(
    `    not filled (no partner of the category takes this query's values): ${s.a.unfilled}, our own page first for ${ratio(s.a.ownFirst, s.a.unfilled)}`,
  );
  console.log(
    `delivery (b) category with no fillable partner: ${s.b.queries} queries; top action our own page ${ratio(s.b.ownPage, s.b.queries)}; a bare partner home page first ${ratio(s.b.bareHome, s.b.queries)}`,
  );
}

function report(name: string, cases: TestCase[]): void {
  console.log(
    `\n================ ${name}: ${cases.length} queries (${["el", "en", "de"].map((l) => `${l} ${cases.filter((c) => c.lang === l).length}`).join(", ")})`,
  );
  const byLang = (lang?: string) => evaluate(lang ? cases.filter((c) => c.lang === lang) : cases, TEST_NOW);
  const reports = [byLang(), byLang("el"), byLang("en"), byLang("de")];
  console.log(`accuracy per field          ${["all", "el", "en", "de"].map((l) => l.padStart(8)).join("")}`);
  for (const f of [...FIELDS, "cheap", "children"] as const) {
    console.log(
      `  ${f.padEnd(26)}${reports.map((r) => (r.queries ? pct(r.perField[f].correct / r.perField[f].total) : "-").padStart(8)).join("")}`,
    );
  }
  console.log(
    `  ${"queries fully right".padEnd(26)}${reports.map((r) => (r.queries ? pct(r.exactQueries / r.queries) : "-").padStart(8)).join("")}`,
  );
  if (showMisses)
    for (const m of reports[0]!.misses)
      console.log(`    miss ${m.field}: ${m.q}  expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);

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
    s.carried += want.filter(
      (k) => top.carries.includes(k) || (k === "place" && top.carries.includes("destination")),
    ).length;
    perCat.set(cat, s);
  }
  console.log(
    `top action pre-filled: ${topPrefilled}/${withPartner} (${pct(topPrefilled / withPartner)}) of queries with a partner result and an understood value`,
  );
  let allValues = 0;
  let allCarried = 0;
  console.log(`understood values carried by the top action, per category:`);
  for (const [cat, s] of [...perCat].sort((a, b) => b[1].queries - a[1].queries)) {
    allValues += s.values;
    allCarried += s.carried;
    console.log(
      `  ${cat.padEnd(18)} ${pct(s.carried / s.values).padStart(8)}  (${s.carried}/${s.values} values; top pre-filled ${s.prefilled}/${s.queries})`,
    );
  }
  console.log(`  ${"all".padEnd(18)} ${pct(allCarried / allValues).padStart(8)}  (${allCarried}/${allValues})`);
  const s = split(cases);
  SPLITS.push(s);
  printSplit(s);
}

for (const [name, cases] of sets) report(name, cases);
const ALL_CASES = sets.flatMap(([, cases]) => cases);
const total: Split = {
  a: { queries: 0, prefilled: 0, accepted: 0, carried: 0, unfilled: 0, ownFirst: 0 },
  b: { queries: 0, ownPage: 0, bareHome: 0 },
};
for (const s of SPLITS) {
  for (const k of ["queries", "prefilled", "accepted", "carried", "unfilled", "ownFirst"] as const)
    total.a[k] += s.a[k];
  for (const k of ["queries", "ownPage", "bareHome"] as const) total.b[k] += s.b[k];
}
console.log(`\n================ delivery over all ${sets.length} sets (${ALL_CASES.length} queries)`);
printSplit(total);

// ----------------------------------------------------------------- trips
const tripsDir = `${root}core/trip/sets`;
const tripFiles =
  opt("--trips").length > 0
    ? opt("--trips")
    : readdirSync(tripsDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => `${tripsDir}/${f}`);
for (const file of extra.length > 0 && opt("--trips").length === 0 ? [] : tripFiles) {
  const cases = JSON.parse(readFileSync(file, "utf8")) as TripCase[];
  const r = evaluateTrips(cases, TEST_NOW);
  const langs = (["el", "en", "de"] as const)
    .map((l) => `${l} ${pct(r.perLang[l].fullyRight / Math.max(1, r.perLang[l].cases))}`)
    .join(", ");
  console.log(`\n================ trips ${file.replace(/^.*\//, "").replace(/\.json$/, "")}: ${r.cases} sentences`);
  for (const f of TRIP_FIELDS) console.log(`  ${f.padEnd(26)}${pct(r.perField[f] / r.cases).padStart(8)}`);
  console.log(`  ${"trips fully right".padEnd(26)}${pct(r.fullyRight / r.cases).padStart(8)}  (${langs})`);
  if (showMisses)
    for (const m of r.misses)
      console.log(`    miss ${m.field}: ${m.q}  expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
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
console.log(
  `\nunderstand + rank: median ${pick(0.5).toFixed(1)} µs, p99 ${pick(0.99).toFixed(1)} µs per query (${times.length} runs)`,
);

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
console.log(
  `engine chunk (app/features/search/engine.ts and all it pulls in): ${(code.length / 1024).toFixed(1)} kB minified, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} kB gzip`,
);
// The real lazy chunks of the last client build: the engines' chunks (the search's and the trip's, which
// share the understander) and every chunk only they import.
const assets = `${root}build/client/assets`;
const staticImports = (file: string) =>
  [...readFileSync(`${assets}/${file}`, "utf8").matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
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
    console.log(
      `chunk of the last client build (${chunk}): ${(js.length / 1024).toFixed(1)} kB, ${(gz / 1024).toFixed(1)} kB gzip`,
    );
  }
  console.log(`search and trip code and data fetched on first use: ${(total / 1024).toFixed(1)} kB gzip`);
} else {
  console.log("engine chunk of a client build: run `npx react-router build` first to measure it");
}
