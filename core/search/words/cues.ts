// Words that settle which category a query asks for (el, Greeklish, en, de; folded): the vehicle of an
// excursion, renting, bags and verbs of leaving them, a student, a ticket. Data only (category.ts reads them).
import { phoneticKey } from "../normalize.ts";

/** Vehicles an excursion is named by (folded, Greeklish too): a jeep safari, a sunset catamaran trip. */
export const EXCURSION_VEHICLE = /^(jeep|τζιπ|tzip|catamaran|katamaran|καταμαραν|speedboat|schnellboot)/;

/** What makes the vehicle's ride an outing: a sunset, or a compound of the vehicle and a trip word. */
export const SUNSET = /^(sunset|ηλιοβασιλεμ|iliovasilem|sonnenuntergang)/;

export const OUTING_TAIL = /(safari|tour|trip|ausflug|cruise|kreuzfahrt)/;

/** Words of renting (folded, Greeklish too): a camper hired, not brought. */
export const RENTING =
  /^(rent|hire|hiring|mieten|miete|vermiet|verleih|leih|ενοικιασ|ενοικιαζ|νοικια|enoikias|enoikiaz|noikia)/;

/** Verbs of leaving or storing bags and the bags themselves, by phonetic key (Greeklish too). */
export const LEAVE_VERBS = new Set(
  // (Greeklish writes η as "h": "afhnw", "afhsw".)
  [
    "lassen",
    "abstellen",
    "abgeben",
    "deponieren",
    "aufbewahren",
    "unterstellen",
    "einschliessen",
    "leave",
    "store",
    "stash",
    "αφησω",
    "αφησουμε",
    "αφηνω",
    "αφηνουμε",
    "αφησει",
    "αφησετε",
    "φυλαξω",
    "φυλαξουμε",
    "αποθηκευσω",
    "afhnw",
    "afhsw",
    "afhnoume",
    "afhsoume",
    // Keeping, storage (not "stow": its key is Greek "στο") (issue 40: "suitcase storage", "keep our suitcases",
    // "Koffer verstauen", "να κρατήσουν τις βαλίτσες").
    "keep",
    "storage",
    "drop",
    "verstauen",
    "einlagern",
    "unterbringen",
    "lagern",
    "κρατησουν",
    "κρατησετε",
    "κρατησω",
    "κρατησουμε",
    "φυλαξη",
    "φυλαξτε",
    "αποθηκευση",
    "αφηστε",
  ].map(phoneticKey),
);

export const BAGS = new Set(
  [
    "koffer",
    "gepaeck",
    "taschen",
    "rucksack",
    "rucksaecke",
    "luggage",
    "baggage",
    "bags",
    "suitcase",
    "suitcases",
    "backpacks",
    "βαλιτσεσ",
    "βαλιτσα",
    "αποσκευεσ",
    "σακιδια",
    "πραγματα",
  ].map(phoneticKey),
);

/**
 * Words of a student's situation, not of a home (folded, Greeklish too): the person, a student fare,
 * Erasmus, a semester; not "φοιτητική εστία", "dorm", "Studentenwohnheim".
 */
export const STUDENT =
  /^(φοιτητ(ησ|ρια|εσ|ριεσ|η|ικα|ικο)|foitit(is|ria|es|ries|h|ika|iko)|student|students|studentin|studenten|studentinnen|erasmus|εξαμην\p{L}*|semester)$/u;

/** Words for a ticket that name no transport, by phonetic key (so "εισητήρια", "isitiria" too). */
export const TICKET_WORDS = new Set(
  ["εισιτηρια", "εισιτηριο", "tickets", "ticket", "tix", "fahrkarte", "fahrkarten"].map(phoneticKey),
);

/** German "to" joined with its article ("zum Hotel", "zur Fähre"): a destination phrase, not what is sought. */
export const CONTRACTED_TO = /^zu[mr]$/;

/**
 * "by"/"with" between a tour and the way it goes (folded: Greek and Greeklish "με", "by", "on", "with", "mit", "per",
 * "auf").
 */
export const BY = new Set(["με", "me", "by", "on", "with", "mit", "per", "auf"]);

/**
 * Words that make a ferry, flight or train a time ("before the ferry", "the ferry arrives", "vor der Fähre", "die Fähre
 * kommt an", "πριν το πλοίο").
 */
export const TIMING =
  /^(before|after|arriv|land|depart|leav|vor|ankomm|ankunft|kommt|abfahrt|landet|πριν|φταν|φτασ|αφιξ|αναχωρ|prin|ftan|ftas|afiks|anaxor)/;
