// The search engine's behaviour, held fixed while its code is reshaped into a pipeline (issue 39, decision
// 052): every query of every labelled and blind search set, and every string literal of the search tests
// that reads like a query, read by understand() in its language (and, for the test literals, in each
// language) with what rank() makes of it (the actions in order with their scores and what they carry, and
// a digest of the whole result, with and without a destination guide); and every trip set's sentence read
// by understandTrip. Written as stable JSON lines; a refactor that keeps behaviour leaves it byte-identical.
//   npx tsx bench/search-golden.ts            writes bench/search-golden.jsonl
//   npx tsx bench/search-golden.ts --check [--show N]   exits 1 (showing N readings that changed) when it would change
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "../content/types.ts";
import { readDeals } from "../core/search/deals.ts";
import * as searchRank from "../core/search/rank.ts";
import { ALL_CASES, TEST_NOW } from "../core/search/accuracy/test-set.ts";
import { understand } from "../core/search/understand.ts";
import { understandTrip } from "../core/trip/read.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const LANGS: readonly Lang[] = ["el", "en", "de"];
const searchDir = `${root}core/search`;

/** The queries: each with the language its set gives, or every language for the tests' literals. */
function queries(): [string, Lang][] {
  const found = new Map<string, [string, Lang]>();
  const add = (query: string, lang: Lang) => found.set(`${lang} ${query}`, [query, lang]);
  for (const entry of ALL_CASES) add(entry.q, entry.lang);
  const setsDir = existing([`${searchDir}/accuracy/sets`, `${searchDir}/sets`]);
  for (const file of readdirSync(setsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    for (const entry of JSON.parse(readFileSync(`${setsDir}/${file}`, "utf8")) as { q: string; lang: Lang }[]) {
      add(entry.q, entry.lang);
    }
  }
  const tests = readdirSync(searchDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .sort();
  for (const file of tests) {
    const source = readFileSync(`${searchDir}/${file}`, "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"/gu)) {
      const literal = JSON.parse(`"${match[1]}"`) as string;
      if (/\p{L}/u.test(literal) && !/^[\w.-]+\/|^https?:|[{}]/u.test(literal) && literal.length <= 160) {
        for (const lang of LANGS) add(literal, lang);
      }
    }
  }
  return [...found.values()].sort(([queryA, langA], [queryB, langB]) =>
    queryA === queryB ? langA.localeCompare(langB) : queryA < queryB ? -1 : 1,
  );
}

function existing(paths: string[]): string {
  for (const path of paths) {
    try {
      readdirSync(path);
      return path;
    } catch {
      // the next one
    }
  }
  throw new Error(`none of ${paths.join(", ")}`);
}

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 24);
const guide = (place: string, lang: Lang) => ({ url: `/${lang}/destinations/${place}`, title: place });

/** rank() with the built-in deals, read as the search page reads them. */
type RankCall = (intent: ReturnType<typeof understand>, query: string, lang: Lang, withGuide: boolean) => unknown;
const rankOf: RankCall = (intent, query, lang, withGuide) => {
  const deals = readDeals(searchRank.builtInLiveDeals(TEST_NOW, lang), TEST_NOW);
  return searchRank.rank(intent, query, lang, TEST_NOW, deals, withGuide ? { guide } : {});
};

function snapshot(): string {
  const rows: string[] = [];
  for (const [query, lang] of queries()) {
    const intent = understand(query, lang, TEST_NOW);
    const result = rankOf(intent, query, lang, false) as searchRank.SearchResult;
    const guided = rankOf(intent, query, lang, true);
    const actions = result.actions.map(
      (action) => `${action.kind}:${action.id} ${action.score}${action.carries.length ? ` ${action.carries}` : ""}`,
    );
    rows.push(
      JSON.stringify({
        q: query,
        lang,
        intent,
        category: result.category ?? null,
        fallback: result.fallback,
        actions,
        digest: digest(result),
        guided: digest(guided),
      }),
    );
  }
  const tripDir = `${root}core/trip/sets`;
  for (const file of readdirSync(tripDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    for (const entry of JSON.parse(readFileSync(`${tripDir}/${file}`, "utf8")) as { q: string; lang: Lang }[]) {
      rows.push(
        JSON.stringify({
          trip: entry.q,
          lang: entry.lang,
          model: understandTrip(entry.q, entry.lang, TEST_NOW) ?? null,
        }),
      );
    }
  }
  return `${rows.join("\n")}\n`;
}

const file = `${root}bench/search-golden.jsonl`;
const text = snapshot();
if (process.argv.includes("--check")) {
  // Compared reading by reading (a query or trip sentence in its language), so a reading added by a
  // new test literal does not shift every line after it.
  const keyOf = (line: string) => {
    const row = JSON.parse(line) as { q?: string; trip?: string; lang: string };
    return `${row.trip === undefined ? "q" : "trip"} ${row.lang} ${row.q ?? row.trip}`;
  };
  const byKey = (lines: string) =>
    new Map(
      lines
        .split("\n")
        .filter(Boolean)
        .map((line) => [keyOf(line), line]),
    );
  const before = readFileSync(file, "utf8");
  const [old, now] = [byKey(before), byKey(text)];
  const changed = [...now].filter(([key, line]) => old.has(key) && old.get(key) !== line).map(([key]) => key);
  const added = [...now.keys()].filter((key) => !old.has(key));
  const removed = [...old.keys()].filter((key) => !now.has(key));
  console.log(
    text === before
      ? `search golden: ${now.size} readings, byte-identical`
      : `search golden: ${changed.length} readings changed, ${added.length} added, ${removed.length} removed (of ${now.size}; before ${old.size})`,
  );
  const limit = Number(process.argv[process.argv.indexOf("--show") + 1]) || 8;
  for (const key of changed.slice(0, limit))
    console.log(`  before ${old.get(key)?.slice(0, 400)}\n  after  ${now.get(key)?.slice(0, 400)}`);
  if (text !== before) process.exit(1);
} else {
  writeFileSync(file, text);
  console.log(`search golden: wrote ${text.split("\n").length - 1} readings to bench/search-golden.jsonl`);
}
