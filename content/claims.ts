import type { CategoryId, Localized } from "./types.ts";
import { loc } from "./localized.ts";

/**
 * The marketing claims the product may make (SPEC §1 and §9). No other figures
 * are claimed anywhere in the content: add them here first if they ever change.
 */
export interface Claim {
  id: ClaimId;
  /** The figure itself, e.g. 600. */
  value: number;
  /** How the figure reads: euros, a percentage, or "N and more". */
  kind: "euro" | "percent" | "plus";
  category: CategoryId;
  /** The figure as shown in a badge, e.g. "600 €", "€600", "90 %+". */
  figure: Localized;
  /** A short sentence carrying the figure. */
  text: Localized;
}

export type ClaimId =
  "compensation-max" | "compensation-success" | "esim-countries" | "ferry-companies" | "ski-resorts";

export const claims: Claim[] = [
  {
    id: "compensation-max",
    value: 600,
    kind: "euro",
    category: "flight-compensation",
    figure: loc("έως 600 €", "up to €600", "bis zu 600 €"),
    text: loc(
      "Αποζημίωση έως 600 € για καθυστερημένη ή ακυρωμένη πτήση.",
      "Up to €600 in compensation for a delayed or cancelled flight.",
      "Bis zu 600 € Entschädigung für einen verspäteten oder annullierten Flug.",
    ),
  },
  {
    id: "compensation-success",
    value: 90,
    kind: "percent",
    category: "flight-compensation",
    figure: loc("πάνω από 90 %", "over 90%", "über 90 %"),
    text: loc(
      "Πάνω από 90 % ποσοστό επιτυχίας στις αξιώσεις.",
      "A success rate of over 90% on claims.",
      "Eine Erfolgsquote von über 90 % bei Forderungen.",
    ),
  },
  {
    id: "esim-countries",
    value: 190,
    kind: "plus",
    category: "esim",
    figure: loc("190+ χώρες", "190+ countries", "190+ Länder"),
    text: loc(
      "Δεδομένα κινητής σε 190+ χώρες με ένα eSIM.",
      "Mobile data in 190+ countries with a single eSIM.",
      "Mobile Daten in 190+ Ländern mit einer einzigen eSIM.",
    ),
  },
  {
    id: "ferry-companies",
    value: 40,
    kind: "plus",
    category: "ferries",
    figure: loc("40+ ακτοπλοϊκές", "40+ shipping companies", "40+ Reedereien"),
    text: loc(
      "Δρομολόγια από 40+ ακτοπλοϊκές εταιρείες σε ένα σημείο.",
      "Routes from 40+ shipping companies in one place.",
      "Verbindungen von 40+ Reedereien an einem Ort.",
    ),
  },
  {
    id: "ski-resorts",
    value: 100,
    kind: "plus",
    category: "mountain-resorts",
    figure: loc("100+ χιονοδρομικά", "100+ ski resorts", "100+ Skigebiete"),
    text: loc(
      "Πακέτα σκι σε 100+ χιονοδρομικά κέντρα.",
      "Ski packages in 100+ ski resorts.",
      "Skipakete in 100+ Skigebieten.",
    ),
  },
];

export function claimById(id: ClaimId): Claim {
  const claim = claims.find((c) => c.id === id);
  if (!claim) throw new Error(`Unknown claim: ${id}`);
  return claim;
}
