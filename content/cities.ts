import type { City, Localized } from "./types.ts";
import { loc } from "./localized.ts";

const IMAGE = { width: 320, height: 200 } as const;

/** Booking.com city search: the accommodation link of a carousel card. */
const bookingSearch = (query: string): string =>
  `https://www.booking.com/searchresults.html?ss=${encodeURIComponent(query)}`;

const city = (id: string, name: Localized, country: Localized, query: string): City => ({
  id,
  name,
  country,
  image: { src: `/images/cities/${id}.svg`, ...IMAGE },
  url: bookingSearch(query),
});

const GR = loc("Ελλάδα", "Greece", "Griechenland");
const IT = loc("Ιταλία", "Italy", "Italien");
const ES = loc("Ισπανία", "Spain", "Spanien");
const DE = loc("Γερμανία", "Germany", "Deutschland");

/** The 18 cities of the hotels-by-city carousel on /home. */
export const cities: City[] = [
  city("athens", loc("Αθήνα", "Athens", "Athen"), GR, "Athens, Greece"),
  city("thessaloniki", loc("Θεσσαλονίκη", "Thessaloniki", "Thessaloniki"), GR, "Thessaloniki, Greece"),
  city("rome", loc("Ρώμη", "Rome", "Rom"), IT, "Rome, Italy"),
  city("barcelona", loc("Βαρκελώνη", "Barcelona", "Barcelona"), ES, "Barcelona, Spain"),
  city("paris", loc("Παρίσι", "Paris", "Paris"), loc("Γαλλία", "France", "Frankreich"), "Paris, France"),
  city("lisbon", loc("Λισαβόνα", "Lisbon", "Lissabon"), loc("Πορτογαλία", "Portugal", "Portugal"), "Lisbon, Portugal"),
  city("prague", loc("Πράγα", "Prague", "Prag"), loc("Τσεχία", "Czechia", "Tschechien"), "Prague, Czechia"),
  city(
    "budapest",
    loc("Βουδαπέστη", "Budapest", "Budapest"),
    loc("Ουγγαρία", "Hungary", "Ungarn"),
    "Budapest, Hungary",
  ),
  city("vienna", loc("Βιέννη", "Vienna", "Wien"), loc("Αυστρία", "Austria", "Österreich"), "Vienna, Austria"),
  city("berlin", loc("Βερολίνο", "Berlin", "Berlin"), DE, "Berlin, Germany"),
  city(
    "amsterdam",
    loc("Άμστερνταμ", "Amsterdam", "Amsterdam"),
    loc("Ολλανδία", "Netherlands", "Niederlande"),
    "Amsterdam, Netherlands",
  ),
  city(
    "london",
    loc("Λονδίνο", "London", "London"),
    loc("Ηνωμένο Βασίλειο", "United Kingdom", "Vereinigtes Königreich"),
    "London, United Kingdom",
  ),
  city(
    "istanbul",
    loc("Κωνσταντινούπολη", "Istanbul", "Istanbul"),
    loc("Τουρκία", "Türkiye", "Türkei"),
    "Istanbul, Türkiye",
  ),
  city("madrid", loc("Μαδρίτη", "Madrid", "Madrid"), ES, "Madrid, Spain"),
  city("milan", loc("Μιλάνο", "Milan", "Mailand"), IT, "Milan, Italy"),
  city("munich", loc("Μόναχο", "Munich", "München"), DE, "Munich, Germany"),
  city("krakow", loc("Κρακοβία", "Kraków", "Krakau"), loc("Πολωνία", "Poland", "Polen"), "Krakow, Poland"),
  city("sofia", loc("Σόφια", "Sofia", "Sofia"), loc("Βουλγαρία", "Bulgaria", "Bulgarien"), "Sofia, Bulgaria"),
];
