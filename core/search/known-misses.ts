// Fields the understander gets wrong today, as "field | query". The accuracy test ratchets:
// any miss not listed here fails it, and so does a listed miss that is now right (remove it).
// Add a line only with a reason; fix generically (rules or data), never for one sentence.
export const KNOWN_MISSES: readonly string[] = [
  // "σκάφους" (boat) reads as ferries, so Πάρο becomes a destination: boat rental has no category word yet.
  "place | ενοικίαση σκάφους στην Πάρο",
  "destination | ενοικίαση σκάφους στην Πάρο",
  // Two category words side by side (modifier + head): the head rule picks the generic "tour".
  "category | Kajak Tour Lefkada",
  "category | cycling tour in Crete",
  // The phonetic key merges "ai" to "e" ("train" → "tren"), so the transposition "trian" is two edits away.
  "category | trian to munich",
  // Held-out set 2 (first run, not tuned): a tour from a city to a sight is not read as a route.
  "place | εκδρομή στα Μετέωρα από Θεσσαλονίκη",
  "origin | εκδρομή στα Μετέωρα από Θεσσαλονίκη",
  "destination | εκδρομή στα Μετέωρα από Θεσσαλονίκη",
  // "boat trip" is read as ferries (boat) rather than a tour (trip).
  "category | boat trip around Milos",
];
