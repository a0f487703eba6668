import { dealTextsEn } from "~core/deal-texts";
import type { Messages } from "./el.ts";
import { accountEn } from "./account.en.ts";
import { offlineEn } from "./offline.en.ts";
import { searchEn } from "./search.en.ts";
import { tripEn } from "./trip.en.ts";
import { guidesEn } from "./guides.en.ts";

export const en = {
  meta: {
    welcomeTitle: "Taxidaki — Budget travel, smart choices",
    welcomeDescription:
      "Find cheap flights, hotels, ferries, car rentals and deals for Greece and beyond — all in one place.",
    homeTitle: "Plan your trip: flights, hotels, ferries | Taxidaki",
    homeDescription:
      "20 categories of trusted travel partners, hotels in 18 cities and Greece's favourite islands. Compare and book on a budget.",
    dealsTitle: "Travel deals | Taxidaki",
    dealsDescription: "Taxidaki's current deals on hotels, flights and car rentals. Search them and save.",
    offersMapTitle: "Deals and Athens accommodation map | Taxidaki",
    offersMapDescription:
      "Travel deals plus an interactive map of places to stay in Athens: see prices by neighbourhood.",
    searchTitle: "Search | Taxidaki",
    notFoundTitle: "Page not found | Taxidaki",
    ogImageAlt: "Taxidaki — sea, islands and a ferry on the horizon",
  },
  common: {
    skipLink: "Skip to content",
    back: "Back",
    backHome: "Back to home",
    affiliateNote: "Some links are affiliate links",
    affiliateHint: "If you book through them we may earn a small commission at no extra cost to you.",
    newTab: "(opens in a new tab)",
    embedOpen: "Open the map",
    embedFailed: "The map could not load here: open it in a new tab.",
    embedOpenTab: "Open in a new tab",
    loadingApp: "Loading app...",
    loading: "Loading...",
    footerTagline: "The budget traveller's friend.",
    footerRights: "All rights reserved.",
    footerNav: "Footer links",
  },
  header: {
    home: "Taxidaki — home page",
    backToHome: "Back to home",
    searchLabel: "Search travel",
    searchPlaceholder: "e.g. a room in Corfu under €30",
    searchButton: "Search",
    language: "Language",
    themeDark: "Switch to dark theme",
    themeLight: "Switch to light theme",
    login: "Sign in",
    register: "Register",
    deals: "Deals",
  },
  welcome: {
    eyebrow: "Travel on a small budget",
    languageLabel: "Choose language",
    stat1: "20 categories",
    stat2: "18 cities",
    stat3: "8 islands",
  },
  home: {
    heroTitle: "Where to this year?",
    heroSubtitle: "Type what you're after the way you'd tell a friend — or pick a category.",
    categories: "Categories",
    categoriesHint: "Everything you need for your next trip",
    citiesHint: "Popular destinations across Europe",
    carouselPrev: "Previous cities",
    carouselNext: "Next cities",
    carouselLabel: "Cities",
    islandsHint: "Hotel lists open in a new tab",
    whyUs: "Why Taxidaki",
  },
  catalogue: {
    partners: "Partners",
    featured: "Featured",
    prefills: "Pre-fills your search",
    serves: "Serves {{country}}",
    countries: { DE: "Germany", ES: "Spain", IT: "Italy", HU: "Hungary" },
  },
  deals: dealTextsEn,
  offers: {
    widgetHeading: "Find a place to stay",
    widgetTitle: "Accommodation search",
    buttonsHeading: "Everything for your trip",
  },
  offline: offlineEn,
  search: searchEn,
  trip: tripEn,
  guides: guidesEn,
  notFound: {
    code: "404",
    title: "Page not found",
    text: "The address you opened doesn't exist or has moved.",
    link: "Back to the home page",
  },
  error: {
    title: "Something went wrong!",
    text: "An error occurred in the application.",
    reload: "Reload page",
  },
  account: accountEn,
} satisfies Messages;
