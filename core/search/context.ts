// The annotated query that every extractor reads: a list of "units" (a matched
// lexicon span, a number, a currency sign, a dash, or an unknown word). What the
// steps before claimed (a number read as a date is not read again as a price) is
// the pipeline's (pipeline.ts): a step reads it, and records its own claims apart.
import type { Lang } from "../../content/types.ts";
import { annotate, type Quality } from "./lexicon.ts";
import type { Entry, EntryType } from "./lexicon-types.ts";
import { Flag } from "./lexicon-types.ts";
import { tokenize, type Token } from "./normalize.ts";

export interface Unit {
  tokens: Token[];
  /** First token (for kind/value of non-word units). */
  tok: Token;
  entries: Entry[];
  quality?: Quality;
}

export interface Ctx {
  readonly units: readonly Unit[];
  readonly lang: Lang;
  readonly now: Date;
  /** The units the pipeline's earlier steps claimed. */
  readonly claimed: ReadonlySet<Unit>;
  /** The units the running step claims (the pipeline marks them claimed when the step returns). */
  readonly claims: Set<Unit>;
}

/** The query's units, annotated, for the pipeline's steps. */
export function annotatedUnits(text: string, lang: Lang): Unit[] {
  const tokens = tokenize(text);
  const matches = annotate(tokens, lang);
  const units: Unit[] = [];
  let matchIndex = 0;
  for (let i = 0; i < tokens.length;) {
    const match = matches[matchIndex];
    if (match && match.start === i) {
      units.push({
        tokens: tokens.slice(i, match.end),
        tok: tokens[i]!,
        entries: match.entries,
        quality: match.quality,
      });
      i = match.end;
      matchIndex++;
    } else {
      units.push({ tokens: [tokens[i]!], tok: tokens[i]!, entries: [] });
      i++;
    }
  }
  return units;
}

/** A query read by no step yet (for readers outside the pipeline: the trip's cutter, search:explain). */
export function buildContext(text: string, lang: Lang, now: Date): Ctx {
  return { units: annotatedUnits(text, lang), lang, now, claimed: new Set(), claims: new Set() };
}

/** True when an earlier step, or the running one, claimed the unit. */
export function isClaimed(ctx: Ctx, unit: Unit | undefined): boolean {
  return !!unit && (ctx.claimed.has(unit) || ctx.claims.has(unit));
}

export function entry<T extends EntryType>(unit: Unit | undefined, type: T): Extract<Entry, { type: T }> | undefined {
  if (!unit) return undefined;
  for (const candidate of unit.entries) if (candidate.type === type) return candidate as Extract<Entry, { type: T }>;
  return undefined;
}

/** Function-word flags of a unit (0 when it is not a function word). */
export function flags(unit: Unit | undefined): number {
  let bits = 0;
  if (unit) for (const candidate of unit.entries) if (candidate.type === "fn") bits |= candidate.flags;
  return bits;
}

export function hasFlag(unit: Unit | undefined, flag: number): boolean {
  return (flags(unit) & flag) !== 0;
}

/** Numeric value of a digit token or a number word ("δύο", "two", "zwei") that no step claimed. */
export function freeNumber(ctx: Ctx, unit: Unit | undefined, allowArticle = true): number | undefined {
  return isClaimed(ctx, unit) ? undefined : numberOf(unit, allowArticle);
}

/** Numeric value of a digit token or a number word ("δύο", "two", "zwei"). */
export function numberOf(unit: Unit | undefined, allowArticle = true): number | undefined {
  if (!unit) return undefined;
  if (unit.tok.kind === "num") return unit.tok.value;
  const numberWord = entry(unit, "num");
  if (numberWord && (allowArticle || !numberWord.article)) return numberWord.value;
  return undefined;
}

/** Index of the next unit after i that is not an article (max `max` steps). */
export function skipArticles(ctx: Ctx, i: number, dir: 1 | -1, max = 2): number {
  let j = i + dir;
  let steps = 0;
  while (steps < max && ctx.units[j] && onlyArticle(ctx.units[j]!)) {
    j += dir;
    steps++;
  }
  return j;
}

function onlyArticle(unit: Unit): boolean {
  return unit.entries.length > 0 && unit.entries.every((e) => e.type === "fn" && (e.flags & Flag.ARTICLE) !== 0);
}

export function isCurrency(unit: Unit | undefined): string | undefined {
  if (!unit) return undefined;
  if (unit.tok.kind === "cur") return unit.tok.text === "$" ? "USD" : unit.tok.text === "£" ? "GBP" : "EUR";
  return entry(unit, "cur")?.currency;
}

/** Claims the units from..to (inclusive) for the running step: no later step reads them again. */
export function claim(ctx: Ctx, from: number, to = from): void {
  for (let index = from; index <= to; index++) {
    const unit = ctx.units[index];
    if (unit) ctx.claims.add(unit);
  }
}
