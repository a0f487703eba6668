// The lexicon (categories + words + gazetteer) and the matcher that annotates a
// token list with lexicon entries: exact folded text first, then the phonetic
// key (Greeklish, missing accents, ι/η/υ confusions), then stems / compound
// tails, then typos (Damerau-Levenshtein ≤ 1 from 5 letters, ≤ 2 from 9).
import type { Lang } from "../../content/types.ts";
import { CATEGORY_IDS } from "../../content/types.ts";
import { CATEGORY_TERMS } from "./words/categories.ts";
import { AIRPORT_CODES, AIRPORT_NAMES } from "./airport-codes.generated.ts";
import { REAL_WORDS_NEAR_PLACES } from "./places.generated.ts";
import { bloomHas, decodeBloom, type BloomFilter } from "./real-words.ts";
import { CURATED_PLACES, gazetteer, greekForms } from "./gazetteer.ts";
import { Flag, type Entry, type Place } from "./lexicon-types.ts";
import { damerauLevenshtein, fold, foldPlain, mayBeWithin, phoneticKey, typoBudget, type Token } from "./normalize.ts";
import { WORDS } from "./words/lexicon.ts";

type LangTag = Lang | "*";

interface Tagged {
  entry: Entry;
  lang: LangTag;
}

interface Phrase {
  folds: string[];
  keys: string[];
  items: Tagged[];
}

interface Affix {
  key: string;
  fold: string;
  items: Tagged[];
}

interface Lexicon {
  byFold: Map<string, Tagged[]>;
  byKey: Map<string, Tagged[]>;
  phrases: Map<string, Phrase[]>; // by key of first word
  prefixes: Affix[];
  suffixes: Affix[];
  /** Typo candidates by key length. */
  fuzzy: Map<number, { key: string; items: Tagged[] }[]>;
  /** Airport codes that are also words ("her", "man"): places only beside another code ("LGW-HER"). */
  wordCodes: Map<string, Place>;
  /** Every airport code that names a place (lower case). */
  codes: Set<string>;
}

/** Airport codes that are also everyday words: never read as places. */
const COMMON_THREE_LETTER_WORDS = new Set([
  "her",
  "man",
  "bus",
  "car",
  "fly",
  "sun",
  "the",
  "and",
  "for",
  "you",
  "was",
  "can",
  "not",
  "ist",
  "ein",
  "mit",
  "bei",
  "der",
  "die",
  "das",
  "zum",
  "und",
  "hot",
  "big",
  "new",
  "old",
  "bar",
  "spa",
  "sea",
  "inn",
  "eur",
  "gbp",
  "usd",
]);

const GREEK_KINDS = new Set<Place["kind"]>(["island", "gr-city", "region"]);

/**
 * Greek case forms of a Greek name written in Latin letters (folded): Kalamaki → kalamakiou,
 * Karlovasi → karlovasiou, Laganas → lagana, Kefalos → kefalo/kefalou, Perissa → perissas,
 * Kamares → kamaron. Their phonetic keys match the Greek-script forms too.
 */
export function latinCaseForms(name: string): string[] {
  const rules: [RegExp, string[]][] = [
    [/os$/, ["o", "ou"]],
    [/as$/, ["a"]],
    [/is$/, ["i"]],
    [/es$/, ["on"]],
    [/a$/, ["as"]],
    [/i$/, ["is", "iou"]],
    [/o$/, ["ou"]],
  ];
  for (const [re, ends] of rules) if (re.test(name)) return ends.map((end) => name.replace(re, end));
  return [];
}

const FUZZY_TYPES = new Set<Entry["type"]>([
  "place",
  "cat",
  "month",
  "season",
  "cheap",
  "holiday",
  "unit",
  "people",
  "family",
]);

function push<K>(map: Map<K, Tagged[]>, key: K, tagged: Tagged): void {
  const list = map.get(key);
  if (!list) map.set(key, [tagged]);
  else if (!list.some((x) => x.entry === tagged.entry)) list.push(tagged);
}

function build(): Lexicon {
  const lex: Lexicon = {
    byFold: new Map(),
    byKey: new Map(),
    phrases: new Map(),
    prefixes: [],
    suffixes: [],
    fuzzy: new Map(),
    wordCodes: new Map(),
    codes: new Set(),
  };
  const phraseIndex = new Map<string, Phrase>();
  const affixIndex = new Map<string, Affix>();

  const addTerm = (raw: string, entry: Entry, lang: LangTag, plainToo = false): void => {
    // German typed without umlauts: "fahre" for Fähre, "fur" for für (terms are written folded: "faehre").
    if (lang === "de" && /ae|oe|ue/.test(raw) && !raw.startsWith("!")) {
      addTermOnce(raw.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"), entry, lang, plainToo);
    }
    addTermOnce(raw, entry, lang, plainToo);
  };
  const addTermOnce = (raw: string, entry: Entry, lang: LangTag, plainToo = false): void => {
    const tagged: Tagged = { entry, lang };
    let term = raw;
    // A phrase's last word inflects like a word's: "holiday_home*" is "holiday home(s)".
    if (term.includes("_") && term.endsWith("*")) {
      const stem = term.slice(0, -1);
      for (const end of ["", "s", "es", "e", "en", "ν", "σ"]) addTermOnce(stem + end, entry, lang, plainToo);
      return;
    }
    if (term.startsWith("*") || term.endsWith("*")) {
      const suffix = term.startsWith("*");
      const folded = fold(term.replace(/\*/g, ""));
      const key = phoneticKey(folded);
      const id = `${suffix ? "s" : "p"}:${key}`;
      let affix = affixIndex.get(id);
      if (!affix) {
        affix = { key, fold: folded, items: [] };
        affixIndex.set(id, affix);
        (suffix ? lex.suffixes : lex.prefixes).push(affix);
      }
      if (!affix.items.some((x) => x.entry === entry)) affix.items.push(tagged);
      return;
    }
    term = term.replace(/_/g, " ");
    const variants = new Set([fold(term)]);
    if (plainToo) variants.add(foldPlain(term));
    for (const variant of variants) {
      const words = variant.split(/[\s-]+/).filter(Boolean);
      if (words.length === 0) continue;
      if (words.length === 1) {
        const word = words[0]!;
        const key = phoneticKey(word);
        push(lex.byFold, word, tagged);
        push(lex.byKey, key, tagged);
      } else {
        const keys = words.map(phoneticKey);
        const id = keys.join(" ");
        let phrase = phraseIndex.get(id);
        if (!phrase) {
          phrase = { folds: words, keys, items: [] };
          phraseIndex.set(id, phrase);
          const list = lex.phrases.get(keys[0]!) ?? [];
          list.push(phrase);
          lex.phrases.set(keys[0]!, list);
        }
        if (!phrase.items.some((x) => x.entry === entry)) phrase.items.push(tagged);
        // "e-sim", "low-cost" may also be written as one word.
        const joined = words.join("");
        if (raw.includes("_") && joined.length >= 5) {
          push(lex.byFold, joined, tagged);
          push(lex.byKey, phoneticKey(joined), tagged);
        }
      }
    }
  };

  for (const id of CATEGORY_IDS) {
    const lists = CATEGORY_TERMS[id];
    for (const lang of ["el", "en", "de"] as const) {
      for (const raw of lists[lang].split(/\s+/).filter(Boolean)) {
        const weight = raw.endsWith("!") ? 2 : raw.endsWith("?") ? 0.5 : 1;
        addTerm(raw.replace(/[!?]$/, ""), { type: "cat", id, weight }, lang);
      }
    }
  }
  for (const [entries, lang, terms] of WORDS) {
    for (const raw of terms.split(/\s+/).filter(Boolean)) {
      for (const entry of Array.isArray(entries) ? entries : [entries]) addTerm(raw, entry, lang);
    }
  }
  const longTail = new Set<Entry>();
  for (const rec of gazetteer()) {
    const strong: Entry = { type: "place", place: rec.place };
    const weak: Entry = { type: "place", place: { ...rec.place, weak: true } };
    const entryOf = (name: string) => (rec.weakNames?.includes(name) ? weak : strong);
    if (rec.generated) longTail.add(strong).add(weak);
    for (const greekName of rec.greek)
      for (const form of greekForms(greekName)) addTerm(form, entryOf(greekName), "el");
    for (const latinName of rec.latin) addTerm(latinName, entryOf(latinName), "*", true);
    // Its airports' names name it too ("Heathrow", "Eleftherios Venizelos").
    for (const name of AIRPORT_NAMES[rec.place.name] ?? []) addTerm(name, strong, "*", true);
    // A Greek town known only in Latin letters still declines: "στο Καλαμάκι", "Καρλοβασίου".
    if (rec.greek.length === 0 && GREEK_KINDS.has(rec.place.kind)) {
      for (const latinName of rec.latin)
        for (const form of latinCaseForms(fold(latinName))) addTerm(form, entryOf(latinName), "el");
    }
    const sight: Entry = { type: "place", place: { ...rec.place, sight: true } };
    for (const name of rec.sights) {
      if (/\p{Script=Greek}/u.test(name)) for (const form of greekForms(name)) addTerm(form, sight, "el");
      else addTerm(name, sight, "*", true);
    }
    // The long tail of sights (places-extra.txt) is read exactly or by its sound, not through typos.
    const moreSight: Entry = { type: "place", place: { ...rec.place, sight: true } };
    if (rec.moreSights) longTail.add(moreSight);
    for (const name of rec.moreSights ?? []) {
      if (/\p{Script=Greek}/u.test(name)) for (const form of greekForms(name)) addTerm(form, moreSight, "el");
      else addTerm(name, moreSight, "*", true);
    }
  }
  // A place's airport codes ("SKG", "ath") name it, unless the code is a word already.
  for (const rec of gazetteer()) {
    for (const code of AIRPORT_CODES[rec.place.name] ?? []) {
      const codeKey = code.toLowerCase();
      if (!lex.byFold.has(codeKey) && !COMMON_THREE_LETTER_WORDS.has(codeKey)) {
        push(lex.byFold, codeKey, { entry: { type: "place", place: rec.place }, lang: "*" });
        lex.codes.add(codeKey);
      } else if (!lex.wordCodes.has(codeKey)) lex.wordCodes.set(codeKey, rec.place);
    }
  }
  // Typos are forgiven for the curated places, the countries and the words, not for the long tail
  // of towns (a village one letter away from an everyday word would swallow it).
  for (const [key, all] of lex.byKey) {
    const items = all.filter(
      (item) => !longTail.has(item.entry) || (item.entry.type === "place" && item.entry.place.kind === "country"),
    );
    if (key.length >= 4 && items.some((x) => FUZZY_TYPES.has(x.entry.type))) {
      const list = lex.fuzzy.get(key.length) ?? [];
      list.push({ key, items });
      lex.fuzzy.set(key.length, list);
    }
  }
  return lex;
}

let lexicon: Lexicon | undefined;
export function getLexicon(): Lexicon {
  lexicon ??= build();
  return lexicon;
}

/** How a token (span) matched: 0 exact, 1 phonetic key, 2 stem/tail, 3 typo. */
export type Quality = 0 | 1 | 2 | 3;

export interface Match {
  start: number;
  /** Index after the last token of the span. */
  end: number;
  entries: Entry[];
  quality: Quality;
}

function pickLang(items: Tagged[], lang: Lang): Entry[] {
  const mine = items.filter((x) => x.lang === lang || x.lang === "*");
  // A query in one language can still contain words of another (Greeklish "ferry"):
  // prefer the query's language only when it settles a conflict. Another language's word for one
  // or two travellers ("μόνη", "ζευγάρι") is not borrowed: an English "money" sounds like μόνη.
  return (
    mine.length > 0 ? mine : items.filter((x) => !(x.entry.type === "people" && x.entry.count !== undefined))
  ).map((x) => x.entry);
}

function lettersOf(text: string): number {
  return text.replace(/[^\p{L}]/gu, "").length;
}

/**
 * German-style compounds of two known words ("Zugticket", "Busreise",
 * "Bootsausflug"): the head (last part) decides when it names a category,
 * otherwise the first part does.
 */
function splitCompound(text: string, lex: Lexicon): Tagged[] | undefined {
  if (text.length < 7 || !/^[a-z]+$/.test(text)) return undefined;
  for (let k = 3; k <= text.length - 3; k++) {
    const left = text.slice(0, k);
    const right = text.slice(k);
    const leftItems = lex.byFold.get(left) ?? (left.endsWith("s") ? lex.byFold.get(left.slice(0, -1)) : undefined);
    const rk = phoneticKey(right);
    const rightItems =
      lex.byFold.get(right) ??
      lex.prefixes.filter((a) => rk.startsWith(a.key) && a.key.length >= 4).flatMap((a) => a.items);
    if (rightItems.length === 0) continue;
    const cats = (xs: Tagged[]) => xs.filter((x) => x.entry.type === "cat");
    // The head (last part) decides, whatever the first part is ("Motorboot" is a boat); without a
    // category in the head, a known first part may give one.
    if (right.length >= 4 && cats(rightItems).length > 0) return cats(rightItems);
    const items = leftItems ? cats(leftItems) : [];
    if (items.length > 0) return items;
  }
  return undefined;
}

/**
 * The entries of a whole word: exact first, else by its sound. A Latin place name written exactly
 * keeps the words that sound the same (Greeklish "kyriaki" is Sunday as well as the village Kyriaki).
 */
function wholeWord(tok: Token, lex: Lexicon): Tagged[] | undefined {
  const exact = lex.byFold.get(tok.text);
  if (!exact) return lex.byKey.get(tok.key);
  // (From five letters: an airport code is no word by its sound, "ath" no "ατ.".)
  if (tok.text.length < 5 || !exact.every((x) => x.entry.type === "place")) return exact;
  const words = lex.byKey.get(tok.key)?.filter((x) => x.entry.type !== "place" && !exact.includes(x));
  return words && words.length > 0 ? [...exact, ...words] : exact;
}

function matchSingle(tok: Token, lex: Lexicon): { items: Tagged[]; quality: Quality } | undefined {
  const exact = lex.byFold.get(tok.text);
  const whole = wholeWord(tok, lex);
  // A weak name alone (the village "Velo") does not hide the word it also is ("velo*": a bike).
  if (whole && !whole.every((x) => x.entry.type === "place" && x.entry.place.weak))
    return { items: whole, quality: exact ? 0 : 1 };
  if (whole) {
    const word = matchWord(tok, lex);
    return { items: [...whole, ...(word?.items ?? [])], quality: exact ? 0 : 1 };
  }
  return matchWord(tok, lex);
}

/** A token that is no whole entry: stems and compound tails, German compounds, then typos. */
function matchWord(tok: Token, lex: Lexicon): { items: Tagged[]; quality: Quality } | undefined {
  const stem = matchStem(tok, lex);
  if (stem) return stem;
  const compound = splitCompound(tok.text, lex);
  if (compound) return { items: compound, quality: 2 };
  return matchTypo(tok, lex);
}

/** Stems and compound tails ("ξενοδοχει*", "*fähre"): the longest. */
function matchStem(tok: Token, lex: Lexicon): { items: Tagged[]; quality: Quality } | undefined {
  let best: Affix[] = [];
  let bestLen = 0;
  for (const affix of lex.prefixes) {
    if (affix.key.length >= bestLen && tok.key.startsWith(affix.key)) {
      if (affix.key.length > bestLen) best = [];
      best.push(affix);
      bestLen = affix.key.length;
    }
  }
  let bestSuffix: Affix[] = [];
  for (const affix of lex.suffixes) {
    if (tok.key.length > affix.key.length + 2 && tok.key.endsWith(affix.key)) {
      // The longest tail is the compound's head ("Bootsausflug" → *ausflug, not *flug).
      if (bestSuffix.length === 0 || affix.key.length > bestSuffix[0]!.key.length) bestSuffix = [affix];
      else if (affix.key.length === bestSuffix[0]!.key.length) bestSuffix.push(affix);
    }
  }
  best.push(...bestSuffix);
  // A short stem of another language ("φερι*" inside "ferienwonung") gives way to a long stem one typo away.
  if (best.length > 0 && (bestLen > 4 || bestSuffix.length > 0 || !longStemTypo(tok, lex)))
    return { items: best.flatMap((a) => a.items), quality: 2 };
  return undefined;
}

/** A word one or two typos away, by its length in sounds. */
function matchTypo(tok: Token, lex: Lexicon): { items: Tagged[]; quality: Quality } | undefined {
  const letters = lettersOf(tok.text);
  if (typoBudget(letters) === 0) {
    // Four letters: a category word with one letter missing ("hotl", "flug" is exact already).
    if (letters === 4) {
      const five = [
        ...(lex.fuzzy.get(tok.key.length + 1) ?? []),
        ...lex.prefixes.filter((a) => a.key.length === tok.key.length + 1),
      ];
      const hits = five.filter(
        (candidate) =>
          candidate.items.some((x) => x.entry.type === "cat") && damerauLevenshtein(tok.key, candidate.key, 1) <= 1,
      );
      if (hits.length > 0)
        return { items: hits.flatMap((f) => f.items.filter((x) => x.entry.type === "cat")), quality: 3 };
    }
    return undefined;
  }
  // The start of a place name ("thess") is better evidence than a one-letter typo of another word.
  // (An everyday word is no shortened name: "griechisch" is not "griechische Inseln".)
  const abbreviated = isRealWord(tok.key) ? undefined : placeByPrefix(tok.text);
  if (abbreviated) return { items: [{ entry: { type: "place", place: abbreviated }, lang: "*" }], quality: 3 };
  // The typo budget counts sounds, not letters: "κοινό" (kino) is too short to forgive a typo in.
  const budget = typoBudget(Math.min(letters, tok.key.length));
  if (budget === 0) return undefined;
  let bestD = budget + 1;
  let found: Tagged[] = [];
  const candidates = [];
  for (let len = tok.key.length - budget; len <= tok.key.length + budget; len++)
    candidates.push(...(lex.fuzzy.get(len) ?? []));
  for (const candidate of candidates) {
    // A typo keeps the first letter ("ryanair" is no "january", "owed" no "wed").
    if (candidate.key.charCodeAt(0) !== tok.key.charCodeAt(0)) continue;
    if (Math.abs(candidate.key.length - tok.key.length) > bestD) continue;
    if (!mayBeWithin(tok.key, candidate.key, budget)) continue;
    const distance = damerauLevenshtein(tok.key, candidate.key, Math.min(budget, bestD));
    if (distance < bestD) {
      bestD = distance;
      found = [...candidate.items];
    } else if (distance === bestD && distance <= budget) {
      found.push(...candidate.items);
    }
  }
  // Stems may carry a typo too ("ksenodxeio").
  for (const affix of lex.prefixes) {
    if (affix.key.length < 5 || affix.key.charCodeAt(0) !== tok.key.charCodeAt(0)) continue;
    for (let len = affix.key.length - 1; len <= affix.key.length + 1; len++) {
      if (len > tok.key.length) break;
      const distance = damerauLevenshtein(tok.key.slice(0, len), affix.key, 1);
      if (distance <= 1 && distance <= budget && distance < bestD + 1) {
        if (distance < bestD) {
          bestD = distance;
          found = [];
        }
        found.push(...affix.items);
        break;
      }
    }
  }
  // An everyday word one typo away from a place is that word, not the place ("κοινό", not Κύθνο).
  const word = isRealWord(tok.key);
  const typos =
    bestD <= budget ? found.filter((x) => FUZZY_TYPES.has(x.entry.type) && !(word && x.entry.type === "place")) : [];
  if (typos.length > 0) return { items: typos, quality: 3 };
  return undefined;
}

/** A second reading of a word: whole, by its sound or by its stem, not through a typo (one search is enough). */
function matchReading(tok: Token, lex: Lexicon): { items: Tagged[]; quality: Quality } | undefined {
  const whole = wholeWord(tok, lex);
  return whole ? { items: whole, quality: 1 } : matchStem(tok, lex);
}

/**
 * Greeklish writes η as "h" as often as χ ("rwmh" = ρωμη, "thn" = την), β as "b" ("balitsa"), υ as
 * "u" ("gunaika") and αυ/ευ as "ay"/"ey" ("zeygari"): a Latin word is read again with every "h" as η
 * that is not part of th/ch/ph/sh/kh or that no vowel follows (θ, χ, φ come before a vowel: "krhth" =
 * κρητη, "sthn" = στην, "a8hna" = αθηνα), "b" as β, a "u" outside ou/au/eu as υ and "ay"/"ey" before
 * a consonant as αυ/ευ, whole or by its stem.
 */
function greeklishReading(tok: Token): Token | undefined {
  if (!/^[a-z0-9]+$/.test(tok.text) || !/[hbuy]/.test(tok.text)) return undefined;
  const text = tok.text
    .replace(/(?<=^|[^ctpsk])h|h(?![aeiouyw])/g, "i")
    .replace(/(?<!m)b/g, "v")
    // υ written "u" where no "ου", "αυ", "ευ" is meant ("gunaika" = γυναίκα, "kuriakh" = κυριακή).
    .replace(/(?<![aeo])u/g, "y")
    // αυ, ευ written "ay", "ey" ("zeygari" = ζευγάρι, "aytokinito").
    .replace(/([ae])y(?![aeiouy])/g, "$1u");
  return text === tok.text ? undefined : { ...tok, text, key: phoneticKey(text) };
}

/** A stem of 6+ letters that the token starts with, but for one typo ("ferienwonung" → ferienwohnung*). */
function longStemTypo(tok: Token, lex: Lexicon): boolean {
  for (const affix of lex.prefixes) {
    if (
      affix.key.length < 6 ||
      affix.key.length > tok.key.length + 1 ||
      affix.key.charCodeAt(0) !== tok.key.charCodeAt(0)
    )
      continue;
    for (let len = affix.key.length - 1; len <= Math.min(affix.key.length + 1, tok.key.length); len++) {
      if (damerauLevenshtein(tok.key.slice(0, len), affix.key, 1) <= 1) return true;
    }
  }
  return false;
}

let realWords: BloomFilter | undefined;
function isRealWord(key: string): boolean {
  realWords ??= decodeBloom(REAL_WORDS_NEAR_PLACES);
  return bloomHas(realWords, key);
}

/** Folded names of every place, for abbreviations. */
let placeNames: { place: Place; names: string[] }[] | undefined;
function namesOfPlaces() {
  // Greek names in every case: "Θεσ/νίκης" is the genitive's first and last letters.
  placeNames ??= CURATED_PLACES.map((record) => ({
    place: record.place,
    names: [...[...record.latin, ...record.sights].map((n) => fold(n)), ...record.greek.flatMap(greekForms)],
  }));
  return placeNames;
}

/**
 * A shortened place name: the start of a name ("thess", "θεσσαλ"; from 4 letters, the most
 * prominent place wins), or the first and last letters around a slash ("θεσ/νικη").
 */
export function placeByPrefix(start: string, end = ""): Place | undefined {
  if (start.length < (end ? 2 : 4) || !/^\p{L}+$/u.test(start)) return undefined;
  let best: Place | undefined;
  for (const { place, names } of namesOfPlaces()) {
    if (place.kind === "country") continue;
    if (
      names.some((name) => name.length > start.length + end.length && name.startsWith(start) && name.endsWith(end)) &&
      (!best || place.rank < best.rank)
    )
      best = place;
  }
  return best;
}

/**
 * Annotate tokens with lexicon matches, longest phrase first. Returns one Match
 * per matched span (non-overlapping, in order).
 */
export function annotate(tokens: Token[], lang: Lang): Match[] {
  const lex = getLexicon();
  const out: Match[] = [];
  // The Greeklish reading of each word (η for "h", β for "b"), for phrases too ("afhsw tis balitses").
  const greek = tokens.map((token) =>
    lang === "el" && token.kind === "word" ? greeklishReading(token)?.key : undefined,
  );
  for (let i = 0; i < tokens.length;) {
    const tok = tokens[i]!;
    if (tok.kind !== "word") {
      i++;
      continue;
    }
    // "Θεσ/νίκη": a place written as its first and last letters around a slash.
    if (tokens[i + 1]?.kind === "slash" && tokens[i + 2]?.kind === "word") {
      const place = placeByPrefix(tok.text, tokens[i + 2]!.text);
      if (place) {
        out.push({ start: i, end: i + 3, entries: [{ type: "place", place }], quality: 3 });
        i += 3;
        continue;
      }
    }
    // Phrases (skipping tight dashes between words: "e-sim", "rent-a-car").
    let bestPhrase: { end: number; items: Tagged[]; quality: Quality; len: number } | undefined;
    const reading = greek[i];
    for (const phrase of [...(lex.phrases.get(tok.key) ?? []), ...((reading && lex.phrases.get(reading)) || [])]) {
      let j = i;
      let exact = true;
      let ok = true;
      for (let wordIndex = 0; wordIndex < phrase.keys.length; wordIndex++) {
        while (wordIndex > 0 && tokens[j]?.kind === "dash" && tokens[j]?.tight) j++;
        const token = tokens[j];
        if (
          !token ||
          token.kind !== "word" ||
          (token.key !== phrase.keys[wordIndex] && greek[j] !== phrase.keys[wordIndex])
        ) {
          ok = false;
          break;
        }
        if (token.text !== phrase.folds[wordIndex]) exact = false;
        j++;
      }
      if (
        ok &&
        (!bestPhrase ||
          phrase.keys.length > bestPhrase.len ||
          (phrase.keys.length === bestPhrase.len && exact && bestPhrase.quality > 0))
      ) {
        bestPhrase = { end: j, items: phrase.items, quality: exact ? 0 : 1, len: phrase.keys.length };
      }
    }
    if (bestPhrase) {
      out.push({
        start: i,
        end: bestPhrase.end,
        entries: pickLang(bestPhrase.items, lang),
        quality: bestPhrase.quality,
      });
      i = bestPhrase.end;
      continue;
    }
    // In Greek, a word ending in "h" is Greeklish for η before it is a stem ("varkelwnh", not βαρκ*).
    const greeklish = lang === "el" ? greeklishReading(tok) : undefined;
    // So is a word that is no whole word as typed but is one read as Greeklish ("zeygari": ζευγάρι, not ζυγαρι*).
    const greekWhole =
      greeklish && !/h$/.test(tok.text) && !wholeWord(tok, lex) ? wholeWord(greeklish, lex) : undefined;
    const asGreek = greekWhole
      ? { items: greekWhole, quality: 1 as Quality }
      : greeklish && /h$/.test(tok.text)
        ? matchReading(greeklish, lex)
        : undefined;
    // A word read exactly as Greeklish beats a typo of the word as typed ("hmerisia" is ημερήσια, not χειμερ*).
    const asTyped = asGreek ?? matchSingle(tok, lex);
    const single = asTyped && asTyped.quality < 3 ? asTyped : ((greeklish && matchReading(greeklish, lex)) ?? asTyped);
    if (single && single.items.length > 0) {
      out.push({ start: i, end: i + 1, entries: pickLang(single.items, lang), quality: single.quality });
    }
    i++;
  }
  return withWordCodes(tokens, out, lex);
}

/** The word is an airport's IATA code ("skg", "her"), as the lexicon reads codes. */
export function isAirportCode(text: string): boolean {
  const lex = getLexicon();
  return lex.codes.has(text) || lex.wordCodes.has(text);
}

/**
 * "LGW-HER", "muc her": a code that is also a word names its airport's place beside another code; so
 * does one written in capitals where a route end stands ("transfer HER → Hersonissos", "από HER",
 * "HER nach Malia", "from MAN to Rhodes"): after a from/to word or before a to word, or beside an arrow.
 */
function withWordCodes(tokens: Token[], matches: Match[], lex: Lexicon): Match[] {
  const at = new Map(matches.map((m) => [m.start, m]));
  const isCode = (j: number) => {
    const match = at.get(j);
    return (
      !!match && match.end === j + 1 && lex.codes.has(tokens[j]!.text) && match.entries.some((e) => e.type === "place")
    );
  };
  const neighbour = (i: number, dir: 1 | -1) => (tokens[i + dir]?.kind === "dash" ? i + 2 * dir : i + dir);
  const flags = (j: number) =>
    at.get(j)?.entries.reduce((bits, e) => (e.type === "fn" ? bits | e.flags : bits), 0) ?? 0;
  const routeEnd = (i: number) =>
    tokens[i - 1]?.kind === "dash" ||
    tokens[i + 1]?.kind === "dash" ||
    (flags(i - 1) & (Flag.ORIGIN | Flag.DEST)) !== 0 ||
    (flags(i + 1) & Flag.DEST) !== 0;
  const added: Match[] = [];
  tokens.forEach((tok, i) => {
    const place = tok.kind === "word" && tok.text.length === 3 ? lex.wordCodes.get(tok.text) : undefined;
    if (!place || (at.has(i) && at.get(i)!.entries.some((e) => e.type !== "fn" && e.type !== "stop"))) return;
    if (isCode(neighbour(i, -1)) || isCode(neighbour(i, 1)) || (tok.upper && routeEnd(i)))
      added.push({ start: i, end: i + 1, entries: [{ type: "place", place }], quality: 0 });
  });
  if (added.length === 0) return matches;
  const replaced = new Set(added.map((m) => m.start));
  return [...matches.filter((m) => !replaced.has(m.start)), ...added].sort((a, b) => a.start - b.start);
}
