// Words of dates and stays (el, Greeklish, en, de; folded): short day names, "on", "in", calendar weeks,
// semesters, "per" adverbs, ways back. Data only (dates.ts reads them).
import type { Lang } from "../../../content/types.ts";

/** Short days that are also words: English "sun", "wed"; German "mo" … "so" ("so", "do" are words, "fr" a franc). */
export const SHORT_DAYS: Partial<Record<Lang, Record<string, number>>> = {
  en: { sun: 0, wed: 3 },
  de: { so: 0, mo: 1, di: 2, mi: 3, do: 4, fr: 5, sa: 6 },
};

/** The word before a short day that makes it one ("on wed", "am fr", "ab mo"). */
export const ON_DAY = new Set(["on", "am", "ab"]);

export const DAY_BEFORE_DE = new Set(["am", "ab", "vom", "zum"]);

/** Words for a calendar week before its number ("KW 32", "week 32", "Woche 32", "εβδομάδα 32"). */
export const WEEK_NUMBER_WORD = /^(kw|kalenderwoche|week|wk|woche|εβδομαδα|evdomada|ebdomada)$/;

/** Words for a term of study: the season beside one names the term, not when to travel. */
export const SEMESTER = /^(εξαμην|εξαμιν|eksamin|examin|semester|term$|terms$|trimester)/;

/** "in", "σε": before a count of days or weeks they say when ("in 2 weeks", "σε 10 μέρες"), not how long. */
export const IN_WORDS = new Set(["in", "σε", "se"]);

/** Adverbs of a time unit ("nightly", "täglich"): after a number they say a price per unit. */
export const PER_ADVERB = /^(nightly|daily|weekly|monthly|taeglich|woechentlich|monatlich|ημερησιωσ)$/;

/** Words for the way back, by their folded start ("επιστροφή", "back", "zurück", "Rückflug"). */
export const RETURN_WORD =
  /^(επιστροφ|επιστρεφ|γυρισμ|γυριζ|epistrof|epistref|gyrism|girism|return|back$|zurue?ck|rue?ckflug|rue?ckfahrt|rue?ckreise|retour)/;

/** Greek "με" (Greeklish "me"), which people also write between two days for a range ("10 με 14 Οκτωβρίου"). */
export const WITH_WORDS = new Set(["με", "me"]);

/** Shorthands of a weekend read only as written: Greek "σκ", German "we" after its qualifier, Greeklish "sk". */
export const WEEKEND_SHORT = { greek: "σκ", german: "we", greeklish: "sk" } as const;

/** English "a" counted as one ("a week"). */
export const ONE_ARTICLE = "a";
