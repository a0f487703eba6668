// A whole trip in one sentence (issue 30): "Αθήνα → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες
// και πίσω, 2 άτομα", "Athens to Naxos on 12 July for three nights, then Santorini for two, then back
// to Athens, two of us", "ab Athen nach Naxos am 12.7., 3 Nächte, dann Santorin 2 Nächte und zurück".
// The sentence is cut into stops at the words and marks that join them (then, μετά, dann, arrows,
// commas, colons, dashes, "via"), and at "and" between two places; each piece is read by the search's
// own understand(), so a stop is recognised with the same gazetteer, Greeklish, typos and case forms as
// a search. A start said anywhere ("…, starting from Athens", "ab Frankfurt") is the first stop; the
// way back ("and back", "πίσω", "zurück", or the first place again at the end) is the return. Pure and
// synchronous, like the search.
import type { CategoryId, Lang } from "../../content/types.ts";
import { buildContext, entry, hasFlag, numberOf, type Unit } from "../search/context.ts";
import type { Budget, Intent } from "../search/intent.ts";
import { placeRecord } from "../search/gazetteer.ts";
import { Flag } from "../search/lexicon-types.ts";
import { fold } from "../search/normalize.ts";
import { rank, type RankedAction, type SearchDeal } from "../search/rank.ts";
import { understand } from "../search/understand.ts";
import { legTransports } from "./legs.ts";

export { legTransports };

/** One place of the trip, in order; `nights` of a stay there (undefined: passed through, or the start). */
export interface TripStop {
  place: string;
  nights?: number;
  /** The transport the sentence names for the leg that arrives here ("and fly home to London"). */
  transport?: CategoryId;
}

/** What a trip sentence says. */
export interface TripIntent {
  stops: TripStop[];
  /** The day the trip starts (the first leg's departure), local ISO date. */
  start?: string;
  travellers?: number;
  children?: number;
  budget?: Budget;
  /** "και πίσω", "and back", "zurück", or the first place again at the end: the trip ends where it started. */
  returns: boolean;
  /**
   * The day of coming back, when the way back says it ("back on 20 July", "επιστροφή 20/7", "zurück
   * am 20.7."): with no start written, the plan counts the days back from it.
   */
  end?: string;
  /** "… and fly home": a closing flight from the last stop to a home the sentence does not name. */
  home?: true;
}

/** Words that name days, weeks and months: "next week", "after 20 July" are dates, not joiners. */
const DATE_WORDS =
  "\\d|the\\s+\\d|week|weekend|month|year|summer|spring|autumn|fall|winter|day|days|morning|time|to|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|easter|christmas";

/**
 * Words that end one stop and start the next, written naturally (folded when the pattern is made),
 * matched as whole words; several-word joiners before their parts ("and then" before "then").
 */
const JOINERS = [
  // Greek
  "και μετά από αυτό", "μετά από αυτό", "και μετά", "κι έπειτα", "και έπειτα", "κι ύστερα", "και ύστερα", "και στη συνέχεια", "στη συνέχεια",
  "και από εκεί", "κι από εκεί", "και από κει", "κι από κει", "από εκεί", "από κει", "απ' εκεί", "και τέλος", "και κατόπιν",
  "μετά", "έπειτα", "ύστερα", "κατόπιν",
  // Greeklish
  "kai meta", "ki meta", "kai epeita", "ki epeita", "kai epita", "kai ystera", "ki ystera", "kai istera", "ki istera", "kai ustera",
  "kai sti synexeia", "sti synexeia", "sti sinexeia", "kai apo ekei", "ki apo ekei", "apo ekei", "apo kei", "kai telos", "katopin",
  "meta", "epeita", "epita", "ystera", "istera", "ustera",
  // English
  "and after that", "after that", "and afterwards", "afterwards", "and then", "then on to", "then", "followed by", "and from there", "from there",
  "and finally", "finally", "and on to", "on to", "onward to", "onwards to", "before heading to", "before going to", "moving on to", "and lastly", "lastly",
  // German
  "und danach", "danach", "und anschließend", "anschließend", "im Anschluss", "und dann", "dann", "und weiter", "weiter", "von dort aus", "von dort",
  "von da aus", "und zum Schluss", "zum Schluss", "zuletzt", "und schließlich", "schließlich", "darauf", "bevor es",
  // On the way: the place after it is a stop passed through ("von Athen über Korinth nach Nafplio").
  "via", "μέσω", "meso", "mesw",
];
/** Joiners that are also the first word of a date ("next week", "after 20 July"): only before a place. */
const DATE_JOINERS = ["next", "after", "and next", "and after"];
/** "über" is "via" unless a number follows ("über 100 Euro"). */
const VIA_DE = "ueber(?!\\s+\\d)";
/** Phrases that send the trip back: the place after them (or, with none, the first stop) ends the trip. */
const BACK = [
  // Greek and Greeklish
  "και πίσω", "κι επιστροφή", "και επιστροφή", "επιστροφή", "πίσω", "και γυρνάμε", "γυρνάμε", "και επιστρέφουμε", "επιστρέφουμε", "γυρισμός", "και γυρισμός",
  "kai piso", "kai pisw", "piso", "pisw", "kai epistrofi", "epistrofi", "epistrofh", "gyrname", "girname", "epistrefoume",
  // English
  "and back", "then back", "back home", "back", "then home to", "and home to", "home to", "then home", "and home", "head home",
  "go home", "and return to", "then return to", "return to", "returning to", "return home", "and return", "then return", "return", "returning",
  // German
  "und zurück", "dann zurück", "zurück", "Rückfahrt", "Rückreise", "Heimreise", "Heimfahrt", "und nach Hause", "nach Hause",
];
/**
 * Ways back by air ("and fly home", "Heimflug", "πτήση για το σπίτι"): the trip ends with a flight, to
 * the place they name, else to the traveller's origin (the first stop when the trip flew out of it),
 * else to a home the sentence does not name.
 */
const FLY_HOME = [
  // Greek and Greeklish
  "και πετάμε για το σπίτι", "πετάμε για το σπίτι", "πετάμε για σπίτι", "πετάμε σπίτι", "και πετάμε πίσω", "πετάμε πίσω", "πετάω πίσω", "πετάω για σπίτι",
  "πτήση για το σπίτι", "πτήση για σπίτι", "πτήση επιστροφής", "πτήση πίσω", "με πτήση επιστροφής", "επιστροφή με πτήση", "επιστροφή με αεροπλάνο",
  "petame gia to spiti", "petame gia spiti", "petame spiti", "petame piso", "ptisi gia to spiti", "ptisi gia spiti", "ptisi epistrofis", "ptisi piso",
  // English
  "and fly home", "then fly home", "fly home", "flying home", "and flying home", "flight home", "and fly back home", "fly back home", "flying back home",
  "and fly back", "then fly back", "fly back", "flying back", "flight back",
  // German
  "und Heimflug", "Heimflug", "Rückflug", "und Rückflug", "dann Rückflug", "nach Hause fliegen", "und nach Hause fliegen", "fliegen nach Hause",
  "fliegen wir nach Hause", "zurück nach Hause fliegen", "und fliegen zurück", "fliegen zurück", "zurückfliegen", "heimfliegen", "Flug nach Hause", "Flug zurück",
];
/** Words that make the place beside them the trip's start, wherever the sentence says it. */
const START =
  "ξεκιν\\S*|αναχωρ\\S*|φευγ\\S*|αφετηρια|(?:ks|x)ekin\\S*|anax[wo]r\\S*|fe[vu]g\\S*|afethria|afetiria|start\\S*|begin\\S*|leav\\S*|depart\\S*|fl(?:y|ying|ights?)\\s+(?:out\\s+)?(?:of|from)|abfahrt|abflug|abreise|los\\S*";
/** Words that pass through a place rather than start there ("περνάμε από Αίγινα", "passing through Corinth"). */
const PASS = "περν\\S*|pern\\S*|pass\\S*|stop\\S*|through|durch|vorbei\\S*|ueber|halt\\S*|σταση|stasi";
/** "3 nights each", "je 3 Nächte", "από 3 νύχτες στο καθένα": the nights of every stop named so far. */
const EACH = ["each", "apiece", "per island", "per stop", "per place", "je", "jeweils", "pro Insel", "pro Ort", "pro Stadt", "ανά", "το καθένα", "στο καθένα", "σε κάθε", "kathe", "to kathena", "sto kathena", "ana"];
/** Short forms written with a full stop that does not end a sentence. */
const ABBREVIATIONS = "max|min|inkl|zzgl|bzw|usw|etc|approx|appr|evtl|ggf|ca|st|ag|nr|pp|pers|erw|ppl|incl|excl|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|okt|nov|dec|dez|ιαν|φεβ|μαρ|απρ|ιουν|ιουλ|αυγ|σεπ|οκτ|νοε|δεκ";
/** Words of a round trip or a tour: an island named with them before a colon frames the stops ("Rundreise Kreta: …"). */
const TOUR = "rundreise|rundfahrt|roundtrip|round|tour|touring|hopping|inselhopping|roadtrip|road|γυροσ|περιηγηση|giros|gyros";
/** "and" between two places: a cut only when both sides name one ("Naxos 3 nights and Paros 2"). */
const AND = "και|κι|kai|ki|and|und|sowie|plus|&|\\+";

/** The transports a leg may be made by (what a piece names that is one of them is its leg's). */
const LEG_WAYS: ReadonlySet<CategoryId> = new Set<CategoryId>(["ferries", "flights", "trains-buses"]);
/**
 * A day said with the way back itself, not among the trip's facts after it: right after it ("back
 * 20/7", "επιστροφή 19/6") or after "on" / "am" / "στις" / "until" ("back to Athens on 20 July",
 * "zurück am 20.7.").
 */
const BACK_DAY_RE = /^(?:the\s+)?\d|(?:^|\s)(?:on|am|στισ|stis)\s+\S|(?:^|\s)(?:until|till|bis|by)\s+(?:the\s+|zum\s+)?\d/u;

/** Characters of a trip sentence that are read, and soft cuts tried in one piece (each reads both sides). */
const MAX_TRIP_LENGTH = 600;
const MAX_SOFT_TRIES = 8;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const words = (list: readonly string[]) =>
  list
    .map((w) => fold(w).split(" ").map(escape).join("\\s+"))
    .sort((a, b) => b.length - a.length)
    .join("|");
const WORD_END = "(?=\\s|$|[,.;:!?)])";
/**
 * A cut: a way back (named group `back`) or a joiner (a word, an arrow or emoji, a semicolon, a colon, a
 * comma, a spaced dash, "!" or "?", a new line, a full stop after a word).
 */
const CUT = new RegExp(
  `(?<fly>(?:^|\\s)(?:${words(FLY_HOME)})${WORD_END})` +
    `|(?<back>(?:^|\\s)(?:${words(BACK)})${WORD_END})` +
    `|(?:^|\\s)(?:${words(JOINERS)}|${VIA_DE})${WORD_END}` +
    `|(?:^|\\s)(?:${words(DATE_JOINERS)})(?!\\s+(?:${DATE_WORDS})(?:\\s|$|[,.;:!?]))${WORD_END}` +
    // (Not the comma of "12,50", the colon of "10:30", nor the dash of "15 - 20 July".)
    `|→|->|=>|(?<![-=])>|;|\\n|[!?]|[\\p{Extended_Pictographic}\\u2190-\\u21ff\\u27a1\\u2b95]|,(?!\\d)|:(?!\\d)|(?<!\\d\\.?)\\s+[–—-]+\\s+(?!\\d)` +
    // A full stop after a word ("… 12 July. Naxos 4 nights."), not after a number ("am 4. Juli") or a short form ("max. 1200").
    `|(?<=\\p{L}{3})(?<!(?:^|\\s)(?:${ABBREVIATIONS}))\\.(?=\\s|$)`,
  "gu",
);
const START_RE = new RegExp(`(?:^|\\s)(?:${START})(?=\\s|$)`, "u");
const EACH_RE = new RegExp(`(?:^|\\s)(?:${words(EACH)})${WORD_END}`, "u");
const HOME_RE = /^(?:home|back home|σπιτι|spiti|heim|zuhause|nach hause)$/u;
const ROUND_RE = /(?:^|\s)round[\s-]?trip(?=\s|$|[,.;:!?])/u;
const TOUR_RE = new RegExp(`(?:^|\\s)(?:${TOUR})(?=\\s|$)`, "u");
const PASS_RE = new RegExp(`(?:^|\\s)(?:${PASS})(?=\\s|$)`, "u");
/** Words that end a length of stay ("3 nights"): a run-on "Athens Naxos 3 nights Paros 2 nights" is cut after them. */
const STAY_UNITS =
  "nights?|nts?|days?|weeks?|νυχτα|νυχτεσ|νυχτων|βραδυ|βραδια|βραδιεσ|βραδυα|μερα|μερεσ|ημερεσ|εβδομαδα|εβδομαδεσ|βδομαδα|βδομαδεσ|n[yiu](?:x|h|ch)t(?:es|a|on)|vrad[iy]a?|meres|mera|evdomad[ae]s?|vdomad[ae]s?|nacht|naechte|uebernachtung(?:en)?|tage?|wochen?";
/** Nights for the stops in a row after a route ("Piraeus → Naxos → Paros → Piraeus; 3 and 2 nights", "3+2 Nächte"). */
const NIGHTS_LIST = new RegExp(`^(?:\\d{1,2}\\s*(?:,|\\+|&|και|κι|kai|and|und)\\s*)+\\d{1,2}\\s*(?:${STAY_UNITS})$`, "u");
/** Words that begin the next link of a chain ("Athens to Naxos to Paros", "von Athen nach Naxos nach Paros"). */
const CHAIN = "to|nach|σε|στη|στην|στο|στον|se|sti|stin|sto|ston";
/**
 * Cuts made only where both sides name a place: "and" (dropped); after a length of stay ("Naxos 3 nights
 * Paros 2 nights"); a dash or slash between two words ("Rafina-Andros 2 nights-Tinos", "Athens / Naxos",
 * not the "w/" of "with" nor the slash of "12/7"); a start or "from" said after a stop ("Santorini 3
 * nights from Athens", "Νάξο 5 νύχτες ξεκινώντας από Πειραιά"), and "to" / "nach" / "σε" in a chain of
 * places ("Athens to Naxos to Paros"), which stay with the place after them.
 */
const SOFT_CUT = new RegExp(`(?:^|\\s)(?:${AND})(?=\\s)|(?<=\\s(?:${STAY_UNITS}))(?=\\s+\\p{L})|(?<=[\\p{L}\\d])[-–—](?=\\p{L})|(?<!\\d|(?:^|\\s)w)\\/(?!o\\b)|(?<!(?:^|\\s)w)\\/(?!\\d|o\\b)|(?<keep>(?:^|\\s)(?:${START}|from|von|ab|απο|apo)(?=\\s))|(?<chain>(?:^|\\s)(?:${CHAIN})(?=\\s))`, "gu");

/** A piece of the sentence and how it was cut from the one before. */
interface Piece {
  text: string;
  /** The piece follows a way back ("and back to …"); "weak" after a bare "return", one only in a sentence with nights. */
  back: boolean | "weak";
  /** The piece follows a way back by air ("and fly home", "Heimflug nach München"). */
  fly?: true;
  /** The piece ends with a colon ("Two weeks in Greece: …"). */
  colon?: boolean;
}

/** Cuts the folded sentence at its joiners and ways back. */
function cut(folded: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  let back: Piece["back"] = false;
  let fly = false;
  // (Nothing in brackets is cut: "Wir (2 Erwachsene, 2 Kinder) fahren …".)
  const bracketed = [...folded.matchAll(/\([^()]*\)/gu)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const match of folded.matchAll(CUT)) {
    if (bracketed.some(([open, close]) => match.index > open && match.index < close)) continue;
    pieces.push({ text: folded.slice(from, match.index).trim(), back, ...(fly ? { fly: true as const } : {}), ...(match[0] === ":" ? { colon: true } : {}) });
    // (A bare "return" is weak: "return flight Athens London" is one search, not a way back.)
    fly = match.groups?.fly !== undefined;
    back = fly ? true : match.groups?.back === undefined ? false : /^\s*return$/u.test(match.groups.back) ? "weak" : true;
    from = match.index + match[0].length;
  }
  pieces.push({ text: folded.slice(from).trim(), back, ...(fly ? { fly: true as const } : {}) });
  return pieces;
}

type Read = ReturnType<typeof understand>;

const known = (place: string) => placeRecord(place) !== undefined;
const isIsland = (place: string) => placeRecord(place)?.place.kind === "island";

/** A place that frames others rather than being one stop: a country, a region, or an island said as a whole (`wholeIsland`). */
function frames(place: string, wholeIsland: boolean): boolean {
  const kind = placeRecord(place)?.place.kind;
  return kind === "country" || kind === "region" || (kind === "island" && wholeIsland);
}

/** How many places a piece names, in the order written: a route's two ends, or its one place. */
function placesOf(piece: Read): string[] {
  return [piece.origin, piece.destination, piece.place].filter((p): p is string => !!p);
}

const isPlace = (unit: Unit | undefined) => !!unit && unit.entries.some((e) => e.type === "place");
/** A whole number of nights a stop may have. */
const smallCount = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 1 && n <= 30;

/**
 * A bare number beside a place, with no word saying what it counts: "Naxos 3", "Naxos x3", "Naxos (3)",
 * "Santorini for two", "für 2", "για 2", "2 in Paros", "2 στην Πάρο". In a trip it is nights when the
 * sentence counts nights or people elsewhere.
 */
function bareCount(text: string, lang: Lang, now: Date): number | undefined {
  const plain = text
    .replace(/(^|[\s(])(\d{1,2})\s?[nν](?=\s|$|[,.;:)])/gu, "$1$2")
    .replace(/(^|\s)[x×]\s?(\d{1,2})(?=\s|$|[,.;:)])/gu, "$1$2").replace(/(^|\s)(\d{1,2})\s?[x×](?=\s|$|[,.;:)])/gu, "$1$2");
  const units = buildContext(plain, lang, now).units;
  for (let k = 0; k < units.length; k++) {
    const count = numberOf(units[k]);
    if (!smallCount(count)) continue;
    const before = units[k - 1];
    const after = units[k + 1];
    // "Naxos 3", "Naxos for 3" (and nothing after the number)
    if (!after && k > 0 && (isPlace(before) || (hasFlag(before, Flag.FOR) && isPlace(units[k - 2])))) return count;
    // "3 in Naxos", "3 στην Νάξο", "3 auf Naxos", "3 Σπέτσες"
    if (k === 0 && (isPlace(after) || (hasFlag(after, Flag.LOC | Flag.DEST) && units.slice(k + 2).some(isPlace) && !entry(after, "people")))) return count;
  }
  return undefined;
}

/** Splits a piece at a soft cut (`SOFT_CUT`) where both sides name a place and no name spans the cut ("Bosnia and Herzegovina"). */
function splitSoft(text: string, read: (t: string) => Read): string[] {
  let tries = 0;
  for (const match of text.matchAll(SOFT_CUT)) {
    if (++tries > MAX_SOFT_TRIES) break;
    const kept = match.groups?.keep !== undefined || match.groups?.chain !== undefined;
    const left = text.slice(0, match.index).trim();
    const right = text.slice(kept ? match.index : match.index + match[0].length).trim();
    // (Places the gazetteer knows: a free-text name, "campervan sometime in August" → "Sometime", cuts nothing.)
    const leftPlaces = placesOf(read(left)).filter(known);
    const rightPlaces = placesOf(read(right)).filter(known);
    if (leftPlaces.length === 0 || rightPlaces.length === 0) continue;
    // (A start with the nights after it is one route: "Corfu from Igoumenitsa for 5 nights".)
    if (match.groups?.keep !== undefined && read(right).nights !== undefined) continue;
    const whole = placesOf(read(text));
    if (whole.some((p) => !leftPlaces.includes(p) && !rightPlaces.includes(p))) continue;
    // A link of a chain only where the whole piece, read as one route, loses a place ("Athens to Naxos to Paros").
    if (match.groups?.chain !== undefined && new Set([...leftPlaces, ...rightPlaces]).size <= whole.length) continue;
    return [left, ...splitSoft(right, read)];
  }
  return [text];
}

/** One piece read: its places, nights, and what it says of the whole trip. */
interface Reading {
  text: string;
  colon: boolean;
  read: Read;
  places: string[];
  back: boolean;
  /** The way back is by air ("and fly home"). */
  fly: boolean;
  /** A bare number beside its place ("Paros for 2"), nights or people by the rest of the sentence. */
  bare?: number;
  /** Nights between the two days the piece gives its place ("Naxos 12-15 July"). */
  range?: number;
}

/**
 * Reads a trip sentence: two or more stops, or undefined when the sentence names fewer (then it is
 * a search, not a trip). Nights are read per stop; the start date, travellers and budget wherever
 * they are written (the first one found wins).
 */
export function understandTrip(text: string, lang: Lang, now: Date = new Date()): TripIntent | undefined {
  // A sentence is short; a cap keeps a pasted essay from costing more than a few milliseconds.
  const folded = fold(text.slice(0, MAX_TRIP_LENGTH));
  const memo = new Map<string, Read>();
  const read = (t: string) => {
    let got = memo.get(t);
    if (!got) memo.set(t, (got = understand(t, lang, now)));
    return got;
  };
  // Cut, split at "and" between places, and join a run of pieces that name no place ("2 adults, 1 child").
  const cutPieces: Piece[] = [];
  for (const piece of cut(folded)) {
    // "> home", ", σπίτι": the way back said in one word.
    if (HOME_RE.test(piece.text)) {
      cutPieces.push({ text: "", back: true, ...(piece.fly ? { fly: true as const } : {}) });
      continue;
    }
    const parts = piece.text ? splitSoft(piece.text, read) : [""];
    parts.forEach((part, i) =>
      cutPieces.push({ text: part, back: i === 0 ? piece.back : false, ...(i === 0 && piece.fly ? { fly: true as const } : {}), ...(piece.colon ? { colon: true } : {}) }),
    );
  }
  const pieces: Piece[] = [];
  for (const piece of cutPieces) {
    const previous = pieces.at(-1);
    const placeless = (p: Piece) => p.text !== "" && placesOf(read(p.text)).length === 0;
    if (previous && !piece.back && placeless(piece) && placeless(previous)) Object.assign(previous, { text: `${previous.text}, ${piece.text}`, colon: piece.colon });
    else pieces.push({ ...piece });
  }
  const withNights = pieces.some((piece) => piece.text && read(piece.text).nights !== undefined);
  const readings: Reading[] = pieces.map((piece) => {
    const got = read(piece.text);
    const places = placesOf(got);
    const bare = places.length > 0 && got.nights === undefined && !got.dates ? bareCount(piece.text, lang, now) : undefined;
    const range = places.length > 0 && got.nights === undefined && got.dates && "from" in got.dates && !("weekend" in got.dates) ? daysBetween(got.dates.from, got.dates.to) : 0;
    return {
      text: piece.text,
      read: got,
      places,
      back: piece.back === true || (piece.back === "weak" && withNights),
      fly: piece.fly === true,
      colon: piece.colon === true,
      ...(bare !== undefined ? { bare } : {}),
      ...(range > 0 ? { range } : {}),
    };
  });
  // Each stop with its own days ("Naxos July 12-15, then Paros July 15-17"): the nights between them.
  const ranges = readings.filter((r) => r.range !== undefined).length > 1;
  // A bare number is nights when the sentence counts nights or people elsewhere, or has several of them.
  const bares = readings.filter((r) => r.bare !== undefined);
  const peopleSaid = readings.some((r) => r.bare === undefined && r.read.travellers !== undefined);
  const bareNights = bares.length > 1 || withNights || peopleSaid;

  const stops: TripStop[] = [];
  // "then fly home from Chania": the trip ends where it leaves from, and home is no stop.
  const leaving = (piece: Read) => piece.origin !== undefined && !piece.destination && !piece.place;
  // (A way back by air that names no place goes home, which is not always the first stop: decided below.)
  const trip: TripIntent = { stops, returns: ROUND_RE.test(folded) || readings.some((r) => r.back && !leaving(r.read) && !(r.fly && r.places.length === 0)) };
  /** The stop the sentence named last (where a piece's nights go when it names no place). */
  let named: TripStop | undefined;
  /** A way back named its place ("back to Athens"): the trip ends there, not at the first stop. */
  let backTo = false;
  /** The day of coming back, when the way back says it ("επιστροφή 19/6", "back 22.9.", "back to Athens on 20 July"). */
  let backDay: string | undefined;
  /**
   * A date among the trip's facts after the way back's place ("… και πίσω Πειραιά 15 Αυγούστου 4 άτομα"):
   * the start when no other piece gives one (people write the start last), else the day of coming back.
   */
  let looseBackDay: string | undefined;
  /** Stops written as where the trip starts ("from Athens"): "3 nights each" is not theirs. */
  const origins = new Set<TripStop>();
  /** Stops given their nights after the whole route was written. */
  const late = new Set<TripStop>();
  /** Nights for a stop of a route written before them without any nights. */
  const laterNights = (places: string[], nights: number | undefined, back: boolean) =>
    nights !== undefined &&
    !back &&
    places.length === 1 &&
    stops.every((s) => s.nights === undefined || late.has(s)) &&
    stops.some((s, i) => i > 0 && i < stops.length - 1 && s.place === places[0] && s.nights === undefined);
  for (const [index, { text: pieceText, read: piece, colon, back, fly, bare, range }] of readings.entries()) {
    let places = readings[index]!.places;
    // A heading before a colon that frames the stops after it ("Two weeks in Greece: …", "Rundreise Kreta
    // ab Heraklion: …", "Kykladen: …"): its country, region or (with a length or a tour word) island is no stop.
    if (colon && !stops.some((s) => !origins.has(s)) && (readings[index + 1]?.places.length ?? 0) > 0) {
      // (Also any place when the words after the colon say their own start: "Kreta: Bus von Chania nach Knossos".)
      const ownStart = readings[index + 1]!.read.origin !== undefined && piece.origin === undefined && !START_RE.test(pieceText);
      // (An island frames the towns after it: "Σκεφτόμαστε Κρήτη: Ηράκλειο, Χανιά 3 νύχτες".)
      const towns = placeRecord(readings[index + 1]!.places[0]!)?.place.kind === "gr-city";
      const framed = places.find((place) => place !== piece.origin && (ownStart || frames(place, towns || piece.nights !== undefined || TOUR_RE.test(pieceText))));
      if (framed) {
        places = places.filter((place) => place !== framed);
        if (places.length === 0) continue;
      }
    }
    // "3, 4 and 3 nights" after a route whose stays have none: one count a stay, in order.
    if (places.length === 0 && NIGHTS_LIST.test(pieceText)) {
      const counts = [...pieceText.matchAll(/\d{1,2}/gu)].map((m) => Number(m[0]));
      const open = stops.filter((s, i) => i > 0 && s.nights === undefined && !(i === stops.length - 1 && s.place === stops[0]!.place));
      if (open.length === counts.length && counts.every((n) => n >= 1 && n <= 60)) {
        open.forEach((stop, i) => (stop.nights = counts[i]));
        continue;
      }
    }
    const asNights = bare !== undefined && bareNights;
    const framedOut = places.length < readings[index]!.places.length;
    const nights = framedOut ? undefined : (piece.nights ?? (asNights ? bare : undefined) ?? (ranges ? range : undefined));
    // A start said after the stops ("…, starting from Athens", "Abflug ab Frankfurt"), or a route to the
    // first stop ("flight from Frankfurt to Corfu"): its place goes first.
    const startSaid = places.length === 1 && !PASS_RE.test(pieceText) && (START_RE.test(pieceText) || (piece.origin !== undefined && !piece.destination && !piece.place));
    const toFirst = places.length === 2 && stops.length > 0 && piece.destination === stops[0]!.place && !stops.some((s) => s.place === piece.origin);
    if (stops.length > 0 && !back && (startSaid || toFirst)) {
      const start = places[0]!;
      if (!stops.some((s) => s.place === start)) {
        stops.unshift({ place: start, ...(nights !== undefined && !toFirst ? { nights } : {}) });
        origins.add(stops[0]!);
      }
    } else if (laterNights(places, nights, back)) {
      // A route first and its nights after it ("Athens → Naxos → Paros → Athens, 3 nights in Naxos, 2 in Paros").
      named = stops.find((s, i) => i > 0 && s.place === places[0] && s.nights === undefined)!;
      named.nights = nights;
      late.add(named);
    } else {
      if (back && places.length > 0 && !leaving(piece)) backTo = true;
      for (const place of places) {
        if (stops.at(-1)?.place !== place) stops.push({ place });
        named = stops.at(-1);
        if (place === piece.origin || startSaid) origins.add(named!);
      }
      // The transport the piece names is its leg's ("ferry to Naxos", "fly back to Athens", "πτήση για Αθήνα").
      const said = fly && !leaving(piece) ? "flights" : piece.category && !piece.inferred && LEG_WAYS.has(piece.category) ? piece.category : undefined;
      if (said && places.length > 0 && named && stops.length > 1 && named !== stops[0]) named.transport = said;
      // Nights belong to the stop the piece names last (or, with no place, to the one named last);
      // "3 nights each" to every stop so far that has none and is not where the trip starts.
      if (nights !== undefined && piece.nights !== undefined && !piece.budget && EACH_RE.test(pieceText)) {
        // (Nor the mainland port before the islands: "Ραφήνα-Άνδρος-Τήνος, από 2 βράδια στο καθένα".)
        const port = stops.length > 1 && !isIsland(stops[0]!.place) && stops.some((s) => isIsland(s.place));
        for (const [i, stop] of stops.entries()) if (stop.nights === undefined && !origins.has(stop) && !(i === 0 && port)) stop.nights = nights;
      }
      if (nights !== undefined && named) named.nights = nights;
    }
    if (!(asNights && piece.travellers === bare) && piece.travellers !== undefined && trip.travellers === undefined) {
      trip.travellers = piece.travellers;
      if (piece.children !== undefined) trip.children = piece.children;
    }
    const dates = piece.dates;
    if (trip.start === undefined && !back && dates && "from" in dates) trip.start = dates.from;
    // (The day said with a way back is the day of coming back, not the start.)
    if (back && dates && "from" in dates && !("weekend" in dates)) {
      if (BACK_DAY_RE.test(pieceText)) backDay ??= dates.from;
      else looseBackDay ??= dates.from;
    }
    if (trip.budget === undefined && piece.budget && !(asNights && piece.budget.amount === bare)) trip.budget = piece.budget;
  }
  if (looseBackDay !== undefined) {
    if (trip.start === undefined) trip.start = looseBackDay;
    else backDay ??= looseBackDay;
  }
  const first = stops[0]?.place;
  if (trip.returns && !backTo && first && stops.at(-1)?.place !== first) stops.push({ place: first });
  // A way back by air that names no place ("… and fly home", "Heimflug", "then fly home from Chania"):
  // home is the first stop when the trip flew out of it ("From London: …"), else a place not named.
  if (readings.some((r) => r.fly && (r.places.length === 0 || leaving(r.read))) && stops.length >= 2 && !readings.some((r) => r.fly && r.places.length > 0 && !leaving(r.read))) {
    const start = stops[0]!;
    const flewOut = start.nights === undefined && origins.has(start) && legTransports(start.place, stops[1]!.place)[0] === "flights";
    if (flewOut && stops.at(-1)?.place !== start.place) {
      stops.push({ place: start.place, transport: "flights" });
      trip.returns = true;
    } else if (flewOut) stops.at(-1)!.transport = "flights";
    else trip.home = true;
  }
  // The first place again at the end: a round trip.
  if (stops.length >= 3 && stops.at(-1)?.place === first) trip.returns = true;
  // The day of coming back gives the nights of the one stay it leaves unknown ("Athens to Naxos 12/7, back 19/7").
  const stays = stops.slice(1, -1);
  const unknown = stays.filter((s) => s.nights === undefined);
  if (backDay && trip.start && trip.returns && unknown.length === 1) {
    const left = daysBetween(trip.start, backDay) - stays.reduce((sum, s) => sum + (s.nights ?? 0), 0);
    if (left >= 1 && left <= 60) unknown[0]!.nights = left;
  }
  if (backDay !== undefined) trip.end = backDay;
  return stops.length >= 2 ? trip : undefined;
}

/** A leg between two stops: its day and the transport the data points to, with the others one tap away. */
export interface TripLeg {
  from: string;
  /** Where it arrives; none for the flight home to a place the sentence does not name (`home`). */
  to?: string;
  /** The closing flight home ("… and fly home"). */
  home?: true;
  /** Departure day (local ISO date), when the trip's start is known. */
  date?: string;
  transport?: CategoryId;
  alternatives: CategoryId[];
}

/** A stay at a stop with nights. */
export interface TripStay {
  place: string;
  nights: number;
  checkin?: string;
  checkout?: string;
}

export interface TripPlan {
  legs: TripLeg[];
  stays: TripStay[];
  /** The day the trip ends (the last leg's day, or the last stay's checkout), when the start is known. */
  end?: string;
}

function daysBetween(from: string, to: string): number {
  const day = (iso: string) => {
    const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date) / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}


/**
 * The day the trip starts: the one written, else the day of coming back less the nights before it
 * ("Athens → Naxos 3 nights → Paros 2 nights, back on 20 July" leaves on 15 July).
 */
export function tripStart(trip: Pick<TripIntent, "stops" | "start" | "end">): string | undefined {
  if (trip.start) return trip.start;
  if (!trip.end) return undefined;
  return addDays(trip.end, -trip.stops.slice(0, -1).reduce((sum, s) => sum + (s.nights ?? 0), 0));
}

/**
 * Legs and stays of a trip. Dates cascade: the first leg leaves on the start day, each stay begins
 * on the day its leg arrives (same day) and each next leg leaves the day the stay ends. A transport
 * the sentence named for a leg goes first; the flight home, when said, is the last leg.
 */
export function planTrip(trip: TripIntent): TripPlan {
  const legs: TripLeg[] = [];
  const stays: TripStay[] = [];
  let day = tripStart(trip);
  trip.stops.forEach((stop, index) => {
    const next = trip.stops[index + 1];
    if (stop.nights) {
      stays.push({ place: stop.place, nights: stop.nights, ...(day ? { checkin: day, checkout: addDays(day, stop.nights) } : {}) });
      if (day) day = addDays(day, stop.nights);
    }
    if (next) {
      const data = legTransports(stop.place, next.place);
      const [transport, ...alternatives] = next.transport ? [next.transport, ...data.filter((c) => c !== next.transport)] : data;
      legs.push({ from: stop.place, to: next.place, ...(day ? { date: day } : {}), ...(transport ? { transport } : {}), alternatives });
    }
  });
  const last = trip.stops.at(-1);
  if (trip.home && last) legs.push({ from: last.place, home: true, ...(day ? { date: day } : {}), transport: "flights", alternatives: [] });
  return { legs, stays, ...(day ? { end: day } : {}) };
}

/** The partners to book a piece of the trip with, best first (pre-filled links first). */
export interface TripOptions {
  category: CategoryId;
  actions: RankedAction[];
}

/** A leg with its partners per transport, the usual transport first. */
export interface LinkedLeg extends TripLeg {
  options: TripOptions[];
}

/** A stay with its partners per kind of lodging, and the place's live deals. */
export interface LinkedStay extends TripStay {
  options: TripOptions[];
  deals: RankedAction[];
}

/** How many partners of a category a piece shows (the others are on the category's page). */
const PARTNERS_SHOWN = 3;
const LODGING: readonly CategoryId[] = ["hotels", "vacation-rentals"];

function optionsFor(intent: Intent, categories: readonly CategoryId[], lang: Lang, now: Date, deals: readonly SearchDeal[]): { options: TripOptions[]; deals: RankedAction[] } {
  const options = categories.map((category) => {
    const result = rank({ ...intent, category }, "", lang, now, []);
    return { category, actions: result.actions.filter((a) => a.kind === "partner").slice(0, PARTNERS_SHOWN) };
  });
  const found = deals.length ? rank({ ...intent, category: categories[0] }, "", lang, now, deals).actions.filter((a) => a.kind === "deal") : [];
  return { options, deals: found };
}

/**
 * Every leg and stay of a plan with the partner links that book it, each filled with what the trip
 * says: a leg's ends, day and travellers; a stay's place, check-in and check-out, guests and a budget
 * per night. Stays also list the live deals for their place (`deals`: the public list the page has).
 */
export function linkTrip(trip: TripIntent, plan: TripPlan, lang: Lang, now: Date = new Date(), deals: readonly SearchDeal[] = []): { legs: LinkedLeg[]; stays: LinkedStay[] } {
  const people: Intent = {
    ...(trip.travellers !== undefined ? { travellers: trip.travellers } : {}),
    ...(trip.children !== undefined ? { children: trip.children } : {}),
  };
  const legs = plan.legs.map((leg) => {
    const ways = [leg.transport, ...leg.alternatives].filter((c): c is CategoryId => !!c);
    const day = leg.date ? { dates: { from: leg.date, to: leg.date } } : {};
    const route: Intent = { ...people, origin: leg.from, ...(leg.to ? { destination: leg.to } : {}), ...day };
    // (A rented car is picked up where the leg starts.)
    const options = ways.map((way) => optionsFor(way === "car-rental" ? { ...people, place: leg.from, ...day } : route, [way], lang, now, []).options[0]!);
    return { ...leg, options };
  });
  const perNight = trip.budget?.per === "night" ? { budget: trip.budget } : {};
  const stays = plan.stays.map((stay) => {
    const intent: Intent = { ...people, ...perNight, place: stay.place, ...(stay.checkin && stay.checkout ? { dates: { from: stay.checkin, to: stay.checkout } } : {}) };
    return { ...stay, ...optionsFor(intent, LODGING, lang, now, deals) };
  });
  return { legs, stays };
}
