import type { Lang } from "~content/types.ts";

export const LANGUAGE_KEY = "language";

export const languageNames: Record<Lang, string> = { el: "Ελληνικά", en: "English", de: "Deutsch" };
export const languageShort: Record<Lang, string> = { el: "ΕΛ", en: "EN", de: "DE" };
/** BCP 47 locales for Intl formatting and og:locale (the one map: core/locales.ts). */
export { LOCALES as locales } from "~core/locales.ts";

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // storage unavailable: the URL still carries the language
  }
}

export function storedLanguage(): Lang | null {
  try {
    const v = localStorage.getItem(LANGUAGE_KEY);
    return v === "el" || v === "en" || v === "de" ? v : null;
  } catch {
    return null;
  }
}

/** Forgets the stored language (after sign-out: the next visitor gets the default). */
export function forgetLanguage(): void {
  try {
    localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}
