// Text normalisation for the query understander: case/accent folding, a phonetic
// "key" shared by Greek script, Greeklish and Latin spellings, tokenising and a
// bounded Damerau-Levenshtein distance. Pure: no Node or DOM APIs.

/**
 * Lower-case, German umlauts to ae/oe/ue (ß → ss), strip all other diacritics,
 * Greek final sigma → σ. "Κέρκυρα" → "κερκυρα", "Fähre" → "faehre".
 */
export function fold(text: string): string {
  return stripMarks(text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss"));
}

/** Like {@link fold} but umlauts simply lose their dots ("München" → "munchen"). */
export function foldPlain(text: string): string {
  return stripMarks(text.toLowerCase().replace(/ß/g, "ss"));
}

function stripMarks(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ς/g, "σ");
}

const GREEK_TO_LATIN: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "ks",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};

/** Greek letters → Latin (ELOT-like, on folded text); other characters unchanged. */
export function transliterate(folded: string): string {
  let out = "";
  const merged = folded.replace(/ου/g, "ou").replace(/αυ/g, "au").replace(/ευ/g, "eu");
  for (const ch of merged) out += GREEK_TO_LATIN[ch] ?? ch;
  return out;
}

/**
 * Phonetic matching key of a folded word: Greek is transliterated, then the
 * spellings Greeklish writers mix are merged (η/ι/υ/ει/οι → i, ω → o, ου → u,
 * αι → e, θ/th → t, χ/ch/x/ξ/ks → h, μπ → b, ντ → d, γκ → g, αυ → av, c → k,
 * w → o, double letters → one). "ξενοδοχείο", "ksenodoxeio" and "xenodoxio" all
 * give "henodohio"; "Κέρκυρα", "kerkyra" and "kerkira" give "kerkira".
 */
export function phoneticKey(folded: string): string {
  return transliterate(folded)
    .replace(/ph/g, "f")
    .replace(/rh/g, "r")
    .replace(/th/g, "t")
    .replace(/ck/g, "k")
    .replace(/[ck]h/g, "h")
    .replace(/ks|x/g, "h")
    .replace(/mp/g, "b")
    .replace(/nt/g, "d")
    .replace(/gk/g, "g")
    .replace(/au/g, "av")
    .replace(/eu/g, "ev")
    .replace(/([ae])f(?=[ktpsfh])/g, "$1v")
    .replace(/ou/g, "u")
    .replace(/[yj]/g, "i")
    .replace(/[eou]i/g, "i")
    .replace(/ai/g, "e")
    .replace(/[cq]/g, "k")
    .replace(/w/g, "o")
    .replace(/(.)\1+/g, "$1");
}

export type TokenKind = "word" | "num" | "date" | "cur" | "dash" | "slash" | "plus";

export interface Token {
  /** Folded text. */
  text: string;
  /** Phonetic key (words only; otherwise the folded text). */
  key: string;
  kind: TokenKind;
  /** Numeric value (num tokens). */
  value?: number;
  /** A German/English ordinal day ("15." / "15th"). */
  ordinal?: boolean;
  /** A date that can only be read month first ("8/27"). */
  monthFirst?: true;
  /** Date tokens: day, month and optional year. */
  d?: number;
  m?: number;
  y?: number;
  /** A dash written without spaces around it ("e-sim", "15-20"). */
  tight?: boolean;
  /** A three-letter word written in capitals in a query that is not all capitals ("HER", "CFU"): a code. */
  upper?: true;
  /** Offset in the folded text (for debugging). */
  at: number;
}

/**
 * Number words above ten, folded, by value: a tokenizer writes them as digits ("unter dreißig Euro",
 * "under thirty euros", "κάτω από τριάντα ευρώ", Greeklish "trianta"), so every extractor reads them as
 * it reads "30". (One to ten stay words in the lexicon: "ein", "ένα" are also articles.)
 */
const TENS: Record<string, number> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  εικοσι: 20,
  τριαντα: 30,
  σαραντα: 40,
  πενηντα: 50,
  εξηντα: 60,
  εβδομηντα: 70,
  ογδοντα: 80,
  ενενηντα: 90,
  eikosi: 20,
  trianta: 30,
  saranta: 40,
  peninta: 50,
  penhnta: 50,
  eksinta: 60,
  exinta: 60,
  evdominta: 70,
  ogdonta: 80,
  eneninta: 90,
};
const TEENS: Record<string, number> = {
  elf: 11,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fuenfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  εντεκα: 11,
  δωδεκα: 12,
  δεκατρια: 13,
  δεκατεσσερα: 14,
  δεκαπεντε: 15,
  δεκαεξι: 16,
  δεκαεφτα: 17,
  δεκαεπτα: 17,
  δεκαοχτω: 18,
  δεκαοκτω: 18,
  δεκαεννια: 19,
  δεκαεννεα: 19,
  enteka: 11,
  dodeka: 12,
  dekapente: 15,
  hundert: 100,
  einhundert: 100,
  zweihundert: 200,
  dreihundert: 300,
  vierhundert: 400,
  fuenfhundert: 500,
  tausend: 1000,
  eintausend: 1000,
  hundred: 100,
  thousand: 1000,
  εκατο: 100,
  εκατον: 100,
  διακοσια: 200,
  τριακοσια: 300,
  τετρακοσια: 400,
  πεντακοσια: 500,
  χιλια: 1000,
  ekato: 100,
  diakosia: 200,
  triakosia: 300,
  pentakosia: 500,
  xilia: 1000,
};
/**
 * Units one to nine, folded, that join a ten ("fünfundzwanzig", "twenty-five", "είκοσι πέντε") or a hundred ("two
 * hundred").
 */
const ONES: Record<string, number> = {
  ein: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ενα: 1,
  δυο: 2,
  τρια: 3,
  τεσσερα: 4,
  πεντε: 5,
  εξι: 6,
  εφτα: 7,
  επτα: 7,
  οχτω: 8,
  οκτω: 8,
  εννια: 9,
  εννεα: 9,
  ena: 1,
  dyo: 2,
  dio: 2,
  tria: 3,
  tessera: 4,
  pente: 5,
  eksi: 6,
  exi: 6,
  efta: 7,
  oxto: 8,
  ochto: 8,
  ennia: 9,
};
const alt = (words: Record<string, number>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
const NUMBER_WORD_RE = new RegExp(
  // (Not a place's name: "Άγιοι Σαράντα", Saranda in Albania.)
  `(?<![\\p{L}\\p{N}])(?<!(?:αγιοι|αγιουσ|αγιων|agioi|agii|ayioi|agious|aghioi)\\s+)(?:(${alt(ONES)})und(${alt(TENS)})|(${alt(TENS)})(?:[\\s-]+(?:και\\s+|kai\\s+)?(${alt(ONES)}))?|(${alt(ONES)})\\s+(hundred|hundert)|(${alt(TEENS)}))(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * A thousands separator is no decimal point: "1,500" (en), "1.500" (el, de), "12.000"; Greeklish euros
 * written onto the number: "70e" is 70 € ("mexri 70e ti vradia"). (A cheap look first: most queries have neither.)
 */
function numbersAsDigits(text: string): string {
  let out = text;
  if (/\d[.,]\d{3}/.test(out)) {
    out = out.replace(
      /(?<![\p{N}.,])([1-9]\d{0,2})((?:[.,]\d{3})+)(?![\p{N}]|[.,]\p{N})/gu,
      (_m, head: string, rest: string) => head + rest.replace(/[.,]/g, ""),
    );
  }
  if (/\de/.test(out)) out = out.replace(/(?<=\d)e(?![\p{L}\p{N}])/gu, " €");
  return out;
}

/** A cheap first look: every word of TENS and TEENS holds one of these (most queries hold none). */
const MAY_HOLD_NUMBER_WORD =
  /zig|ssig|zehn|elf|hundert|tausend|nty|rty|fty|xty|hty|ety|teen|eleven|twelve|hundred|thousand|ντα|κοσι|εκα|χιλια|nta|kosi|eka|kato|xilia/;

/** Number words above ten as digits (see {@link TENS}). */
function numberWordsToDigits(text: string): string {
  if (!MAY_HOLD_NUMBER_WORD.test(text)) return text;
  return text.replace(
    NUMBER_WORD_RE,
    (_m, one?: string, ten?: string, ten2?: string, one2?: string, hundreds?: string, _h?: string, teen?: string) => {
      if (one && ten) return String(ONES[one]! + TENS[ten]!);
      if (ten2) return String(TENS[ten2]! + (one2 ? ONES[one2]! : 0));
      if (hundreds) return String(ONES[hundreds]! * 100);
      return String(TEENS[teen!]);
    },
  );
}

/** True when a folded word is one number word the tokenizer writes as digits ("σαραντα", "dreissig"). */
export function isNumberWord(word: string): boolean {
  return /^\d+$/.test(numberWordsToDigits(word));
}

const TOKEN_RE =
  /(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2})(?!\d))?\.?|(\d+(?:[.,]\d+)?)(\.(?!\d)|st\b|nd\b|rd\b|th\b)?|([€$£])|(->|→|[-–—>])|(\/)|(\+)|([\p{L}\p{M}]+(?:['’][\p{L}]+)?)/gu;

/** Split a query into tokens (folded). Other punctuation is dropped. */
export function tokenize(input: string): Token[] {
  // Three capitals in a query with small letters too are written as a code ("transfer HER to Malia").
  const capitals = /\p{Ll}/u.test(input)
    ? new Set([...input.matchAll(/(?<![\p{L}\p{N}])[A-Z]{3}(?![\p{L}\p{N}])/gu)].map((m) => m[0].toLowerCase()))
    : undefined;
  const text = numbersAsDigits(numberWordsToDigits(fold(input)))
    .replace(/b&b/g, "bnb")
    // A fortnight is two weeks ("car hire a fortnight from 1 sept").
    .replace(/\b(?:a\s+)?fortnight\b/g, "2 weeks")
    .replace(/\be\.?sim\b/g, "esim")
    // Phone shorthand for "with": "w/ car", "w/kids", "w car" (and "w/o" for "without").
    .replace(/(^|\s)w\/o(?=\s|$)/g, "$1without")
    .replace(/(^|\s)w\/\s*|(^|\s)w\s+(?=\p{L})/gu, (_m, a = "", b = "") => `${a}${b}with `)
    // A clock time says nothing the search carries and is never a price or a day: "11pm", "23:00",
    // "23.30 Uhr", "um 23 Uhr", "11 το βράδυ", "11 at night".
    .replace(/\b\d{1,2}(?:[:.]\d{2})?(?:\s?p\.?m\b\.?|am\b|\s?a\.m\.|\s?uhr\b)|\b\d{1,2}:\d{2}\b/g, " ")
    // (Not a count: "για 2 το απόγευμα" is two people in the afternoon.)
    .replace(
      /(?<!(?:για|γι|gia|yia|for|fuer|fur))(^|\s)(?:1[0-2]|[1-9])(?:[:.][0-5]\d)?\s+(?:(?:το|to)\s+(?:βραδυ|πρωι|μεσημερι|απογευμα|vrady|vradi|prwi|proi|mesimeri|apogeuma|apogevma)|(?:at\s+night|in\s+the\s+(?:morning|evening|afternoon)|o'?clock|abends|morgens|nachmittags|fruh|frueh))(?=\s|$)/g,
      "$1 ",
    )
    // A Greek ordinal day before its month ("1η Αυγούστου", "1i avgoustou"): the day.
    .replace(
      /(?<![\p{L}\p{N}])(\d{1,2})(?:ησ|η|ι|is|i|h)(?=\s+(?:ιαν|φεβ|μαρ|απρ|μαι|ιουν|ιουλ|αυγ|σεπ|οκτ|νοε|δεκ|ian|fe[vb]|mar|apr|mai|ioun|ioul|a[vu]g|sep|o[kc]t|noe|de[kc]))/gu,
      "$1",
    )
    // Greeklish digits for letters: "a8hna" (θ), "3anthi" (ξ).
    .replace(/(?<=\p{L})8(?=\p{L})|(?<![\p{L}\p{N}])8(?=[aeiouhy])/gu, "th")
    .replace(/(?<![\p{L}\p{N}])3(?=[aeiou][a-z]{2,})/gu, "ks")
    // "Ag. Nikolaos", "Αγ. Νικόλαος": the saint's abbreviation of village names.
    .replace(/(^|[\s,])(ag|ay)\.\s*/g, "$1agios ")
    .replace(/(^|[\s,])αγ\.\s*/g, "$1αγιοσ ")
    // "Ελ. Βενιζέλος", "El. Venizelos": Athens airport by its short name.
    .replace(/(^|[\s,])ελ\.\s*(?=βενιζελ)/g, "$1ελευθεριοσ ")
    .replace(/(^|[\s,])el\.\s*(?=venizel)/g, "$1eleftherios ");
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    const at = match.index;
    const matched = match[0];
    if (match[1] !== undefined) {
      out.push({
        text: matched,
        key: matched,
        kind: "date",
        y: Number(match[1]),
        m: Number(match[2]),
        d: Number(match[3]),
        at,
      });
    } else if (match[4] !== undefined) {
      const day = Number(match[4]);
      const mo = Number(match[5]);
      const yRaw = match[6];
      const year = yRaw === undefined ? undefined : yRaw.length === 2 ? 2000 + Number(yRaw) : Number(yRaw);
      if (day >= 1 && day <= 31 && mo >= 1 && mo <= 12) {
        out.push({
          text: matched,
          key: matched,
          kind: "date",
          d: day,
          m: mo,
          ...(year === undefined ? {} : { y: year }),
          at,
        });
      } else if (matched.includes("/") && day >= 1 && day <= 12 && mo > 12 && mo <= 31) {
        // An American month-first day ("8/27"): it can be read no other way.
        out.push({
          text: matched,
          key: matched,
          kind: "date",
          d: mo,
          m: day,
          monthFirst: true,
          ...(year === undefined ? {} : { y: year }),
          at,
        });
      } else {
        // "30.50" or "12,50" is a price, not a date.
        const value = Number(`${match[4]}.${match[5]}`);
        out.push({ text: matched, key: matched, kind: "num", value, at });
      }
    } else if (match[7] !== undefined) {
      out.push({
        text: match[7],
        key: match[7],
        kind: "num",
        value: Number(match[7].replace(",", ".")),
        ...(match[8] ? { ordinal: true } : {}),
        at,
      });
    } else if (match[9] !== undefined) {
      out.push({ text: matched, key: matched, kind: "cur", at });
    } else if (match[10] !== undefined) {
      const before = text[at - 1];
      const after = text[at + matched.length];
      const tight = before !== undefined && after !== undefined && before !== " " && after !== " ";
      out.push({ text: matched, key: "-", kind: "dash", tight, at });
    } else if (match[11] !== undefined) {
      out.push({ text: matched, key: matched, kind: "slash", at });
    } else if (match[12] !== undefined) {
      out.push({ text: matched, key: matched, kind: "plus", at });
    } else {
      out.push({
        text: matched,
        key: phoneticKey(matched),
        kind: "word",
        at,
        ...(capitals?.has(matched) ? { upper: true as const } : {}),
      });
    }
  }
  return out;
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance, giving up (returning
 * max + 1) as soon as the distance must exceed `max`.
 */
export function damerauLevenshtein(source: string, target: string, max: number): number {
  const la = source.length;
  const lb = target.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (source === target) return 0;
  if (rows[0].length <= lb) for (let row = 0; row < 3; row++) rows[row] = new Int32Array(lb + 16);
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = source.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = target.charCodeAt(j - 1);
      let cost = prev[j - 1]! + (ca === cb ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      if (del < cost) cost = del;
      if (ins < cost) cost = ins;
      if (i > 1 && j > 1 && ca === target.charCodeAt(j - 2) && source.charCodeAt(i - 2) === cb) {
        const tr = prev2[j - 2]! + 1;
        if (tr < cost) cost = tr;
      }
      cur[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[lb]!;
}

// Reused rows (the function is synchronous, so sharing them is safe).
const rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Cheap necessary condition for distance ≤ max: within the first max+1 characters
 * (and within the last max+1) some character of `source` equals a character of
 * `target` at most max positions away. Lets typo matching skip most candidates.
 */
export function mayBeWithin(source: string, target: string, max: number): boolean {
  const la = source.length;
  const lb = target.length;
  let head = false;
  for (let i = 0; i <= max && i < la && !head; i++) {
    for (let j = Math.max(0, i - max); j <= i + max && j < lb; j++) {
      if (source.charCodeAt(i) === target.charCodeAt(j)) {
        head = true;
        break;
      }
    }
  }
  if (!head) return false;
  for (let i = 0; i <= max && i < la; i++) {
    const ca = source.charCodeAt(la - 1 - i);
    for (let j = Math.max(0, i - max); j <= i + max && j < lb; j++) {
      if (ca === target.charCodeAt(lb - 1 - j)) return true;
    }
  }
  return false;
}

/** Typo budget for a word of this many letters: 0 below 5, 1 from 5, 2 from 9. */
export function typoBudget(letters: number): number {
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}
