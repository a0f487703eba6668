// Greek place names in the case and with the article a sentence needs ("Πλοία για τη Νάξο",
// "Ξενοδοχεία στην Κέρκυρα", "Από τον Πειραιά", "της Σαντορίνης", "στα Κουφονήσια", "στις Σπέτσες",
// "των Χανίων"), from the gazetteer's nominatives and the irregular forms it lists (Χανίων, Δελφούς,
// Πατρών). Gender and number follow the name's ending and kind (an island in -ος is feminine: η Νάξος;
// a town in -ος masculine: ο Βόλος), the gazetteer's listed genitive plural (a plural in -α), and the
// few exceptions below. Accents stay where Greek puts them: the accent moves to the penult when the
// ending becomes long (Ηράκλειο → Ηρακλείου, Κάλυμνος → Καλύμνου). Pure.

export type Gender = "m" | "f" | "n";
export type GreekCase = "nom" | "acc" | "gen";

export interface GreekName {
  nom: string;
  acc: string;
  gen: string;
  gender: Gender;
  plural: boolean;
}

/** Names whose gender or number the endings do not tell (checked in greek.test.ts). */
const OVERRIDES: Readonly<Record<string, { gender: Gender; plural?: true; indeclinable?: true; gen?: string }>> = {
  // Islands in -ος that are masculine.
  Πόρος: { gender: "m" },
  // Towns in -ος that are feminine.
  Κόρινθος: { gender: "f" },
  Κίσσαμος: { gender: "f" },
  Λίνδος: { gender: "f" },
  Χερσόνησος: { gender: "f" },
  Πάφος: { gender: "f" },
  Λεμεσός: { gender: "f" },
  Πελοπόννησος: { gender: "f" },
  Ήπειρος: { gender: "f" },
  Αιδηψός: { gender: "f" },
  Κας: { gender: "n", indeclinable: true },
  // Neuter plurals in -α whose genitive the gazetteer does not list.
  Φηρά: { gender: "n", plural: true },
  Μάταλα: { gender: "n", plural: true },
  Φαλάσαρνα: { gender: "n", plural: true },
  Τίρανα: { gender: "n", plural: true },
  Επτάνησα: { gender: "n", plural: true },
  Σφακιά: { gender: "n", plural: true },
  Ζαγοροχώρια: { gender: "n", plural: true },
  Πηγάδια: { gender: "n", plural: true },
  Κατάπολα: { gender: "n", plural: true },
  Μουδανιά: { gender: "n", plural: true },
  Γιάννενα: { gender: "n", plural: true },
  Καλάβρυτα: { gender: "n", plural: true },
  Σύβοτα: { gender: "n", plural: true },
  Άνω: { gender: "n", indeclinable: true },
  // Masculine plurals in -ες.
  Δολομίτες: { gender: "m", plural: true },
  // Foreign names Greek does not decline.
  Όσλο: { gender: "n", indeclinable: true },
  Πόρτο: { gender: "n", indeclinable: true },
  Μπάρι: { gender: "n", indeclinable: true },
  Μπρίντιζι: { gender: "n", indeclinable: true },
  Ελσίνκι: { gender: "n", indeclinable: true },
  Ντουμπάι: { gender: "n", indeclinable: true },
  Βουκουρέστι: { gender: "n", indeclinable: true },
  Λυών: { gender: "f", indeclinable: true },
  Κάιρο: { gender: "n", gen: "Καΐρου" },
  // A foreign city in -ι that Greek declines.
  Παρίσι: { gender: "n" },
};

const ACCENTED: Readonly<Record<string, string>> = {
  α: "ά",
  ε: "έ",
  η: "ή",
  ι: "ί",
  ο: "ό",
  υ: "ύ",
  ω: "ώ",
  ϊ: "ΐ",
  ϋ: "ΰ",
};
const PLAIN: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ACCENTED).map(([p, a]) => [a, p]));
const UPPER_PLAIN: Readonly<Record<string, string>> = { Ά: "Α", Έ: "Ε", Ή: "Η", Ί: "Ι", Ό: "Ο", Ύ: "Υ", Ώ: "Ω" };

const stripAccents = (word: string) => [...word].map((c) => PLAIN[c] ?? UPPER_PLAIN[c] ?? c).join("");
const isVowel = (c: string) => /[αεηιουωάέήίόύώϊϋΐΰΑΕΗΙΟΥΩΆΈΉΊΌΎΏ]/u.test(c);
const DIGRAPHS = new Set(["αι", "ει", "οι", "ου", "αυ", "ευ", "υι", "ηυ"]);

/**
 * The word's vowel groups (syllable nuclei) as [start, end) indices, a diphthong as one group; a diaeresis or an accent
 * on the first letter splits it (Κάιρο: κά-ι-ρο).
 */
function nuclei(word: string): [number, number][] {
  const out: [number, number][] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    if (!isVowel(chars[i]!)) continue;
    const pair = stripAccents(chars[i]! + (chars[i + 1] ?? "")).toLowerCase();
    const firstAccented = PLAIN[chars[i]!.toLowerCase()] !== undefined || UPPER_PLAIN[chars[i]!] !== undefined;
    const second = chars[i + 1] ?? "";
    if (DIGRAPHS.has(pair) && !firstAccented && !/[ϊϋΐΰ]/u.test(second)) {
      out.push([i, i + 2]);
      i++;
    } else out.push([i, i + 1]);
  }
  return out;
}

/** Puts the accent on the n-th vowel group from the end (0 = last), on its second letter for a diphthong. */
function accentAt(word: string, fromEnd: number): string {
  const plain = [...stripAccents(word)];
  const groups = nuclei(plain.join(""));
  const group = groups[groups.length - 1 - fromEnd];
  if (!group) return plain.join("");
  const at = group[1] - 1;
  const c = plain[at]!;
  plain[at] = ACCENTED[c] ?? c;
  // Capital first letters (Άνδρος → Ανδρου is never needed: accents move right only).
  return plain.join("");
}

/** Which vowel group (from the end, 0 = last) carries the accent; undefined when none does. */
function accentPosition(word: string): number | undefined {
  const chars = [...word];
  const groups = nuclei(word);
  for (let g = 0; g < groups.length; g++) {
    const [s, e] = groups[g]!;
    if (chars.slice(s, e).some((c) => PLAIN[c] !== undefined || UPPER_PLAIN[c] !== undefined || c === "ΐ" || c === "ΰ"))
      return groups.length - 1 - g;
  }
  return undefined;
}

/**
 * Replaces the ending `drop` (its length, accent-free) by `add`; with a long new ending, an accent on the antepenult
 * moves to the penult.
 */
function inflect(word: string, drop: number, add: string, long: boolean): string {
  const stem = [...word].slice(0, [...word].length - drop).join("");
  const position = accentPosition(word);
  // The accent of the dropped part (Πειραιάς → Πειραιά), or kept on the stem.
  const droppedAccent =
    position !== undefined &&
    position < 1 &&
    stripAccents(word.slice(word.length - drop)) !== word.slice(word.length - drop);
  let out = stem + add;
  if (droppedAccent) {
    // The ending carried the accent: the new ending does too (Αμοργός → Αμοργού, Χανιά → Χανιών).
    const plainOut = stripAccents(out);
    return accentAt(plainOut, 0);
  }
  if (long && position !== undefined) {
    // Counted on the new word: the stem's accent kept, moved to the penult when it would be on the antepenult.
    const groupsIn = nuclei(word).length;
    const groupsOut = nuclei(out).length;
    const newPosition = position + (groupsOut - groupsIn);
    if (newPosition >= 2) out = accentAt(out, 1);
  }
  return out;
}

/** The case forms of one declined word of a given gender and number. */
function declineWord(word: string, gender: Gender, plural: boolean): { acc: string; gen: string } {
  const plain = stripAccents(word).toLowerCase();
  const ends = (s: string) => plain.endsWith(s);
  if (plural) {
    // Σφακιά → Σφακίων: a plural in accented -ιά takes the accent before the ending.
    if (gender === "n" && /ια$/u.test(plain) && /ά$/u.test(word))
      return { acc: word, gen: `${stripAccents(word).slice(0, -2)}ίων` };
    if (gender === "n" && ends("α")) return { acc: word, gen: inflect(word, 1, "ων", true) };
    // Κυκλάδες → Κυκλάδων, Σποράδες → Σποράδων keep their accent; Σπέτσες → Σπετσών, Σέρρες → Σερρών take it on the
    // ending.
    if (gender === "f" && /(α|ι|η)δεσ$/u.test(plain.replace(/ς$/u, "σ")))
      return { acc: word, gen: inflect(word, 2, "ων", true) };
    if (gender === "f" && ends("ες")) return { acc: word, gen: accentAt(stripAccents(word).slice(0, -2) + "ων", 0) };
    if (gender === "m" && ends("οι")) return { acc: inflect(word, 2, "ους", true), gen: inflect(word, 2, "ων", true) };
    if (gender === "m" && ends("ες")) return { acc: inflect(word, 2, "ες", false), gen: inflect(word, 2, "ων", true) };
    return { acc: word, gen: word };
  }
  if (gender === "m") {
    if (ends("ος")) return { acc: inflect(word, 2, "ο", false), gen: inflect(word, 2, "ου", true) };
    if (ends("ας") || ends("ης")) return { acc: word.slice(0, -1), gen: word.slice(0, -1) };
    return { acc: word, gen: word };
  }
  if (gender === "f") {
    if (ends("ος")) return { acc: inflect(word, 2, "ο", false), gen: inflect(word, 2, "ου", true) };
    if (ends("ως")) return { acc: word.slice(0, -1), gen: word.slice(0, -1) };
    if (ends("α") || ends("η")) return { acc: word, gen: `${word}ς` };
    return { acc: word, gen: word };
  }
  if (ends("ο")) return { acc: word, gen: inflect(word, 1, "ου", true) };
  if (ends("ι")) return { acc: word, gen: accentAt(stripAccents(word) + "ου", 0) };
  return { acc: word, gen: word };
}

/** A word of a name that is no noun or adjective to decline (Κάτω Σταλός). */
const INVARIANT = new Set(["κατω", "ανω", "πανω"]);

/** The gender and number a single head word's ending tells. */
function genderOf(
  word: string,
  kind: string,
  listed: readonly string[],
): { gender: Gender; plural: boolean; indeclinable?: boolean } {
  const override = OVERRIDES[word];
  if (override)
    return {
      gender: override.gender,
      plural: override.plural === true,
      ...(override.indeclinable ? { indeclinable: true } : {}),
    };
  const plain = stripAccents(word).toLowerCase();
  if (plain.endsWith("οι")) return { gender: "m", plural: true };
  if (plain.endsWith("ες") || plain.endsWith("εις")) return { gender: "f", plural: true };
  if (plain.endsWith("ος")) return { gender: kind === "island" ? "f" : "m", plural: false };
  if (plain.endsWith("ως")) return { gender: "f", plural: false };
  if (plain.endsWith("ας") || plain.endsWith("ης")) return { gender: "m", plural: false };
  if (plain.endsWith("α")) {
    // A plural in -α: the gazetteer lists its genitive in -ων, accented before the ending (Χανίων,
    // Κουφονησίων), where a feminine's is always on it (Πατρών, Αθηνών).
    const stem = plain.slice(0, -1);
    const plural = listed.some((l) => {
      const p = stripAccents(l).toLowerCase();
      return p === `${stem}ων` && accentPosition(l) !== 0;
    });
    return plural ? { gender: "n", plural: true } : { gender: "f", plural: false };
  }
  if (plain.endsWith("η")) return { gender: "f", plural: false };
  if (plain.endsWith("ο") || plain.endsWith("ι") || plain.endsWith("ί")) {
    // A foreign name in -ι is not declined (Ελσίνκι, Μπάρι); a Greek one is (Αγκίστρι → Αγκιστριού).
    return { gender: "n", plural: false, ...(kind === "city" && plain.endsWith("ι") ? { indeclinable: true } : {}) };
  }
  // Ends in a consonant other than ς, or another vowel: a foreign name, neuter and not declined.
  return { gender: "n", plural: false, indeclinable: true };
}

/**
 * A Greek place name (its nominative, as the gazetteer's first Greek name) in the three cases, with
 * its gender and number. `listed` are the gazetteer's other Greek names (irregular forms: Χανίων,
 * Δελφούς, Δελφών), `kind` the gazetteer kind (island, gr-city, city, region).
 */
export function greekName(nominative: string, kind: string, listed: readonly string[] = []): GreekName {
  const words = nominative.split(" ");
  // The head: words from the start while they agree (Άγιος Νικόλαος, Αγία Μαρίνα); a genitive after
  // it stays (Σκάλα Πάτμου, Πέτρα Λέσβου, Αγία Μαρίνα Αίγινας).
  const declined: number[] = [];
  let head: { gender: Gender; plural: boolean; indeclinable?: boolean } = {
    gender: "n",
    plural: false,
    indeclinable: true,
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (INVARIANT.has(stripAccents(word).toLowerCase())) continue;
    const g = genderOf(word, kind, listed);
    if (declined.length > 0) {
      const agrees = g.gender === head.gender && g.plural === head.plural && !g.indeclinable;
      // A neuter plural noun after a feminine-looking adjective in -α (Νέα Μουδανιά: τα Νέα Μουδανιά).
      const neuterPlural = g.plural && g.gender === "n" && stripAccents(words[declined[0]!]!).endsWith("α");
      if (neuterPlural) head = g;
      else if (!agrees) break;
    } else head = g;
    declined.push(i);
  }
  const { gender, plural } = head;
  if (head.indeclinable || declined.length === 0)
    return { nom: nominative, acc: nominative, gen: nominative, gender, plural };
  const acc = [...words];
  const gen = [...words];
  for (const i of declined) {
    const forms = declineWord(words[i]!, gender, plural);
    acc[i] = forms.acc;
    gen[i] = forms.gen;
  }
  // The gazetteer's own irregular forms win (Δελφούς, Δελφών, Παξών, Λειψούς).
  const listedAcc = listed.find((l) => plural && gender === "m" && stripAccents(l).toLowerCase().endsWith("ους"));
  const listedGen = listed.find(
    (l) =>
      stripAccents(l).toLowerCase().endsWith("ων") &&
      l.split(" ").length === words.length &&
      stripAccents(l).slice(0, 2) === stripAccents(nominative).slice(0, 2),
  );
  const ownGen = words.length === 1 ? OVERRIDES[nominative]?.gen : undefined;
  return {
    nom: nominative,
    acc: listedAcc ?? acc.join(" "),
    gen: ownGen ?? (plural && listedGen ? listedGen : gen.join(" ")),
    gender,
    plural,
  };
}

const ARTICLES: Record<`${Gender}${"s" | "p"}`, Record<GreekCase, string>> = {
  ms: { nom: "ο", acc: "τον", gen: "του" },
  fs: { nom: "η", acc: "τη", gen: "της" },
  ns: { nom: "το", acc: "το", gen: "του" },
  mp: { nom: "οι", acc: "τους", gen: "των" },
  fp: { nom: "οι", acc: "τις", gen: "των" },
  np: { nom: "τα", acc: "τα", gen: "των" },
};

/**
 * The feminine accusative keeps its ν before a vowel and before κ, π, τ, ξ, ψ and the stops written μπ, ντ, γκ, τσ, τζ.
 */
const keepsNu = (word: string) =>
  /^([αεηιουωάέήίόύώ]|κ|π|τ|ξ|ψ|μπ|ντ|γκ|τσ|τζ)/u.test(stripAccents(word).toLowerCase()) ||
  /^[αεηιουω]/u.test(stripAccents(word).toLowerCase());

/** The article of a name in a case ("τη" / "την" by the name's first sound). */
export function article(name: GreekName, c: GreekCase): string {
  const a = ARTICLES[`${name.gender}${name.plural ? "p" : "s"}`][c];
  if (a === "τη" && keepsNu(name[c])) return "την";
  return a;
}

/** The name with its article in a case: "τη Νάξο", "της Σαντορίνης", "τα Κουφονήσια". */
export const withArticle = (name: GreekName, c: GreekCase): string => `${article(name, c)} ${name[c]}`;

/** "σε" joined to the accusative article: "στη Νάξο", "στην Κέρκυρα", "στον Πειραιά", "στα Χανιά", "στις Σπέτσες". */
export const inPlace = (name: GreekName): string => `σ${withArticle(name, "acc")}`;
/** "για τη Νάξο". */
export const toPlace = (name: GreekName): string => `για ${withArticle(name, "acc")}`;
/** "από τον Πειραιά". */
export const fromPlace = (name: GreekName): string => `από ${withArticle(name, "acc")}`;
/** "της Σαντορίνης", "των Χανίων". */
export const ofPlace = (name: GreekName): string => withArticle(name, "gen");
