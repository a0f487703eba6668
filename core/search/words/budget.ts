// Words of a price (el, Greeklish, en, de; folded): what a price is per, articles before an hour.
// Data only (budget.ts reads them).

/** The article of the hours in Greek ("στις 8", "μέχρι τις 8"): the number after it is a time. */
export const HOUR_ARTICLES = new Set(["τισ", "tis"]);

/** Words of a time unit that read as "per" right after a price (the plurals read as a length). */
export const PER_WORDS = new Set([
  "night",
  "nightly",
  "nt",
  "day",
  "daily",
  "month",
  "monthly",
  "nacht",
  "tag",
  "taeglich",
  "monat",
  "monatlich",
  "νυχτα",
  "βραδυ",
  "μερα",
  "ημερα",
  "ημερησιωσ",
  "μηνα",
]);
