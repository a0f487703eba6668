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
