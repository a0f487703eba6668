// Prices: "30€", "€30", "30 ευρώ", "κάτω από 50", "under 50", "bis 50 Euro",
// "max 40", "50-80€", with per night / person / day / total words.
import type { CategoryId } from "../../content/types.ts";
import { claim, entry, hasFlag, isClaimed, isCurrency, type Ctx, type Unit } from "./context.ts";
import { PER_ADVERB } from "./words/dates.ts";
import type { Budget, Per } from "./intent.ts";
import { Flag } from "./lexicon-types.ts";
import { HOUR_ARTICLES, PER_WORDS } from "./words/budget.ts";

const DEFAULT_PER: Partial<Record<CategoryId, Per>> = {
  hotels: "night",
  "vacation-rentals": "night",
  camping: "night",
  "student-housing": "night",
  "mountain-resorts": "night",
  flights: "person",
  ferries: "person",
  "trains-buses": "person",
  tours: "person",
  activities: "person",
  cruises: "person",
  "car-rental": "day",
  "camper-vans": "day",
  cycling: "day",
};

export function defaultPer(category: CategoryId | undefined): Per {
  return (category && DEFAULT_PER[category]) ?? "total";
}

function amountAt(ctx: Ctx, unit: Unit | undefined): number | undefined {
  if (!unit || isClaimed(ctx, unit) || unit.tok.kind !== "num") return undefined;
  const value = unit.tok.value!;
  return value > 0 ? value : undefined;
}

function looksLikeYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1900 && value <= 2100;
}

/** Per-word after the amount ("τη νύχτα", "/night", "pro Person", "ανά άτομο"). */
function perAfter(ctx: Ctx, i: number): { per: Per; end: number } | undefined {
  for (let j = i + 1; j <= i + 3; j++) {
    const unit = ctx.units[j];
    if (!unit || isClaimed(ctx, unit)) return undefined;
    const per = entry(unit, "per");
    if (per) return { per: per.per, end: j };
    const filler = unit.tok.kind === "slash" || hasFlag(unit, Flag.PER);
    if (!filler) return undefined;
  }
  return undefined;
}

interface Candidate {
  amount: number;
  currency?: string;
  per?: Per;
  score: number;
  /** The units the candidate is read from (marked used when it wins). */
  span: number[];
}

/**
 * Finds the budget; the returned `per` is undefined when no per-word was written, and `bare` is set
 * for a number with no currency, limit or per-word around it ("hotel athens 50").
 */
export function extractBudget(ctx: Ctx): (Omit<Budget, "per"> & { per?: Per; bare?: true }) | undefined {
  const units = ctx.units;
  const cands: Candidate[] = [];
  for (let i = 0; i < units.length; i++) {
    let amount = amountAt(ctx, units[i]);
    if (amount === undefined) continue;
    // "baby 8 months", "Kind 5 Jahre": a child's age, not a price.
    if (entry(units[i - 1], "people")?.kid) continue;
    const span = [i];
    let score = 0;
    let currency: string | undefined;
    let last = i;
    // range "50-80€": the upper end is the limit
    if (units[i + 1]?.tok.kind === "dash" && amountAt(ctx, units[i + 2]) !== undefined && isCurrency(units[i + 3])) {
      amount = amountAt(ctx, units[i + 2])!;
      span.push(i + 1, i + 2);
      last = i + 2;
    }
    const before = isCurrency(units[i - 1]);
    const after = isCurrency(units[last + 1]);
    if (after) {
      currency = after;
      span.push(last + 1);
      last++;
      score += 3;
    } else if (before && !isClaimed(ctx, units[i - 1]!)) {
      currency = before;
      span.push(i - 1);
      score += 3;
    }
    // "μέχρι τις 8", "στις 9": an hour of the day after the hours' article, not a price.
    if (!currency && amount <= 24 && HOUR_ARTICLES.has(units[i - 1]?.tok.text ?? "")) continue;
    // marker before: "κάτω από", "under", "bis", "max", "budget", "γύρω στα"
    let k = units[i - 1] && isCurrency(units[i - 1]) ? i - 2 : i - 1;
    if (units[k] && hasFlag(units[k], Flag.ARTICLE) && !hasFlag(units[k], Flag.MAX)) k--;
    const mk = units[k];
    if (mk && !isClaimed(ctx, mk) && (hasFlag(mk, Flag.MAX) || hasFlag(mk, Flag.APPROX))) {
      span.push(k);
      score += 2;
    }
    const per = perAfter(ctx, last);
    // "für 2 Monate", "for 3 months", "για 2 μήνες": a count of time units right after a bare
    // number is a length, not a price per unit ("500 monthly", "30 τη νύχτα" stay prices).
    // So is one unit, or a count after "for" ("για 1 μήνα", "for 1 month", "für 1 Monat"; "for 50
    // nightly" stays a price).
    if (per && score === 0 && per.end === last + 1 && entry(units[per.end], "unit")) {
      const word = units[per.end]!.tok.text;
      if (!PER_WORDS.has(word) || amount === 1 || (hasFlag(units[i - 1], Flag.FOR) && !PER_ADVERB.test(word))) continue;
    }
    if (per) {
      for (let j = last + 1; j <= per.end; j++) span.push(j);
      score += 2;
    }
    if (score === 0) {
      // A bare number: a price only if it is plausible and not a year.
      if (looksLikeYear(amount) || amount < 10 || amount > 20000) continue;
      // "sunday 17th", "am 17.": a day, not a price.
      if (units[i]!.tok.ordinal) continue;
      if (entry(units[i + 1], "people") || entry(units[i + 1], "unit")) continue;
      // "40l", "10GB", "4 hrs", "55x40x20", "EU 261": a measure, not a price.
      if (entry(units[i + 1], "measure") || entry(units[i - 1], "measure")) continue;
      score = 1;
    } else if (score < 3 && looksLikeYear(amount) && !per) {
      continue;
    }
    cands.push({ amount, currency, per: per?.per, score, span });
  }
  if (cands.length === 0) return undefined;
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0]!;
  for (const j of best.span) claim(ctx, j);
  // No currency and no limit word: "3 months" may be a length as much as a price.
  const bare = !best.currency && best.score <= 2;
  return {
    amount: best.amount,
    currency: best.currency ?? "EUR",
    ...(best.per ? { per: best.per } : {}),
    ...(bare ? { bare: true } : {}),
  };
}
