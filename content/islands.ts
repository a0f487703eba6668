import type { Island, Localized } from "./types.ts";
import { loc } from "./localized.ts";

/** Booking.com hotel list for an island. */
const hotelList = (query: string): string =>
  `https://www.booking.com/searchresults.html?ss=${encodeURIComponent(query)}`;

const island = (id: string, name: Localized): Island => ({
  id,
  name,
  url: hotelList(`${name.en}, Greece`),
});

/** The 8 popular Greek islands on /home. */
export const islands: Island[] = [
  island("santorini", loc("Σαντορίνη", "Santorini", "Santorin")),
  island("mykonos", loc("Μύκονος", "Mykonos", "Mykonos")),
  island("crete", loc("Κρήτη", "Crete", "Kreta")),
  island("corfu", loc("Κέρκυρα", "Corfu", "Korfu")),
  island("rhodes", loc("Ρόδος", "Rhodes", "Rhodos")),
  island("naxos", loc("Νάξος", "Naxos", "Naxos")),
  island("paros", loc("Πάρος", "Paros", "Paros")),
  island("zakynthos", loc("Ζάκυνθος", "Zakynthos", "Zakynthos")),
];
