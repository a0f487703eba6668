// Words of who travels (el, Greeklish, en, de; by phonetic key): the whole party, one child, ages, "I am".
// Data only (travellers.ts reads them).
import { phoneticKey } from "../normalize.ts";

/** People words that count the whole party, children too ("4 άτομα", "4 people", "4 Personen"), by phonetic key (Greeklish "4 atomwn" too). */
export const WHOLE_PARTY = new Set(["ατομα", "ατομων", "people", "persons", "ppl", "pax", "personen", "pers", "leute"].map((w) => phoneticKey(w)));

/** Words for one child (singular), by phonetic key (Greeklish "mwro" too): one more traveller beside a count of adults. */
export const ONE_CHILD = new Set(["baby", "infant", "toddler", "child", "kid", "kind", "kleinkind", "saeugling", "μωρο", "μωρακι", "βρεφοσ", "νηπιο", "παιδι", "παιδακι"].map((w) => phoneticKey(w)));

/** Words that make the number before them an age ("12 yo", "8-jährigen", "10χρονο", "5 ετών"), by phonetic key. */
export const AGE_WORDS = new Set(["yo", "jaehrig", "jaehrige", "jaehrigen", "jaehriger", "jaehriges", "χρονο", "χρονη", "χρονου", "χρονησ", "χρονων", "χρονακια", "ετων", "ετουσ"].map(phoneticKey));

/** "8 year old", "5 Jahre alt". */
export const YEAR_WORDS = new Set(["year", "years", "yr", "yrs", "jahre"].map(phoneticKey));

export const OLD_WORDS = new Set(["old", "alt"].map(phoneticKey));

/** "I am" before a number: an age ("είμαι 72"). */
export const I_AM = new Set(["ειμαι", "eimai", "bin"]);

/** "with" before the people it adds ("2 adults with 2 kids", "mit 2 Kindern"). */
export const WITH_LATIN = new Set(["with", "mit"]);

/** German "mit", which also means "and" ("ich mit meiner Frau"). */
export const WITH_GERMAN = "mit";
