import type { CategoryId, Localized } from "./types.ts";
import { loc } from "./localized.ts";

/** Colour of an affiliate button on the /prosfores-{product} pages (the UI maps it to a token). */
export type OfferButtonColor = "blue" | "orange" | "emerald" | "rose" | "cyan" | "teal" | "lime" | "violet";

/** One of the eight coloured affiliate buttons (SPEC §2, /prosfores-{product}). */
export interface OfferButton {
  id: string;
  label: Localized;
  /** Partner the button opens through `/go/:id`. */
  partnerId: string;
  color: OfferButtonColor;
  /** lucide-react icon name. */
  icon: string;
}

/** The eight buttons, in the order SPEC §2 lists them; shown on every product page. */
export const offerButtons: OfferButton[] = [
  {
    id: "cheap-flights",
    label: loc("Φθηνές πτήσεις", "Cheap flights", "Günstige Flüge"),
    partnerId: "kiwi",
    color: "blue",
    icon: "Plane",
  },
  {
    id: "car-rental",
    label: loc("Ενοικίαση αυτοκινήτου", "Car rental", "Mietwagen"),
    partnerId: "discover-cars",
    color: "orange",
    icon: "Car",
  },
  {
    id: "activities",
    label: loc("Κράτηση δραστηριοτήτων", "Book activities", "Aktivitäten buchen"),
    partnerId: "getyourguide",
    color: "emerald",
    icon: "Ticket",
  },
  {
    id: "luggage-insurance",
    label: loc("Ασφάλιση ταξιδιού και αποσκευών", "Travel and luggage insurance", "Reise- und Gepäckversicherung"),
    partnerId: "heymondo",
    color: "rose",
    icon: "ShieldPlus",
  },
  {
    id: "wifi-abroad",
    label: loc("Ίντερνετ στο εξωτερικό (eSIM)", "Wi-Fi abroad (eSIM)", "Internet im Ausland (eSIM)"),
    partnerId: "airalo",
    color: "cyan",
    icon: "Smartphone",
  },
  {
    id: "ferries",
    label: loc("Εισιτήρια πλοίων", "Ferry tickets", "Fährtickets"),
    partnerId: "ferries-gr",
    color: "teal",
    icon: "Ship",
  },
  {
    id: "campervan-camping",
    label: loc("Αυτοκινούμενο και κάμπινγκ", "Campervan and camping", "Wohnmobil und Camping"),
    partnerId: "indie-campers",
    color: "lime",
    icon: "Caravan",
  },
  {
    id: "family-experiences",
    label: loc("Οικογενειακές εμπειρίες", "Family experiences", "Familienerlebnisse"),
    partnerId: "viator",
    color: "violet",
    icon: "Sparkles",
  },
];

/** A /prosfores-{product} page. */
export interface OfferPage {
  /** The {product} part of the path. */
  product: string;
  /** Greek (unprefixed) path, e.g. "/prosfores-hotels". */
  path: string;
  category: CategoryId;
  title: Localized;
  description: Localized;
  heading: Localized;
  intro: Localized;
  /** Place the embedded accommodation widget centres on (English name, for the widget's search). */
  widgetPlace: string;
}

const offerPage = (product: string, page: Omit<OfferPage, "product" | "path">): OfferPage => ({
  product,
  path: `/prosfores-${product}`,
  ...page,
});

/** The products that have an offers page. */
export const offerPages: OfferPage[] = [
  offerPage("hotels", {
    category: "hotels",
    title: loc("Προσφορές ξενοδοχείων | Taxidaki", "Hotel deals | Taxidaki", "Hotelangebote | Taxidaki"),
    description: loc(
      "Προσφορές για ξενοδοχεία και καταλύματα σε Ελλάδα και Ευρώπη, με χάρτη τιμών και γρήγορες συνδέσεις για πτήσεις, αυτοκίνητο και eSIM.",
      "Deals on hotels and places to stay in Greece and Europe, with a price map and quick links for flights, car rental, eSIMs and more.",
      "Angebote für Hotels und Unterkünfte in Griechenland und Europa, mit Preiskarte und schnellen Links zu Flügen, Mietwagen und eSIMs.",
    ),
    heading: loc("Προσφορές ξενοδοχείων", "Hotel deals", "Hotelangebote"),
    intro: loc(
      "Δες στον χάρτη καταλύματα και τιμές και κλείσε αυτό που σου ταιριάζει.",
      "See stays and prices on the map and book the one that suits you.",
      "Unterkünfte und Preise auf der Karte sehen und das Passende buchen.",
    ),
    widgetPlace: "Athens, Greece",
  }),
  offerPage("flights", {
    category: "flights",
    title: loc("Προσφορές πτήσεων | Taxidaki", "Flight deals | Taxidaki", "Flugangebote | Taxidaki"),
    description: loc(
      "Φθηνές πτήσεις για την Ελλάδα και την Ευρώπη, μαζί με κατάλυμα στον προορισμό σου, ενοικίαση αυτοκινήτου και ασφάλεια αποσκευών.",
      "Cheap flights to Greece and around Europe, plus a place to stay at your destination, a rental car and insurance for your luggage.",
      "Günstige Flüge nach Griechenland und durch Europa, dazu eine Unterkunft am Ziel, ein Mietwagen und eine Versicherung fürs Gepäck.",
    ),
    heading: loc("Προσφορές πτήσεων", "Flight deals", "Flugangebote"),
    intro: loc(
      "Βρες φθηνή πτήση και μετά κατάλυμα στον ίδιο χάρτη.",
      "Find a cheap flight, then a place to stay on the same map.",
      "Erst einen günstigen Flug finden, dann die Unterkunft auf derselben Karte.",
    ),
    widgetPlace: "Athens, Greece",
  }),
  offerPage("ferries", {
    category: "ferries",
    title: loc(
      "Προσφορές για τα νησιά | Taxidaki",
      "Island hopping deals | Taxidaki",
      "Angebote für die Inseln | Taxidaki",
    ),
    description: loc(
      "Εισιτήρια πλοίων για τα ελληνικά νησιά και καταλύματα στον χάρτη, με γρήγορες συνδέσεις για αυτοκίνητο, δραστηριότητες και eSIM.",
      "Ferry tickets to the Greek islands and places to stay on the map, with quick links for car rental, activities and an eSIM for your trip.",
      "Fährtickets zu den griechischen Inseln und Unterkünfte auf der Karte, mit schnellen Links zu Mietwagen, Aktivitäten und eSIM.",
    ),
    heading: loc("Προσφορές για τα νησιά", "Island hopping deals", "Angebote für die Inseln"),
    intro: loc(
      "Κλείσε πλοίο και κατάλυμα για το επόμενο νησί σου.",
      "Book your ferry and a room for your next island.",
      "Fähre und Zimmer für deine nächste Insel buchen.",
    ),
    widgetPlace: "Naxos, Greece",
  }),
  offerPage("car-rental", {
    category: "car-rental",
    title: loc(
      "Προσφορές ενοικίασης αυτοκινήτου | Taxidaki",
      "Car rental deals | Taxidaki",
      "Mietwagenangebote | Taxidaki",
    ),
    description: loc(
      "Νοίκιασε αυτοκίνητο για οδικό ταξίδι και βρες κατάλυμα στη διαδρομή, με γρήγορες συνδέσεις για πτήσεις, ασφάλεια και δραστηριότητες.",
      "Rent a car for a road trip and find places to stay along the way, with quick links for flights, travel insurance and activities.",
      "Miete ein Auto für den Roadtrip und finde Unterkünfte entlang der Route, mit schnellen Links zu Flügen, Versicherung und Aktivitäten.",
    ),
    heading: loc("Προσφορές ενοικίασης αυτοκινήτου", "Car rental deals", "Mietwagenangebote"),
    intro: loc(
      "Αυτοκίνητο και κατάλυμα, για να γυρίσεις τον προορισμό με την άνεσή σου.",
      "A car and a place to stay, to explore at your own pace.",
      "Auto und Unterkunft, um in deinem Tempo zu erkunden.",
    ),
    widgetPlace: "Crete, Greece",
  }),
  offerPage("camping", {
    category: "camping",
    title: loc(
      "Προσφορές για κάμπινγκ | Taxidaki",
      "Camping and campervan deals | Taxidaki",
      "Camping- und Wohnmobilangebote | Taxidaki",
    ),
    description: loc(
      "Αυτοκινούμενο, κάμπινγκ και glamping για διακοπές στη φύση, μαζί με καταλύματα στον χάρτη και γρήγορες συνδέσεις για πλοία και eSIM.",
      "Campervans, campsites and glamping for holidays in nature, with places to stay on the map and quick links for ferries and an eSIM.",
      "Wohnmobile, Campingplätze und Glamping für Urlaub in der Natur, mit Unterkünften auf der Karte und schnellen Links zu Fähren und eSIM.",
    ),
    heading: loc("Προσφορές για κάμπινγκ", "Camping and campervan deals", "Camping- und Wohnmobilangebote"),
    intro: loc(
      "Διακοπές στη φύση με μικρό budget.",
      "Holidays in nature on a small budget.",
      "Urlaub in der Natur mit kleinem Budget.",
    ),
    widgetPlace: "Peloponnese, Greece",
  }),
];
