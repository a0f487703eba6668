import type { CategoryId, Partner } from "./types.ts";
import { loc } from "./localized.ts";

/**
 * Every partner Taxidaki links to, one record each. URLs are official homepages
 * without affiliate parameters (those are added by `/go/:id` from config).
 * `deepLink` is set only where the partner's public search URL format is known (its source is noted
 * beside it); the others open their home page and the search result says so.
 * Marketing figures live in claims.ts; descriptions make no other claims.
 */
export const partners: Partner[] = [
  // ── Flights (12) ────────────────────────────────────────────────────────
  {
    id: "skyscanner",
    name: "Skyscanner",
    category: "flights",
    url: "https://www.skyscanner.net",
    // Skyscanner's public flight search URL: /transport/flights/{from}/{to}/{yymmdd}/{yymmdd}/ with lower-case IATA
    // codes, a month as yymm, adultsv2, currency and locale
    // (developers.skyscanner.net/docs/referrals/flights-parameters: day-view and month-view pages take origin,
    // destination, dates, adults, market, locale, currency). A city with several airports goes as Skyscanner's own city
    // code, which searches them all (/transport/flights/lond/pari/…, seen in public scripts, tests and a referral-link
    // city table; core/search/airports.ts SKYSCANNER_CITY_CODES).
    deepLink:
      "https://www.skyscanner.net/transport/flights/{originSkyCity:lower}/{destinationSkyCity:lower}/{departYymmdd|monthYymm?}/{returnYymmdd?}/?adultsv2={adults}&currency={currency}&locale={locale}",
    description: loc(
      "Μηχανή σύγκρισης που ψάχνει μαζί αεροπορικές και ταξιδιωτικά sites, για να βρεις φθηνή πτήση γρήγορα.",
      "A comparison engine that searches airlines and travel sites at once, so you find a cheap flight fast.",
      "Eine Vergleichsmaschine, die Airlines und Reiseportale gleichzeitig durchsucht – so findest du schnell einen günstigen Flug.",
    ),
    features: [
      loc("Αναζήτηση «Παντού» για ιδέες", "Search “Everywhere” for ideas", "Suche nach „Überallhin“ für Ideen"),
      loc("Ειδοποιήσεις όταν πέφτει η τιμή", "Alerts when the price drops", "Alarm, wenn der Preis fällt"),
      loc(
        "Τιμές όλου του μήνα με μια ματιά",
        "A whole month of fares at a glance",
        "Preise des ganzen Monats auf einen Blick",
      ),
    ],
  },
  {
    id: "kiwi",
    name: "Kiwi.com",
    category: "flights",
    url: "https://www.kiwi.com",
    // Kiwi.com search deeplink (docs.kiwi.com/search_deeplinks:
    // www.kiwi.com/deep?origin=STN&destination=PRG&departure=2019-05-01); a city with several airports goes as its IATA
    // city code (LON), so every airport of it is searched.
    deepLink:
      "https://www.kiwi.com/deep?origin={originCity}&destination={destinationCity}&departure={depart|month}&return={return}&currency={currency}&lang={lang}",
    description: loc(
      "Συνδυάζει πτήσεις διαφορετικών εταιρειών σε ένα δρομολόγιο, ακόμα κι όταν οι εταιρείες δεν συνεργάζονται.",
      "Combines flights from different airlines into one trip, even when the airlines don’t work together.",
      "Kombiniert Flüge verschiedener Airlines zu einer Reise, auch wenn die Airlines nicht zusammenarbeiten.",
    ),
    features: [
      loc("Έξυπνοι συνδυασμοί πτήσεων", "Clever multi-airline routes", "Clevere Kombis mehrerer Airlines"),
      loc(
        "Αναζήτηση σε ακτίνα γύρω από την πόλη σου",
        "Search within a radius of your city",
        "Suche im Umkreis deiner Stadt",
      ),
      loc(
        "Εγγύηση για χαμένες ανταποκρίσεις",
        "Guarantee for missed connections",
        "Garantie bei verpassten Anschlüssen",
      ),
    ],
  },
  {
    id: "google-flights",
    name: "Google Flights",
    category: "flights",
    url: "https://www.google.com/travel/flights",
    // Google Flights reads a sentence in q ("Flights to X from Y on DATE"); hl and curr set language and currency.
    deepLink: "https://www.google.com/travel/flights?q={flightQuery}&hl={lang}&curr={currency}",
    description: loc(
      "Γρήγορη αναζήτηση πτήσεων με ημερολόγιο και γράφημα τιμών, για να δεις ποια μέρα βγαίνει φθηνότερα.",
      "Fast flight search with a price calendar and graph, so you can see which day is cheapest.",
      "Schnelle Flugsuche mit Preiskalender und Preisgrafik – du siehst sofort, welcher Tag am günstigsten ist.",
    ),
    features: [
      loc("Ημερολόγιο και γράφημα τιμών", "Price calendar and graph", "Preiskalender und Preisgrafik"),
      loc("Παρακολούθηση τιμών με email", "Price tracking by e-mail", "Preisbeobachtung per E-Mail"),
      loc(
        "Χάρτης για να εξερευνήσεις προορισμούς",
        "A map to explore destinations",
        "Karte zum Entdecken von Reisezielen",
      ),
    ],
  },
  {
    id: "momondo",
    name: "Momondo",
    category: "flights",
    url: "https://www.momondo.com",
    // momondo (KAYAK group) flight search path:
    // /flight-search/{FROM}-{TO}/{YYYY-MM-DD}[/{YYYY-MM-DD}][/{n}adults]?sort=price_a (the KAYAK search-URL format,
    // kayak.com "flights/{ORIGIN}-{DEST}/{depart}/{return}/{n}adults"). A city with several airports goes as its IATA
    // city code: public scraping code opens momondo.co.uk/flight-search/LON-ATH/2020-07-08/2020-07-15.
    deepLink:
      "https://www.momondo.com/flight-search/{originCity}-{destinationCity}/{depart?}/{return?}/{adults?}adults?sort=price_a",
    description: loc(
      "Συγκρίνει τιμές από αεροπορικές και ταξιδιωτικά sites και σε βοηθά να διαλέξεις πότε αξίζει να κλείσεις.",
      "Compares fares from airlines and travel sites and helps you decide when it’s worth booking.",
      "Vergleicht Preise von Airlines und Reiseportalen und hilft dir zu entscheiden, wann sich das Buchen lohnt.",
    ),
    features: [
      loc("Τιμές ανά ημέρα σε διάγραμμα", "Day-by-day fare chart", "Preisdiagramm Tag für Tag"),
      loc("Ευέλικτες ημερομηνίες", "Flexible dates", "Flexible Reisedaten"),
      loc("Πτήσεις, ξενοδοχεία και αυτοκίνητα", "Flights, hotels and cars", "Flüge, Hotels und Mietwagen"),
    ],
  },
  {
    id: "kayak",
    name: "KAYAK",
    category: "flights",
    url: "https://www.kayak.com",
    // KAYAK flight search path: /flights/{ORIGIN}-{DEST}/{depart}[/{return}][/{n}adults], IATA codes, ISO dates; a city
    // with several airports as its city code (public code opens kayak.com/flights/LON-NYC/2026-09-15 and documents
    // "metro codes such as LON and NYC work").
    deepLink:
      "https://www.kayak.com/flights/{originCity}-{destinationCity}/{depart?}/{return?}/{adults?}adults?sort=price_a",
    description: loc(
      "Ταξιδιωτική μηχανή αναζήτησης με φίλτρα για αποσκευές, ώρες και στάσεις, ώστε η τιμή να μην κρύβει εκπλήξεις.",
      "A travel search engine with filters for bags, times and stops, so the price holds no surprises.",
      "Reisesuchmaschine mit Filtern für Gepäck, Uhrzeiten und Zwischenstopps – damit der Preis keine Überraschungen birgt.",
    ),
    features: [
      loc("Ειδοποιήσεις τιμών", "Price alerts", "Preisalarme"),
      loc("Υπολογισμός χρεώσεων αποσκευών", "Baggage fees added up for you", "Gepäckgebühren gleich eingerechnet"),
      loc("Ευέλικτες ημερομηνίες", "Flexible dates", "Flexible Reisedaten"),
    ],
  },
  {
    id: "aegean",
    name: "Aegean Airlines",
    category: "flights",
    url: "https://www.aegeanair.com",
    description: loc(
      "Η ελληνική αεροπορική με πτήσεις σε όλη την Ελλάδα και σε πολλές πόλεις της Ευρώπης.",
      "The Greek airline flying all over Greece and to many cities across Europe.",
      "Die griechische Airline mit Flügen in ganz Griechenland und zu vielen Städten Europas.",
    ),
    features: [
      loc("Πτήσεις εσωτερικού και εξωτερικού", "Domestic and international routes", "Inlands- und Auslandsflüge"),
      loc("Μέλος της Star Alliance", "Star Alliance member", "Mitglied der Star Alliance"),
      loc("Μίλια με το Miles+Bonus", "Earn miles with Miles+Bonus", "Meilen sammeln mit Miles+Bonus"),
    ],
  },
  {
    id: "sky-express",
    name: "SKY express",
    category: "flights",
    url: "https://www.skyexpress.gr",
    description: loc(
      "Ελληνική αεροπορική με πυκνό δίκτυο προς τα νησιά και πτήσεις προς ευρωπαϊκές πόλεις.",
      "A Greek airline with a dense island network and flights to European cities.",
      "Griechische Airline mit dichtem Inselnetz und Flügen in europäische Städte.",
    ),
    features: [
      loc("Πτήσεις και προς μικρότερα νησιά", "Flights to smaller islands too", "Auch Flüge zu kleineren Inseln"),
      loc("Απευθείας από την Αθήνα", "Direct from Athens", "Direkt ab Athen"),
      loc("Κράτηση και στα ελληνικά", "Booking in Greek too", "Buchung auch auf Griechisch"),
    ],
  },
  {
    id: "ryanair",
    name: "Ryanair",
    category: "flights",
    url: "https://www.ryanair.com",
    // Ryanair's public flight-select URL
    // (trip/flights/select?adults=&dateOut=&dateIn=&isReturn=&originIata=&destinationIata=). It lists the flights of
    // one route, so the origin is required (a destination alone goes to Kiwi / Google Flights). It takes one airport:
    // in a city with several, one Ryanair flies from (OpenFlights routes: London = Stansted, never Heathrow;
    // core/search/airline-airports.generated.ts), and none where it flies from none of them.
    deepLink:
      "https://www.ryanair.com/gb/en/trip/flights/select?adults={adults}&dateOut={depart}&dateIn={return}&isReturn={isReturn}&originIata={originIataFR!}&destinationIata={destinationIataFR}",
    description: loc(
      "Η γνωστή low-cost αεροπορική με χαμηλούς ναύλους προς δεκάδες ευρωπαϊκούς προορισμούς.",
      "The well-known low-cost airline with low fares to dozens of European destinations.",
      "Die bekannte Billigairline mit niedrigen Tarifen zu Dutzenden Zielen in Europa.",
    ),
    features: [
      loc(
        "Πτήσεις από Αθήνα και Θεσσαλονίκη",
        "Flights from Athens and Thessaloniki",
        "Flüge ab Athen und Thessaloniki",
      ),
      loc(
        "Πληρώνεις μόνο τα έξτρα που θες",
        "Pay only for the extras you want",
        "Nur die Extras zahlen, die du willst",
      ),
      loc("Check-in από την εφαρμογή", "Check in from the app", "Check-in per App"),
    ],
  },
  {
    id: "easyjet",
    name: "easyJet",
    category: "flights",
    url: "https://www.easyjet.com",
    // easyJet's deeplink, the URL its own home-page search produces: /deeplink?dep=&dest= (IATA airports), dd / rd
    // (ISO dates), isOneWay=on|off, apax / cpax / ipax (adults, children, infants), lang (seen in several public
    // scrapers, a hand-off validator test and captured links, 2018–2026; ../shared/PARTNER-LINKS.md §7). It takes one
    // airport: in a city with several, one easyJet flies from (OpenFlights routes: London = Gatwick).
    deepLink:
      "https://www.easyjet.com/deeplink?lang={langNoGreek}&dep={originIataU2!}&dest={destinationIataU2!}&dd={depart}&rd={return}&isOneWay={isOneWay}&apax={adults}&cpax={children}",
    description: loc(
      "Low-cost πτήσεις σε όλη την Ευρώπη, με καλοκαιρινά δρομολόγια προς τα ελληνικά νησιά.",
      "Low-cost flights all over Europe, with summer routes to the Greek islands.",
      "Günstige Flüge quer durch Europa, im Sommer auch zu den griechischen Inseln.",
    ),
    features: [
      loc("Μεγάλο ευρωπαϊκό δίκτυο", "A large European network", "Großes Streckennetz in Europa"),
      loc("Καλοκαιρινές πτήσεις στα νησιά", "Summer flights to the islands", "Sommerflüge auf die Inseln"),
      loc("Διαλέγεις θέση και αποσκευές", "Choose your seat and bags", "Sitzplatz und Gepäck selbst wählen"),
    ],
  },
  {
    id: "wizz-air",
    name: "Wizz Air",
    category: "flights",
    url: "https://wizzair.com",
    description: loc(
      "Low-cost αεροπορική με οικονομικές πτήσεις, κυρίως προς την Κεντρική και Ανατολική Ευρώπη.",
      "A low-cost airline with cheap flights, mostly to Central and Eastern Europe.",
      "Billigairline mit günstigen Flügen, vor allem nach Mittel- und Osteuropa.",
    ),
    features: [
      loc("Διαδρομές προς Ανατολική Ευρώπη", "Routes to Eastern Europe", "Strecken nach Osteuropa"),
      loc(
        "Εκπτώσεις με το WIZZ Discount Club",
        "Savings with the WIZZ Discount Club",
        "Rabatte mit dem WIZZ Discount Club",
      ),
      loc("Εύκολη εφαρμογή για κινητό", "Easy mobile app", "Praktische App fürs Handy"),
    ],
  },
  {
    id: "volotea",
    name: "Volotea",
    category: "flights",
    url: "https://www.volotea.com",
    description: loc(
      "Low-cost εταιρεία που συνδέει μεσαίες ευρωπαϊκές πόλεις με απευθείας πτήσεις, και προς ελληνικά νησιά.",
      "A low-cost airline linking mid-sized European cities with direct flights, Greek islands included.",
      "Billigairline, die mittelgroße Städte Europas direkt verbindet – griechische Inseln inklusive.",
    ),
    features: [
      loc("Απευθείας πτήσεις χωρίς ανταπόκριση", "Direct flights, no connections", "Direktflüge ohne Umsteigen"),
      loc("Πόλεις που δεν πετούν οι μεγάλοι", "Cities the big airlines skip", "Städte, die große Airlines auslassen"),
      loc("Καλοκαιρινά δρομολόγια στα νησιά", "Summer routes to the islands", "Sommerstrecken auf die Inseln"),
    ],
  },
  {
    id: "edreams",
    name: "eDreams",
    category: "flights",
    url: "https://www.edreams.com",
    description: loc(
      "Online ταξιδιωτικό γραφείο για πτήσεις, ξενοδοχεία και πακέτα, με συνδυασμούς από διαφορετικές αεροπορικές.",
      "An online travel agency for flights, hotels and packages, combining different airlines.",
      "Online-Reisebüro für Flüge, Hotels und Pakete, das verschiedene Airlines kombiniert.",
    ),
    features: [
      loc("Συνδυασμοί αεροπορικών", "Mix-and-match airlines", "Airlines frei kombiniert"),
      loc("Πτήση και ξενοδοχείο μαζί", "Flight and hotel together", "Flug und Hotel zusammen"),
      loc("Συνδρομή Prime με εκπτώσεις", "Prime membership discounts", "Rabatte mit Prime-Mitgliedschaft"),
    ],
  },

  // ── Hotels (8) ──────────────────────────────────────────────────────────
  {
    id: "booking",
    name: "Booking.com",
    category: "hotels",
    url: "https://www.booking.com",
    // Booking.com search results: ss (place), checkin/checkout (ISO), group_adults, selected_currency, lang;
    // nflt=price=EUR-min-{max}-1 is its price filter (per night).
    // group_children: the number of children (Booking asks their ages on the page).
    deepLink:
      "https://www.booking.com/searchresults.html?ss={place}&checkin={checkin}&checkout={checkout}&group_adults={adults}&group_children={children}&selected_currency={currency}&lang={lang}&nflt=price%3D{currency}-min-{maxPrice}-1",
    description: loc(
      "Ξενοδοχεία, διαμερίσματα και ξενώνες σε όλο τον κόσμο, με κριτικές από πραγματικούς επισκέπτες.",
      "Hotels, apartments and guesthouses worldwide, with reviews from real guests.",
      "Hotels, Apartments und Pensionen weltweit, mit Bewertungen echter Gäste.",
    ),
    features: [
      loc(
        "Δωρεάν ακύρωση σε πολλά καταλύματα",
        "Free cancellation on many stays",
        "Kostenlose Stornierung bei vielen Unterkünften",
      ),
      loc("Εκπτώσεις Genius για μέλη", "Genius discounts for members", "Genius-Rabatte für Mitglieder"),
      loc("Κριτικές από πραγματικούς επισκέπτες", "Reviews from real guests", "Bewertungen echter Gäste"),
    ],
  },
  {
    id: "hotels-com",
    name: "Hotels.com",
    category: "hotels",
    url: "https://www.hotels.com",
    // Expedia Group hotel search (developers.expediagroup.com white-label deeplinks:
    // Hotel-Search?destination=&startDate=&endDate=&adults=).
    deepLink:
      "https://www.hotels.com/Hotel-Search?destination={place}&startDate={checkin}&endDate={checkout}&adults={adults}",
    description: loc(
      "Ξενοδοχεία κάθε κατηγορίας, με τιμές μελών και πόντους που εξαργυρώνεις σε επόμενες κρατήσεις.",
      "Hotels of every kind, with member prices and rewards you can spend on later bookings.",
      "Hotels jeder Art, mit Mitgliederpreisen und Prämien für spätere Buchungen.",
    ),
    features: [
      loc("Τιμές μελών", "Member prices", "Mitgliederpreise"),
      loc("Πόντοι επιβράβευσης One Key", "One Key rewards", "One Key-Prämien"),
      loc("Προσφορές τελευταίας στιγμής", "Last-minute deals", "Last-Minute-Angebote"),
    ],
  },
  {
    id: "agoda",
    name: "Agoda",
    category: "hotels",
    url: "https://www.agoda.com",
    description: loc(
      "Πλατφόρμα κρατήσεων με μεγάλη γκάμα καταλυμάτων, ιδιαίτερα δυνατή στην Ασία, με κρυφές προσφορές.",
      "A booking platform with a wide range of stays, especially strong in Asia, plus secret deals.",
      "Buchungsplattform mit riesiger Auswahl, besonders stark in Asien, dazu geheime Angebote.",
    ),
    features: [
      loc("Κρυφές προσφορές", "Secret deals", "Geheime Angebote"),
      loc("Μεγάλη επιλογή στην Ασία", "Huge choice in Asia", "Große Auswahl in Asien"),
      loc("Πληρωμή σε πολλά νομίσματα", "Pay in many currencies", "Zahlung in vielen Währungen"),
    ],
  },
  {
    id: "trivago",
    name: "trivago",
    category: "hotels",
    url: "https://www.trivago.com",
    description: loc(
      "Συγκρίνει την τιμή του ίδιου ξενοδοχείου σε πολλά sites κρατήσεων, για να μην πληρώσεις παραπάνω.",
      "Compares the price of the same hotel across many booking sites, so you don’t pay more than you need to.",
      "Vergleicht den Preis desselben Hotels auf vielen Buchungsseiten, damit du nicht zu viel zahlst.",
    ),
    features: [
      loc("Μία αναζήτηση, πολλά sites", "One search, many sites", "Eine Suche, viele Seiten"),
      loc("Φίλτρα για τιμή και τοποθεσία", "Filters for price and location", "Filter für Preis und Lage"),
      loc("Κλείνεις απευθείας στο site", "Book directly on the site", "Direkt auf der Seite buchen"),
    ],
  },
  {
    id: "expedia",
    name: "Expedia",
    category: "hotels",
    url: "https://www.expedia.com",
    // Expedia hotel search (developers.expediagroup.com white-label template deeplinks: Hotel-Search).
    deepLink:
      "https://www.expedia.com/Hotel-Search?destination={place}&startDate={checkin}&endDate={checkout}&adults={adults}",
    description: loc(
      "Ξενοδοχεία, πτήσεις και ενοικιάσεις σε ένα μέρος, με έκπτωση όταν τα κλείνεις μαζί.",
      "Hotels, flights and rentals in one place, with savings when you book them together.",
      "Hotels, Flüge und Mietwagen an einem Ort, mit Ersparnis bei gemeinsamer Buchung.",
    ),
    features: [
      loc("Πακέτα πτήση + ξενοδοχείο", "Flight + hotel packages", "Flug + Hotel als Paket"),
      loc("Τιμές μελών", "Member prices", "Mitgliederpreise"),
      loc("Όλη η κράτηση σε μία εφαρμογή", "Your whole trip in one app", "Die ganze Reise in einer App"),
    ],
  },
  {
    id: "hostelworld",
    name: "Hostelworld",
    category: "hotels",
    url: "https://www.hostelworld.com",
    description: loc(
      "Η πλατφόρμα για hostels: κρεβάτια σε κοινόχρηστα δωμάτια ή ιδιωτικά, ιδανικά για όσους ταξιδεύουν μόνοι.",
      "The home of hostels: dorm beds or private rooms, ideal for solo travellers.",
      "Die Plattform für Hostels: Schlafsaal oder Privatzimmer, ideal für Alleinreisende.",
    ),
    features: [
      loc("Κρεβάτια σε κοινόχρηστα δωμάτια", "Beds in shared dorms", "Betten im Mehrbettzimmer"),
      loc("Κριτικές από ταξιδιώτες", "Reviews from fellow travellers", "Bewertungen von Reisenden"),
      loc("Γνωρίζεις κόσμο πριν φτάσεις", "Meet people before you arrive", "Leute kennenlernen, bevor du ankommst"),
    ],
  },
  {
    id: "trip-com",
    name: "Trip.com",
    category: "hotels",
    url: "https://www.trip.com",
    description: loc(
      "Ξενοδοχεία, πτήσεις και τρένα σε μία εφαρμογή, με εξυπηρέτηση όλο το εικοσιτετράωρο.",
      "Hotels, flights and trains in one app, with round-the-clock support.",
      "Hotels, Flüge und Züge in einer App, mit Kundenservice rund um die Uhr.",
    ),
    features: [
      loc("Ξενοδοχεία και πτήσεις μαζί", "Hotels and flights together", "Hotels und Flüge zusammen"),
      loc("Εξυπηρέτηση 24/7", "24/7 customer support", "Kundenservice rund um die Uhr"),
      loc("Προσφορές στην εφαρμογή", "In-app deals", "Angebote in der App"),
    ],
  },
  {
    id: "lastminute",
    name: "lastminute.com",
    category: "hotels",
    url: "https://www.lastminute.com",
    description: loc(
      "Για αποδράσεις της τελευταίας στιγμής: ξενοδοχεία και πακέτα πτήση + ξενοδοχείο για άμεση αναχώρηση.",
      "For last-minute getaways: hotels and flight + hotel packages for leaving soon.",
      "Für spontane Kurztrips: Hotels und Pakete aus Flug + Hotel für die baldige Abreise.",
    ),
    features: [
      loc("Προσφορές τελευταίας στιγμής", "Last-minute deals", "Last-Minute-Angebote"),
      loc("Πακέτα πτήση + ξενοδοχείο", "Flight + hotel packages", "Pakete aus Flug + Hotel"),
      loc("City breaks για σαββατοκύριακο", "Weekend city breaks", "Städtetrips fürs Wochenende"),
    ],
  },

  // ── Vacation rentals ────────────────────────────────────────────────────
  {
    id: "airbnb",
    name: "Airbnb",
    category: "vacation-rentals",
    url: "https://www.airbnb.com",
    // Airbnb's public search path /s/{place}/homes with checkin, checkout, adults, children and price_max.
    deepLink:
      "https://www.airbnb.com/s/{place}/homes?checkin={checkin}&checkout={checkout}&adults={adults}&children={children}&price_max={maxPrice}",
    description: loc(
      "Σπίτια, διαμερίσματα και δωμάτια από οικοδεσπότες, για διακοπές με την άνεση του σπιτιού.",
      "Homes, flats and rooms from local hosts, for holidays with a home’s comforts.",
      "Häuser, Wohnungen und Zimmer von Gastgebern – Urlaub mit dem Komfort eines Zuhauses.",
    ),
    features: [
      loc("Ολόκληρα σπίτια ή δωμάτια", "Whole homes or private rooms", "Ganze Unterkünfte oder Zimmer"),
      loc("Κουζίνα για να γλιτώσεις έξοδα", "A kitchen to save on meals", "Eigene Küche spart Essenskosten"),
      loc("Εμπειρίες με ντόπιους", "Experiences with locals", "Erlebnisse mit Einheimischen"),
    ],
  },
  {
    id: "vrbo",
    name: "Vrbo",
    category: "vacation-rentals",
    url: "https://www.vrbo.com",
    // Vrbo (Expedia Group) search: /search?destination=&startDate=&endDate=&adults= (the Expedia Group search format).
    deepLink: "https://www.vrbo.com/search?destination={place}&startDate={checkin}&endDate={checkout}&adults={adults}",
    description: loc(
      "Ολόκληρα σπίτια για διακοπές, ιδανικά για οικογένειες και παρέες που θέλουν χώρο.",
      "Whole holiday homes, ideal for families and groups who want space.",
      "Ganze Ferienhäuser, ideal für Familien und Gruppen, die Platz brauchen.",
    ),
    features: [
      loc("Μόνο ολόκληρα καταλύματα", "Whole places only", "Nur ganze Unterkünfte"),
      loc("Ιδανικό για παρέες", "Great for groups", "Ideal für Gruppen"),
      loc("Σπίτια με πισίνα ή αυλή", "Homes with a pool or garden", "Häuser mit Pool oder Garten"),
    ],
  },
  {
    id: "holidu",
    name: "Holidu",
    category: "vacation-rentals",
    url: "https://www.holidu.com",
    description: loc(
      "Μηχανή αναζήτησης για εξοχικά και διαμερίσματα διακοπών, που συγκρίνει πολλά sites μαζί.",
      "A search engine for holiday homes and apartments that compares many sites at once.",
      "Suchmaschine für Ferienhäuser und -wohnungen, die viele Anbieter auf einmal vergleicht.",
    ),
    features: [
      loc("Σύγκριση πολλών sites", "Compares many sites", "Vergleicht viele Anbieter"),
      loc("Εξοχικά κοντά στη θάλασσα", "Holiday homes near the sea", "Ferienhäuser am Meer"),
      loc("Φίλτρα για κατοικίδια και πισίνα", "Filters for pets and pools", "Filter für Haustiere und Pool"),
    ],
  },

  // ── Airport transfers (4) ───────────────────────────────────────────────
  {
    id: "welcome-pickups",
    name: "Welcome Pickups",
    category: "transfers",
    url: "https://www.welcomepickups.com",
    description: loc(
      "Προκρατημένο ταξί από το αεροδρόμιο ή το λιμάνι, με οδηγό που σε περιμένει με πινακίδα.",
      "Pre-booked taxis from the airport or port, with a driver waiting for you with a sign.",
      "Vorgebuchtes Taxi ab Flughafen oder Hafen – der Fahrer wartet mit Namensschild auf dich.",
    ),
    features: [
      loc("Σταθερή τιμή από πριν", "Fixed price in advance", "Festpreis vorab"),
      loc("Οδηγοί που μιλούν αγγλικά", "English-speaking drivers", "Englischsprachige Fahrer"),
      loc("Παρακολούθηση της πτήσης σου", "Your flight is tracked", "Dein Flug wird verfolgt"),
    ],
  },
  {
    id: "kiwitaxi",
    name: "Kiwitaxi",
    category: "transfers",
    url: "https://kiwitaxi.com",
    // Kiwitaxi partner deep link (kiwitaxi.com/en/partner/webmaster/instructions/deeplink): /{locale}/search?from=&to=,
    // either point or both, URL-encoded names. Its locales include en and de, not Greek: German readers get /de/.
    deepLink: "https://kiwitaxi.com/{langNoGreek}/search?from={origin}&to={destination|place}",
    description: loc(
      "Ιδιωτικά transfer από αεροδρόμια, λιμάνια και σταθμούς σε πολλές χώρες, με τιμή που ξέρεις από πριν.",
      "Private transfers from airports, ports and stations in many countries, at a price you know upfront.",
      "Private Transfers ab Flughäfen, Häfen und Bahnhöfen in vielen Ländern, zum Preis, den du vorher kennst.",
    ),
    features: [
      loc("Σταθερή τιμή χωρίς ταξίμετρο", "Fixed price, no meter", "Festpreis ohne Taxameter"),
      loc("Από οικονομικά έως μίνι βαν", "From economy cars to minivans", "Vom Kleinwagen bis zum Minivan"),
      loc("Υποδοχή στην άφιξη", "Meet and greet on arrival", "Abholung bei Ankunft"),
    ],
  },
  {
    id: "gettransfer",
    name: "GetTransfer",
    category: "transfers",
    url: "https://gettransfer.com",
    description: loc(
      "Περιγράφεις τη διαδρομή σου και οι οδηγοί σού στέλνουν προσφορές· εσύ διαλέγεις αυτή που σε βολεύει.",
      "Describe your trip and drivers send you offers; you pick the one that suits you.",
      "Du beschreibst deine Fahrt, Fahrer schicken dir Angebote – und du wählst das passende.",
    ),
    features: [
      loc("Προσφορές από πολλούς οδηγούς", "Offers from many drivers", "Angebote vieler Fahrer"),
      loc("Βλέπεις όχημα και αξιολογήσεις", "See the car and ratings", "Fahrzeug und Bewertungen sehen"),
      loc("Από σύντομες έως μεγάλες διαδρομές", "Short hops to long rides", "Von kurzen bis langen Strecken"),
    ],
  },
  {
    id: "suntransfers",
    name: "Suntransfers",
    category: "transfers",
    url: "https://www.suntransfers.com",
    description: loc(
      "Transfer από το αεροδρόμιο στο ξενοδοχείο σε δημοφιλείς προορισμούς διακοπών, ιδιωτικά ή κοινόχρηστα.",
      "Airport-to-hotel transfers in popular holiday spots, private or shared.",
      "Transfers vom Flughafen zum Hotel an beliebten Urlaubszielen, privat oder geteilt.",
    ),
    features: [
      loc("Ιδιωτικά ή κοινόχρηστα οχήματα", "Private or shared rides", "Private oder geteilte Fahrten"),
      loc("Κράτηση σε λίγα λεπτά", "Book in minutes", "In wenigen Minuten gebucht"),
      loc("Δημοφιλείς προορισμοί διακοπών", "Popular holiday destinations", "Beliebte Urlaubsziele"),
    ],
  },

  // ── Car rental (5) ──────────────────────────────────────────────────────
  {
    id: "discover-cars",
    name: "Discover Cars",
    category: "car-rental",
    url: "https://www.discovercars.com",
    // No deep link: Discover Cars' dated search needs its internal location id and a session path, and the
    // /search?location= form affiliate code guesses was never seen working (PARTNER-LINKS.md §3): the home page.
    description: loc(
      "Συγκρίνει τοπικές και διεθνείς εταιρείες ενοικίασης, με καθαρούς όρους για καύσιμα και ασφάλεια.",
      "Compares local and international rental firms, with clear fuel and insurance terms.",
      "Vergleicht lokale und internationale Vermieter, mit klaren Tank- und Versicherungsbedingungen.",
    ),
    features: [
      loc("Τοπικές και διεθνείς εταιρείες", "Local and global rental firms", "Lokale und internationale Vermieter"),
      loc("Προαιρετική πλήρης κάλυψη", "Optional full coverage", "Optionaler Vollschutz"),
      loc("Καθαροί όροι καυσίμου", "Clear fuel policies", "Klare Tankregelungen"),
    ],
  },
  {
    id: "sixt-de",
    name: "Sixt",
    category: "car-rental",
    country: "DE",
    url: "https://www.sixt.de",
    description: loc(
      "Η γερμανική εταιρεία ενοικίασης με σύγχρονο στόλο, σε αεροδρόμια και σταθμούς σε όλη τη Γερμανία.",
      "The German rental company with a modern fleet at airports and stations across Germany.",
      "Der deutsche Autovermieter mit moderner Flotte an Flughäfen und Bahnhöfen in ganz Deutschland.",
    ),
    features: [
      loc("Σύγχρονος στόλος", "Modern fleet", "Moderne Flotte"),
      loc("Σε αεροδρόμια και σταθμούς", "At airports and stations", "An Flughäfen und Bahnhöfen"),
      loc("Ενοικίαση από την εφαρμογή", "Rent from the app", "Mieten per App"),
    ],
  },
  {
    id: "centauro-es",
    name: "Centauro",
    category: "car-rental",
    country: "ES",
    url: "https://www.centauro.net",
    description: loc(
      "Ισπανική εταιρεία ενοικίασης αυτοκινήτων με γραφεία κοντά στα μεγάλα αεροδρόμια της Ισπανίας.",
      "A Spanish car rental company with offices near Spain’s main airports.",
      "Spanischer Autovermieter mit Stationen nahe den großen Flughäfen Spaniens.",
    ),
    features: [
      loc("Κοντά στα ισπανικά αεροδρόμια", "Near Spanish airports", "Nahe spanischen Flughäfen"),
      loc("Δωρεάν λεωφορείο προς τα γραφεία", "Free shuttle to the offices", "Kostenloser Shuttle zur Station"),
      loc("Πακέτα με πλήρη κάλυψη", "Full-cover packages", "Pakete mit Vollschutz"),
    ],
  },
  {
    id: "maggiore-it",
    name: "Maggiore",
    category: "car-rental",
    country: "IT",
    url: "https://www.maggiore.it",
    description: loc(
      "Ιταλική εταιρεία ενοικίασης με σημεία παραλαβής σε αεροδρόμια και σιδηροδρομικούς σταθμούς της Ιταλίας.",
      "An Italian rental company with pick-up points at airports and railway stations across Italy.",
      "Italienischer Autovermieter mit Stationen an Flughäfen und Bahnhöfen in ganz Italien.",
    ),
    features: [
      loc("Παραλαβή σε σιδηροδρομικούς σταθμούς", "Pick-up at railway stations", "Abholung an Bahnhöfen"),
      loc("Παρουσία σε όλη την Ιταλία", "Across all of Italy", "In ganz Italien vertreten"),
      loc("Αυτοκίνητα και βαν", "Cars and vans", "Autos und Transporter"),
    ],
  },
  {
    id: "hertz-hu",
    name: "Hertz",
    category: "car-rental",
    country: "HU",
    url: "https://www.hertz.hu",
    description: loc(
      "Η Hertz στην Ουγγαρία, με παραλαβή στη Βουδαπέστη για οδικά ταξίδια στη χώρα και στους γείτονές της.",
      "Hertz in Hungary, with pick-up in Budapest for road trips around the country and its neighbours.",
      "Hertz in Ungarn, mit Abholung in Budapest für Roadtrips durchs Land und in die Nachbarländer.",
    ),
    features: [
      loc("Παραλαβή στη Βουδαπέστη", "Pick-up in Budapest", "Abholung in Budapest"),
      loc("Γνωστή διεθνής εταιρεία", "A well-known international brand", "Bekannte internationale Marke"),
      loc("Από μικρά έως οικογενειακά αυτοκίνητα", "From small to family cars", "Vom Kleinwagen bis zum Familienauto"),
    ],
  },

  // ── Camper vans (1) ─────────────────────────────────────────────────────
  {
    id: "indie-campers",
    name: "Indie Campers",
    category: "camper-vans",
    url: "https://indiecampers.com",
    description: loc(
      "Ενοικίαση αυτοκινούμενων σε όλη την Ευρώπη: κρεβάτι, κουζινάκι και ελευθερία να αλλάζεις θέα κάθε μέρα.",
      "Camper van rental across Europe: a bed, a little kitchen and the freedom to change the view every day.",
      "Wohnmobilvermietung in ganz Europa: Bett, kleine Küche und jeden Tag eine neue Aussicht.",
    ),
    features: [
      loc("Σημεία παραλαβής σε όλη την Ευρώπη", "Pick-up points across Europe", "Abholstationen in ganz Europa"),
      loc("Διαδρομές μονής κατεύθυνσης", "One-way trips", "Einwegmieten"),
      loc("Εξοπλισμός κάμπινγκ προαιρετικά", "Optional camping kit", "Camping-Ausrüstung optional"),
    ],
    cta: loc("Νοίκιασε αυτοκινούμενο", "Rent a camper", "Camper mieten"),
  },

  // ── eSIM (3) ────────────────────────────────────────────────────────────
  {
    id: "airalo",
    name: "Airalo",
    category: "esim",
    url: "https://www.airalo.com",
    // Airalo sells eSIMs per country at /{country}-esim (e.g. airalo.com/greece-esim, linked from public travel guides
    // and planners); a city's country comes from the gazetteer or the Trainline stations data.
    deepLink: "https://www.airalo.com/{countrySlug}-esim",
    description: loc(
      "Κατάστημα eSIM με τοπικά, περιφερειακά και παγκόσμια πακέτα δεδομένων, που ενεργοποιούνται σε λίγα λεπτά.",
      "An eSIM store with local, regional and global data packs you can activate in minutes.",
      "eSIM-Shop mit lokalen, regionalen und globalen Datenpaketen, in wenigen Minuten aktiviert.",
    ),
    features: [
      loc("Τοπικά και περιφερειακά πακέτα", "Local and regional plans", "Lokale und regionale Tarife"),
      loc("Αγορά και ενεργοποίηση από την εφαρμογή", "Buy and activate in the app", "Kaufen und aktivieren per App"),
      loc("Κρατάς τον αριθμό σου", "Keep your own number", "Eigene Nummer behalten"),
    ],
  },
  {
    id: "holafly",
    name: "Holafly",
    category: "esim",
    url: "https://esim.holafly.com",
    // Holafly's country pages, esim.holafly.com/esim-{country}/ (lower-case English name, hyphens, the trailing slash
    // of its sitemap: esim-united-states, esim-italy; seen in several public scrapers and tests, PARTNER-LINKS.md §6).
    deepLink: "https://esim.holafly.com/esim-{countrySlug}/",
    description: loc(
      "eSIM με απεριόριστα δεδομένα για το ταξίδι σου, για να μη μετράς megabyte.",
      "eSIMs with unlimited data for your trip, so you never count megabytes.",
      "eSIMs mit unbegrenztem Datenvolumen für die Reise – Megabytes zählen war gestern.",
    ),
    features: [
      loc("Απεριόριστα δεδομένα", "Unlimited data", "Unbegrenzte Daten"),
      loc("Ενεργοποίηση με QR", "Activate with a QR code", "Aktivierung per QR-Code"),
      loc("Υποστήριξη όλο το 24ωρο", "Round-the-clock support", "Support rund um die Uhr"),
    ],
  },
  {
    id: "nomad",
    name: "Nomad",
    category: "esim",
    url: "https://www.getnomad.app",
    description: loc(
      "eSIM δεδομένων με ευέλικτα πακέτα ανά χώρα ή περιοχή, ιδανικά για ταξίδια σε πολλές χώρες.",
      "Data eSIMs with flexible plans per country or region, great for multi-country trips.",
      "Daten-eSIMs mit flexiblen Tarifen pro Land oder Region, ideal für Reisen durch mehrere Länder.",
    ),
    features: [
      loc("Πακέτα ανά χώρα ή περιοχή", "Plans per country or region", "Tarife pro Land oder Region"),
      loc("Ανανέωση από την εφαρμογή", "Top up in the app", "Aufladen per App"),
      loc("Χωρίς χρεώσεις περιαγωγής", "No roaming charges", "Keine Roaming-Gebühren"),
    ],
  },

  // ── Luggage storage (1) ─────────────────────────────────────────────────
  {
    id: "radical-storage",
    name: "Radical Storage",
    category: "luggage-storage",
    url: "https://radicalstorage.com",
    // Radical Storage city pages: radicalstorage.com/luggage-storage/{city-slug}.
    deepLink: "https://radicalstorage.com/luggage-storage/{placeSlug}",
    description: loc(
      "Άφησε τις αποσκευές σου σε καταστήματα και ξενοδοχεία της πόλης και γύρνα ελεύθερος μέχρι την αναχώρηση.",
      "Leave your bags at shops and hotels around town and roam free until you leave.",
      "Gepäck in Geschäften und Hotels der Stadt abgeben und bis zur Abreise frei herumlaufen.",
    ),
    features: [
      loc("Σημεία φύλαξης μέσα στην πόλη", "Drop-off points across town", "Abgabestellen in der ganzen Stadt"),
      loc("Κράτηση online σε ένα λεπτό", "Book online in a minute", "In einer Minute online gebucht"),
      loc("Ασφαλισμένες αποσκευές", "Bags are insured", "Gepäck ist versichert"),
    ],
  },

  // ── Ferries and boats (7) ───────────────────────────────────────────────
  {
    id: "ferries-gr",
    name: "Ferries.gr",
    category: "ferries",
    url: "https://www.ferries.gr",
    description: loc(
      "Ελληνικό site για εισιτήρια πλοίων, με δρομολόγια για νησιά, Ιταλία και Τουρκία.",
      "A Greek site for ferry tickets, with routes to the islands, Italy and Turkey.",
      "Griechische Seite für Fährtickets, mit Verbindungen zu den Inseln, nach Italien und in die Türkei.",
    ),
    features: [
      loc("Δρομολόγια για όλα τα νησιά", "Routes to every island", "Verbindungen zu allen Inseln"),
      loc("Σύγκριση εταιρειών και ωρών", "Compare companies and times", "Reedereien und Zeiten vergleichen"),
      loc("Ηλεκτρονικό εισιτήριο", "E-tickets", "Elektronisches Ticket"),
    ],
  },
  {
    id: "searadar",
    name: "SeaRadar",
    category: "ferries",
    url: "https://searadar.com",
    description: loc(
      "Ενοικίαση σκαφών και γιοτ στην Ελλάδα και σε όλο τον κόσμο, με ή χωρίς καπετάνιο, για μέρες στη θάλασσα.",
      "Boat and yacht rental in Greece and around the world, with or without a skipper, for days at sea.",
      "Boots- und Yachtcharter in Griechenland und weltweit, mit oder ohne Skipper, für Tage auf dem Meer.",
    ),
    features: [
      loc("Σκάφη με ή χωρίς καπετάνιο", "With or without a skipper", "Mit oder ohne Skipper"),
      loc("Κρυφές παραλίες από τη θάλασσα", "Hidden beaches from the sea", "Versteckte Buchten vom Wasser aus"),
      loc(
        "Ιστιοφόρα, καταμαράν και μηχανοκίνητα",
        "Sailboats, catamarans and motorboats",
        "Segelboote, Katamarane und Motorboote",
      ),
    ],
    cta: loc("Βρες σκάφος", "Find a boat", "Boot finden"),
  },
  {
    id: "digitickets",
    name: "Digitickets",
    category: "ferries",
    url: "https://www.digitickets.gr",
    description: loc(
      "Ελληνική πύλη ακτοπλοϊκών εισιτηρίων με χάρτη δρομολογίων και επίσημες τιμές των εταιρειών.",
      "A Greek ferry-ticket portal with a route map and the companies’ official fares.",
      "Griechisches Fährportal mit Streckenkarte und den offiziellen Tarifen der Reedereien.",
    ),
    features: [
      loc("Επιλογή λιμανιών στον χάρτη", "Pick ports on a map", "Häfen auf der Karte wählen"),
      loc("Μετ’ επιστροφής με άλλη εταιρεία", "Return leg with another company", "Rückfahrt mit anderer Reederei"),
      loc("Πρόγνωση καιρού για το ταξίδι", "Weather forecast for your trip", "Wettervorhersage für die Überfahrt"),
    ],
  },
  {
    id: "ferries-booking",
    name: "Ferries Booking",
    category: "ferries",
    url: "https://www.ferriesbooking.com",
    description: loc(
      "Κρατήσεις ακτοπλοϊκών εισιτηρίων για την Ελλάδα και τη Μεσόγειο, με αναζήτηση σε πολλές εταιρείες μαζί.",
      "Ferry bookings for Greece and the Mediterranean, searching many companies at once.",
      "Fährbuchungen für Griechenland und das Mittelmeer, mit Suche über viele Reedereien gleichzeitig.",
    ),
    features: [
      loc("Πολλές εταιρείες σε μία αναζήτηση", "Many companies in one search", "Viele Reedereien in einer Suche"),
      loc("Θέσεις, καμπίνες και οχήματα", "Seats, cabins and vehicles", "Sitze, Kabinen und Fahrzeuge"),
      loc("Πληρωμή με κάρτα", "Pay by card", "Zahlung per Karte"),
    ],
  },
  {
    id: "letsferry",
    name: "Let’s Ferry",
    category: "ferries",
    url: "https://www.letsferry.com",
    description: loc(
      "Εισιτήρια πλοίων για όλη την Ελλάδα και την Ευρώπη, από ταξιδιωτικό γραφείο με έδρα τον Πειραιά.",
      "Ferry tickets across Greece and Europe, from a travel agency based in Piraeus.",
      "Fährtickets für ganz Griechenland und Europa, von einem Reisebüro mit Sitz in Piräus.",
    ),
    features: [
      loc("Εισιτήρια για Ελλάδα και Ευρώπη", "Tickets for Greece and Europe", "Tickets für Griechenland und Europa"),
      loc("Με ή χωρίς αυτοκίνητο", "With or without a car", "Mit oder ohne Auto"),
      loc("Τηλεφωνική εξυπηρέτηση", "Help by phone", "Hilfe per Telefon"),
    ],
  },
  {
    id: "traghettilines",
    name: "Traghettilines",
    category: "ferries",
    url: "https://www.traghettilines.it",
    description: loc(
      "Ιταλική πλατφόρμα για πλοία στη Μεσόγειο: Ελλάδα–Ιταλία, Σαρδηνία, Σικελία, Κορσική και πολλά ακόμη.",
      "An Italian platform for Mediterranean ferries: Greece–Italy, Sardinia, Sicily, Corsica and more.",
      "Italienische Plattform für Fähren im Mittelmeer: Griechenland–Italien, Sardinien, Sizilien, Korsika und mehr.",
    ),
    features: [
      loc("Γραμμές Ελλάδας–Ιταλίας", "Greece–Italy crossings", "Überfahrten Griechenland–Italien"),
      loc("Πλοία για τα νησιά της Μεσογείου", "Ferries to Mediterranean islands", "Fähren zu den Mittelmeerinseln"),
      loc("Σύγκριση τιμών ανά εταιρεία", "Fares compared by company", "Preise je Reederei vergleichen"),
    ],
    cta: loc("Κράτηση μέσω Traghettilines", "Book with Traghettilines", "Über Traghettilines buchen"),
  },

  {
    id: "ferryhopper",
    name: "Ferryhopper",
    category: "ferries",
    searchOnly: true,
    url: "https://www.ferryhopper.com",
    // Ferryhopper booking results: /en/booking/results?itinerary={FROM},{TO}&dates={YYYYMMDD}&pax={n}, with
    // Ferryhopper's port codes, from its own port list and connections (core/ferries, decision 043). The format is the
    // one Ferryhopper's own search tool returns as a deep link (itinerary=PIR,JTR) and that public trip planners and
    // ferry apps build (dates=YYYYMMDD, pax=N). Added for issue 10 (decision 013): no catalogue ferry partner has a
    // parameterised search URL. A route uses the ports a ferry joins; without a said origin, a place across the sea is
    // reached from a port a ferry joins to it (Corfu from Igoumenitsa, Andros from Rafina, the Cyclades from Piraeus;
    // core/search/ferry-ports.ts). A trip with a return day is the round trip itinerary=A,B,B,A&dates=OUT,BACK (the
    // same public sources). The site's first path segment is its language (ferryhopper.com/el/…, /de/…: public pages
    // and Ferryhopper's own embed use /el/), so the visitor's language is sent (issue 28).
    deepLink: [
      "https://www.ferryhopper.com/{lang}/booking/results?itinerary={originPort|defaultOriginPort!},{destinationPort!},{destinationPort!},{originPort|defaultOriginPort!}&dates={departCompact!},{returnCompact!}&pax={people}",
      "https://www.ferryhopper.com/{lang}/booking/results?itinerary={originPort|defaultOriginPort!},{destinationPort!}&dates={departCompact}&pax={people}",
    ],
    description: loc(
      "Αναζήτηση και κράτηση πλοίων για τα ελληνικά νησιά και τη Μεσόγειο, με δρομολόγια όλων των εταιρειών σε μία σελίδα.",
      "Search and book ferries to the Greek islands and around the Mediterranean, with every company’s sailings on one page.",
      "Fähren zu den griechischen Inseln und im Mittelmeer suchen und buchen, mit den Abfahrten aller Reedereien auf einer Seite.",
    ),
    features: [
      loc("Όλες οι εταιρείες σε μία αναζήτηση", "Every company in one search", "Alle Reedereien in einer Suche"),
      loc("Συνδυασμοί για island hopping", "Island-hopping combinations", "Kombinationen fürs Inselhüpfen"),
      loc("Ηλεκτρονικό εισιτήριο στο κινητό", "E-ticket on your phone", "E-Ticket auf dem Handy"),
    ],
  },

  // ── Tours and attractions (2) ───────────────────────────────────────────
  {
    id: "getyourguide",
    name: "GetYourGuide",
    category: "tours",
    url: "https://www.getyourguide.com",
    // GetYourGuide search: /s/?q={text} (the search URL partners link to); a bike query searches
    // "{place} bike" (core/search/deep-link.ts bikeQuery), any other the place.
    deepLink: "https://www.getyourguide.com/s/?q={bikeQuery|place}",
    description: loc(
      "Εισιτήρια για αξιοθέατα, ξεναγήσεις και εκδρομές, με κράτηση από το κινητό την ίδια μέρα.",
      "Tickets for sights, guided tours and day trips, bookable on your phone the same day.",
      "Tickets für Sehenswürdigkeiten, Führungen und Ausflüge – sogar am selben Tag per Handy buchbar.",
    ),
    features: [
      loc("Εισιτήρια χωρίς ουρά", "Skip-the-line tickets", "Tickets ohne Anstehen"),
      loc("Δωρεάν ακύρωση στις περισσότερες", "Free cancellation on most", "Meist kostenlos stornierbar"),
      loc("Κινητό εισιτήριο", "Mobile tickets", "Handy-Tickets"),
    ],
  },
  {
    id: "viator",
    name: "Viator",
    category: "tours",
    url: "https://www.viator.com",
    // Viator search results: /searchResults/all?text={text}; "{place} bike" for a bike query.
    deepLink: "https://www.viator.com/searchResults/all?text={bikeQuery|place}",
    description: loc(
      "Ξεναγήσεις, κρουαζιέρες μιας μέρας και δραστηριότητες σε όλο τον κόσμο, με κριτικές ταξιδιωτών.",
      "Tours, day cruises and activities worldwide, with reviews from travellers.",
      "Touren, Tagesfahrten mit dem Boot und Aktivitäten weltweit, mit Bewertungen von Reisenden.",
    ),
    features: [
      loc("Κριτικές ταξιδιωτών", "Traveller reviews", "Bewertungen von Reisenden"),
      loc("Κράτηση τώρα, πληρωμή αργότερα", "Reserve now, pay later", "Jetzt reservieren, später zahlen"),
      loc("Μικρά γκρουπ και ιδιωτικές ξεναγήσεις", "Small-group and private tours", "Kleingruppen- und Privattouren"),
    ],
  },

  // ── Travel insurance (1) ────────────────────────────────────────────────
  {
    id: "heymondo",
    name: "Heymondo",
    category: "insurance",
    url: "https://www.heymondo.com",
    description: loc(
      "Ταξιδιωτική ασφάλιση με ιατρική κάλυψη και προστασία αποσκευών, με βοήθεια μέσα από την εφαρμογή.",
      "Travel insurance with medical cover and baggage protection, with help right in the app.",
      "Reiseversicherung mit Krankenschutz und Gepäckschutz, Hilfe direkt in der App.",
    ),
    features: [
      loc("Ιατρική κάλυψη στο εξωτερικό", "Medical cover abroad", "Krankenschutz im Ausland"),
      loc("Κάλυψη για χαμένες αποσκευές", "Cover for lost luggage", "Schutz bei verlorenem Gepäck"),
      loc("Ιατρική συνομιλία στην εφαρμογή", "Medical chat in the app", "Ärztlicher Chat in der App"),
    ],
  },

  // ── Flight compensation (1) ─────────────────────────────────────────────
  {
    id: "airhelp",
    name: "AirHelp",
    category: "flight-compensation",
    url: "https://www.airhelp.com",
    description: loc(
      "Έλεγξε αν δικαιούσαι αποζημίωση για καθυστέρηση, ακύρωση ή υπεράριθμη κράτηση και άφησέ τους τη διεκδίκηση.",
      "Check whether you’re owed compensation for a delay, cancellation or overbooking, and let them handle the claim.",
      "Prüfe, ob dir bei Verspätung, Annullierung oder Überbuchung eine Entschädigung zusteht – den Rest erledigen sie.",
    ),
    features: [
      loc("Αποζημίωση έως 600 €", "Compensation up to €600", "Entschädigung bis zu 600 €"),
      loc("Πάνω από 90 % επιτυχία", "Over 90% success rate", "Über 90 % Erfolgsquote"),
      loc("Δωρεάν έλεγχος της πτήσης σου", "Free check of your flight", "Kostenloser Check deines Flugs"),
    ],
    cta: loc("Έλεγξε την πτήση σου", "Check your flight", "Flug prüfen"),
  },

  // ── Cruises (1) ─────────────────────────────────────────────────────────
  {
    id: "celestyal",
    name: "Celestyal Cruises",
    category: "cruises",
    url: "https://celestyal.com",
    description: loc(
      "Ελληνική εταιρεία κρουαζιέρας με ταξίδια στα νησιά του Αιγαίου και στην Ανατολική Μεσόγειο.",
      "A Greek cruise line sailing the Aegean islands and the Eastern Mediterranean.",
      "Griechische Kreuzfahrtreederei mit Routen durch die Ägäis und das östliche Mittelmeer.",
    ),
    features: [
      loc("Αναχωρήσεις από τον Πειραιά", "Departures from Piraeus", "Abfahrten ab Piräus"),
      loc("Νησιά του Αιγαίου σε ένα ταξίδι", "Aegean islands in one trip", "Ägäis-Inseln auf einer Reise"),
      loc("Κουζίνα με ελληνικές γεύσεις", "Greek flavours on board", "Griechische Küche an Bord"),
    ],
  },

  // ── Student housing (1) ─────────────────────────────────────────────────
  {
    id: "housinganywhere",
    name: "HousingAnywhere",
    category: "student-housing",
    url: "https://housinganywhere.com",
    // HousingAnywhere city search /s/{City}--{Country} (e.g. /s/Berlin--Germany, /s/London--United-Kingdom, seen in
    // public scrapers and guides), with moveIn/moveOut dates.
    deepLink: "https://housinganywhere.com/s/{placeTitleSlug}--{country}?moveIn={checkin}&moveOut={checkout}",
    description: loc(
      "Δωμάτια, στούντιο και διαμερίσματα για μεσοπρόθεσμη διαμονή, ιδανικά για Erasmus και πρακτική άσκηση.",
      "Rooms, studios and flats for mid-term stays, ideal for Erasmus and internships.",
      "Zimmer, Studios und Wohnungen für mittelfristige Aufenthalte, ideal für Erasmus und Praktika.",
    ),
    features: [
      loc("Κράτηση online πριν φτάσεις", "Book online before you arrive", "Online buchen vor der Ankunft"),
      loc("Προστασία ενοικιαστή", "Tenant protection", "Mieterschutz"),
      loc("Διαμονή για μήνες, όχι για μέρες", "Stays of months, not days", "Aufenthalte für Monate, nicht Tage"),
    ],
  },

  // ── Cycling (1) ─────────────────────────────────────────────────────────
  {
    id: "donkey-republic",
    name: "Donkey Republic",
    category: "cycling",
    url: "https://www.donkey.bike",
    // Donkey Republic city pages /cities/bike-rental-{city}/, as listed for each of its systems in MobilityData's GBFS
    // systems list (core/search/bike-cities.ts); filled only for cities where Donkey Republic runs a system.
    deepLink: "https://www.donkey.bike/cities/bike-rental-{bikeCity}/",
    description: loc(
      "Ενοικιαζόμενα ποδήλατα σε ευρωπαϊκές πόλεις που ξεκλειδώνουν με το κινητό, για όσο τα χρειαστείς.",
      "Rental bikes in European cities that unlock with your phone, for as long as you need.",
      "Leihräder in europäischen Städten, per Handy entsperrt und so lange du willst.",
    ),
    features: [
      loc("Ξεκλείδωμα με το κινητό", "Unlock with your phone", "Per Handy entsperren"),
      loc("Ενοικίαση με την ώρα ή τη μέρα", "Rent by the hour or day", "Stunden- oder tageweise mieten"),
      loc("Σταθμοί σε όλη την πόλη", "Hubs all over town", "Stationen in der ganzen Stadt"),
    ],
    cta: loc("Βρες ποδήλατο", "Find a bike", "Rad finden"),
  },

  // ── Home exchange and homestay (2) ──────────────────────────────────────
  {
    id: "homestay",
    name: "Homestay.com",
    category: "home-exchange",
    url: "https://www.homestay.com",
    // Homestay.com's search box submits /homestays/search?search_type=search_box&location={text}&guests={n} (the GET
    // form seen in public scrapers of the site); the place goes as free text.
    deepLink: "https://www.homestay.com/homestays/search?search_type=search_box&location={place}&guests={people}",
    description: loc(
      "Μείνε σε δωμάτιο στο σπίτι ντόπιων οικοδεσποτών και γνώρισε τον τόπο από μέσα.",
      "Stay in a room in a local host’s home and get to know the place from the inside.",
      "Wohne im Zimmer bei einheimischen Gastgebern und lerne den Ort von innen kennen.",
    ),
    features: [
      loc("Δωμάτιο σε σπίτι ντόπιων", "A room in a local’s home", "Ein Zimmer bei Einheimischen"),
      loc("Συμβουλές από τους οικοδεσπότες", "Tips from your hosts", "Tipps von deinen Gastgebern"),
      loc("Ιδανικό για εκμάθηση γλώσσας", "Great for learning the language", "Ideal zum Sprachenlernen"),
    ],
  },
  {
    id: "homeexchange",
    name: "HomeExchange",
    category: "home-exchange",
    url: "https://www.homeexchange.com",
    description: loc(
      "Ανταλλάσσεις το σπίτι σου με άλλα μέλη και ταξιδεύεις χωρίς να πληρώνεις διαμονή.",
      "Swap your home with other members and travel without paying for accommodation.",
      "Tausche dein Zuhause mit anderen Mitgliedern und reise ohne Übernachtungskosten.",
    ),
    features: [
      loc("Ανταλλαγή σπιτιού με μέλη", "Home swaps between members", "Haustausch unter Mitgliedern"),
      loc(
        "Πόντοι GuestPoints για μη ταυτόχρονες ανταλλαγές",
        "GuestPoints for non-simultaneous swaps",
        "GuestPoints für zeitversetzten Tausch",
      ),
      loc(
        "Ετήσια συνδρομή αντί για διανυκτερεύσεις",
        "A yearly membership instead of nightly rates",
        "Jahresbeitrag statt Übernachtungspreis",
      ),
    ],
  },

  // ── Mountain and ski resorts ────────────────────────────────────────────
  {
    id: "travelski",
    name: "Travelski",
    category: "mountain-resorts",
    url: "https://www.travelski.com",
    description: loc(
      "Πακέτα σκι με διαμονή και ski pass μαζί, σε χιονοδρομικά κέντρα των Άλπεων.",
      "Ski packages with accommodation and lift pass together, in Alpine resorts.",
      "Skipakete mit Unterkunft und Skipass in einem, in den Skigebieten der Alpen.",
    ),
    features: [
      loc("Διαμονή + ski pass σε ένα πακέτο", "Stay + lift pass in one package", "Unterkunft + Skipass in einem Paket"),
      loc("Χιονοδρομικά στις Άλπεις", "Resorts in the Alps", "Skigebiete in den Alpen"),
      loc("Ενοικίαση εξοπλισμού σκι", "Ski equipment hire", "Skiverleih"),
    ],
    cta: loc("Δες πακέτα σκι", "See ski packages", "Skipakete ansehen"),
  },
  {
    id: "ski-amade",
    name: "Ski amadé",
    category: "mountain-resorts",
    url: "https://www.skiamade.com",
    description: loc(
      "Αυστριακή περιοχή σκι στο Σάλτσμπουργκ, με πακέτα διαμονής και ένα ski pass για πολλά θέρετρα.",
      "An Austrian ski region in Salzburger Land, with stay packages and one lift pass for many resorts.",
      "Österreichische Skiregion im Salzburger Land, mit Pauschalen und einem Skipass für viele Orte.",
    ),
    features: [
      loc("Ένα ski pass για πολλά θέρετρα", "One lift pass for many resorts", "Ein Skipass für viele Orte"),
      loc("Πακέτα διαμονής και σκι", "Stay and ski packages", "Pauschalen für Unterkunft und Ski"),
      loc("Πίστες για όλα τα επίπεδα", "Slopes for every level", "Pisten für jedes Niveau"),
    ],
    cta: loc("Δες πακέτα Αυστρίας", "See Austria packages", "Österreich-Pakete ansehen"),
  },

  // ── Trains and buses ────────────────────────────────────────────────────
  {
    id: "omio",
    name: "Omio",
    category: "trains-buses",
    url: "https://www.omio.com",
    // Omio's public route pages /trains/{from-slug}/{to-slug} (e.g. omio.com/trains/geneva/chamonix-mont-blanc, linked
    // from public travel pages) open a search for the route; filled only for places with a rail or bus station in the
    // Trainline stations data (core/search/stations.ts). Omio's dated search needs its internal position ids: no date.
    deepLink: "https://www.omio.com/trains/{originStationSlug}/{destinationStationSlug}",
    description: loc(
      "Τρένα, λεωφορεία και πτήσεις στην Ευρώπη σε μία αναζήτηση, με εισιτήρια στο κινητό.",
      "Trains, buses and flights across Europe in one search, with tickets on your phone.",
      "Züge, Busse und Flüge in Europa in einer Suche, mit Tickets auf dem Handy.",
    ),
    features: [
      loc("Τρένο, λεωφορείο και αεροπλάνο μαζί", "Train, bus and plane side by side", "Zug, Bus und Flug im Vergleich"),
      loc("Εισιτήρια στο κινητό", "Mobile tickets", "Handy-Tickets"),
      loc("Πολλές χώρες σε μία εφαρμογή", "Many countries in one app", "Viele Länder in einer App"),
    ],
  },
  {
    id: "flixbus",
    name: "FlixBus",
    category: "trains-buses",
    url: "https://www.flixbus.com",
    description: loc(
      "Οικονομικά υπεραστικά λεωφορεία σε όλη την Ευρώπη, με Wi-Fi και πρίζες στις περισσότερες διαδρομές.",
      "Budget intercity buses all over Europe, with Wi-Fi and power sockets on most routes.",
      "Günstige Fernbusse in ganz Europa, auf den meisten Strecken mit WLAN und Steckdosen.",
    ),
    features: [
      loc("Χαμηλές τιμές εισιτηρίων", "Low fares", "Niedrige Ticketpreise"),
      loc("Wi-Fi και πρίζες στο λεωφορείο", "Wi-Fi and sockets on board", "WLAN und Steckdosen an Bord"),
      loc("Εισιτήριο στο κινητό", "Ticket on your phone", "Ticket auf dem Handy"),
    ],
  },

  // ── Travel gear (5) ─────────────────────────────────────────────────────
  {
    id: "american-tourister",
    name: "American Tourister",
    category: "travel-gear",
    url: "https://www.americantourister.com",
    description: loc(
      "Ανθεκτικές και οικονομικές βαλίτσες σε χαρούμενα χρώματα, από χειραποσκευές έως μεγάλα μεγέθη.",
      "Tough, affordable suitcases in cheerful colours, from cabin size to large.",
      "Robuste, günstige Koffer in fröhlichen Farben, vom Handgepäck bis zur großen Größe.",
    ),
    features: [
      loc("Βαλίτσες καμπίνας", "Cabin-size suitcases", "Handgepäck-Koffer"),
      loc("Ελαφριά σκληρά κελύφη", "Light hard shells", "Leichte Hartschalen"),
      loc("Τιμές για κάθε τσέπη", "Prices for every budget", "Preise für jedes Budget"),
    ],
  },
  {
    id: "cabinzero",
    name: "CabinZero",
    category: "travel-gear",
    url: "https://cabinzero.com",
    description: loc(
      "Σακίδια σε μέγεθος χειραποσκευής, για να πετάς low-cost χωρίς να πληρώνεις για βαλίτσα.",
      "Cabin-size backpacks, so you can fly low-cost without paying for a suitcase.",
      "Rucksäcke in Handgepäckgröße – so fliegst du günstig, ohne für einen Koffer zu zahlen.",
    ),
    features: [
      loc("Μεγέθη για χειραποσκευή", "Cabin-friendly sizes", "Handgepäck-taugliche Größen"),
      loc("Ελαφριά και ανθεκτικά", "Light and durable", "Leicht und robust"),
      loc("Πολλά χρώματα", "Lots of colours", "Viele Farben"),
    ],
  },
  {
    id: "samsonite",
    name: "Samsonite",
    category: "travel-gear",
    url: "https://www.samsonite.com",
    description: loc(
      "Επώνυμες βαλίτσες και τσάντες ταξιδιού, φτιαγμένες να αντέχουν πολλά ταξίδια.",
      "Branded suitcases and travel bags built to last for many trips.",
      "Markenkoffer und Reisetaschen, gebaut für viele Reisen.",
    ),
    features: [
      loc("Επώνυμες αποσκευές", "Branded luggage", "Markengepäck"),
      loc("Βαλίτσες, σακίδια και τσάντες", "Suitcases, backpacks and bags", "Koffer, Rucksäcke und Taschen"),
      loc("Εγγύηση κατασκευαστή", "Manufacturer’s warranty", "Herstellergarantie"),
    ],
  },
  {
    id: "decathlon",
    name: "Decathlon",
    category: "travel-gear",
    url: "https://www.decathlon.com",
    description: loc(
      "Ομπρέλες θαλάσσης, σκίαστρα και τέντες παραλίας σε προσιτές τιμές, μαζί με εξοπλισμό για κάθε άθλημα.",
      "Beach umbrellas, sun shades and beach tents at fair prices, plus gear for every sport.",
      "Sonnenschirme, Strandmuscheln und Sonnensegel zu fairen Preisen, dazu Ausrüstung für jeden Sport.",
    ),
    features: [
      loc("Ομπρέλες και σκίαστρα παραλίας", "Beach umbrellas and shades", "Sonnenschirme und Strandmuscheln"),
      loc("Προσιτές τιμές", "Affordable prices", "Faire Preise"),
      loc("Εξοπλισμός για κάμπινγκ", "Camping equipment too", "Auch Campingausrüstung"),
    ],
  },
  {
    id: "havaianas",
    name: "Havaianas",
    category: "travel-gear",
    url: "https://www.havaianas.com",
    description: loc(
      "Σαγιονάρες, τσάντες θαλάσσης και αξεσουάρ παραλίας για ανέμελες μέρες στον ήλιο.",
      "Flip-flops, beach bags and beach accessories for carefree days in the sun.",
      "Flip-Flops, Strandtaschen und Strandzubehör für unbeschwerte Sonnentage.",
    ),
    features: [
      loc("Τσάντες θαλάσσης", "Beach bags", "Strandtaschen"),
      loc("Σαγιονάρες για κάθε πόδι", "Flip-flops for every foot", "Flip-Flops für jeden Fuß"),
      loc("Πετσέτες και αξεσουάρ", "Towels and accessories", "Handtücher und Accessoires"),
    ],
  },

  // ── Camping and glamping (3) ────────────────────────────────────────────
  {
    id: "camping-info",
    name: "camping.info",
    category: "camping",
    url: "https://www.camping.info",
    description: loc(
      "Οδηγός για κάμπινγκ στην Ευρώπη: βρες κατασκηνώσεις με φωτογραφίες, παροχές και κριτικές κατασκηνωτών.",
      "A guide to campsites in Europe: find sites with photos, facilities and reviews from campers.",
      "Campingführer für Europa: Plätze mit Fotos, Ausstattung und Bewertungen von Campern finden.",
    ),
    features: [
      loc("Αναζήτηση κάμπινγκ στον χάρτη", "Find campsites on a map", "Campingplätze auf der Karte"),
      loc("Κριτικές κατασκηνωτών", "Reviews from campers", "Bewertungen von Campern"),
      loc("Φίλτρα για παροχές", "Filters for facilities", "Filter für Ausstattung"),
    ],
  },
  {
    id: "pitchup",
    name: "Pitchup",
    category: "camping",
    url: "https://www.pitchup.com",
    description: loc(
      "Κράτηση για κάμπινγκ και glamping σε όλο τον κόσμο: θέσεις σκηνής, τροχόσπιτα, καλύβες και σκηνές safari.",
      "Book camping and glamping worldwide: tent pitches, caravans, cabins and safari tents.",
      "Camping und Glamping weltweit buchen: Zeltplätze, Wohnwagen, Hütten und Safarizelte.",
    ),
    features: [
      loc("Κάμπινγκ και glamping παντού", "Camping and glamping worldwide", "Camping und Glamping weltweit"),
      loc("Άμεση επιβεβαίωση κράτησης", "Instant booking confirmation", "Sofortige Buchungsbestätigung"),
      loc("Καλύβες, yurt και σκηνές safari", "Cabins, yurts and safari tents", "Hütten, Jurten und Safarizelte"),
    ],
  },
  {
    id: "booking-camping",
    name: "Booking.com Camping",
    category: "camping",
    url: "https://www.booking.com/campings/index.html",
    // Booking.com search results (same format as booking, with its price filter), for campsites at the place.
    deepLink:
      "https://www.booking.com/searchresults.html?ss={place}&checkin={checkin}&checkout={checkout}&group_adults={adults}&group_children={children}&selected_currency={currency}&lang={lang}&nflt=price%3D{currency}-min-{maxPrice}-1",
    description: loc(
      "Κάμπινγκ και glamping μέσα από το Booking.com, με τις γνωστές κριτικές και την εύκολη κράτηση.",
      "Campsites and glamping on Booking.com, with its familiar reviews and easy booking.",
      "Campingplätze und Glamping über Booking.com, mit den bekannten Bewertungen und einfacher Buchung.",
    ),
    features: [
      loc("Γνωστή και εύκολη κράτηση", "Familiar, easy booking", "Vertraute, einfache Buchung"),
      loc("Δωρεάν ακύρωση σε πολλά", "Free cancellation on many", "Oft kostenlos stornierbar"),
      loc("Κριτικές επισκεπτών", "Guest reviews", "Gästebewertungen"),
    ],
  },

  // ── Activities (1) ──────────────────────────────────────────────────────
  {
    id: "klook",
    name: "Klook",
    category: "activities",
    url: "https://www.klook.com",
    // Klook search results: /search/result/?query={text}.
    deepLink: "https://www.klook.com/search/result/?query={place}",
    description: loc(
      "Δραστηριότητες περιπέτειας: καταδύσεις, καγιάκ, rafting, αλεξίπτωτο πλαγιάς και πολλά ακόμη, με εύκολη κράτηση.",
      "Adventure activities: diving, kayaking, rafting, paragliding and much more, easy to book.",
      "Abenteueraktivitäten: Tauchen, Kajak, Rafting, Paragliding und vieles mehr, einfach gebucht.",
    ),
    features: [
      loc(
        "Δραστηριότητες στη θάλασσα και στο βουνό",
        "At sea and in the mountains",
        "Auf dem Wasser und in den Bergen",
      ),
      loc("Άμεση επιβεβαίωση", "Instant confirmation", "Sofortige Bestätigung"),
      loc("Κουπόνι στο κινητό", "Voucher on your phone", "Gutschein auf dem Handy"),
    ],
  },
];

const byId = new Map(partners.map((partner) => [partner.id, partner]));

/** The partner with this id, or undefined. */
export function partnerById(id: string): Partner | undefined {
  return byId.get(id);
}

/** Partners listed on a category's page, in catalogue order (search-only partners are not). */
export function partnersByCategory(category: CategoryId): Partner[] {
  return partners.filter((partner) => partner.category === category && !partner.searchOnly);
}

/** The name as listed, with its country tag in brackets when it has one: "Sixt (DE)". */
export function partnerDisplayName(partner: Partner): string {
  return partner.country ? `${partner.name} (${partner.country})` : partner.name;
}
