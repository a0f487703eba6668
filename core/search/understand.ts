// understand(text, lang, now) → Intent: the offline natural-language query
// understander for el / en / de (Greek with or without accents, Greeklish,
// typos). Pure and synchronous: runs in Node and in the browser.
import type { CategoryId, Lang } from "../../content/types.ts";
import { extractBudget, defaultPer } from "./budget.ts";
import { buildContext, entry, type Ctx } from "./context.ts";
import { extractDates, extractNights } from "./dates.ts";
import type { Intent } from "./intent.ts";
import { extractPlaces } from "./route.ts";
import { extractTravellers } from "./travellers.ts";

export type { Intent, Budget, DateSpec } from "./intent.ts";
export { guessLang } from "./guess-lang.ts";

/** Characters of a query that are read. */
export const MAX_QUERY_LENGTH = 300;

function extractCategory(ctx: Ctx): CategoryId | undefined {
  const headFirst = ctx.lang === "el";
  const score = new Map<CategoryId, { s: number; first: number }>();
  ctx.units.forEach((u, i) => {
    if (u.used || entry(u, "place")) return;
    const best = new Map<CategoryId, number>();
    for (const e of u.entries) if (e.t === "cat") best.set(e.id, Math.max(best.get(e.id) ?? 0, e.w));
    for (const [id, w] of best) {
      const cur = score.get(id);
      if (cur) cur.s += w;
      else score.set(id, { s: w, first: i });
      if (cur && !headFirst) cur.first = i;
    }
  });
  // Ties: Greek puts the head noun first ("ενοικίαση σκάφους"), English and
  // German last ("boat tours", "Kajak Tour").
  let winner: CategoryId | undefined;
  let top = { s: 0, first: headFirst ? Infinity : -Infinity };
  for (const [id, v] of score) {
    if (v.s > top.s || (v.s === top.s && (headFirst ? v.first < top.first : v.first > top.first))) {
      winner = id;
      top = v;
    }
  }
  return winner;
}

/**
 * Understand a search query.
 * @param text what the visitor typed
 * @param lang the site language (settles words that differ between languages,
 *   e.g. Greeklish "to" = article vs English "to")
 * @param now reference date for relative dates and for the year of a month
 */
export function understand(text: string, lang: Lang, now: Date = new Date()): Intent {
  // Queries are short; a cap keeps a pasted essay from costing more than a few ms.
  const ctx = buildContext(text.slice(0, MAX_QUERY_LENGTH), lang, now);
  // Numbers first: a date's day must not become a price or a head count.
  const nights = extractNights(ctx);
  const dates = extractDates(ctx, nights);
  const travellers = extractTravellers(ctx);
  const budget = extractBudget(ctx);
  const cheap = ctx.units.some((u) => !u.used && entry(u, "cheap"));
  const category = extractCategory(ctx);
  const places = extractPlaces(ctx, category);

  const intent: Intent = {};
  if (category) intent.category = category;
  if (places.place) intent.place = places.place;
  if (places.origin) intent.origin = places.origin;
  if (places.destination) intent.destination = places.destination;
  if (budget) intent.budget = { amount: budget.amount, currency: budget.currency, per: budget.per ?? defaultPer(category) };
  if (cheap) intent.cheap = true;
  if (dates) intent.dates = dates;
  if (travellers !== undefined) intent.travellers = travellers;
  if (nights !== undefined) intent.nights = nights;
  return intent;
}
