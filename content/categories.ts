import type { Category, CategoryId } from "./types.ts";
import { loc } from "./localized.ts";

/** Every catalogue category, in the order of the home tiles. */
export const categories: Category[] = [
  {
    id: "flights",
    name: loc("Πτήσεις", "Flights", "Flüge"),
    blurb: loc(
      "Σύγκρινε φθηνές πτήσεις και low-cost εταιρείες.",
      "Compare cheap flights and low-cost airlines.",
      "Günstige Flüge und Billigairlines vergleichen.",
    ),
    icon: "Plane",
  },
  {
    id: "hotels",
    name: loc("Ξενοδοχεία", "Hotels", "Hotels"),
    blurb: loc(
      "Ξενοδοχεία και hostels για κάθε τσέπη.",
      "Hotels and hostels for every budget.",
      "Hotels und Hostels für jedes Budget.",
    ),
    icon: "Hotel",
  },
  {
    id: "vacation-rentals",
    name: loc("Ενοικιάσεις κατοικιών", "Holiday rentals", "Ferienwohnungen"),
    blurb: loc(
      "Διαμερίσματα και σπίτια για διακοπές με κουζίνα.",
      "Apartments and holiday homes with a kitchen.",
      "Apartments und Ferienhäuser mit eigener Küche.",
    ),
    icon: "House",
  },
  {
    id: "transfers",
    name: loc("Μεταφορές", "Airport transfers", "Flughafentransfers"),
    blurb: loc(
      "Ταξί και transfer από το αεροδρόμιο με σταθερή τιμή.",
      "Airport taxis and transfers at a fixed price.",
      "Flughafentaxis und Transfers zum Festpreis.",
    ),
    icon: "CarTaxiFront",
  },
  {
    id: "car-rental",
    name: loc("Ενοικίαση αυτοκινήτου", "Car rental", "Mietwagen"),
    blurb: loc(
      "Αυτοκίνητα, μηχανάκια και ποδήλατα προς ενοικίαση.",
      "Rent a car, a scooter or a bike.",
      "Auto, Roller oder Fahrrad mieten.",
    ),
    icon: "Car",
  },
  {
    id: "camper-vans",
    name: loc("Αυτοκινούμενα", "Camper vans", "Wohnmobile"),
    blurb: loc(
      "Νοίκιασε αυτοκινούμενο και κοιμήσου όπου σου αρέσει.",
      "Rent a camper van and sleep wherever you like.",
      "Wohnmobil mieten und schlafen, wo es dir gefällt.",
    ),
    icon: "Caravan",
  },
  {
    id: "esim",
    name: loc("eSIM", "eSIM", "eSIM"),
    blurb: loc(
      "Ίντερνετ στο κινητό σε 190+ χώρες, χωρίς περιαγωγή.",
      "Mobile data in 190+ countries, no roaming bills.",
      "Mobile Daten in 190+ Ländern, ohne Roaming-Kosten.",
    ),
    icon: "Smartphone",
  },
  {
    id: "luggage-storage",
    name: loc("Φύλαξη αποσκευών", "Luggage storage", "Gepäckaufbewahrung"),
    blurb: loc(
      "Άφησε τις βαλίτσες και γύρνα την πόλη ελεύθερα.",
      "Drop your bags and explore the city hands-free.",
      "Koffer abgeben und die Stadt frei erkunden.",
    ),
    icon: "Luggage",
  },
  {
    id: "ferries",
    name: loc("Πλοία & σκάφη", "Ferries & boats", "Fähren & Boote"),
    blurb: loc(
      "Εισιτήρια πλοίων από 40+ ακτοπλοϊκές εταιρείες.",
      "Ferry tickets from 40+ shipping companies.",
      "Fährtickets von 40+ Reedereien.",
    ),
    icon: "Ship",
  },
  {
    id: "tours",
    name: loc("Ξεναγήσεις & αξιοθέατα", "Tours & attractions", "Touren & Sehenswürdigkeiten"),
    blurb: loc(
      "Εισιτήρια για μουσεία, ξεναγήσεις και εκδρομές.",
      "Tickets for museums, guided tours and day trips.",
      "Tickets für Museen, Führungen und Tagesausflüge.",
    ),
    icon: "Ticket",
  },
  {
    id: "insurance",
    name: loc("Ταξιδιωτική ασφάλιση", "Travel insurance", "Reiseversicherung"),
    blurb: loc(
      "Ιατρική κάλυψη και προστασία αποσκευών στο ταξίδι.",
      "Medical cover and baggage protection on the road.",
      "Reisekrankenschutz und Gepäckschutz unterwegs.",
    ),
    icon: "ShieldPlus",
  },
  {
    id: "flight-compensation",
    name: loc("Αποζημίωση πτήσης", "Flight compensation", "Flugentschädigung"),
    blurb: loc(
      "Καθυστέρηση ή ακύρωση; Διεκδίκησε έως 600 €.",
      "Delayed or cancelled? Claim up to €600.",
      "Verspätet oder annulliert? Bis zu 600 € fordern.",
    ),
    icon: "BadgeEuro",
  },
  {
    id: "travel-gear",
    name: loc("Ταξιδιωτικός εξοπλισμός", "Travel gear", "Reiseausrüstung"),
    blurb: loc(
      "Βαλίτσες, σακίδια και ό,τι χρειάζεσαι για την παραλία.",
      "Suitcases, backpacks and beach essentials.",
      "Koffer, Rucksäcke und alles für den Strand.",
    ),
    icon: "Backpack",
  },
  {
    id: "camping",
    name: loc("Κάμπινγκ & glamping", "Camping & glamping", "Camping & Glamping"),
    blurb: loc(
      "Σκηνή κάτω από τα αστέρια ή άνετο glamping.",
      "A tent under the stars or a comfy glamping stay.",
      "Zelt unter Sternen oder gemütliches Glamping.",
    ),
    icon: "Tent",
  },
  {
    id: "activities",
    name: loc("Δραστηριότητες", "Activities", "Aktivitäten"),
    blurb: loc(
      "Περιπέτεια στη θάλασσα, στο βουνό και στον αέρα.",
      "Adventures at sea, in the mountains and in the air.",
      "Abenteuer auf dem Wasser, in den Bergen und in der Luft.",
    ),
    icon: "Compass",
  },
  {
    id: "cruises",
    name: loc("Κρουαζιέρες", "Cruises", "Kreuzfahrten"),
    blurb: loc(
      "Πολλά λιμάνια σε ένα ταξίδι, με τη βαλίτσα ανοιγμένη μία φορά.",
      "Many ports in one trip, unpacking only once.",
      "Viele Häfen auf einer Reise, nur einmal auspacken.",
    ),
    icon: "Anchor",
  },
  {
    id: "student-housing",
    name: loc("Φοιτητική στέγη", "Student housing", "Studentenwohnen"),
    blurb: loc(
      "Δωμάτια και σπίτια για Erasmus και σπουδές.",
      "Rooms and flats for Erasmus and study abroad.",
      "Zimmer und Wohnungen für Erasmus und Auslandsstudium.",
    ),
    icon: "GraduationCap",
  },
  {
    id: "cycling",
    name: loc("Ποδήλατο", "Cycling", "Radfahren"),
    blurb: loc(
      "Γύρνα την πόλη με ενοικιαζόμενο ποδήλατο.",
      "See the city on a rented bike.",
      "Die Stadt mit dem Leihrad entdecken.",
    ),
    icon: "Bike",
  },
  {
    id: "home-exchange",
    name: loc("Ανταλλαγή σπιτιού", "Home exchange", "Haustausch"),
    blurb: loc(
      "Μείνε σε ντόπιους οικοδεσπότες ή άλλαξε σπίτι.",
      "Stay with local hosts or swap your home.",
      "Bei Gastgebern wohnen oder das Zuhause tauschen.",
    ),
    icon: "ArrowLeftRight",
  },
  {
    id: "mountain-resorts",
    name: loc("Ορεινά θέρετρα & σκι", "Mountain & ski resorts", "Berg- & Skigebiete"),
    blurb: loc(
      "Πακέτα σκι σε 100+ χιονοδρομικά κέντρα.",
      "Ski packages in 100+ ski resorts.",
      "Skipakete in 100+ Skigebieten.",
    ),
    icon: "MountainSnow",
  },
  {
    id: "trains-buses",
    name: loc("Τρένα & λεωφορεία", "Trains & buses", "Bahn & Bus"),
    blurb: loc(
      "Οικονομικές διαδρομές με τρένο και λεωφορείο στην Ευρώπη.",
      "Budget train and bus journeys across Europe.",
      "Günstig mit Bahn und Fernbus durch Europa.",
    ),
    icon: "TrainFront",
  },
];

const byId = new Map(categories.map((category) => [category.id, category]));

export function categoryById(id: CategoryId): Category {
  const category = byId.get(id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
