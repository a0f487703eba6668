// The annotated query that every extractor reads: a list of "units" (a matched
// lexicon span, a number, a currency sign, a dash, or an unknown word), with a
// `used` flag so that a number read as a date is not read again as a price.
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
  used: boolean;
}

export interface Ctx {
  units: Unit[];
  lang: Lang;
  now: Date;
}

export function buildContext(text: string, lang: Lang, now: Date): Ctx {
  const tokens = tokenize(text);
  const matches = annotate(tokens, lang);
  const units: Unit[] = [];
  let m = 0;
  for (let i = 0; i < tokens.length; ) {
    const match = matches[m];
    if (match && match.start === i) {
      units.push({ tokens: tokens.slice(i, match.end), tok: tokens[i]!, entries: match.entries, quality: match.quality, used: false });
      i = match.end;
      m++;
    } else {
      units.push({ tokens: [tokens[i]!], tok: tokens[i]!, entries: [], used: false });
      i++;
    }
  }
  return { units, lang, now };
}

export function entry<T extends EntryType>(u: Unit | undefined, type: T): Extract<Entry, { type: T }> | undefined {
  if (!u) return undefined;
  for (const e of u.entries) if (e.type === type) return e as Extract<Entry, { type: T }>;
  return undefined;
}

/** Function-word flags of a unit (0 when it is not a function word). */
export function flags(u: Unit | undefined): number {
  let f = 0;
  if (u) for (const e of u.entries) if (e.type === "fn") f |= e.flags;
  return f;
}

export function hasFlag(u: Unit | undefined, f: number): boolean {
  return (flags(u) & f) !== 0;
}

/** Numeric value of a digit token or a number word ("δύο", "two", "zwei"). */
export function numberOf(u: Unit | undefined, allowArticle = true): number | undefined {
  if (!u || u.used) return undefined;
  if (u.tok.kind === "num") return u.tok.value;
  const n = entry(u, "num");
  if (n && (allowArticle || !n.article)) return n.value;
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

function onlyArticle(u: Unit): boolean {
  return u.entries.length > 0 && u.entries.every((e) => e.type === "fn" && (e.flags & Flag.ARTICLE) !== 0);
}

export function isCurrency(u: Unit | undefined): string | undefined {
  if (!u) return undefined;
  if (u.tok.kind === "cur") return u.tok.text === "$" ? "USD" : u.tok.text === "£" ? "GBP" : "EUR";
  return entry(u, "cur")?.currency;
}

/** Marks the units from..to (inclusive) as read: no later extractor reads them again. */
export function markUsed(ctx: Ctx, from: number, to = from): void {
  for (let k = from; k <= to; k++) {
    const u = ctx.units[k];
    if (u) u.used = true;
  }
}
