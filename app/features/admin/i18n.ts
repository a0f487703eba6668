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

/** `{key}_one` or `{key}_other` by the language's plural rules, with `{{count}}` filled. */
export function plural<K extends string>(lang: string, texts: Record<`${K}_one` | `${K}_other`, string>, key: K, count: number): string {
  const form = new Intl.PluralRules(lang).select(count) === "one" ? "one" : "other";
  return fill(texts[`${key}_${form}`], { count });
}
