import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { benefits } from "./benefits.ts";
import { categories } from "./categories.ts";
import { cities } from "./cities.ts";
import { claims } from "./claims.ts";
import { builtInDeals } from "./deals.ts";
import { homeBlurbs, homeSections, homeTiles, offersBanner, welcome } from "./home.ts";
import { islands } from "./islands.ts";
import { offerButtons, offerPages } from "./offers.ts";
import { cataloguePages, pageByPath } from "./pages.ts";
import { partnerById, partnerDisplayName, partners, partnersByCategory } from "./partners.ts";
import { CATEGORY_IDS, LANGS, type CategoryId, type Localized } from "./types.ts";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));

const isLocalized = (value: unknown): value is Localized =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === [...LANGS].sort().join();

/** Every Localized text reachable from a value, with where it was found. */
function localizedTexts(value: unknown, where: string): Array<[string, Localized]> {
  if (isLocalized(value)) return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, `${where}.${key}`));
  }
  return [];
}

const allContent = {
  categories,
  partners,
  cataloguePages,
  homeTiles,
  homeBlurbs,
  homeSections,
  offersBanner,
  welcome,
  cities,
  islands,
  benefits,
  claims,
  offerButtons,
  offerPages,
};

/** Sentences and descriptions: these must really be translated. */
const prose: Array<[string, Localized]> = [
  ...categories.map((c): [string, Localized] => [`category ${c.id} blurb`, c.blurb]),
  ...partners.map((p): [string, Localized] => [`partner ${p.id} description`, p.description]),
  ...cataloguePages.flatMap((p): Array<[string, Localized]> => [
    [`${p.path} title`, p.title],
    [`${p.path} description`, p.description],
    ...(p.intro ? [[`${p.path} intro`, p.intro] as [string, Localized]] : []),
  ]),
  ...homeBlurbs.map((b): [string, Localized] => [`blurb ${b.id}`, b.text]),
  ["offers banner", offersBanner.text],
  ["welcome subtitle", welcome.subtitle],
  ...benefits.flatMap((b) => b.items.map((item, i): [string, Localized] => [`benefits ${b.id}[${i}]`, item])),
  ...claims.map((c): [string, Localized] => [`claim ${c.id}`, c.text]),
  ...offerPages.flatMap((p): Array<[string, Localized]> => [
    [`${p.path} title`, p.title],
    [`${p.path} description`, p.description],
  ]),
];

const count = (category: CategoryId) => partnersByCategory(category).length;

describe("partners", () => {
  it("meet the SPEC §3 counts per category", () => {
    const atLeast: Partial<Record<CategoryId, number>> = {
      flights: 12,
      hotels: 8,
      "car-rental": 5,
      "camper-vans": 1,
      transfers: 4,
      esim: 3,
      "luggage-storage": 1,
      tours: 2,
      insurance: 1,
      "flight-compensation": 1,
      cruises: 1,
      "student-housing": 1,
      cycling: 1,
      "home-exchange": 2,
      "mountain-resorts": 2,
      "trains-buses": 1,
      activities: 1,
    };
    for (const [category, min] of Object.entries(atLeast)) {
      expect(count(category as CategoryId), category).toBeGreaterThanOrEqual(min);
    }
    // The pages that show a fixed number of cards (SPEC §2).
    expect(count("ferries")).toBe(6);
    expect(count("travel-gear")).toBe(5);
    expect(count("camping")).toBe(3);
  });

  it("list the six ferry providers of SPEC §2 (Ferryhopper is for the search only, decision 013), Traghettilines with its own button label", () => {
    expect(partnersByCategory("ferries").map((p) => p.name)).toEqual([
      "Ferries.gr",
      "SeaRadar",
      "Digitickets",
      "Ferries Booking",
      "Let’s Ferry",
      "Traghettilines",
    ]);
    expect(partnerById("ferryhopper")?.searchOnly).toBe(true);
    expect(partnerById("traghettilines")?.cta?.el).toBe("Κράτηση μέσω Traghettilines");
  });

  it("carry AirHelp's claims and name Travelski and an Austrian ski provider", () => {
    const airhelp = partnerById("airhelp");
    expect(airhelp?.features.map((f) => f.el)).toEqual(
      expect.arrayContaining(["Αποζημίωση έως 600 €", "Πάνω από 90 % επιτυχία"]),
    );
    expect(partnerById("travelski")?.category).toBe("mountain-resorts");
    expect(partnerById("ski-amade")?.description.en).toMatch(/Austrian/);
  });

  it("tag the country rental sites DE, ES, IT and HU", () => {
    const tags = partnersByCategory("car-rental").flatMap((p) => (p.country ? [p.country] : []));
    expect(tags.sort()).toEqual(["DE", "ES", "HU", "IT"]);
    expect(partnerDisplayName(partnerById("sixt-de")!)).toBe("Sixt (DE)");
    expect(partnerDisplayName(partnerById("discover-cars")!)).toBe("Discover Cars");
  });

  it("have unique kebab-case ids and exactly three features each", () => {
    const ids = partners.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of partners) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.features, p.id).toHaveLength(3);
      expect(CATEGORY_IDS).toContain(p.category);
    }
  });

  it("link to official https URLs without affiliate parameters", () => {
    for (const p of partners) {
      const url = new URL(p.url);
      expect(url.protocol, p.id).toBe("https:");
      expect(url.search, p.id).toBe("");
    }
  });

  it("partnerById and partnersByCategory find records", () => {
    expect(partnerById("booking")?.name).toBe("Booking.com");
    expect(partnerById("nope")).toBeUndefined();
    expect(partnersByCategory("esim").map((p) => p.id)).toEqual(["airalo", "holafly", "nomad"]);
  });
});

describe("categories", () => {
  // That CategoryIcon draws each icon named here: app/components/category-icon.test.tsx.
  it("cover every CategoryId once", () => {
    expect(categories.map((c) => c.id).sort()).toEqual([...CATEGORY_IDS].sort());
  });
});

describe("catalogue pages", () => {
  const specRoutes = [
    "/flights",
    "/hotels",
    "/vacation-rentals",
    "/transport",
    "/car-rental",
    "/esim",
    "/tours",
    "/insurance",
    "/flight-compensation",
    "/luggage-storage",
    "/ferries",
    "/indie-campers",
    "/travel-gear",
    "/camping",
    "/activities",
    "/cruises",
    "/student-housing",
    "/cycling",
    "/home-exchange",
    "/trains-buses",
    "/mountain-resorts",
    "/cruises-special",
    "/student-housing-special",
    "/cycling-special",
    "/trains-buses-special",
    "/mountain-resorts-special",
    "/home-swap",
  ];

  it("exist once for every public catalogue route of SPEC §2", () => {
    expect(cataloguePages.map((p) => p.path).sort()).toEqual([...specRoutes].sort());
    for (const path of specRoutes) expect(pageByPath(path)?.path).toBe(path);
    expect(pageByPath("/nowhere")).toBeUndefined();
  });

  it("show partners that exist and belong to the page's category", () => {
    for (const page of cataloguePages) {
      expect(page.partners.length, page.path).toBeGreaterThan(0);
      for (const id of page.partners) {
        const partner = partnerById(id);
        expect(partner, `${page.path}: ${id}`).toBeDefined();
        expect(partner?.category, `${page.path}: ${id}`).toBe(page.category);
      }
    }
  });

  it("go back the way SPEC §2 says", () => {
    expect(pageByPath("/mountain-resorts-special")?.back).toBe("home");
    for (const path of [
      "/indie-campers",
      "/ferries",
      "/cruises-special",
      "/student-housing-special",
      "/cycling-special",
      "/trains-buses-special",
    ]) {
      expect(pageByPath(path)?.back, path).toBe("history");
    }
  });

  it("use the layouts SPEC §2 describes", () => {
    expect(pageByPath("/indie-campers")?.layout).toBe("single");
    expect(pageByPath("/home-swap")?.layout).toBe("blocks");
    expect(pageByPath("/activities")?.layout).toBe("blocks");
    expect(pageByPath("/mountain-resorts-special")?.partners).toEqual(["ski-amade", "travelski"]);
    expect(pageByPath("/mountain-resorts")?.partners).toContain("travelski");
    for (const path of ["/cruises-special", "/student-housing-special", "/cycling-special", "/trains-buses-special"]) {
      expect(pageByPath(path)?.layout, path).toBe("single");
      expect(pageByPath(path)?.partners, path).toHaveLength(1);
    }
  });

  it("carry the benefits boxes SPEC §2 asks for, and only boxes that exist", () => {
    for (const path of [
      "/ferries",
      "/travel-gear",
      "/camping",
      "/activities",
      "/cruises",
      "/mountain-resorts",
      "/home-swap",
    ]) {
      expect(pageByPath(path)?.benefits, path).toBeDefined();
    }
    const ids = new Set(benefits.map((b) => b.id));
    expect(ids.size).toBe(benefits.length);
    expect(ids.has("offers")).toBe(true);
    for (const page of cataloguePages) if (page.benefits) expect(ids.has(page.benefits), page.path).toBe(true);
  });

  it("have titles of at most 60 characters with the brand, unique per language", () => {
    for (const lang of LANGS) {
      const titles = [...cataloguePages, ...offerPages].map((p) => p.title[lang]);
      expect(new Set(titles).size, lang).toBe(titles.length);
      for (const title of titles) {
        expect(title.length, title).toBeLessThanOrEqual(60);
        expect(title, title).toContain("Taxidaki");
      }
    }
  });

  it("have meta descriptions of 120 to 160 characters", () => {
    for (const page of [...cataloguePages, ...offerPages]) {
      for (const lang of LANGS) {
        const length = page.description[lang].length;
        expect(length, `${page.path} ${lang}: ${length}`).toBeGreaterThanOrEqual(120);
        expect(length, `${page.path} ${lang}: ${length}`).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe("texts", () => {
  it("are filled in Greek, English and German everywhere", () => {
    const texts = localizedTexts(allContent, "content");
    expect(texts.length).toBeGreaterThan(500);
    for (const [where, text] of texts) {
      for (const lang of LANGS) {
        expect(text[lang].trim(), `${where}.${lang}`).not.toBe("");
        expect(text[lang], `${where}.${lang}`).toBe(text[lang].trim());
      }
    }
  });

  it("are really translated where they are prose", () => {
    for (const [where, text] of prose) {
      expect(new Set([text.el, text.en, text.de]).size, where).toBe(3);
      expect(text.el, where).toMatch(/\p{Script=Greek}/u);
    }
  });

  it("write Greek with final sigma at word ends only", () => {
    // σ may end a word only when elided, as in «κλείσ’ το».
    for (const [where, text] of localizedTexts(allContent, "content")) {
      expect(text.el, where).not.toMatch(/σ(?![\p{L}’])/u);
      expect(text.el, where).not.toMatch(/ς(?=\p{L})/u);
    }
    for (const deal of builtInDeals) expect(`${deal.title} ${deal.description}`).not.toMatch(/σ(?![\p{L}’])/u);
  });

  it("claim no figures beyond SPEC's (600 €, 90 %, 190+, 40+, 100+; 30 € is the AI-search example)", () => {
    const allowed = new Set(["600", "90", "190", "40", "100", "30"]);
    const figure = /(\d+)\s*(?:%|€|\+)|€\s*(\d+)/gu;
    for (const [where, text] of localizedTexts(allContent, "content")) {
      for (const lang of LANGS) {
        for (const m of text[lang].matchAll(figure)) {
          expect(allowed.has(m[1] ?? m[2] ?? ""), `${where}.${lang}: ${m[0]}`).toBe(true);
        }
      }
    }
  });
});

describe("claims", () => {
  it("hold SPEC §9's figures, each sentence carrying its figure", () => {
    expect(Object.fromEntries(claims.map((c) => [c.id, c.value]))).toEqual({
      "compensation-max": 600,
      "compensation-success": 90,
      "esim-countries": 190,
      "ferry-companies": 40,
      "ski-resorts": 100,
    });
    for (const claim of claims) {
      for (const lang of LANGS) {
        expect(claim.text[lang], `${claim.id}.${lang}`).toContain(String(claim.value));
        expect(claim.figure[lang], `${claim.id}.${lang}`).toContain(String(claim.value));
      }
    }
  });
});

describe("home", () => {
  it("has the 20 tiles linking to SPEC §2's routes, in order, each a catalogue page", () => {
    expect(homeTiles.map((t) => t.path)).toEqual([
      "/flights",
      "/hotels",
      "/vacation-rentals",
      "/transport",
      "/car-rental",
      "/esim",
      "/luggage-storage",
      "/ferries",
      "/tours",
      "/insurance",
      "/flight-compensation",
      "/travel-gear",
      "/camping",
      "/activities",
      "/trains-buses-special",
      "/cruises-special",
      "/student-housing-special",
      "/cycling-special",
      "/home-swap",
      "/mountain-resorts-special",
    ]);
    for (const tile of homeTiles) expect(pageByPath(tile.path)?.category, tile.path).toBe(tile.category);
  });

  it("has the three blurbs and an https offers link to a known partner", () => {
    expect(homeBlurbs.map((b) => b.id)).toEqual(["ai-search", "best-prices", "easy-booking"]);
    expect(new URL(offersBanner.url).protocol).toBe("https:");
    expect(partnerById(offersBanner.partnerId)).toBeDefined();
  });

  it("has 18 cities with https links and local SVG art that exists and is small", () => {
    expect(cities).toHaveLength(18);
    expect(new Set(cities.map((c) => c.id)).size).toBe(18);
    for (const city of cities) {
      expect(new URL(city.url).protocol, city.id).toBe("https:");
      expect(city.image.src).toMatch(/^\/images\/cities\/[a-z-]+\.svg$/);
      const file = `${publicDir}${city.image.src}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${city.image.width}"`);
      expect(svg).toContain(`height="${city.image.height}"`);
      expect(svg).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
    }
  });

  it("has 8 Greek islands with https hotel-list links", () => {
    expect(islands).toHaveLength(8);
    expect(new Set(islands.map((i) => i.id)).size).toBe(8);
    for (const island of islands) expect(new URL(island.url).protocol, island.id).toBe("https:");
  });
});

describe("deals and offers", () => {
  it("has SPEC §9's three built-in deals", () => {
    expect(builtInDeals.map((d) => [d.title, d.expiryDate])).toEqual([
      ["Έκπτωση 20% σε ξενοδοχεία Αθήνας", "2025-07-31"],
      ["Δωρεάν WiFi σε όλες τις πτήσεις", "2025-08-15"],
      ["Έκπτωση 15% σε ενοικιάσεις αυτοκινήτων", "2025-06-30"],
    ]);
    for (const deal of builtInDeals) {
      expect(deal.description.length).toBeGreaterThan(40);
      expect(deal.imageUrl).toBe("");
    }
  });

  it("has the eight coloured affiliate buttons, each to a known partner", () => {
    expect(offerButtons).toHaveLength(8);
    expect(new Set(offerButtons.map((b) => b.id)).size).toBe(8);
    expect(new Set(offerButtons.map((b) => b.color)).size).toBe(8);
    for (const button of offerButtons) expect(partnerById(button.partnerId), button.id).toBeDefined();
  });

  it("has /prosfores-{product} pages with unique paths outside the catalogue", () => {
    const paths = offerPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of offerPages) {
      expect(page.path).toBe(`/prosfores-${page.product}`);
      expect(pageByPath(page.path)).toBeUndefined();
      expect(CATEGORY_IDS).toContain(page.category);
    }
  });
});
