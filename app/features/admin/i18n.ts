// The console's texts, through i18next like every other text (namespace `admin`), but travelling
// with the console's lazy chunk, not with every public page: the bundles are added to the app's
// i18next when this module loads. Greek is the source; the others `satisfies` its shape. Counts
// take i18next's plural forms (`_one` / `_other`), filled by `t(key, { count })`.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Lang } from "~content/types.ts";
import { adminDe } from "~/i18n/admin.de";
import { adminEl, type AdminMessages } from "~/i18n/admin.el";
import { adminEn } from "~/i18n/admin.en";
import { i18n, useLang } from "~/i18n/i18n";

const all = { el: adminEl, en: adminEn, de: adminDe } as const;
for (const [lang, texts] of Object.entries(all)) i18n.addResourceBundle(lang, "admin", texts, true, true);

/** `t` of the console's texts in one language. */
export type AdminT = TFunction<"admin">;

/** The console's `t` in a given language (outside components, and in tests). */
export const adminT = (lang: Lang): AdminT => i18n.getFixedT(lang, "admin");

/** The console's `t` in the page's language; `m` for the texts read as a whole (option lists, field names). */
export function useAdminT(): { t: AdminT; m: AdminMessages; lang: Lang } {
  const lang = useLang();
  const { t } = useTranslation("admin", { lng: lang });
  return { t, m: all[lang], lang };
}

type ImportCount = "create" | "update" | "skip" | "error";

/** An import's counts, each in its plural form, in the order given: "1 νέα, 2 αλλαγές". */
export function importCounts(
  t: AdminT,
  counts: Record<ImportCount, number>,
  which: readonly ImportCount[] = ["create", "update", "skip", "error"],
): string {
  return which.map((k) => t(`import.counts.${k}`, { count: counts[k] })).join(", ");
}

/** True when confirming the import would write nothing: every row is the same as the stored deal. */
export const importChangesNothing = (counts: Record<ImportCount, number>): boolean =>
  counts.create + counts.update === 0;
