// Texts of the intent chips («Ξενοδοχεία · Κέρκυρα · ≤ 30 € / νύχτα · Αύγουστος · 2 άτομα»).
// Formatting only (Intl + the page's `t`): no lexicon, so it stays out of the engine chunk.
import type { TFunction } from "i18next";
import type { Lang } from "~content/types.ts";
import type { Chip } from "./engine.ts";
import type { Budget, DateSpec } from "~core/search/intent";
import { LOCALES as locale } from "~core/locales";

function localDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function formatMoney(amount: number, currency: string, lang: Lang): string {
  try {
    return new Intl.NumberFormat(locale[lang], {
      style: "currency",
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function budgetLabel(b: Budget, t: TFunction, lang: Lang): string {
  const per = {
    night: t("search.perNight"),
    person: t("search.perPerson"),
    day: t("search.perDay"),
    total: t("search.perTotal"),
    month: t("search.perMonth"),
  }[b.per];
  return `${t("search.budget", { amount: formatMoney(b.amount, b.currency, lang) })} ${per}`;
}

export function datesLabel(d: DateSpec, t: TFunction, lang: Lang, now: Date = new Date()): string {
  if ("season" in d) return t(`search.${d.season}`);
  if ("month" in d) {
    // With the year, Greek months come in the nominative ("Αύγουστος 2027"); alone, some ICU
    // versions give the genitive ("Αυγούστου"). Format with the year and drop it when it is this year's.
    const parts = new Intl.DateTimeFormat(locale[lang], { month: "long", year: "numeric" }).formatToParts(
      new Date(d.year, d.month - 1, 1),
    );
    const month = parts.find((p) => p.type === "month")?.value ?? String(d.month);
    const s = d.year === now.getFullYear() ? month : parts.map((p) => p.value).join("");
    return s.charAt(0).toLocaleUpperCase(locale[lang]) + s.slice(1);
  }
  const fmt = new Intl.DateTimeFormat(locale[lang], { day: "numeric", month: "short" });
  const range = d.from === d.to ? fmt.format(localDate(d.from)) : fmt.formatRange(localDate(d.from), localDate(d.to));
  if ("weekend" in d) return `${d.weekend === "this" ? t("search.weekendThis") : t("search.weekendNext")} (${range})`;
  return range;
}

export function chipLabel(chip: Chip, t: TFunction, lang: Lang, now: Date = new Date()): string {
  switch (chip.key) {
    case "category":
      return chip.name;
    case "place":
      return chip.name;
    case "route":
      if (chip.from && chip.to) return `${chip.from} → ${chip.to}`;
      return chip.from ? t("search.routeFrom", { place: chip.from }) : t("search.routeTo", { place: chip.to ?? "" });
    case "budget":
      return budgetLabel(chip.budget, t, lang);
    case "cheap":
      return t("search.cheap");
    case "dates":
      return datesLabel(chip.dates, t, lang, now);
    case "nights":
      return t("search.nights", { count: chip.nights });
    case "travellers":
      return t("search.people", { count: chip.travellers });
  }
}
