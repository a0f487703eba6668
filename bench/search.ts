// Benchmark of the query understander (and understand + rank): median and p99
// time per query over the test set, and the gzip size of understand.ts bundled with its lexicon and
// gazetteer (what the browser loads lazily).
//   npx tsx bench/search.ts [rounds]
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { ALL_CASES, TEST_NOW } from "../core/search/test-set.ts";
import { rank } from "../core/search/rank.ts";
import { understand } from "../core/search/understand.ts";

const rounds = Number(process.argv[2] ?? 50);

// First call builds the lexicon: measure it apart.
let t0 = performance.now();
understand("δωμάτιο 30 ευρώ στην Κέρκυρα", "el", TEST_NOW);
const coldMs = performance.now() - t0;

for (let w = 0; w < 5; w++) for (const c of ALL_CASES) understand(c.q, c.lang, TEST_NOW);

const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const c of ALL_CASES) {
    t0 = performance.now();
    understand(c.q, c.lang, TEST_NOW);
    times.push((performance.now() - t0) * 1000);
  }
}
times.sort((a, b) => a - b);
const pick = (p: number, xs = times) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

// understand + rank (rank builds its MiniSearch index on first use).
t0 = performance.now();
rank(understand("skyscaner", "en", TEST_NOW), "skyscaner", "en", TEST_NOW);
const rankColdMs = performance.now() - t0;
const both: number[] = [];
for (let r = 0; r < Math.max(5, Math.floor(rounds / 5)); r++) {
  for (const c of ALL_CASES) {
    t0 = performance.now();
    rank(understand(c.q, c.lang, TEST_NOW), c.q, c.lang, TEST_NOW);
    both.push((performance.now() - t0) * 1000);
  }
}
both.sort((a, b) => a - b);

const entry = fileURLToPath(new URL("../core/search/understand.ts", import.meta.url));
const out = await build({ entryPoints: [entry], bundle: true, write: false, minify: true, format: "esm", platform: "neutral" });
const code = out.outputFiles[0]!.contents;
const gz = gzipSync(code, { level: 9 }).length;

console.log(`queries: ${ALL_CASES.length} × ${rounds} rounds = ${times.length} runs`);
console.log(`first call (builds lexicon): ${coldMs.toFixed(1)} ms`);
console.log(`median: ${pick(0.5).toFixed(1)} µs/query`);
console.log(`p99:    ${pick(0.99).toFixed(1)} µs/query`);
console.log(`max:    ${times[times.length - 1]!.toFixed(1)} µs/query`);
console.log(`bundle (understand + lexicon + gazetteer): ${(code.length / 1024).toFixed(1)} kB minified, ${(gz / 1024).toFixed(1)} kB gzip`);
console.log(`understand + rank: median ${pick(0.5, both).toFixed(1)} µs, p99 ${pick(0.99, both).toFixed(1)} µs (first call with index build ${rankColdMs.toFixed(1)} ms)`);
const rankEntry = fileURLToPath(new URL("../core/search/rank.ts", import.meta.url));
const out2 = await build({ entryPoints: [rankEntry], bundle: true, write: false, minify: true, format: "esm", platform: "neutral" });
const code2 = out2.outputFiles[0]!.contents;
console.log(`bundle rank.ts (+ understand, minisearch, content records): ${(code2.length / 1024).toFixed(1)} kB minified, ${(gzipSync(code2, { level: 9 }).length / 1024).toFixed(1)} kB gzip`);
const goal = pick(0.5, both) <= 5000;
console.log(`goal ≤ 5 ms median: ${goal ? "met" : "NOT met"}`);
