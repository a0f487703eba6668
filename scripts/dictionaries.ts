// The everyday words of Greek, English and German (Hunspell: npm dictionary-el/-en/-de) and the
// search's own words, for the generators: a place or an airport name that is also a word is weak or
// left out (scripts/gen-places.ts, scripts/gen-airport-codes.ts).
import { CATEGORY_TERMS } from "../core/search/words/categories.ts";
import { fold, phoneticKey } from "../core/search/normalize.ts";
import { WORDS } from "../core/search/words/lexicon.ts";

/** Phonetic keys of each language's words, and the exact folded English and German words. */
export type DictionaryKeys = Record<"el" | "en" | "de" | "latin", Set<string>>;
let dictionaryKeysRead: Promise<DictionaryKeys> | undefined;

/**
 * Keys of the everyday lower-case words of el, en and de, 3 letters or more, and of the search's own
 * words. Read once: the places and the real-word filter both need them (three dictionaries, ~1 M words).
 */
export function dictionaryKeys(): Promise<DictionaryKeys> {
  dictionaryKeysRead ??= readDictionaryKeys();
  return dictionaryKeysRead;
}

async function readDictionaryKeys(): Promise<DictionaryKeys> {
  const out = { el: new Set<string>(), en: new Set<string>(), de: new Set<string>(), latin: new Set<string>() };
  const dictionaries = {
    el: await import("dictionary-el"),
    en: await import("dictionary-en"),
    de: await import("dictionary-de"),
  };
  for (const [lang, mod] of Object.entries(dictionaries) as ["el" | "en" | "de", { default: { dic: Uint8Array } }][]) {
    const keys = out[lang];
    const dic = new TextDecoder().decode(mod.default.dic).split("\n").slice(1);
    // German lists a noun (and a name) lower-cased too, as the first part of compounds
    // ("birmingham/Sozm" beside "Birmingham/Sm"): such a lower-case entry is not a word of its own.
    const capitalised = new Set(
      dic.filter((l) => /^\p{Lu}/u.test(l)).map((l) => l.split("/")[0]!.trim().toLowerCase()),
    );
    for (const line of dic) {
      const word = line.split("/")[0]!.trim();
      // Capitalised entries are names (and, in German, nouns, which cannot be told from names):
      // only the lower-case words count.
      if (!word || /^\p{Lu}/u.test(word) || (lang === "de" && capitalised.has(word))) continue;
      const f = fold(word);
      if (f.length >= 3 && /^\p{L}+$/u.test(f)) {
        keys.add(phoneticKey(f));
        // English and German nouns in the dictionaries are stems: "tours", "Bären" are words too.
        if (lang !== "el") {
          out.latin.add(f);
          for (const end of lang === "en" ? ["s", "es"] : ["e", "en", "n", "s"]) {
            keys.add(phoneticKey(f + end));
            out.latin.add(f + end);
          }
        }
      }
    }
  }
  // The search's own words (categories, prepositions, months…) count as words of every language.
  for (const terms of [
    ...Object.values(CATEGORY_TERMS).flatMap((t) => [t.el, t.en, t.de]),
    ...WORDS.map((w) => w[2]),
  ]) {
    for (const term of terms.split(/\s+/)) {
      const f = fold(term.replace(/[*!?]/g, "").replace(/_/g, " "));
      if (!/^\p{L}{4,}$/u.test(f)) continue;
      for (const keys of [out.el, out.en, out.de]) keys.add(phoneticKey(f));
      out.latin.add(f);
    }
  }
  return out;
}
