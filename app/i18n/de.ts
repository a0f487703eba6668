import { dealTextsDe } from "~core/deal-texts";
import type { Messages } from "./el.ts";
import { accountDe } from "./account.de.ts";
import { offlineDe } from "./offline.de.ts";
import { searchDe } from "./search.de.ts";
import { tripDe } from "./trip.de.ts";
import { guidesDe } from "./guides.de.ts";

export const de = {
  meta: {
    welcomeTitle: "Taxidaki — Günstig reisen, clever wählen",
    welcomeDescription:
      "Finde günstige Flüge, Hotels, Fähren, Mietwagen und Angebote für Griechenland und die Welt — alles an einem Ort.",
    homeTitle: "Reise planen: Flüge, Hotels, Fähren | Taxidaki",
    homeDescription:
      "20 Kategorien geprüfter Reisepartner, Hotels in 18 Städten und Griechenlands beliebteste Inseln. Vergleichen und günstig buchen.",
    dealsTitle: "Reiseangebote | Taxidaki",
    dealsDescription: "Aktuelle Angebote von Taxidaki für Hotels, Flüge und Mietwagen. Durchsuchen und sparen.",
    offersMapTitle: "Angebote und Unterkunftskarte Athen | Taxidaki",
    offersMapDescription:
      "Reiseangebote und eine interaktive Karte mit Unterkünften in Athen: Preise nach Viertel vergleichen.",
    searchTitle: "Suche | Taxidaki",
    notFoundTitle: "Seite nicht gefunden | Taxidaki",
    ogImageAlt: "Taxidaki — Meer, Inseln und eine Fähre am Horizont",
  },
  common: {
    skipLink: "Zum Inhalt springen",
    back: "Zurück",
    backHome: "Zurück zur Startseite",
    affiliateNote: "Einige Links sind Affiliate-Links",
    affiliateHint: "Wenn du darüber buchst, erhalten wir eventuell eine kleine Provision – ohne Mehrkosten für dich.",
    newTab: "(öffnet in neuem Tab)",
    embedOpen: "Karte öffnen",
    embedFailed: "Die Karte konnte hier nicht laden: öffne sie in einem neuen Tab.",
    embedOpenTab: "In neuem Tab öffnen",
    loadingApp: "App wird geladen...",
    loading: "Wird geladen...",
    footerTagline: "Der Freund aller Sparreisenden.",
    footerRights: "Alle Rechte vorbehalten.",
    footerNav: "Fußzeilen-Links",
  },
  header: {
    home: "Taxidaki — Startseite",
    backToHome: "Zurück zur Startseite",
    searchLabel: "Reise suchen",
    searchPlaceholder: "z. B. Zimmer auf Korfu bis 30 €",
    searchButton: "Suchen",
    language: "Sprache",
    themeDark: "Dunkles Design aktivieren",
    themeLight: "Helles Design aktivieren",
    login: "Anmelden",
    register: "Registrieren",
    deals: "Angebote",
  },
  welcome: {
    eyebrow: "Reisen mit kleinem Budget",
    languageLabel: "Sprache wählen",
    stat1: "20 Kategorien",
    stat2: "18 Städte",
    stat3: "8 Inseln",
  },
  home: {
    heroTitle: "Wohin geht's dieses Jahr?",
    heroSubtitle: "Schreib, was du suchst, so wie du es einem Freund sagen würdest — oder wähl eine Kategorie.",
    categories: "Kategorien",
    categoriesHint: "Alles für deine nächste Reise",
    citiesHint: "Beliebte Reiseziele in Europa",
    carouselPrev: "Vorherige Städte",
    carouselNext: "Nächste Städte",
    carouselLabel: "Städte",
    islandsHint: "Hotellisten öffnen in neuem Tab",
    whyUs: "Warum Taxidaki",
  },
  catalogue: {
    partners: "Partner",
    featured: "Empfohlen",
    prefills: "Übernimmt deine Suche",
    serves: "Für {{country}}",
    countries: { DE: "Deutschland", ES: "Spanien", IT: "Italien", HU: "Ungarn" },
  },
  deals: dealTextsDe,
  offers: {
    widgetHeading: "Unterkunft finden",
    widgetTitle: "Unterkunftssuche",
    buttonsHeading: "Alles für deine Reise",
  },
  offline: offlineDe,
  search: searchDe,
  trip: tripDe,
  guides: guidesDe,
  notFound: {
    code: "404",
    title: "Seite nicht gefunden",
    text: "Die aufgerufene Adresse existiert nicht oder wurde verschoben.",
    link: "Zurück zur Startseite",
  },
  error: {
    title: "Etwas ist schiefgelaufen!",
    text: "In der Anwendung ist ein Fehler aufgetreten.",
    reload: "Seite neu laden",
  },
  account: accountDe,
} satisfies Messages;
