// The console's texts travel with the console's lazy chunk, not with every public page: a typed
// object per language (Greek is the source, the others `satisfies` its shape).
import { adminDe } from "~/i18n/admin.de";
import { adminEl, type AdminMessages } from "~/i18n/admin.el";
import { adminEn } from "~/i18n/admin.en";
import { useLang } from "~/i18n/i18n";

const all = { el: adminEl, en: adminEn, de: adminDe } as const;

/** `{{name}}` placeholders filled from `values`. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ""));
}

export function useAdminT(): { m: AdminMessages; lang: ReturnType<typeof useLang> } {
  const lang = useLang();
  return { m: all[lang], lang };
}

type ImportCount = "create" | "update" | "skip" | "error";

/** An import's counts, each in its plural form, in the order given: "1 νέα, 2 αλλαγές". */
export function importCounts(lang: string, m: AdminMessages, counts: Record<ImportCount, number>, which: readonly ImportCount[] = ["create", "update", "skip", "error"]): string {
  return which.map((k) => plural(lang, m.import.counts, k, counts[k])).join(", ");
}

/** True when confirming the import would write nothing: every row is the same as the stored deal. */
export const importChangesNothing = (counts: Record<ImportCount, number>): boolean => counts.create + counts.update === 0;

/** `{key}_one` or `{key}_other` by the language's plural rules, with `{{count}}` filled. */
export function plural<K extends string>(lang: string, texts: Record<`${K}_one` | `${K}_other`, string>, key: K, count: number): string {
  const form = new Intl.PluralRules(lang).select(count) === "one" ? "one" : "other";
  return fill(texts[`${key}_${form}`], { count });
}
