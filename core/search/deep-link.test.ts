import { describe, expect, it } from "vitest";
import { partnerById, partners } from "../../content/partners.ts";
import type { Lang } from "../../content/types.ts";
import { AIRPORT_CODES } from "./airport-codes.generated.ts";
import { airportCode, cityCode, deepLinkValues, fillDeepLink, matchDeepLink, templatesOf } from "./deep-link.ts";
import { understand } from "./understand.ts";

const NOW = new Date(2026, 4, 13, 12);
const values = (q: string, lang: Lang = "el") => deepLinkValues(understand(q, lang, NOW), lang);
const fill = (id: string, q: string, lang: Lang = "el") => fillDeepLink(partnerById(id)!.deepLink, values(q, lang));

describe("deepLinkValues", () => {
  it("turns the intent into the partner formats: ISO and yymmdd dates, a month, IATA codes, the page's locale", () => {
    const v = values("πτήσεις Αθήνα - Λονδίνο 15-20 Αυγούστου για 2 άτομα").values;
    expect(v).toMatchObject({
      origin: "Athens",
      destination: "London",
      originIata: "ATH",
      depart: "2026-08-15",
      return: "2026-08-20",
    });
    expect(v).toMatchObject({
      departYymmdd: "260815",
      returnYymmdd: "260820",
      adults: "2",
      currency: "EUR",
      lang: "el",
      locale: "el-GR",
    });
    expect(values("φθηνές πτήσεις για Νάξο τον Αύγουστο").values).toMatchObject({
      destinationIata: "JNX",
      month: "2026-08",
      monthYymm: "2608",
    });
  });
  it("gives a stay with a day and no length one night, and a stay with a length its nights", () => {
    expect(values("ξενοδοχείο Νάξος αύριο").values).toMatchObject({ checkin: "2026-05-14", checkout: "2026-05-15" });
    expect(values("ξενοδοχείο Κρήτη 3 βράδια από 12 Ιουλίου").values).toMatchObject({
      checkin: "2026-07-12",
      checkout: "2026-07-15",
    });
  });
});

describe("fillDeepLink", () => {
  it("fills and URL-encodes placeholders, dropping query parameters without a value", () => {
    const t = "https://www.booking.com/searchresults.html?ss={place}&checkin={checkin}&group_adults={adults}";
    expect(fillDeepLink(t, { place: "Agios Nikolaos", adults: "2" })?.url).toBe(
      "https://www.booking.com/searchresults.html?ss=Agios%20Nikolaos&group_adults=2",
    );
  });
  it("gives up when a required path value, or every value, is missing; drops optional path segments", () => {
    expect(fillDeepLink("https://www.airbnb.com/s/{place}/homes?adults={adults}", { adults: "2" })).toBeUndefined();
    expect(fillDeepLink("https://x.example/s?q={place}&c={currency}", { currency: "EUR" })).toBeUndefined();
    expect(
      fillDeepLink("https://x.example/f/{originIata}/{depart?}/{adults?}adults", { originIata: "ATH", adults: "2" })
        ?.url,
    ).toBe("https://x.example/f/ATH/2adults");
  });
  it("gives up when a required query value ({name!}) is missing", () => {
    const t = "https://x.example/r?itinerary={originPort!},{destinationPort!}&dates={departCompact}";
    expect(fillDeepLink(t, { destinationPort: "JNX", departCompact: "20260820" })).toBeUndefined();
    expect(fillDeepLink(t, { originPort: "PIR", destinationPort: "JNX", departCompact: "20260820" })?.url).toBe(
      "https://x.example/r?itinerary=PIR,JNX&dates=20260820",
    );
    expect(matchDeepLink(t, "https://x.example/r?itinerary=PIR,JNX&dates=20260820")).toBeDefined();
    expect(matchDeepLink(t, "https://x.example/r?itinerary=PIR,JNX/../x")).toBeUndefined();
  });
  it("leaves ferry and train links unfilled without a known port or station (no guessed URL)", () => {
    // Thassos is not in Ferryhopper's port list; Meganisi is, but with no connection Ferryhopper prices.
    expect(fill("ferryhopper", "Fähre nach Thassos", "de")).toBeUndefined();
    expect(fill("ferryhopper", "ferry to Meganisi", "en")).toBeUndefined();
    expect(fill("omio", "Bus von Athen nach Delphi", "de")).toBeUndefined();
    expect(fill("omio", "ferry Piraeus - Naxos", "en")).toBeUndefined();
    expect(fill("donkey-republic", "ποδήλατο στη Νάξο")).toBeUndefined();
  });
  it("starts an island ferry search from its usual mainland port when no origin is said, carrying only what was said", () => {
    expect(fill("ferryhopper", "φέρι για Κρήτη 15 Ιουλίου")).toEqual({
      url: "https://www.ferryhopper.com/el/booking/results?itinerary=PIR,HER&dates=20260715",
      carries: ["destination", "dates"],
    });
    expect(fill("ferryhopper", "Fähre nach Samothraki", "de")?.url).toBe(
      "https://www.ferryhopper.com/de/booking/results?itinerary=AXL,SAM",
    );
    // Kiwitaxi has no Greek site: German readers get its German one, the others English.
    expect(fill("kiwitaxi", "Transfer vom Flughafen Heraklion nach Hersonissos", "de")?.url).toBe(
      "https://kiwitaxi.com/de/search?from=Heraklion&to=Hersonissos",
    );
    expect(fill("kiwitaxi", "ταξί από το αεροδρόμιο Ηρακλείου στη Χερσόνησο")?.url).toBe(
      "https://kiwitaxi.com/en/search?from=Heraklion&to=Hersonissos",
    );
    // Ferryhopper opens in the visitor's language.
    expect(fill("ferryhopper", "ferry to Samothraki", "en")?.url).toBe(
      "https://www.ferryhopper.com/en/booking/results?itinerary=AXL,SAM",
    );
    // An origin said but without a known code is never replaced by the default.
    expect(fill("ferryhopper", "πλοίο από Λάρισα για Χίο")).toBeUndefined();
  });
  it("starts a ferry to an island from a port a ferry joins to it (Ferryhopper's connections), not always Piraeus", () => {
    const url = (q: string, lang: Lang = "el") => fill("ferryhopper", q, lang)?.url.replace(/^.*itinerary=/, "");
    expect(url("πλοίο για Κέρκυρα 10 Ιουλίου")).toBe("IGO,CFU&dates=20260710");
    expect(url("ferry to Zakynthos", "en")).toBe("KIL,ZTH");
    expect(url("Fähre nach Paxos", "de")).toBe("IGO,PAX");
    expect(url("φέρι για Ιθάκη")).toBe("GRA,PSA");
    expect(url("ferry to Kefalonia", "en")).toBe("GRA,SMI");
    for (const island of ["Σκιάθο", "Σκόπελο", "Αλόννησο"]) expect(url(`πλοίο για ${island}`), island).toMatch(/^VOL,/);
    expect(url("πλοίο για Σκύρο")).toBe("KYM,SKU");
    expect(url("ferry to Andros", "en")).toBe("RAF,AND");
    expect(url("ferry to Kythira", "en")).toBe("PIR,KTH");
    // Patras is GRA in Ferryhopper's list (it has no PAT); ports abroad have their codes too.
    expect(url("πλοίο Πάτρα Ανκόνα")).toBe("GRA,ANC");
    expect(url("Fähre Igoumenitsa Korfu", "de")).toBe("IGO,CFU");
    expect(url("Fähre von Kos nach Bodrum", "de")).toBe("KGS,BXN");
  });
  it("uses the ports the route takes on an island with several, and Athens' port that sails there", () => {
    const url = (q: string, lang: Lang = "el") => fill("ferryhopper", q, lang)?.url.replace(/^.*itinerary=/, "");
    expect(url("πλοίο Κυλλήνη Κεφαλονιά")).toBe("KIL,PKE");
    expect(url("ferry Patras to Kefalonia", "en")).toBe("GRA,SMI");
    expect(url("πλοίο από Αθήνα για Άνδρο")).toBe("RAF,AND");
    expect(url("πλοίο από Αθήνα για Νάξο")).toBe("PIR,JNX");
    // No direct ferry: each place's main port (Ferryhopper finds a way with a change).
    expect(url("πλοίο από Βόλο για Χίο")).toBe("VOL,CHI");
  });
  it("uses the template of a list that carries the most", () => {
    const f = fillDeepLink(["https://x.example/a?q={place}", "https://x.example/b?q={place}&d={checkin}"], {
      place: "Naxos",
      checkin: "2026-08-20",
    });
    expect(f).toEqual({ url: "https://x.example/b?q=Naxos&d=2026-08-20", carries: ["place", "dates"] });
  });
});

// One case per partner template: a query, the link it must give, what it carries.
const CASES: { id: string; q: string; lang?: Lang; url: string; carries: string[] }[] = [
  {
    id: "skyscanner",
    q: "πτήσεις Αθήνα - Λονδίνο 15-20 Αυγούστου για 2 άτομα",
    url: "https://www.skyscanner.net/transport/flights/ath/lond/260815/260820/?adultsv2=2&currency=EUR&locale=el-GR",
    carries: ["origin", "destination", "dates", "travellers"],
  },
  {
    id: "skyscanner",
    q: "flights from Athens to Naxos in August",
    lang: "en",
    url: "https://www.skyscanner.net/transport/flights/ath/jnx/2608/?currency=EUR&locale=en-GB",
    carries: ["origin", "destination", "dates"],
  },
  {
    id: "kiwi",
    q: "Flüge nach Santorini am 20. Juli",
    lang: "de",
    url: "https://www.kiwi.com/deep?destination=JTR&departure=2026-07-20&currency=EUR&lang=de",
    carries: ["destination", "dates"],
  },
  {
    id: "google-flights",
    q: "πτήσεις Θεσσαλονίκη Παρίσι",
    url: "https://www.google.com/travel/flights?q=Flights%20to%20Paris%20from%20Thessaloniki&hl=el&curr=EUR",
    carries: ["origin", "destination"],
  },
  {
    id: "momondo",
    q: "flights Athens to Berlin 3 people",
    lang: "en",
    url: "https://www.momondo.com/flight-search/ATH-BER/3adults?sort=price_a",
    carries: ["origin", "destination", "travellers"],
  },
  {
    id: "kayak",
    q: "flights Athens to Rome on 5 June",
    lang: "en",
    url: "https://www.kayak.com/flights/ATH-ROM/2026-06-05?sort=price_a",
    carries: ["origin", "destination", "dates"],
  },
  {
    id: "ryanair",
    q: "flights Athens to Milan 10-17 June for 2",
    lang: "en",
    url: "https://www.ryanair.com/gb/en/trip/flights/select?adults=2&dateOut=2026-06-10&dateIn=2026-06-17&isReturn=true&originIata=ATH&destinationIata=BGY",
    carries: ["origin", "destination", "dates", "travellers"],
  },
  {
    id: "booking",
    q: "δωμάτιο στη Νάξο 15-20 Αυγούστου για 2 κάτω από 50€",
    url: "https://www.booking.com/searchresults.html?ss=Naxos&checkin=2026-08-15&checkout=2026-08-20&group_adults=2&selected_currency=EUR&lang=el&nflt=price%3DEUR-min-50-1",
    carries: ["place", "dates", "travellers", "budget"],
  },
  {
    id: "hotels-com",
    q: "hotel in Corfu tomorrow",
    lang: "en",
    url: "https://www.hotels.com/Hotel-Search?destination=Corfu&startDate=2026-05-14&endDate=2026-05-15",
    carries: ["place", "dates"],
  },
  {
    id: "expedia",
    q: "Hotel in Wien für 2 Personen",
    lang: "de",
    url: "https://www.expedia.com/Hotel-Search?destination=Vienna&adults=2",
    carries: ["place", "travellers"],
  },
  {
    id: "airbnb",
    q: "σπίτι στη Μήλο 1-8 Ιουλίου έως 100 ευρώ",
    url: "https://www.airbnb.com/s/Milos/homes?checkin=2026-07-01&checkout=2026-07-08&price_max=100",
    carries: ["place", "dates", "budget"],
  },
  {
    id: "vrbo",
    q: "vacation rental Crete for 4",
    lang: "en",
    url: "https://www.vrbo.com/search?destination=Crete&adults=4",
    carries: ["place", "travellers"],
  },
  {
    id: "kiwitaxi",
    q: "transfer from Heraklion to Hersonissos",
    lang: "en",
    url: "https://kiwitaxi.com/en/search?from=Heraklion&to=Hersonissos",
    carries: ["origin", "destination"],
  },
  {
    id: "easyjet",
    q: "flights London to Athens 10-17 June for 2 adults and 1 child",
    lang: "en",
    url: "https://www.easyjet.com/deeplink?lang=en&dep=LGW&dest=ATH&dd=2026-06-10&rd=2026-06-17&isOneWay=off&apax=2&cpax=1",
    carries: ["origin", "destination", "dates", "travellers"],
  },
  {
    id: "easyjet",
    q: "Flug Berlin Heraklion 3. Juli",
    lang: "de",
    url: "https://www.easyjet.com/deeplink?lang=de&dep=BER&dest=HER&dd=2026-07-03&isOneWay=on",
    carries: ["origin", "destination", "dates"],
  },
  { id: "holafly", q: "esim για Ιταλία", url: "https://esim.holafly.com/esim-italy/", carries: ["place"] },
  { id: "holafly", q: "eSIM USA", lang: "de", url: "https://esim.holafly.com/esim-united-states/", carries: ["place"] },
  {
    id: "radical-storage",
    q: "φύλαξη αποσκευών στην Αθήνα",
    url: "https://radicalstorage.com/luggage-storage/athens",
    carries: ["place"],
  },
  {
    id: "getyourguide",
    q: "ξενάγηση στην Ακρόπολη",
    url: "https://www.getyourguide.com/s/?q=Athens",
    carries: ["place"],
  },
  {
    id: "viator",
    q: "εκδρομές από Κέρκυρα",
    url: "https://www.viator.com/searchResults/all?text=Corfu",
    carries: ["place"],
  },
  {
    id: "klook",
    q: "δραστηριότητες για παιδιά στην Κρήτη",
    url: "https://www.klook.com/search/result/?query=Crete",
    carries: ["place"],
  },
  {
    id: "booking-camping",
    q: "κάμπινγκ στη Χαλκιδική για 3",
    url: "https://www.booking.com/searchresults.html?ss=Halkidiki&group_adults=3&selected_currency=EUR&lang=el",
    carries: ["place", "travellers"],
  },
  {
    id: "ferryhopper",
    q: "πλοίο Πειραιάς-Μύκονος 25/7 για 2",
    url: "https://www.ferryhopper.com/el/booking/results?itinerary=PIR,JMK&dates=20260725&pax=2",
    carries: ["origin", "destination", "dates", "travellers"],
  },
  {
    id: "ferryhopper",
    q: "Fähre von Piräus nach Naxos",
    lang: "de",
    url: "https://www.ferryhopper.com/de/booking/results?itinerary=PIR,JNX",
    carries: ["origin", "destination"],
  },
  {
    id: "omio",
    q: "Zug von München nach Wien morgen",
    lang: "de",
    url: "https://www.omio.com/trains/munich/vienna",
    carries: ["origin", "destination"],
  },
  {
    id: "omio",
    q: "τρένο Αθήνα Θεσσαλονίκη αύριο",
    url: "https://www.omio.com/trains/athens/thessaloniki",
    carries: ["origin", "destination"],
  },
  {
    id: "booking",
    q: "ξενοδοχείο στη Νάξο 2 ενήλικες και 1 παιδί 20 Αυγούστου",
    url: "https://www.booking.com/searchresults.html?ss=Naxos&checkin=2026-08-20&checkout=2026-08-21&group_adults=2&group_children=1&selected_currency=EUR&lang=el",
    carries: ["place", "dates", "travellers"],
  },
  {
    id: "airalo",
    q: "esim για Τουρκία",
    url: "https://www.airalo.com/turkey-esim",
    carries: ["place"],
  },
  {
    id: "airalo",
    q: "eSIM Paris",
    lang: "en",
    url: "https://www.airalo.com/france-esim",
    carries: ["place"],
  },
  {
    id: "housinganywhere",
    q: "student housing Berlin",
    lang: "en",
    url: "https://housinganywhere.com/s/Berlin--Germany",
    carries: ["place"],
  },
  {
    id: "housinganywhere",
    q: "φοιτητική εστία Θεσσαλονίκη από 1 Σεπτεμβρίου",
    url: "https://housinganywhere.com/s/Thessaloniki--Greece?moveIn=2026-09-01&moveOut=2026-09-02",
    carries: ["place", "dates"],
  },
  {
    id: "donkey-republic",
    q: "Fahrrad mieten in Amsterdam",
    lang: "de",
    url: "https://www.donkey.bike/cities/bike-rental-amsterdam/",
    carries: ["place"],
  },
  {
    id: "ferryhopper",
    q: "Fähre Piräus - Kreta nächstes Wochenende",
    lang: "de",
    url: "https://www.ferryhopper.com/de/booking/results?itinerary=PIR,HER,HER,PIR&dates=20260523,20260524",
    carries: ["origin", "destination", "dates"],
  },
  {
    id: "homestay",
    q: "ανταλλαγή σπιτιού στη Βιέννη για 2",
    url: "https://www.homestay.com/homestays/search?search_type=search_box&location=Vienna&guests=2",
    carries: ["place", "travellers"],
  },
];

describe("every partner template", () => {
  it("has a fill case here", () => {
    const withTemplate = partners
      .filter((p) => p.deepLink)
      .map((p) => p.id)
      .sort();
    expect([...new Set(CASES.map((c) => c.id))].sort()).toEqual(withTemplate);
  });
  for (const c of CASES) {
    it(`${c.id}: fills «${c.q}» and /go/ accepts the result`, () => {
      const f = fill(c.id, c.q, c.lang);
      expect(f?.url).toBe(c.url);
      expect(f?.carries).toEqual(c.carries);
      expect(matchDeepLink(partnerById(c.id)!.deepLink, f!.url)).toBe(new URL(c.url).toString());
    });
  }
  it("refuses anything else for every template: other hosts, paths, parameters, values that break out", () => {
    for (const c of CASES) {
      const deep = partnerById(c.id)!.deepLink;
      const u = new URL(c.url);
      const bad = [
        c.url.replace("https://", "http://"),
        c.url.replace(u.host, "evil.example"),
        c.url.replace(u.host, `${u.host}.evil.example`),
        c.url.replace("https://", "https://user@"),
        `${c.url}#frag`,
        `${c.url}${u.search ? "&" : "?"}redirect=https%3A%2F%2Fevil.example`,
        c.url.replace(u.pathname, `${u.pathname}x/../../evil`),
        `${u.origin}/elsewhere${u.search}`,
      ];
      for (const b of bad) expect(matchDeepLink(deep, b), `${c.id}: ${b}`).toBeUndefined();
    }
    expect(
      matchDeepLink(partnerById("booking")!.deepLink, "https://www.booking.com/searchresults.html?ss=a/b"),
    ).toBeUndefined();
    expect(
      matchDeepLink(partnerById("booking")!.deepLink, "https://www.booking.com/searchresults.html?ss=A&ss=B"),
    ).toBeUndefined();
    expect(matchDeepLink(partnerById("booking")!.deepLink, "javascript:alert(1)")).toBeUndefined();
  });
  it("every template is an https URL on the partner's own host", () => {
    for (const p of partners)
      for (const t of templatesOf(p.deepLink))
        expect(new URL(t.replace(/\{[^}]+\}/g, "x")).host, p.id).toBe(new URL(p.url).host);
  });
});

describe("airport codes (OpenFlights data)", () => {
  it("knows the main Greek and European airports of the gazetteer", () => {
    expect(airportCode("Athens")).toBe("ATH");
    expect(airportCode("Thessaloniki")).toBe("SKG");
    expect(airportCode("Naxos")).toBe("JNX");
    expect(airportCode("Santorini")).toBe("JTR");
    expect(airportCode("Corfu")).toBe("CFU");
    expect(airportCode("Kefalonia")).toBe("EFL");
    expect(airportCode("Berlin")).toBe("BER");
    expect(AIRPORT_CODES["London"]).toContain("LHR");
    expect(airportCode("Halkidiki")).toBeUndefined();
  });
  it("sends a city with several airports as its city code where the partner takes one, and its main airport elsewhere", () => {
    expect(cityCode("London")).toBe("LON");
    expect(cityCode("Milan")).toBe("MIL");
    expect(cityCode("Athens")).toBe("ATH");
    expect(airportCode("Rome")).toBe("FCO");
    expect(airportCode("Stockholm")).toBe("ARN");
    const values = deepLinkValues(understand("flights athens to london 3/7", "en", new Date(2026, 4, 13)), "en");
    expect(fillDeepLink("https://www.kayak.com/flights/{originCity}-{destinationCity}/{depart?}", values)?.url).toBe(
      "https://www.kayak.com/flights/ATH-LON/2026-07-03",
    );
  });
  it("sends every city with several airports as the city where the partner takes one, and as an airport the airline flies from where it takes one airport", () => {
    const link = (id: string, q: string) => fill(id, q, "en")?.url;
    // City codes: London, Paris, Milan, Rome, Stockholm (IATA LON, PAR, MIL, ROM, STO; Skyscanner's own LOND, PARI…).
    const cities: [string, string, string][] = [
      ["London", "LON", "lond"],
      ["Paris", "PAR", "pari"],
      ["Milan", "MIL", "mila"],
      ["Rome", "ROM", "rome"],
      ["Stockholm", "STO", "stoc"],
    ];
    for (const [city, iata, sky] of cities) {
      const q = `flights ${city} to Athens 3 July`;
      expect(link("kayak", q), city).toContain(`/flights/${iata}-ATH/`);
      expect(link("momondo", q), city).toContain(`/flight-search/${iata}-ATH/`);
      expect(link("kiwi", q), city).toContain(`origin=${iata}&destination=ATH`);
      expect(link("skyscanner", q), city).toContain(`/transport/flights/${sky}/ath/`);
    }
    // One airport: the one the airline flies from most (OpenFlights routes), never one it does not serve.
    const ryanair = (city: string) =>
      new URL(link("ryanair", `flights ${city} to Athens 3 July`)!).searchParams.get("originIata");
    expect(ryanair("London")).toBe("STN");
    expect(ryanair("Paris")).toBe("BVA");
    expect(ryanair("Milan")).toBe("BGY");
    expect(ryanair("Rome")).toBe("CIA");
    expect(ryanair("Stockholm")).toBe("NYO");
    const easyjet = (city: string) =>
      new URL(link("easyjet", `flights ${city} to Athens 3 July`)!).searchParams.get("dep");
    expect(easyjet("London")).toBe("LGW");
    expect(easyjet("Paris")).toBe("CDG");
    expect(easyjet("Milan")).toBe("MXP");
    // A city none of whose airports easyJet flies from, even nearby: no easyJet link rather than a wrong airport.
    expect(fill("easyjet", "flights Warsaw to Athens 3 July", "en")).toBeUndefined();
    expect(link("skyscanner", "flights Warsaw to Athens 3 July")).toContain("/transport/flights/waw/ath/");
  });
  it("asks Google Flights for a whole month in words, and sends no made-up day to partners that need one", () => {
    const values = deepLinkValues(understand("πτήσεις Αθήνα Λονδίνο τον Αύγουστο", "el", new Date(2026, 4, 13)), "el");
    expect(values.values.flightQuery).toBe("Flights to London from Athens in August 2026");
    expect(values.values.monthYymm).toBe("2608");
    expect(values.values.checkin).toBeUndefined();
    expect(values.values.depart).toBeUndefined();
  });
});
