import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Lang } from "~content/types.ts";
import { splitLangPath } from "~core/paths";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";
import type { AdminMessages } from "./admin.el.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // `admin`: the console's texts, added when its chunk loads (features/admin/i18n.ts).
    resources: { translation: typeof el; admin: AdminMessages };
  }
}

// One instance for the app. The language is never switched globally: every page reads
// its language from the URL and asks for a fixed `t` in that language, so prerendering
// several languages at once (and hydrating them) can never mix them up.
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { el: { translation: el }, en: { translation: en }, de: { translation: de } },
  lng: "el",
  fallbackLng: "el",
  supportedLngs: ["el", "en", "de"],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The page's language, read from the URL ("/en/…" → en, "/de/…" → de, otherwise el). */
export function useLang(): Lang {
  return splitLangPath(useLocation().pathname).lang;
}

/** `t` fixed to the page's language, plus the language itself. */
export function useT() {
  const lang = useLang();
  const { t } = useTranslation("translation", { lng: lang });
  return { t, lang };
}

/** `t` in a given language outside components (route `meta`). */
export function tFor(lang: Lang) {
  return i18n.getFixedT(lang);
}
