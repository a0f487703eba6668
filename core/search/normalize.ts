// Text normalisation for the query understander: case/accent folding, a phonetic
// "key" shared by Greek script, Greeklish and Latin spellings, tokenising and a
// bounded Damerau-Levenshtein distance. Pure: no Node or DOM APIs.

/**
 * Lower-case, German umlauts to ae/oe/ue (ß → ss), strip all other diacritics,
 * Greek final sigma → σ. "Κέρκυρα" → "κερκυρα", "Fähre" → "faehre".
 */
export function fold(s: string): string {
  return stripMarks(
    s
      .toLowerCase()
      .replace(/ä/g, "ae")
      .replace(/ö/g, "oe")
      .replace(/ü/g, "ue")
      .replace(/ß/g, "ss"),
  );
}

/** Like {@link fold} but umlauts simply lose their dots ("München" → "munchen"). */
export function foldPlain(s: string): string {
  return stripMarks(s.toLowerCase().replace(/ß/g, "ss"));
}

function stripMarks(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ς/g, "σ");
}

const GREEK_TO_LATIN: Record<string, string> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k",
  λ: "l", μ: "m", ν: "n", ξ: "ks", ο: "o", π: "p", ρ: "r", σ: "s", τ: "t", υ: "y",
  φ: "f", χ: "ch", ψ: "ps", ω: "o",
};

/** Greek letters → Latin (ELOT-like, on folded text); other characters unchanged. */
export function transliterate(folded: string): string {
  let out = "";
  const s = folded.replace(/ου/g, "ou").replace(/αυ/g, "au").replace(/ευ/g, "eu");
  for (const ch of s) out += GREEK_TO_LATIN[ch] ?? ch;
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
  /** Date tokens: day, month and optional year. */
  d?: number;
  m?: number;
  y?: number;
  /** A dash written without spaces around it ("e-sim", "15-20"). */
  tight?: boolean;
  /** Offset in the folded text (for debugging). */
  at: number;
}

const TOKEN_RE =
  /(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2})(?!\d))?\.?|(\d+(?:[.,]\d+)?)(\.(?!\d)|st\b|nd\b|rd\b|th\b)?|([€$£])|(->|→|[-–—>])|(\/)|(\+)|([\p{L}\p{M}]+(?:['’][\p{L}]+)?)/gu;

/** Split a query into tokens (folded). Other punctuation is dropped. */
export function tokenize(input: string): Token[] {
  const text = fold(input)
    .replace(/b&b/g, "bnb")
    .replace(/\be\.?sim\b/g, "esim")
    // Phone shorthand for "with": "w/ car", "w/kids", "w car" (and "w/o" for "without").
    .replace(/(^|\s)w\/o(?=\s|$)/g, "$1without")
    .replace(/(^|\s)w\/\s*|(^|\s)w\s+(?=\p{L})/gu, (_m, a = "", b = "") => `${a}${b}with `)
    // Greeklish digits for letters: "a8hna" (θ), "3anthi" (ξ).
    .replace(/(?<=\p{L})8(?=\p{L})|(?<![\p{L}\p{N}])8(?=[aeiouhy])/gu, "th")
    .replace(/(?<![\p{L}\p{N}])3(?=[aeiou][a-z]{2,})/gu, "ks")
    // "Ag. Nikolaos", "Αγ. Νικόλαος": the saint's abbreviation of village names.
    .replace(/(^|[\s,])(ag|ay)\.\s*/g, "$1agios ")
    .replace(/(^|[\s,])αγ\.\s*/g, "$1αγιοσ ");
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const at = m.index;
    const s = m[0];
    if (m[1] !== undefined) {
      out.push({ text: s, key: s, kind: "date", y: Number(m[1]), m: Number(m[2]), d: Number(m[3]), at });
    } else if (m[4] !== undefined) {
      const d = Number(m[4]);
      const mo = Number(m[5]);
      const yRaw = m[6];
      const y = yRaw === undefined ? undefined : yRaw.length === 2 ? 2000 + Number(yRaw) : Number(yRaw);
      if (d >= 1 && d <= 31 && mo >= 1 && mo <= 12) {
        out.push({ text: s, key: s, kind: "date", d, m: mo, ...(y === undefined ? {} : { y }), at });
      } else if (s.includes("/") && d >= 1 && d <= 12 && mo > 12 && mo <= 31) {
        // An American month-first day ("8/27"): it can be read no other way.
        out.push({ text: s, key: s, kind: "date", d: mo, m: d, ...(y === undefined ? {} : { y }), at });
      } else {
        // "30.50" or "12,50" is a price, not a date.
        const v = Number(`${m[4]}.${m[5]}`);
        out.push({ text: s, key: s, kind: "num", value: v, at });
      }
    } else if (m[7] !== undefined) {
      out.push({
        text: m[7],
        key: m[7],
        kind: "num",
        value: Number(m[7].replace(",", ".")),
        ...(m[8] ? { ordinal: true } : {}),
        at,
      });
    } else if (m[9] !== undefined) {
      out.push({ text: s, key: s, kind: "cur", at });
    } else if (m[10] !== undefined) {
      const before = text[at - 1];
      const after = text[at + s.length];
      const tight = before !== undefined && after !== undefined && before !== " " && after !== " ";
      out.push({ text: s, key: "-", kind: "dash", tight, at });
    } else if (m[11] !== undefined) {
      out.push({ text: s, key: s, kind: "slash", at });
    } else if (m[12] !== undefined) {
      out.push({ text: s, key: s, kind: "plus", at });
    } else {
      out.push({ text: s, key: phoneticKey(s), kind: "word", at });
    }
  }
  return out;
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance, giving up (returning
 * max + 1) as soon as the distance must exceed `max`.
 */
export function damerauLevenshtein(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  if (rows[0].length <= lb) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(lb + 16);
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = prev[j - 1]! + (ca === cb ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      if (del < v) v = del;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = prev2[j - 2]! + 1;
        if (tr < v) v = tr;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb]!;
}

// Reused rows (the function is synchronous, so sharing them is safe).
const rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Cheap necessary condition for distance ≤ k: within the first k+1 characters
 * (and within the last k+1) some character of `a` equals a character of `b`
 * at most k positions away. Lets typo matching skip most candidates.
 */
export function mayBeWithin(a: string, b: string, k: number): boolean {
  const la = a.length;
  const lb = b.length;
  let head = false;
  for (let i = 0; i <= k && i < la && !head; i++) {
    for (let j = Math.max(0, i - k); j <= i + k && j < lb; j++) {
      if (a.charCodeAt(i) === b.charCodeAt(j)) {
        head = true;
        break;
      }
    }
  }
  if (!head) return false;
  for (let i = 0; i <= k && i < la; i++) {
    const ca = a.charCodeAt(la - 1 - i);
    for (let j = Math.max(0, i - k); j <= i + k && j < lb; j++) {
      if (ca === b.charCodeAt(lb - 1 - j)) return true;
    }
  }
  return false;
}

/** Typo budget for a word of this many letters: 0 below 5, 1 from 5, 2 from 9. */
export function typoBudget(letters: number): number {
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}
