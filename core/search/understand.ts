// understand(text, lang, now) → Intent: the offline natural-language query
// understander for el / en / de (Greek with or without accents, Greeklish,
// typos). Pure and synchronous: runs in Node and in the browser. The steps and
// their order are the pipeline's (pipeline.ts).
import type { Lang } from "../../content/types.ts";
import type { Intent } from "./intent.ts";
import { runPipeline } from "./pipeline.ts";

export type { Intent } from "./intent.ts";
export { guessLang } from "./guess-lang.ts";

/** Characters of a query that are read. */
export const MAX_QUERY_LENGTH = 300;

/**
 * Understand a search query.
 * @param text what the visitor typed
 * @param lang the site language (settles words that differ between languages,
 *   e.g. Greeklish "to" = article vs English "to")
 * @param now reference date for relative dates and for the year of a month
 */
export function understand(text: string, lang: Lang, now: Date = new Date()): Intent {
  // Queries are short; a cap keeps a pasted essay from costing more than a few ms.
  return runPipeline(text.slice(0, MAX_QUERY_LENGTH), lang, now);
}
