// Words around places (el, Greeklish, en, de; folded): airports and terminals, near, one's own, for,
// carriers, without. Data only (route.ts reads them).

/** Words for an airport (folded, in the three languages and Greeklish). */
export const AIRPORT_WORDS = new Set([
  "airport",
  "airports",
  "αεροδρομιο",
  "αεροδρομιου",
  "αερολιμενα",
  "aerodromio",
  "aerodromiou",
  "flughafen",
  "flughafens",
]);

/** Words for the terminal of a place: its airport, port or station ("from the port of Piraeus"). */
export const TERMINAL_WORDS = new Set([
  ...AIRPORT_WORDS,
  ...[
    "port",
    "harbour",
    "harbor",
    "terminal",
    "station",
    "λιμανι",
    "λιμανιου",
    "σταθμο",
    "σταθμου",
    "limani",
    "limaniou",
    "stathmo",
    "hafen",
    "hafens",
    "bahnhof",
  ],
]);

/** Words that make the place after them a landmark near the one meant (folded). */
export const NEAR_WORDS = new Set(["near", "nearby", "close", "κοντα", "konta", "nahe", "naehe"]);

/** Words of having or owning ("my", "unsere", "μου", "έχουμε", "we have"): the home of an exchange. */
export const HAVE_WORDS = new Set([
  "have",
  "own",
  "my",
  "our",
  "εχω",
  "εχουμε",
  "exw",
  "exoume",
  "echo",
  "echoume",
  "μου",
  "μασ",
  "habe",
  "haben",
  "mein",
  "meine",
  "meinen",
  "unser",
  "unsere",
  "unseren",
]);

/**
 * Words after the home offered that name the one wanted ("Hamburg gegen Athen", "London for Paris", "Αθήνα αντί
 * Βιέννη").
 */
export const FOR_WORDS = new Set(["gegen", "for", "fuer", "against", "αντι", "anti"]);

/** Words that make the name after them the carrier ("with Aegean", "bei Ryanair", "με την Aegean"). */
export const CARRIER_BEFORE = new Set(["with", "bei", "mit", "με", "me", "via", "μεσω", "meso", "mesw", "by"]);

export const CARRIER_AFTER = new Set(["airlines", "airline", "airways", "air", "αερογραμμεσ", "aerogrammes"]);

export const WITHOUT = new Set(["without", "ohne", "χωρισ", "xoris", "horis", "choris"]);
/**
 * "with" before a vehicle taken aboard ("with the car", "με το αμάξι"), by its folded text (Greek "με" is the "of" flag
 * too).
 */
export const WITH = new Set(["with", "με", "me"]);
