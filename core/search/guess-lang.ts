// Guess the language of a query from its alphabet and a few frequent words.
// Greek script or Greeklish → el; otherwise German vs English by marker words.
import type { Lang } from "../../content/types.ts";
import { fold } from "./normalize.ts";

const GREEKLISH = new Set(
  (
    "stin sto sti ston sta gia apo kai me se ena mia dyo dio tria treis ton tin tou tis ta na thelo psaxno " +
    "domatio domatia ksenodoxeio ksenodoxeia xenodoxeio evro euro fthino ftino ftina fthina oikonomiko atoma " +
    "atomo kato mexri eos ews pros ferybot ploio ploia aeroplano ptisi ptiseis nyxta nixta vrady savvatokyriako " +
    "avgousto ioulio iouniou avgoustou kalokairi oikogeneia zeugari enoikiasi aftokinitou autokinitou ti"
  ).split(" "),
);
const GERMAN = new Set(
  (
    "nach von vom ab für fuer mit und im am zum zur der die das dem den ein eine einen bis pro je unter zimmer " +
    "günstig guenstig billig nacht nächte personen person wochenende nächstes naechstes fähre faehre mietwagen " +
    "flug flüge unterkunft ferienwohnung zu zweit dritt euro juli juni märz mai oktober dezember januar februar " +
    "ich wir suche brauche urlaub insel reise zug bahn auto tage woche kinder erwachsene sommer herbst frühling"
  ).split(" "),
);
const ENGLISH = new Set(
  (
    "the to from for in with and under below cheap cheapest room rooms hotel hotels night nights per people " +
    "adults kids weekend next this flight flights ferry ferries car rental hire train trains bus of near " +
    "a an my we i want need looking stay trip july june march may october december january february " +
    "august budget couple family tickets ticket day days week summer winter spring autumn"
  ).split(" "),
);

export function guessLang(text: string): Lang {
  const greekLetters = (text.match(/[\u0370-\u03ff\u1f00-\u1fff]/g) ?? []).length;
  const latinLetters = (text.match(/[a-zA-ZäöüÄÖÜß]/g) ?? []).length;
  if (greekLetters > 0 && greekLetters >= latinLetters / 3) return "el";
  let de = /[äöüß]/i.test(text) ? 2 : 0;
  let en = 0;
  let el = 0;
  for (const raw of text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)) {
    const word = raw;
    const folded = fold(raw);
    if (GERMAN.has(word) || GERMAN.has(folded)) de++;
    if (ENGLISH.has(word)) en++;
    if (GREEKLISH.has(folded)) el++;
  }
  if (el > 0 && el >= en && el > de) return "el";
  if (de > en) return "de";
  return "en";
}
