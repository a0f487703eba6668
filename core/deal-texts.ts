// The deals texts, shared by the app's i18n resources (app/i18n/*.ts: `deals.*`) and the server,
// which renders the live deals into the static /deals, /προσφορές and /home pages (decision 014).
// Plural keys use i18next's suffixes (`_one`, `_other`), resolved with Intl.PluralRules on both sides.
import type { Lang } from "../content/types.ts";

export const dealTextsEl = {
    title: "Προσφορές",
    subtitle: "Περιορισμένες εκπτώσεις από τους συνεργάτες μας — πρόλαβέ τες.",
    searchLabel: "Αναζήτηση προσφορών",
    searchPlaceholder: "Αναζήτηση προσφορών...",
    loading: "Φόρτωση προσφορών",
    empty: "Δεν βρέθηκαν προσφορές",
    emptyHint: "Δοκίμασε άλλους όρους αναζήτησης ή έλα ξανά αργότερα.",
    expired: "Έληξε",
    validUntil: "Έως {{date}}",
    expiredOn: "Έληξε στις {{date}}",
    infoTitle: "Πώς λειτουργούν οι προσφορές",
    infoText:
      "Οι προσφορές ανανεώνονται τακτικά. Οι τελικές τιμές και οι όροι ισχύουν όπως αναγράφονται στη σελίδα του συνεργάτη.",
    count_one: "{{count}} προσφορά",
    count_other: "{{count}} προσφορές",
    endsToday: "Λήγει σήμερα",
    endsIn_one: "Λήγει σε {{count}} μέρα",
    endsIn_other: "Λήγει σε {{count}} μέρες",
    priceFrom: "από {{price}}",
    priceWas: "αρχική τιμή {{price}}",
    goToDeal: "Δες την προσφορά",
    goToDealAt: "Δες την προσφορά στο {{partner}}",
    inGreek: "Το κείμενο είναι στα ελληνικά",
    noLive: "Δεν υπάρχουν ενεργές προσφορές αυτή τη στιγμή",
    noLiveHint: "Οι νέες προσφορές μπαίνουν συχνά. Μέχρι τότε, βρες τις καλύτερες τιμές των συνεργατών μας ανά κατηγορία.",
    browseCategories: "Δες τις κατηγορίες",
    expiredSection: "Έληξαν πρόσφατα",
    mapHeading: "Καταλύματα στην Αθήνα",
    mapTitle: "Χάρτης καταλυμάτων στην Αθήνα",
    mapHint: "Σύρε και μεγέθυνε τον χάρτη για να δεις τιμές ανά γειτονιά.",
    newTab: "(ανοίγει σε νέα καρτέλα)",
    seeAll: "Όλες οι προσφορές",
    liveNow_one: "{{count}} ενεργή προσφορά τώρα",
    liveNow_other: "{{count}} ενεργές προσφορές τώρα",
    nextPage: "Επόμενες προσφορές",
    firstPage: "Από την αρχή",
    showMore: "Περισσότερες προσφορές",
};

export const dealTextsEn: Record<keyof typeof dealTextsEl, string> = {
    title: "Deals",
    subtitle: "Limited-time discounts from our partners — catch them while they last.",
    searchLabel: "Search deals",
    searchPlaceholder: "Search deals...",
    loading: "Loading deals",
    empty: "No deals found",
    emptyHint: "Try other search terms or check back later.",
    expired: "Expired",
    validUntil: "Until {{date}}",
    expiredOn: "Expired on {{date}}",
    infoTitle: "How deals work",
    infoText: "Deals are refreshed regularly. Final prices and terms are those shown on the partner's site.",
    count_one: "{{count}} deal",
    count_other: "{{count}} deals",
    endsToday: "Ends today",
    endsIn_one: "Ends in {{count}} day",
    endsIn_other: "Ends in {{count}} days",
    priceFrom: "from {{price}}",
    priceWas: "was {{price}}",
    goToDeal: "See the deal",
    goToDealAt: "See the deal at {{partner}}",
    inGreek: "This text is in Greek",
    noLive: "There are no live deals right now",
    noLiveHint: "New deals arrive often. Meanwhile, find our partners' best prices by category.",
    browseCategories: "Browse the categories",
    expiredSection: "Recently ended",
    mapHeading: "Places to stay in Athens",
    mapTitle: "Map of places to stay in Athens",
    mapHint: "Drag and zoom the map to see prices by neighbourhood.",
    newTab: "(opens in a new tab)",
    seeAll: "All deals",
    liveNow_one: "{{count}} live deal now",
    liveNow_other: "{{count}} live deals now",
    nextPage: "Next deals",
    firstPage: "Back to the start",
    showMore: "More deals",
};

export const dealTextsDe: Record<keyof typeof dealTextsEl, string> = {
    title: "Angebote",
    subtitle: "Zeitlich begrenzte Rabatte unserer Partner — schnell zugreifen.",
    searchLabel: "Angebote durchsuchen",
    searchPlaceholder: "Angebote durchsuchen...",
    loading: "Angebote werden geladen",
    empty: "Keine Angebote gefunden",
    emptyHint: "Versuch es mit anderen Suchbegriffen oder schau später wieder vorbei.",
    expired: "Abgelaufen",
    validUntil: "Bis {{date}}",
    expiredOn: "Abgelaufen am {{date}}",
    infoTitle: "So funktionieren die Angebote",
    infoText: "Angebote werden regelmäßig aktualisiert. Es gelten die Endpreise und Bedingungen auf der Seite des Partners.",
    count_one: "{{count}} Angebot",
    count_other: "{{count}} Angebote",
    endsToday: "Endet heute",
    endsIn_one: "Endet in {{count}} Tag",
    endsIn_other: "Endet in {{count}} Tagen",
    priceFrom: "ab {{price}}",
    priceWas: "statt {{price}}",
    goToDeal: "Zum Angebot",
    goToDealAt: "Zum Angebot bei {{partner}}",
    inGreek: "Dieser Text ist auf Griechisch",
    noLive: "Gerade gibt es keine aktuellen Angebote",
    noLiveHint: "Neue Angebote kommen oft dazu. Bis dahin findest du die besten Preise unserer Partner nach Kategorie.",
    browseCategories: "Zu den Kategorien",
    expiredSection: "Kürzlich abgelaufen",
    mapHeading: "Unterkünfte in Athen",
    mapTitle: "Karte der Unterkünfte in Athen",
    mapHint: "Karte verschieben und zoomen, um Preise nach Viertel zu sehen.",
    newTab: "(öffnet in neuem Tab)",
    seeAll: "Alle Angebote",
    liveNow_one: "{{count}} aktuelles Angebot",
    liveNow_other: "{{count}} aktuelle Angebote",
    nextPage: "Nächste Angebote",
    firstPage: "Zurück zum Anfang",
    showMore: "Mehr Angebote",
};

type Key = keyof typeof dealTextsEl;
/** A text key without its plural suffix ("endsIn" for endsIn_one / endsIn_other). */
type Base<K> = K extends `${infer B}_${"one" | "other"}` ? B : K;
type DealTextKey = Base<Key>;

const byLang: Record<Lang, Record<Key, string>> = { el: dealTextsEl, en: dealTextsEn, de: dealTextsDe };
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * `deals.*` text in a language, without i18next (the server renders with it): `{{name}}` filled
 * from params; with `count`, the plural form Intl.PluralRules picks (falling back to `_other`).
 */
export function dealText(lang: Lang, key: DealTextKey, params: Record<string, string | number> = {}): string {
  const texts = byLang[lang] as Record<string, string>;
  let text = texts[key];
  if (typeof params.count === "number") {
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    text = texts[`${key}_${rules.select(params.count)}`] ?? texts[`${key}_other`];
  }
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}
