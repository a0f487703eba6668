import type { CategoryId, Localized } from "./types.ts";
import { loc } from "./localized.ts";
import { categoryById } from "./categories.ts";

/** A category tile on /home. */
export interface HomeTile {
  /** Greek (unprefixed) route the tile opens. */
  path: string;
  category: CategoryId;
  label: Localized;
  /** lucide-react icon name. */
  icon: string;
}

const tile = (path: string, category: CategoryId, label?: Localized): HomeTile => {
  const found = categoryById(category);
  return { path, category, label: label ?? found.name, icon: found.icon };
};

/** The 20 home tiles, in SPEC §2's order. */
export const homeTiles: HomeTile[] = [
  tile("/flights", "flights"),
  tile("/hotels", "hotels"),
  tile("/vacation-rentals", "vacation-rentals"),
  tile("/transport", "transfers"),
  tile("/car-rental", "car-rental"),
  tile("/esim", "esim"),
  tile("/luggage-storage", "luggage-storage"),
  tile("/ferries", "ferries"),
  tile("/tours", "tours"),
  tile("/insurance", "insurance"),
  tile("/flight-compensation", "flight-compensation"),
  tile("/travel-gear", "travel-gear"),
  tile("/camping", "camping"),
  tile("/activities", "activities"),
  tile("/trains-buses-special", "trains-buses"),
  tile("/cruises-special", "cruises"),
  tile("/student-housing-special", "student-housing"),
  tile("/cycling-special", "cycling"),
  tile(
    "/home-swap",
    "home-exchange",
    loc("Φιλοξενία & ανταλλαγή σπιτιού", "Homestay & home swap", "Gastfamilie & Haustausch"),
  ),
  tile("/mountain-resorts-special", "mountain-resorts"),
];

export interface HomeBlurb {
  id: "ai-search" | "best-prices" | "easy-booking";
  title: Localized;
  text: Localized;
  icon: string;
}

/** The three blurbs at the foot of /home. */
export const homeBlurbs: HomeBlurb[] = [
  {
    id: "ai-search",
    title: loc("Έξυπνη αναζήτηση", "Smart AI search", "Intelligente KI-Suche"),
    text: loc(
      "Γράψε τι ψάχνεις με δικά σου λόγια, π.χ. «δωμάτιο 30 € στην Κέρκυρα», και δες αμέσως τις σχετικές επιλογές.",
      "Type what you want in your own words, e.g. “a €30 room in Corfu”, and see the matching options right away.",
      "Schreib in eigenen Worten, was du suchst, z. B. „Zimmer für 30 € auf Korfu“, und sieh sofort passende Angebote.",
    ),
    icon: "Sparkles",
  },
  {
    id: "best-prices",
    title: loc("Καλύτερες τιμές", "Best prices", "Beste Preise"),
    text: loc(
      "Σύγκρινε πολλούς συνεργάτες σε ένα σημείο και διάλεξε αυτό που ταιριάζει στο budget σου.",
      "Compare many partners in one place and pick what fits your budget.",
      "Vergleiche viele Partner an einem Ort und wähle, was zu deinem Budget passt.",
    ),
    icon: "BadgeEuro",
  },
  {
    id: "easy-booking",
    title: loc("Εύκολη κράτηση", "Easy booking", "Einfach buchen"),
    text: loc(
      "Ένα κλικ σε πάει στο site του συνεργάτη, για να κλείσεις απευθείας και με ασφάλεια.",
      "One click takes you to the partner’s site to book directly and safely.",
      "Ein Klick bringt dich zur Seite des Partners – dort buchst du direkt und sicher.",
    ),
    icon: "MousePointerClick",
  },
];

/** The offers banner on /home: its main action opens Taxidaki's deals, the second an external offers page. */
export const offersBanner = {
  title: loc("Προσφορές της εβδομάδας", "This week’s deals", "Angebote der Woche"),
  text: loc(
    "Εκπτώσεις σε ξενοδοχεία, πτήσεις και πακέτα: ρίξε μια ματιά πριν κλείσεις.",
    "Discounts on hotels, flights and packages: take a look before you book.",
    "Rabatte auf Hotels, Flüge und Pakete: wirf einen Blick darauf, bevor du buchst.",
  ),
  cta: loc("Δες τις προσφορές", "See the deals", "Zu den Angeboten"),
  /** Partner whose affiliate parameters apply (the link is `/go/offer.banner`). */
  partnerId: "expedia",
  partnerName: "Expedia",
  url: "https://www.expedia.com/deals",
} as const satisfies {
  title: Localized;
  text: Localized;
  cta: Localized;
  partnerId: string;
  partnerName: string;
  url: string;
};

/** Section headings on /home. */
export const homeSections = {
  categories: loc("Τι ψάχνεις;", "What are you looking for?", "Wonach suchst du?"),
  cities: loc("Ξενοδοχεία ανά πόλη", "Hotels by city", "Hotels nach Stadt"),
  islands: loc("Δημοφιλή ελληνικά νησιά", "Popular Greek islands", "Beliebte griechische Inseln"),
  searchPlaceholder: loc(
    "π.χ. δωμάτιο 30 € στην Κέρκυρα",
    "e.g. a €30 room in Corfu",
    "z. B. Zimmer für 30 € auf Korfu",
  ),
} as const satisfies Record<string, Localized>;

/** The welcome page (/). */
export const welcome = {
  title: loc("Ταξίδεψε περισσότερο, ξόδεψε λιγότερο", "Travel more, spend less", "Mehr reisen, weniger ausgeben"),
  subtitle: loc(
    "Πτήσεις, ξενοδοχεία, πλοία και εμπειρίες για ταξιδιώτες με μικρό budget, όλα σε ένα μέρος.",
    "Flights, hotels, ferries and experiences for budget travellers, all in one place.",
    "Flüge, Hotels, Fähren und Erlebnisse für Reisende mit kleinem Budget – alles an einem Ort.",
  ),
  searchCta: loc("Αναζήτηση ταξιδιού", "Search trips", "Reisen suchen"),
  authCta: loc("Σύνδεση / Εγγραφή", "Log in / Sign up", "Anmelden / Registrieren"),
} as const satisfies Record<string, Localized>;
