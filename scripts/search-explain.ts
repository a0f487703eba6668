// Print the intent of a search query as JSON, to see why a query went where it went.
//   npx tsx scripts/search-explain.ts "<query>" [--lang el|en|de] [--now 2026-05-13] [--debug]
//   npm run search:explain -- "δωμάτιο 30 ευρώ στην Κέρκυρα"
// Without --lang the language is guessed from the alphabet and words.
import { LANGS, type Lang } from "../content/types.ts";
import { buildContext } from "../core/search/context.ts";
import { guessLang, understand } from "../core/search/understand.ts";

function main(argv: string[]): number {
  let lang: Lang | undefined;
  let now = new Date();
  let debug = false;
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
    } else if (a === "--debug") {
      debug = true;
    } else if (a === "-h" || a === "--help") {
      console.log('usage: search-explain "<query>" [--lang el|en|de] [--now YYYY-MM-DD] [--debug]');
      return 0;
    } else {
      words.push(a);
    }
  }
  const text = words.join(" ").trim();
  if (!text) {
    console.error('usage: search-explain "<query>" [--lang el|en|de] [--now YYYY-MM-DD] [--debug]');
    return 2;
  }
  const l = lang ?? guessLang(text);
  if (debug) {
    console.error(`lang: ${l}${lang ? "" : " (guessed)"}`);
    for (const u of buildContext(text, l, now).units) {
      const what = u.entries.map((e) => (e.t === "place" ? `place:${e.place.name}` : e.t === "cat" ? `cat:${e.id}` : e.t)).join(",");
      console.error(`  ${u.tokens.map((t) => t.text).join(" ").padEnd(24)} ${what}${u.quality !== undefined ? ` (q${u.quality})` : ""}`);
    }
  }
  console.log(JSON.stringify(understand(text, l, now), null, 2));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
