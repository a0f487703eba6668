import type { Lang } from "~content/types.ts";
import { locales } from "~/lib/language.ts";

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];

/** "πριν από 5 λεπτά" / "5 minutes ago" / "vor 5 Minuten" (SPEC §2: relative time in the page's language). */
export function relativeTime(iso: string, lang: Lang, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  const fmt = new Intl.RelativeTimeFormat(locales[lang], { numeric: "auto" });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return fmt.format(Math.round(value), unit);
    value /= size;
  }
  return fmt.format(Math.round(value), "year");
}
