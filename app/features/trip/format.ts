// Dates and money as the trip page shows them, in the page's language.
import type { Lang } from "~content/types.ts";
import { isoDay as calendarDay, utcDate } from "~core/iso-day.ts";
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
  return f.format(utcDate(iso));
}

/** Euros with cents only when there are some: "45 €", "€45.50", "1.200,50 €". */
export function formatEuros(amount: number, lang: Lang): string {
  return formatMoney(amount, "EUR", lang);
}

/** An amount in a currency (ISO 4217), cents only when there are some: "900 $", "£120". */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const key = `${lang}:${currency}:${cents}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      style: "currency",
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}

const numericFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "2027-07-12" → "12/07/2027" (el, en) / "12.07.2027" (de): the day as the page's language writes it in figures. */
export function formatNumericDay(iso: string, lang: Lang): string {
  let f = numericFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
    numericFormats.set(lang, f);
  }
  return f.format(utcDate(iso));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A real day of the calendar between 1900 and 2999, as an ISO date, or undefined (31/2 is none). */
const isoDay = (year: number, month: number, day: number) =>
  year >= 1900 && year <= 2999 ? calendarDay(year, month, day) : undefined;

/**
 * A day typed in figures, day first as the site's three languages write it ("15/8/2026", "15.08.26",
 * "15-8-2026", "15 8 2026"), or as an ISO date ("2026-08-15"); without a year, the next such day from
 * `today` ("15/8"). Undefined when it is no day of the calendar; blank is undefined too.
 */
export function parseNumericDay(text: string, today: Date = new Date()): string | undefined {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})(?:\s*[./\-\s]\s*(\d{2}|\d{4}))?\s*\.?$/.exec(t);
  if (!m) return undefined;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (m[3]) return isoDay(m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]), month, day);
  const thisYear = today.getFullYear();
  const todayIso = `${thisYear}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const candidate = isoDay(thisYear, month, day);
  if (candidate && candidate >= todayIso) return candidate;
  return isoDay(thisYear + 1, month, day);
}

const longFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "2027-07-12" → "Δευτέρα 12 Ιουλίου 2027" / "Monday 12 July 2027" / "Montag, 12. Juli 2027". */
export function formatLongDay(iso: string, lang: Lang): string {
  let f = longFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    longFormats.set(lang, f);
  }
  return f.format(utcDate(iso));
}
