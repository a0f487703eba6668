// Print the intent of a search query as JSON, to see why a query went where it went.
//   npx tsx scripts/search-explain.ts "<query>" [--lang el|en|de] [--now 2026-05-13] [--debug]
//   npm run search:explain -- "δωμάτιο 30 ευρώ στην Κέρκυρα"
//   npm run -s search:explain -- --batch queries.json [--now 2026-05-13]
// Without --lang the language is guessed from the alphabet and words. --batch reads a JSON array
// of queries (strings or { "q", "lang" }) and prints one JSON array in the stable contract of
// core/search/README.md ("search:explain --batch").
import { readFileSync } from "node:fs";
import { LANGS, type Lang } from "../content/types.ts";
import { buildContext } from "../core/search/context.ts";
import { explain } from "../core/search/explain.ts";
import { guessLang, understand } from "../core/search/understand.ts";

function batch(file: string, now: Date): number {
  let items: unknown;
  try {
    items = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8"));
  } catch (e) {
    console.error(`--batch: cannot read a JSON array from ${file}: ${(e as Error).message}`);
    return 2;
  }
  if (!Array.isArray(items)) {
    console.error("--batch: the file must hold a JSON array of queries");
    return 2;
  }
  const out = [];
  for (const [i, item] of items.entries()) {
    const q =
      typeof item === "string"
        ? item
        : item && typeof item === "object" && typeof item.q === "string"
          ? (item.q as string)
          : undefined;
    const lang = item && typeof item === "object" ? (item as { lang?: unknown }).lang : undefined;
    if (q === undefined || (lang !== undefined && !(LANGS as readonly unknown[]).includes(lang))) {
      console.error(`--batch: item ${i} must be a string or { "q": string, "lang"?: ${LANGS.join("|")} }`);
      return 2;
    }
    out.push(explain(q, lang as Lang | undefined, now));
  }
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

function main(argv: string[]): number {
  let lang: Lang | undefined;
  let now = new Date();
  let debug = false;
  let batchFile: string | undefined;
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--lang") {
      const v = argv[++i];
      if (!v || !(LANGS as readonly string[]).includes(v)) {
        console.error(`--lang must be one of ${LANGS.join(", ")}`);
        return 2;
      }
      lang = v as Lang;
    } else if (a.startsWith("--lang=")) {
      lang = a.slice(7) as Lang;
    } else if (a === "--now") {
      now = new Date(`${argv[++i]}T12:00:00`);
    } else if (a === "--batch") {
      batchFile = argv[++i];
      if (!batchFile) {
        console.error("--batch needs a file (or - for standard input)");
        return 2;
      }
    } else if (a === "--debug") {
      debug = true;
    } else if (a === "-h" || a === "--help") {
      console.log('usage: search-explain "<query>" [--lang el|en|de] [--now YYYY-MM-DD] [--debug] | --batch FILE');
      return 0;
    } else {
      words.push(a);
    }
  }
  if (batchFile) return batch(batchFile, now);
  const text = words.join(" ").trim();
  if (!text) {
    console.error('usage: search-explain "<query>" [--lang el|en|de] [--now YYYY-MM-DD] [--debug]');
    return 2;
  }
  const l = lang ?? guessLang(text);
  if (debug) {
    console.error(`lang: ${l}${lang ? "" : " (guessed)"}`);
    for (const u of buildContext(text, l, now).units) {
      const what = u.entries
        .map((e) => (e.type === "place" ? `place:${e.place.name}` : e.type === "cat" ? `cat:${e.id}` : e.type))
        .join(",");
      console.error(
        `  ${u.tokens
          .map((t) => t.text)
          .join(" ")
          .padEnd(24)} ${what}${u.quality !== undefined ? ` (q${u.quality})` : ""}`,
      );
    }
  }
  console.log(JSON.stringify(understand(text, l, now), null, 2));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
