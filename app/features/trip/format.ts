// Dates and money as the trip page shows them, in the page's language.
import type { Lang } from "~content/types.ts";
import { LOCALES } from "~core/locales.ts";

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "2027-07-12" → "Δευ 12 Ιουλ" / "Mon 12 Jul" / "Mo., 12. Juli" (the day as written, never shifted by time zones). */
export function formatDay(iso: string, lang: Lang): string {
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    dayFormats.set(lang, f);
  }
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Euros with cents only when there are some: "45 €", "€45.50", "1.200,50 €". */
export function formatEuros(amount: number, lang: Lang): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const key = `${lang}:${cents}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR", minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}
