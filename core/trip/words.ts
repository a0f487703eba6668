// The words of a trip sentence (issue 30, decision 053): what joins its stops, sends it back, flies it
// home, names its start, passes through a place or counts nights for every stop, in Greek, Greeklish,
// English and German. Data only: the cuts are made from these in cut.ts, the reading in read.ts. A word is
// written naturally (folded when a pattern is made); a list of patterns is joined into one alternation.

/** Words that name days, weeks and months: "next week", "after 20 July" are dates, not joiners. */
export const DATE_WORDS = [
  "\\d", "the\\s+\\d", "week", "weekend", "month", "year", "summer", "spring", "autumn", "fall", "winter", "day",
  "days", "morning", "time", "to", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon",
  "tue", "wed", "thu", "fri", "sat", "sun", "january", "february", "march", "april", "may", "june", "july", "august",
  "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
  "nov", "dec", "easter", "christmas",
].join("|");

/**
 * Words that end one stop and start the next, matched as whole words; several-word joiners before their
 * parts ("and then" before "then").
 */
export const JOINERS: readonly string[] = [
  // Greek
  "και μετά από αυτό", "μετά από αυτό", "και μετά", "κι έπειτα", "και έπειτα", "κι ύστερα", "και ύστερα",
  "και στη συνέχεια", "στη συνέχεια", "και από εκεί", "κι από εκεί", "και από κει", "κι από κει", "από εκεί", "από κει",
  "απ' εκεί", "και τέλος", "και κατόπιν", "μετά", "έπειτα", "ύστερα", "κατόπιν",
  // (The last stop: "και τελειώνουμε με 4 στην Πάργα".)
  "και τελειώνουμε με", "τελειώνουμε με", "τελειώνοντας με", "και κλείνουμε με", "κλείνουμε με",
  // Greeklish
  "kai meta", "ki meta", "kai epeita", "ki epeita", "kai epita", "kai ystera", "ki ystera", "kai istera", "ki istera",
  "kai ustera", "kai sti synexeia", "sti synexeia", "sti sinexeia", "kai apo ekei", "ki apo ekei", "apo ekei",
  "apo kei", "kai telos", "katopin", "meta", "epeita", "epita", "ystera", "istera", "ustera",
  "kai teleiwnoume me", "kai teleionoume me", "teleiwnoume me", "teleionoume me", "kleinoume me", "klinoume me",
  // English
  "and after that", "after that", "and afterwards", "afterwards", "and then", "then on to", "then", "followed by",
  "and from there", "from there", "and finally", "finally", "and on to", "on to", "onward to", "onwards to",
  "before heading to", "before going to", "moving on to", "and lastly", "lastly",
  // (The last stop: "finishing with 4 in Parga".)
  "and finishing with", "finishing with", "and ending with", "ending with", "and finish with", "finish with",
  "and to finish", "to finish", "and finishing in", "finishing in", "and ending in", "ending in",
  // German
  "und danach", "danach", "und anschließend", "anschließend", "im Anschluss", "und dann", "dann", "und weiter",
  "weiter", "von dort aus", "von dort", "von da aus", "und zum Schluss", "zum Schluss", "zuletzt", "und schließlich",
  "schließlich", "darauf", "bevor es", "und zum Abschluss", "zum Abschluss", "und abschließend", "abschließend",
  // On the way: the place after it is a stop passed through ("von Athen über Korinth nach Nafplio").
  "via", "μέσω", "meso", "mesw",
];

/** Joiners that are also the first word of a date ("next week", "after 20 July"): only before a place. */
export const DATE_JOINERS: readonly string[] = [
  "next", "after", "and next", "and after",
];

/** "über" is "via" unless a number follows ("über 100 Euro"). */
export const VIA_DE = "ueber(?!\\s+\\d)";

/** Phrases that send the trip back: the place after them (or, with none, the first stop) ends the trip. */
export const BACK: readonly string[] = [
  // Greek and Greeklish
  "και πίσω", "κι επιστροφή", "και επιστροφή", "επιστροφή", "πίσω", "και γυρνάμε", "γυρνάμε", "και επιστρέφουμε",
  "επιστρέφουμε", "γυρισμός", "και γυρισμός", "kai piso", "kai pisw", "piso", "pisw", "kai epistrofi", "epistrofi",
  "epistrofh", "gyrname", "girname", "epistrefoume",
  // English
  "and back", "then back", "back home", "back", "then home to", "and home to", "home to", "then home", "and home",
  "head home", "go home", "and return to", "then return to", "return to", "returning to", "return home", "and return",
  "then return", "return", "returning",
  // German
  "und zurück", "dann zurück", "zurück", "Rückfahrt", "Rückreise", "Heimreise", "Heimfahrt", "und nach Hause",
  "nach Hause",
];

/**
 * Ways back by air ("and fly home", "Heimflug", "πτήση για το σπίτι"): the trip ends with a flight, to
 * the place they name, else to the traveller's origin (the first stop when the trip flew out of it),
 * else to a home the sentence does not name.
 */
export const FLY_HOME: readonly string[] = [
  // Greek and Greeklish
  "και πετάμε για το σπίτι", "πετάμε για το σπίτι", "πετάμε για σπίτι", "πετάμε σπίτι", "και πετάμε πίσω",
  "πετάμε πίσω", "πετάω πίσω", "πετάω για σπίτι", "πτήση για το σπίτι", "πτήση για σπίτι", "πτήση επιστροφής",
  "πτήση πίσω", "με πτήση επιστροφής", "επιστροφή με πτήση", "επιστροφή με αεροπλάνο", "petame gia to spiti",
  "petame gia spiti", "petame spiti", "petame piso", "ptisi gia to spiti", "ptisi gia spiti", "ptisi epistrofis",
  "ptisi piso",
  // English
  "and fly home", "then fly home", "fly home", "flying home", "and flying home", "flight home", "and fly back home",
  "fly back home", "flying back home", "and fly back", "then fly back", "fly back", "flying back", "flight back",
  // German
  "und Heimflug", "Heimflug", "Rückflug", "und Rückflug", "dann Rückflug", "nach Hause fliegen",
  "und nach Hause fliegen", "fliegen nach Hause", "fliegen wir nach Hause", "zurück nach Hause fliegen",
  "und fliegen zurück", "fliegen zurück", "zurückfliegen", "heimfliegen", "Flug nach Hause", "Flug zurück",
];

/** Words that make the place beside them the trip's start, wherever the sentence says it. */
export const START = [
  "ξεκιν\\S*", "αναχωρ\\S*", "φευγ\\S*", "αφετηρια", "(?:ks|x)ekin\\S*", "anax[wo]r\\S*", "fe[vu]g\\S*", "afethria",
  "afetiria", "start\\S*", "begin\\S*", "leav\\S*", "depart\\S*", "fl(?:y|ying|ights?)\\s+(?:out\\s+)?(?:of|from)",
  "abfahrt", "abflug", "abreise", "los\\S*",
].join("|");

/** Words that pass through a place rather than start there ("περνάμε από Αίγινα", "passing through Corinth"). */
export const PASS = [
  "περν\\S*", "pern\\S*", "pass\\S*", "stop\\S*", "through", "durch", "vorbei\\S*", "ueber", "halt\\S*", "σταση",
  "stasi",
].join("|");

/** "3 nights each", "je 3 Nächte", "από 3 νύχτες στο καθένα": the nights of every stop named so far. */
export const EACH: readonly string[] = [
  "each", "apiece", "per island", "per stop", "per place", "je", "jeweils", "pro Insel", "pro Ort", "pro Stadt", "ανά",
  "το καθένα", "στο καθένα", "σε κάθε", "kathe", "to kathena", "sto kathena", "ana",
];

/** Short forms written with a full stop that does not end a sentence. */
export const ABBREVIATIONS = [
  "max", "min", "inkl", "zzgl", "bzw", "usw", "etc", "approx", "appr", "evtl", "ggf", "ca", "st", "ag", "nr", "pp",
  "pers", "erw", "ppl", "incl", "excl", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "okt",
  "nov", "dec", "dez", "ιαν", "φεβ", "μαρ", "απρ", "ιουν", "ιουλ", "αυγ", "σεπ", "οκτ", "νοε", "δεκ",
].join("|");

/** Words of a round trip or a tour: an island named with them before a colon frames the stops ("Rundreise Kreta:"). */
export const TOUR = [
  "rundreise", "rundfahrt", "roundtrip", "round", "tour", "touring", "hopping", "inselhopping", "roadtrip", "road",
  "γυροσ", "περιηγηση", "giros", "gyros",
].join("|");

/** "and" between two places: a cut only when both sides name one ("Naxos 3 nights and Paros 2"). */
export const AND = [
  "και", "κι", "kai", "ki", "and", "und", "sowie", "plus", "&", "\\+",
].join("|");

/** Words that end a length of stay ("3 nights"): a run-on "Athens Naxos 3 nights Paros 2 nights" is cut after them. */
export const STAY_UNITS = [
  "nights?", "nts?", "days?", "weeks?", "νυχτα", "νυχτεσ", "νυχτων", "βραδυ", "βραδια", "βραδιεσ", "βραδυα", "μερα",
  "μερεσ", "ημερεσ", "εβδομαδα", "εβδομαδεσ", "βδομαδα", "βδομαδεσ", "n[yiu](?:x|h|ch)t(?:es|a|on)", "vrad[iy]a?",
  "meres", "mera", "evdomad[ae]s?", "vdomad[ae]s?", "nacht", "naechte", "nachte", "naechten", "nachten", "uebernachtung(?:en)?", "tage?", "wochen?",
].join("|");

/** Words that begin the next link of a chain ("Athens to Naxos to Paros", "von Athen nach Naxos nach Paros"). */
export const CHAIN = [
  "to", "nach", "σε", "στη", "στην", "στο", "στον", "se", "sti", "stin", "sto", "ston",
].join("|");

/**
 * A weekend at a stop ("Σαββατοκύριακο στην Αίγινα", "weekend on Hydra", "Wochenende auf Ägina"): two nights
 * there. Folded, matched as words.
 */
export const WEEKEND = "σαββατοκυριακ\\S*|savvatokyriako\\S*|savvatokiriako\\S*|weekend|week-end|wochenende\\S*|wochenend";
/** A long weekend ("long weekend", "τριήμερο", "langes Wochenende"): three nights. */
export const LONG_WEEKEND =
  "long\\s+weekend|long\\s+week-end|τριημερο|τριημερα|τριημερου|triimero|triimera|trihmero|lange[ns]?\\s+wochenende\\S*|verlangerte[ns]?\\s+wochenende\\S*|verlaengerte[ns]?\\s+wochenende\\S*";

/**
 * Where a stop stands: the start of a list item (after an arrow, a dash, a comma, a semicolon) or a word
 * that leads to a place ("από", "για", "προς", "σε", "to", "from", "nach", "ab"). A place's name that is
 * also a number word there ("Κέρκυρα → Σαράντα 3 νύχτες", "για Σαράντα") is the place. Folded.
 */
export const STOP_LEAD =
  "^|->|→|[-–—>,;:]|απο|απ|για|γι|προσ|σε|στη|στην|στο|στον|apo|gia|pros|se|sti|stin|sto|to|from|via|nach|ab|von|bis|über|ueber";
/** What makes the word after a stop's place a count, not a place: money, people, nights. Folded. */
export const COUNTED = "€|ευρω|ευρουλα|euro|euros|eur|evrw|evro|eyrw|ατομα|ατομων|atoma|people|persons|personen|leute";

/**
 * Arriving at a stop ("we land in Skiathos on 2 August", "wir landen in Chania", "φτάνουμε στη Ρόδο"): said
 * of the first stop, it gives the start, and is no stop again. Folded, matched as words.
 */
export const ARRIVE =
  "we\\s+land|we\\s+arrive|we\\s+fly\\s+in(?:to)?|landing|arriving|arrival|wir\\s+landen|landen\\s+wir|wir\\s+kommen|kommen\\s+wir|ankunft|landung|wir\\s+fliegen\\s+nach|φτανουμε|φθανουμε|προσγειωνομαστε|αφιξη|ερχομαστε|ftanoume|ftanoyme|fthanoume|afiksi|afixi";
