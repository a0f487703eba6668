// Cutting a trip sentence into pieces, one stop (or one fact of the trip) each (issue 30, decisions 036
// and 053). The folded sentence is cut at the words and marks that join stops (then, μετά, dann, arrows,
// commas, colons, dashes, "via"), at a way back ("and back", "πίσω", "zurück") and at a way home by air;
// then at "and", a length of stay, a dash, a slash, a start or a chain word only where both sides name a
// place the gazetteer knows. The words are words.ts's; a piece is read by read.ts.
import type { Intent } from "../search/intent.ts";
import { placeRecord } from "../search/gazetteer.ts";
import { fold } from "../search/normalize.ts";
import {
  ABBREVIATIONS,
  AND,
  BACK,
  CHAIN,
  DATE_JOINERS,
  DATE_WORDS,
  FLY_HOME,
  JOINERS,
  STAY_UNITS,
  START,
  VIA_DE,
} from "./words.ts";

/** The search's reading of a piece (`understand()`), asked once per text. */
export type PieceReader = (text: string) => Intent;

/** A piece of the sentence and how it was cut from the one before. */
export interface Piece {
  text: string;
  /** The piece follows a way back ("and back to …"); "weak" after a bare "return" (one only with nights said). */
  back: boolean | "weak";
  /**
   * The piece follows a way back by air: "home" when it says home ("and fly home", "Flug nach Hause nach
   * Stuttgart": a place after it is a last stop), "back" otherwise ("fly back to Athens", "Rückflug").
   */
  fly?: "home" | "back";
  /** The piece ends with a colon ("Two weeks in Greece: …"). */
  colon?: boolean;
}

/** Soft cuts tried in one piece (each reads both sides): junk input costs milliseconds. */
const MAX_SOFT_TRIES = 8;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word list as one alternation, its words folded, longest first. */
export const alternation = (list: readonly string[]) =>
  list
    .map((word) => fold(word).split(" ").map(escapeRe).join("\\s+"))
    .sort((a, b) => b.length - a.length)
    .join("|");
export const WORD_END = "(?=\\s|$|[,.;:!?)])";
/** Arrows, emoji, a comma or colon (not of "12,50", "10:30"), a spaced dash (not of "15 - 20 July"). */
const MARKS =
  "→|->|=>|(?<![-=])>|;|\\n|[!?]|[\\p{Extended_Pictographic}\\u2190-\\u21ff\\u27a1\\u2b95]|,(?!\\d)|:(?!\\d)" +
  "|(?<!\\d\\.?)\\s+[–—-]+\\s+(?!\\d)";
/**
 * A cut: a way back by air (group `fly`), a way back (group `back`), a joiner (a word, a mark, a new
 * line, a full stop after a word: not after a number, "am 4. Juli", nor a short form, "max. 1200").
 */
const CUT = new RegExp(
  `(?<fly>(?:^|\\s)(?:${alternation(FLY_HOME)})${WORD_END})` +
    `|(?<back>(?:^|\\s)(?:${alternation(BACK)})${WORD_END})` +
    `|(?:^|\\s)(?:${alternation(JOINERS)}|${VIA_DE})${WORD_END}` +
    `|(?:^|\\s)(?:${alternation(DATE_JOINERS)})(?!\\s+(?:${DATE_WORDS})(?:\\s|$|[,.;:!?]))${WORD_END}` +
    `|${MARKS}` +
    `|(?<=\\p{L}{3})(?<!(?:^|\\s)(?:${ABBREVIATIONS}))\\.(?=\\s|$)`,
  "gu",
);
/**
 * Cuts made only where both sides name a place: "and" (dropped); after a length of stay ("Naxos 3 nights
 * Paros 2 nights"); a dash or slash between two words ("Rafina-Andros 2 nights-Tinos", "Athens / Naxos",
 * not the "w/" of "with" nor the slash of "12/7"); a start or "from" said after a stop ("Santorini 3
 * nights from Athens", "Νάξο 5 νύχτες ξεκινώντας από Πειραιά", group `keep`), and "to" / "nach" / "σε" in
 * a chain of places ("Athens to Naxos to Paros", group `chain`); the last two stay with the place after them.
 */
const SOFT_CUT = new RegExp(
  `(?:^|\\s)(?:${AND})(?=\\s)` +
    `|(?<=\\s(?:${STAY_UNITS}))(?=\\s+\\p{L})` +
    "|(?<=[\\p{L}\\d])[-–—](?=\\p{L})" +
    "|(?<!\\d|(?:^|\\s)w)\\/(?!o\\b)|(?<!(?:^|\\s)w)\\/(?!\\d|o\\b)" +
    `|(?<keep>(?:^|\\s)(?:${START}|from|von|ab|απο|apo)(?=\\s))` +
    `|(?<chain>(?:^|\\s)(?:${CHAIN})(?=\\s))`,
  "gu",
);
/** A way back by air that says home ("fly home", "πτήση για το σπίτι", "Flug nach Hause"), folded. */
const HOME_WORD_RE = /(?:home|σπιτι|spiti|hause|heim)/u;
/** A way back said in one word: "> home", ", σπίτι". */
const HOME_RE = /^(?:home|back home|σπιτι|spiti|heim|zuhause|nach hause)$/u;

/** How many places a piece names, in the order written: a route's two ends, or its one place. */
export function placesOf(piece: Intent): string[] {
  return [piece.origin, piece.destination, piece.place].filter((place): place is string => !!place);
}

const known = (place: string) => placeRecord(place) !== undefined;

/** Cuts the folded sentence at its joiners and ways back. */
function cutAtJoiners(folded: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  let back: Piece["back"] = false;
  let fly: Piece["fly"];
  // (Nothing in brackets is cut: "Wir (2 Erwachsene, 2 Kinder) fahren …".)
  const bracketed = [...folded.matchAll(/\([^()]*\)/gu)].map((found) => [found.index, found.index + found[0].length]);
  for (const match of folded.matchAll(CUT)) {
    if (bracketed.some(([open = 0, close = 0]) => match.index > open && match.index < close)) continue;
    pieces.push({
      text: folded.slice(from, match.index).trim(),
      back,
      ...(fly ? { fly } : {}),
      ...(match[0] === ":" ? { colon: true } : {}),
    });
    // (A bare "return" is weak: "return flight Athens London" is one search, not a way back.)
    const way = match.groups?.back;
    const flight = match.groups?.fly;
    fly = flight === undefined ? undefined : HOME_WORD_RE.test(flight) ? "home" : "back";
    back = fly ? true : way === undefined ? false : /^\s*return$/u.test(way) ? "weak" : true;
    from = match.index + match[0].length;
  }
  pieces.push({ text: folded.slice(from).trim(), back, ...(fly ? { fly } : {}) });
  return pieces;
}

/**
 * Splits a piece at a soft cut (`SOFT_CUT`) where both sides name a known place and no name spans the
 * cut ("Bosnia and Herzegovina").
 */
function splitSoft(text: string, read: PieceReader): string[] {
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
    if (whole.some((place) => !leftPlaces.includes(place) && !rightPlaces.includes(place))) continue;
    // A link of a chain only where the whole piece, read as one route, loses a place ("Athens to Naxos to Paros").
    if (match.groups?.chain !== undefined && new Set([...leftPlaces, ...rightPlaces]).size <= whole.length) continue;
    return [left, ...splitSoft(right, read)];
  }
  return [text];
}

/**
 * The pieces of a folded sentence, in order: cut at its joiners and ways back, split where two places
 * meet, and a run of pieces that name no place joined into one ("2 adults, 1 child").
 */
export function cutSentence(folded: string, read: PieceReader): Piece[] {
  const cutPieces: Piece[] = [];
  for (const piece of cutAtJoiners(folded)) {
    if (HOME_RE.test(piece.text)) {
      cutPieces.push({ text: "", back: true, ...(piece.fly ? { fly: piece.fly } : {}) });
      continue;
    }
    const parts = piece.text ? splitSoft(piece.text, read) : [""];
    parts.forEach((part, index) =>
      cutPieces.push({
        text: part,
        back: index === 0 ? piece.back : false,
        ...(index === 0 && piece.fly ? { fly: piece.fly } : {}),
        ...(piece.colon ? { colon: true } : {}),
      }),
    );
  }
  const pieces: Piece[] = [];
  const placeless = (piece: Piece) => piece.text !== "" && placesOf(read(piece.text)).length === 0;
  for (const piece of cutPieces) {
    const previous = pieces.at(-1);
    if (previous && !piece.back && placeless(piece) && placeless(previous)) {
      Object.assign(previous, { text: `${previous.text}, ${piece.text}`, colon: piece.colon });
    } else pieces.push({ ...piece });
  }
  return pieces;
}
