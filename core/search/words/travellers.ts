// Words of who travels (el, Greeklish, en, de; by phonetic key): the whole party, one child, ages, "I am".
// Data only (travellers.ts reads them).
import { phoneticKey } from "../normalize.ts";

/**
 * People words that count the whole party, children too ("4 άτομα", "4 people", "4 Personen"), by phonetic key
 * (Greeklish "4 atomwn" too).
 */
export const WHOLE_PARTY = new Set(
  ["ατομα", "ατομων", "people", "persons", "ppl", "pax", "personen", "pers", "leute"].map((w) => phoneticKey(w)),
);

/**
 * Words for one child (singular), by phonetic key (Greeklish "mwro" too): one more traveller beside a count of adults.
 */
export const ONE_CHILD = new Set(
  [
    "baby",
    "infant",
    "toddler",
    "child",
    "kid",
    "kind",
    "kleinkind",
    "saeugling",
    "μωρο",
    "μωρακι",
    "βρεφοσ",
    "νηπιο",
    "παιδι",
    "παιδακι",
  ].map((w) => phoneticKey(w)),
);

/** Words that make the number before them an age ("12 yo", "8-jährigen", "10χρονο", "5 ετών"), by phonetic key. */
export const AGE_WORDS = new Set(
  [
    "yo",
    "jaehrig",
    "jaehrige",
    "jaehrigen",
    "jaehriger",
    "jaehriges",
    "χρονο",
    "χρονη",
    "χρονου",
    "χρονησ",
    "χρονων",
    "χρονακια",
    "ετων",
    "ετουσ",
  ].map(phoneticKey),
);

/** "8 year old", "5 Jahre alt". */
export const YEAR_WORDS = new Set(["year", "years", "yr", "yrs", "jahre"].map(phoneticKey));

export const OLD_WORDS = new Set(["old", "alt"].map(phoneticKey));

/** "I am" before a number: an age ("είμαι 72"). */
export const I_AM = new Set(["ειμαι", "eimai", "bin"]);

/** "with" before the people it adds ("2 adults with 2 kids", "mit 2 Kindern"). */
export const WITH_LATIN = new Set(["with", "mit"]);

/** German "mit", which also means "and" ("ich mit meiner Frau"). */
export const WITH_GERMAN = "mit";

/**
 * Words that say the children next are among the people just counted ("5 of us incl 2 kids", "wir
 * sind vier, davon zwei Kinder", "είμαστε 4, εκ των οποίων 2 παιδιά"), by phonetic key.
 */
export const AMONG = new Set(
  [
    "incl",
    "inc",
    "including",
    "includes",
    "among",
    "davon",
    "darunter",
    "inkl",
    "inklusive",
    "einschliesslich",
    "εκ",
    "μεταξυ",
    "απ",
    "απο",
  ].map(phoneticKey),
);
/** Words between an among-word and the count ("among them 2 kids", "εκ των οποίων 2 παιδιά", "από τα οποία 2"). */
export const AMONG_FILL = new Set(
  [
    "them",
    "which",
    "whom",
    "των",
    "τα",
    "τουσ",
    "οι",
    "οποιων",
    "οποια",
    "οποιουσ",
    "οποιοι",
    "αυτα",
    "αυτουσ",
    "αυτων",
    "sind",
  ].map(phoneticKey),
);
/** "2 of them kids", "2 davon Kinder", "2 από αυτούς παιδιά": a count of the party, then children. */
export const OF_THEM = new Set(["them", "davon", "αυτουσ", "αυτα", "αυτων"].map(phoneticKey));
/** A pair counted ("two couples", "zwei Paare", "2 ζευγάρια"): two people each. */
export const COUPLE = new Set(
  [
    "couple",
    "couples",
    "paar",
    "paare",
    "paerchen",
    "ehepaar",
    "ehepaare",
    "ζευγαρι",
    "ζευγαρια",
    "ζευγαρακια",
    "zeygari",
    "zeygaria",
    "zeugari",
    "zevgari",
    "zevgaria",
    "zeygarakia",
  ].map(phoneticKey),
);
/** Bags counted after "for" ("storage for 2 suitcases"), by phonetic key: no people. */
export const BAG_COUNT = new Set(
  [
    "bags",
    "suitcases",
    "luggage",
    "backpacks",
    "koffer",
    "taschen",
    "gepaeckstuecke",
    "rucksaecke",
    "βαλιτσεσ",
    "αποσκευεσ",
    "σακιδια",
    "τσαντεσ",
  ].map(phoneticKey),
);
/** "zu dritt mit Baby": a party counted as a whole ("zu …") has the child already in it. */
export const WHOLE_COUNT = /^zu_/;

/** "are" in "2 of them are kids", "2 davon sind Kinder" (folded text). */
export const ARE_WORDS = new Set(["are", "sind", "ειναι"]);
