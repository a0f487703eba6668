// How a deal's price and dates read, the same on the server's filled pages and in the app.
// One formatter per language, made once: an Intl formatter holds native (ICU) memory that the
// garbage collector does not see, and one made per card grew the page-filling server by ~1 MB a
// request until it was collected (issue 28: RSS 0.7 → 4.6 GB over 3 000 filled /deals pages).
import type { Lang } from "../content/types.ts";
import { isoDay, partsOf, utcDate } from "./iso-day.ts";
import { LOCALES } from "./locales.ts";

const dates = new Map<Lang, Intl.DateTimeFormat>();
const prices = new Map<string, Intl.NumberFormat>();

/** "18 Ιουνίου 2030", "18 June 2030", "18. Juni 2030" for a YYYY-MM-DD day (written as it is when it is not one). */
export function dealDate(isoDate: string, lang: Lang): string {
  if (isoDay(...partsOf(isoDate)) === undefined) return isoDate;
  let format = dates.get(lang);
  if (!format)
    dates.set(
      lang,
      (format = new Intl.DateTimeFormat(LOCALES[lang], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })),
    );
  return format.format(utcDate(isoDate));
}

/** "89 €", "€89", "89,50 €": euros, with cents only when there are some. */
export function euro(value: number, lang: Lang): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  const key = `${lang}:${digits}`;
  let format = prices.get(key);
  if (!format)
    prices.set(
      key,
      (format = new Intl.NumberFormat(LOCALES[lang], {
        style: "currency",
        currency: "EUR",
        maximumFractionDigits: digits,
      })),
    );
  return format.format(value);
}
