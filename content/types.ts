// The shapes of Taxidaki's content. Both the client (pages, search) and the server
// (/go/:id, sitemap) read the records that satisfy these types.

export const LANGS = ["el", "en", "de"] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every language: Greek is the source. */
export type Localized = Record<Lang, string>;

/**
 * Catalogue categories. The id is what search intents name (`category`), what
 * partners belong to, and (mostly) the Greek path of the category's page.
 */
export const CATEGORY_IDS = [
  "flights",
  "hotels",
  "vacation-rentals",
  "transfers",
  "car-rental",
  "camper-vans",
  "esim",
  "luggage-storage",
  "ferries",
  "tours",
  "insurance",
  "flight-compensation",
  "travel-gear",
  "camping",
  "activities",
  "cruises",
  "student-housing",
  "cycling",
  "home-exchange",
  "mountain-resorts",
  "trains-buses",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export type CountryTag = "DE" | "ES" | "IT" | "HU";

export interface Partner {
  /** Stable kebab-case id, used in `/go/:id` and favourites. */
  id: string;
  name: string;
  category: CategoryId;
  description: Localized;
  /** Exactly three short feature bullets. */
  features: [Localized, Localized, Localized];
  /** The partner's official https URL (no affiliate parameters: those come from config). */
  url: string;
  country?: CountryTag;
  /** Local image path under /images (optional). */
  image?: string;
  /** Button label when it is not the page's default (e.g. 'Κράτηση μέσω Traghettilines'). */
  cta?: Localized;
  /**
   * Deep-link template(s) for search results, filled with what the query understood
   * (core/search/deep-link.ts: values such as {place} {originIata} {checkin} {departYymmdd}
   * {monthYymm} {adults} {maxPrice} {currency} {lang}; `{a|b}` first present, `{a?}` optional path
   * segment). With several templates the one carrying most values is used. `/go/` follows only
   * instances of these templates. Absent: the partner has no public parameterised search URL.
   */
  deepLink?: string | readonly string[];
  /**
   * Reached from the search (and `/go/`) only, not listed on its category page: SPEC §2 fixes
   * which providers each catalogue page shows (decision 013).
   */
  searchOnly?: true;
}

export interface Category {
  id: CategoryId;
  /** Name as a tile / heading. */
  name: Localized;
  /** One-line blurb for tiles and search suggestions. */
  blurb: Localized;
  /** lucide-react icon name (PascalCase, e.g. "Plane"). */
  icon: string;
}

export type BackTarget = "history" | "home" | "root";

/** How a page shows its partners. */
export type PageLayout =
  | "list" // name + description + external-link button per partner
  | "cards" // rich card: name, description, 3 feature bullets, CTA
  | "single" // one featured offer
  | "blocks"; // large blocks (home-swap, activities)

export interface CataloguePage {
  /** Greek (unprefixed) path, e.g. "/flights"; English is "/en" + path, German "/de" + path. */
  path: string;
  category: CategoryId;
  layout: PageLayout;
  back: BackTarget;
  /** Partner ids shown, in order. */
  partners: string[];
  title: Localized; // <title>
  description: Localized; // <meta name="description">
  heading: Localized; // <h1>
  intro?: Localized;
  /** Id of a benefits box from benefits.ts. */
  benefits?: string;
  /** Default CTA label for this page's partner buttons. */
  cta: Localized;
}

export interface Benefits {
  id: string;
  title: Localized;
  items: Localized[];
}

export interface City {
  id: string;
  name: Localized;
  country: Localized;
  /** Local image path (SVG/AVIF/WebP under public/images) with its size. */
  image: { src: string; width: number; height: number };
  /** Accommodation search link for the city. */
  url: string;
}

export interface Island {
  id: string;
  name: Localized;
  /** Hotel-list link. */
  url: string;
}

export interface Deal {
  title: string;
  description: string;
  imageUrl: string;
  expiryDate: string; // YYYY-MM-DD
}
