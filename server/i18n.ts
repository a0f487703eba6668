// The server's translated texts, through one i18next instance made once: the live deals filled
// into the static pages (core/deal-texts.ts, the texts the app uses too), the deals service's
// operator messages, the account and digest e-mails. Each module adds its texts as a namespace.
// Values go in as they are (no HTML escaping): whoever puts a text into HTML escapes it.
import i18next from "i18next";
import { LANGS, type Lang } from "../content/types.ts";

const i18n = i18next.createInstance();
void i18n.init({
  lng: "el",
  fallbackLng: false,
  supportedLngs: [...LANGS],
  initAsync: false,
  resources: {},
  interpolation: { escapeValue: false },
});

type Values = Record<string, string | number>;
// The app's resources type i18next's `t` (app/i18n/i18n.ts); the server's namespaces are its own.
const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;

/**
 * Adds the namespace `ns` (its texts in each language) and returns its text function: the text
 * of `key` in `lang`, `{{name}}` filled from `values`; with a numeric `count`, the plural form of
 * the language (`key_one`, `key_other`). A placeholder without a value stays as it is, or becomes
 * `missing` when given.
 */
export function textsOf<Key extends string>(ns: string, texts: Record<Lang, object>) {
  for (const lang of LANGS) i18n.addResourceBundle(lang, ns, texts[lang]);
  return (lang: Lang, key: Key, values: Values = {}, missing?: string): string =>
    t(key, {
      lng: lang,
      ns,
      replace: values,
      count: typeof values.count === "number" ? values.count : undefined,
      missingInterpolationHandler: missing === undefined ? undefined : () => missing,
    });
}
