import { describe, expect, it } from "vitest";
import type { Lang } from "../../content/types.ts";
import { planTrip } from "./plan.ts";
import { understandTrip } from "./read.ts";

const NOW = new Date(2026, 4, 13, 12); // Wednesday 13 May 2026
const trip = (q: string, lang: Lang) => understandTrip(q, lang, NOW);
const stops = (q: string, lang: Lang) =>
  trip(q, lang)?.stops.map((s) => (s.nights ? `${s.place} ${s.nights}` : s.place));

describe("the trip grammar: stops and what joins them", () => {
  it("cuts at then / μετά / dann, arrows, semicolons and commas, in el, Greeklish, en and de", () => {
    expect(stops("Athens to Naxos then Paros then Milos", "en")).toEqual(["Athens", "Naxos", "Paros", "Milos"]);
    expect(stops("and then" + " Naxos", "en")).toBeUndefined();
    expect(stops("Πειραιάς → Σίφνος → Μήλος", "el")).toEqual(["Piraeus", "Sifnos", "Milos"]);
    expect(stops("από Πειραιά σε Νάξο και μετά Αμοργό", "el")).toEqual(["Piraeus", "Naxos", "Amorgos"]);
    expect(stops("apo peiraia gia tino meta mykono", "el")).toEqual(["Piraeus", "Tinos", "Mykonos"]);
    expect(stops("ab Athen nach Kreta, dann Santorin; danach Mykonos", "de")).toEqual([
      "Athens",
      "Crete",
      "Santorini",
      "Mykonos",
    ]);
    expect(stops("Thessaloniki -> Kavala -> Thassos", "en")).toEqual(["Thessaloniki", "Kavala", "Thassos"]);
  });
  it("is no trip when the sentence names fewer than two places (a search)", () => {
    expect(trip("ferry naxos 20/8", "en")).toBeUndefined();
    expect(trip("ξενοδοχείο στη Νάξο 3 νύχτες", "el")).toBeUndefined();
  });
  it("returns to the start on 'and back', 'και πίσω', 'zurück', 'back to X'", () => {
    expect(stops("Athens to Naxos then Paros and back", "en")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
    expect(stops("Πειραιάς → Νάξος → Πάρος και πίσω", "el")).toEqual(["Piraeus", "Naxos", "Paros", "Piraeus"]);
    expect(stops("ab Athen nach Naxos, dann Paros und zurück", "de")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
    expect(stops("Athens to Naxos, then Paros, then back to Athens", "en")).toEqual([
      "Athens",
      "Naxos",
      "Paros",
      "Athens",
    ]);
    expect(trip("Athens to Naxos then Paros", "en")?.returns).toBe(false);
  });
});

describe("the trip grammar: nights, dates, people, budget", () => {
  it("gives each stop its nights, written before or after the place, in each language", () => {
    expect(stops("Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες", "el")).toEqual([
      "Athens",
      "Naxos 3",
      "Santorini 2",
    ]);
    expect(stops("apo peiraia gia paro 4 vradia meta naxo 3 vradia", "el")).toEqual(["Piraeus", "Paros 4", "Naxos 3"]);
    expect(stops("Athens to Naxos for three nights, then Santorini for 2 nights", "en")).toEqual([
      "Athens",
      "Naxos 3",
      "Santorini 2",
    ]);
    expect(stops("ab Athen nach Naxos, 3 Nächte, dann 2 Nächte Santorin", "de")).toEqual([
      "Athens",
      "Naxos 3",
      "Santorini 2",
    ]);
  });
  it("reads 'for two' after a stop as nights when the people are counted elsewhere, as people otherwise", () => {
    const got = trip(
      "Athens to Naxos on 12 July, three nights, then Santorini for two, then back to Athens, two of us",
      "en",
    );
    expect(got?.stops).toEqual([
      { place: "Athens" },
      { place: "Naxos", nights: 3 },
      { place: "Santorini", nights: 2 },
      { place: "Athens" },
    ]);
    expect(got?.travellers).toBe(2);
    expect(trip("Athens to Naxos 3 nights then Paros 2 nights for 4", "en")?.travellers).toBe(4);
  });
  it("reads a Greek ordinal first of the month as the start ('1η Αυγούστου', '1i avgoustou')", () => {
    expect(
      trip("Πάτρα, Ζάκυνθος 4 νύχτες, Κεφαλονιά 3 νύχτες, επιστροφή Πάτρα, ξεκινάμε 1η Αυγούστου", "el")?.start,
    ).toBe("2026-08-01");
    expect(trip("kerkyra 5 vradia meta paxoi 2 vradia, ksekiname apo igoumenitsa tin 1i Iouliou", "el")?.start).toBe(
      "2026-07-01",
    );
  });
  it("reads the start date, the travellers with children, and a budget wherever they are written", () => {
    const el = trip(
      "12/7 Πειραιάς → Νάξος 3 νύχτες μετά Πάρος 2 νύχτες, 2 ενήλικες και 1 παιδί, μέχρι 80€ τη βραδιά",
      "el",
    );
    expect(el).toMatchObject({
      start: "2026-07-12",
      travellers: 3,
      children: 1,
      budget: { amount: 80, currency: "EUR", per: "night" },
    });
    const de = trip("ab Athen nach Kreta am 3.8., 5 Nächte, dann Rhodos 4 Nächte, zu dritt", "de");
    expect(de).toMatchObject({ start: "2026-08-03", travellers: 3 });
  });
});

describe("the trip grammar: a start said anywhere is the first stop", () => {
  it("moves a start said after the stops to the front and leaves each stop its own nights", () => {
    expect(stops("Ρόδος 5 βράδια και μετά Σύμη 2 βράδια, αναχώρηση από Αθήνα την Παρασκευή", "el")).toEqual([
      "Athens",
      "Rhodes 5",
      "Symi 2",
    ]);
    expect(stops("Νάξο 4 βράδια, Πάρο 3 βράδια, ξεκινώντας από Πειραιά", "el")).toEqual([
      "Piraeus",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(stops("Naxo 4 vradia kai meta Paro 3 vradia, ksekiname apo Peiraia", "el")).toEqual([
      "Piraeus",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(stops("Naxos 4 nights, Paros 3 nights, leaving from Piraeus", "en")).toEqual([
      "Piraeus",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(stops("Rhodes 4 nights, Kos 3 nights, from Piraeus, 90 EUR a night", "en")).toEqual([
      "Piraeus",
      "Rhodes 4",
      "Kos 3",
    ]);
    expect(stops("Korfu 5 Nächte, dann Paxos 2 Nächte, Abflug ab Frankfurt", "de")).toEqual([
      "Frankfurt",
      "Corfu 5",
      "Paxos 2",
    ]);
    expect(stops("Naxos 3 Nächte und Paros 2 Nächte, Start in Athen", "de")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
  });
  it("reads the start phrases strangers write, with the day beside them", () => {
    for (const [q, lang, start, day] of [
      ["Naxos 4 nights, Paros 3 nights, flying from London on 2 June", "en", "London", "2026-06-02"],
      ["Naxos 4 nights, Paros 3 nights, departing Piraeus on 10 July", "en", "Piraeus", "2026-07-10"],
      ["Kreta eine Woche, danach Santorini 3 Nächte, Abfahrt in Athen am 5. Juli", "de", "Athens", "2026-07-05"],
      ["Naxos 4 Nächte und Paros 3 Nächte, los geht's in Piräus am 10. Juli", "de", "Piraeus", "2026-07-10"],
      ["Naxo 4 vradia kai Paro 3 vradia, anaxwrisi apo Peiraia 10/7", "el", "Piraeus", "2026-07-10"],
      ["Νάξο 4 βράδια και Πάρο 3 βράδια, με αφετηρία τον Πειραιά στις 10/7", "el", "Piraeus", "2026-07-10"],
    ] as const) {
      const got = trip(q, lang);
      expect(got?.stops[0], q).toEqual({ place: start });
      expect(
        got?.stops.slice(1).every((s) => s.nights !== undefined),
        q,
      ).toBe(true);
      expect(got?.start, q).toBe(day);
    }
  });
  it("reads a start and its day before a colon, and a start or 'from' said inside a stop's piece", () => {
    const chania = trip("Starting in Chania on Saturday: Rethymno 2 nights, then Heraklion 3 nights", "en");
    expect(chania?.stops).toEqual([
      { place: "Chania" },
      { place: "Rethymno", nights: 2 },
      { place: "Heraklion", nights: 3 },
    ]);
    expect(chania?.start).toBe("2026-05-16");
    expect(stops("Ich starte in Wien: Graz 2 Nächte, dann Ljubljana 2 Nächte", "de")).toEqual([
      "Vienna",
      "Graz 2",
      "Ljubljana 2",
    ]);
    expect(stops("Σαντορίνη 3 νύχτες και Νάξο 4 νύχτες ξεκινώντας από Ηράκλειο", "el")).toEqual([
      "Heraklion",
      "Santorini 3",
      "Naxos 4",
    ]);
    expect(stops("Crete for a week then Santorini 3 nights from Athens", "en")).toEqual([
      "Athens",
      "Crete 7",
      "Santorini 3",
    ]);
    expect(stops("Go to Corfu from Igoumenitsa for 5 nights, then Paxos for 3, in July", "en")).toEqual([
      "Igoumenitsa",
      "Corfu 5",
      "Paxos 3",
    ]);
    // A flight to the first stop says where the trip starts.
    expect(stops("Korfu 5 Nächte, dann Paxos 2 Nächte, Flug von Frankfurt nach Korfu am 4. Juli", "de")).toEqual([
      "Frankfurt",
      "Corfu 5",
      "Paxos 2",
    ]);
  });
  it("takes a heading before a colon that frames the stops for no stop ('Two weeks in Greece:', 'Rundreise Kreta ab Heraklion:')", () => {
    expect(
      stops("Two weeks in Greece: fly into Athens, 2 nights there, then Naxos 5 nights, Santorini 4 nights", "en"),
    ).toEqual(["Athens 2", "Naxos 5", "Santorini 4"]);
    expect(stops("Κυκλάδες: Πάρος 3 νύχτες, Νάξος 3 νύχτες, από Πειραιά", "el")).toEqual([
      "Piraeus",
      "Paros 3",
      "Naxos 3",
    ]);
    expect(stops("Γύρος Κρήτης από Ηράκλειο: Χανιά 3 βράδια, Ρέθυμνο 2 βράδια", "el")).toEqual([
      "Heraklion",
      "Chania 3",
      "Rethymno 2",
    ]);
    expect(
      stops("Rundreise Kreta ab Heraklion: Chania 3 Nächte, Rethymno 2 Nächte, zurück nach Heraklion", "de"),
    ).toEqual(["Heraklion", "Chania 3", "Rethymno 2", "Heraklion"]);
    expect(
      trip(
        "Σκεφτόμαστε Κρήτη: προσγείωση Ηράκλειο 10/6, 3 νύχτες Χανιά, 2 νύχτες Ρέθυμνο, επιστροφή από Ηράκλειο",
        "el",
      ),
    ).toMatchObject({
      stops: [
        { place: "Heraklion" },
        { place: "Chania", nights: 3 },
        { place: "Rethymno", nights: 2 },
        { place: "Heraklion" },
      ],
      start: "2026-06-10",
      returns: true,
    });
    // A town before a colon is where the trip starts; a stop before its nights is a stop.
    expect(stops("Heraklion: Chania 3 nights, Rethymno 2 nights", "en")).toEqual([
      "Heraklion",
      "Chania 3",
      "Rethymno 2",
    ]);
    expect(stops("Naxos: 3 nights, Paros: 2 nights, Milos: 4 nights", "en")).toEqual(["Naxos 3", "Paros 2", "Milos 4"]);
  });
  it("keeps a place passed through where it is, and a first stop with nights when no start is said", () => {
    expect(stops("αύριο φεύγουμε από Πειραιά, περνάμε από Αίγινα, μετά Πόρο 2 βράδια", "el")).toEqual([
      "Piraeus",
      "Aegina",
      "Poros 2",
    ]);
    expect(stops("Rhodes 4 nights, Kos 3 nights, Patmos 2 nights", "en")).toEqual(["Rhodes 4", "Kos 3", "Patmos 2"]);
  });
});

describe("the trip grammar: the way back", () => {
  it("is a return when the last stop is the first one again", () => {
    for (const [q, lang] of [
      ["Αθήνα → Μύκονος 3 νύχτες → Πάρος 3 νύχτες → Αθήνα", "el"],
      ["Piraeus, Hydra 2 nights, Spetses 3 nights, Piraeus", "en"],
      ["Lavrio → Kea 2 Nächte → Kythnos 2 Nächte → Lavrio", "de"],
    ] as const) {
      expect(trip(q, lang)?.returns, q).toBe(true);
      expect(trip(q, lang)?.stops.at(-1)?.nights, q).toBeUndefined();
    }
    expect(trip("Heraklion → Santorini 3 nights → Naxos 4 nights → Piraeus", "en")?.returns).toBe(false);
  });
  it("keeps each stop's nights when the way back follows them ('and back to X', 'und zurück nach X')", () => {
    expect(stops("Athens to Naxos for 4 nights, then Paros for 3 nights and back to Athens", "en")).toEqual([
      "Athens",
      "Naxos 4",
      "Paros 3",
      "Athens",
    ]);
    expect(stops("Von Patras nach Kefalonia 4 Nächte, dann Lefkada 3 Nächte und zurück nach Patras", "de")).toEqual([
      "Patras",
      "Kefalonia 4",
      "Lefkada 3",
      "Patras",
    ]);
    expect(stops("από Πειραιά Σίφνο 3 νύχτες, από εκεί Μήλο 4 νύχτες και πίσω στον Πειραιά", "el")).toEqual([
      "Piraeus",
      "Sifnos 3",
      "Milos 4",
      "Piraeus",
    ]);
    expect(stops("Rafina -> Andro 2 vradia -> Tino 3 vradia -> piso Rafina", "el")).toEqual([
      "Rafina",
      "Andros 2",
      "Tinos 3",
      "Rafina",
    ]);
  });
  it("reads the other ways of saying it in each language, and the place they name", () => {
    const back = (q: string, lang: Lang) => [trip(q, lang)?.returns, stops(q, lang)?.at(-1)];
    expect(back("Athens (2n) > Naxos (4n) > Santorini (3n) > home", "en")).toEqual([true, "Athens"]);
    expect(back("Ξεκινώντας από Αθήνα: Νάξος 3 νύχτες, Πάρος 2 νύχτες και επιστροφή", "el")).toEqual([true, "Athens"]);
    expect(back("apo thessaloniki kavala 2 vradia apo ekei thaso 4 vradia kai pisw", "el")).toEqual([
      true,
      "Thessaloniki",
    ]);
    expect(back("island hopping from Rafina: Andros 2 nights, Tinos 3 nights, then home to Rafina", "en")).toEqual([
      true,
      "Rafina",
    ]);
    expect(back("leaving from Athens: Naxos 4 nights then Ios 3 nights and back home", "en")).toEqual([true, "Athens"]);
    expect(back("Athens to Milos 3 nights then Folegandros 2 nights then return to Piraeus", "en")).toEqual([
      true,
      "Piraeus",
    ]);
    expect(
      back("Von München nach Wien 3 Nächte, anschließend Budapest 2 Nächte, Rückfahrt nach München", "de"),
    ).toEqual([true, "Munich"]);
  });
  it("is a return on 'round trip'", () => {
    expect(trip("Round trip from Athens: Naxos 3 nights, Paros 2 nights", "en")).toMatchObject({
      stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Paros", nights: 2 }, { place: "Athens" }],
      returns: true,
    });
  });
  it("is no return when the way home leaves from the last stop ('fly home from Chania')", () => {
    const got = trip(
      "We fly into Heraklion on 10 June, 3 nights there, then Chania 4 nights, then fly home from Chania",
      "en",
    );
    expect(got?.stops).toEqual([
      { place: "Heraklion", nights: 3 },
      { place: "Chania", nights: 4 },
    ]);
    expect(got?.returns).toBe(false);
  });
  it("reads 'στο τέλος Ιουλίου' as a time, not the island of Tilos", () => {
    expect(stops("pame naxo 4 meres kai paro 3 meres apo rafina sto telos iouliou", "el")).toEqual([
      "Rafina",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(stops("Νάξο 4 βράδια και Πάρο 3 βράδια από Ραφήνα στο τέλος Ιουλίου", "el")).toEqual([
      "Rafina",
      "Naxos 4",
      "Paros 3",
    ]);
  });
  it("reads 'return ferry to X on …' as the way back, its day not the start", () => {
    expect(trip("Athens to Naxos 3 nights, Paros 2 nights, return ferry to Piraeus on 20 July", "en")).toMatchObject({
      stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Paros", nights: 2 }, { place: "Piraeus" }],
      returns: true,
    });
    // (The model's start is counted back from that day, 5 nights before it.)
    expect(trip("Athens to Naxos 3 nights, Paros 2 nights, return ferry to Piraeus on 20 July", "en")?.start).toBe(
      "2026-07-15",
    );
  });
  it("gives the one stay left without nights the days up to the day of coming back", () => {
    expect(trip("ath - fra 5/6 epistrofi 12/6", "el")).toMatchObject({
      stops: [{ place: "Athens" }, { place: "Frankfurt", nights: 7 }, { place: "Athens" }],
      start: "2026-06-05",
      returns: true,
    });
    expect(stops("Athens to Naxos 12/7, then Paros 3 nights, back 20/7", "en")).toEqual([
      "Athens",
      "Naxos 5",
      "Paros 3",
      "Athens",
    ]);
    expect(stops("Von Athen nach Naxos am 12.7., dann Paros 3 Nächte, zurück am 20.7.", "de")).toEqual([
      "Athens",
      "Naxos 5",
      "Paros 3",
      "Athens",
    ]);
    // Two stays without nights: the day of coming back cannot tell them apart.
    expect(stops("Athens to Naxos 12/7, then Paros, back 20/7", "en")).toEqual(["Athens", "Naxos", "Paros", "Athens"]);
  });
  it("takes the day of coming back for no start", () => {
    const got = trip("Αθήνα → Νάξος 3 νύχτες → Πάρος 2 νύχτες, επιστροφή 20/7", "el");
    expect(got?.returns).toBe(true);
    expect(got?.start).toBe("2026-07-15");
  });
});

describe("the trip grammar: joiners and marks between stops", () => {
  it("cuts at the other joiners strangers write, in el, Greeklish, en and de", () => {
    expect(stops("Πειραιάς → Νάξος 3 νύχτες, στη συνέχεια Πάρος 2 νύχτες, και τέλος Αντίπαρος 2 νύχτες", "el")).toEqual(
      ["Piraeus", "Naxos 3", "Paros 2", "Antiparos 2"],
    );
    expect(stops("Από Βόλο στη Σκιάθο 3 βράδια, από κει Σκόπελο 2 βράδια", "el")).toEqual([
      "Volos",
      "Skiathos 3",
      "Skopelos 2",
    ]);
    expect(stops("apo Volo Skiatho 3 vradia epeita Skopelo 2 vradia ystera Alonniso 2 vradia", "el")).toEqual([
      "Volos",
      "Skiathos 3",
      "Skopelos 2",
      "Alonissos 2",
    ]);
    expect(stops("Corfu 4 nights after that Paxos 2 nights, next Lefkada 3 nights", "en")).toEqual([
      "Corfu 4",
      "Paxos 2",
      "Lefkada 3",
    ]);
    expect(
      stops("Kavala to Thasos 2 nights, from there Samothrace 4 nights, followed by Alexandroupoli 1 night", "en"),
    ).toEqual(["Kavala", "Thassos 2", "Samothraki 4", "Alexandroupoli 1"]);
    expect(
      stops("Patras nach Kefalonia 4 Nächte, von dort Ithaka 2 Nächte, weiter nach Lefkada 3 Nächte", "de"),
    ).toEqual(["Patras", "Kefalonia 4", "Ithaca 2", "Lefkada 3"]);
    expect(stops("Kreta 5 Nächte, anschließend Santorini 2 Nächte und danach Naxos 3 Nächte", "de")).toEqual([
      "Crete 5",
      "Santorini 2",
      "Naxos 3",
    ]);
  });
  it("keeps 'next week' and 'after 20 July' as dates, not joiners", () => {
    expect(trip("Athens, Naxos 3 nights, Paros 2 nights, next week", "en")).toMatchObject({ start: "2026-05-18" });
    expect(trip("Athens to Naxos after 20 July, 4 nights, then Paros 2 nights", "en")).toMatchObject({
      start: "2026-07-20",
    });
  });
  it("cuts at colons, spaced and tight dashes, full stops and 'via', not inside a date, a price or a name", () => {
    expect(stops("Rafina – Andros 2 Nächte – Tinos 2 Nächte – Mykonos 3 Nächte, max. 1200 € insgesamt", "de")).toEqual([
      "Rafina",
      "Andros 2",
      "Tinos 2",
      "Mykonos 3",
    ]);
    expect(trip("Rafina – Andros 2 Nächte – Tinos 2 Nächte, max. 1200 € insgesamt", "de")?.budget).toEqual({
      amount: 1200,
      currency: "EUR",
      per: "total",
    });
    expect(stops("Rafina-Andros 2 nights-Tinos 3 nights", "en")).toEqual(["Rafina", "Andros 2", "Tinos 3"]);
    expect(stops("Athen > Naxos 3 Nächte > Paros 2 Nächte > Athen", "de")).toEqual([
      "Athens",
      "Naxos 3",
      "Paros 2",
      "Athens",
    ]);
    // A chain of "to" / "nach" / "σε", arrows drawn as emoji.
    expect(stops("Athens to Naxos to Paros to Milos", "en")).toEqual(["Athens", "Naxos", "Paros", "Milos"]);
    expect(stops("von Athen nach Naxos 3 Nächte nach Paros 2 Nächte", "de")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
    expect(stops("apo athina se naxo 3 vradia se paro 2 vradia", "el")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
    expect(stops("Athens ✈️ Naxos 3 nights ⛴️ Paros 2 nights ➡️ Milos", "en")).toEqual([
      "Athens",
      "Naxos 3",
      "Paros 2",
      "Milos",
    ]);
    // No marks at all: a stop ends with its nights.
    expect(stops("ΑΘΗΝΑ ΝΑΞΟΣ 3 ΝΥΧΤΕΣ ΠΑΡΟΣ 2 ΝΥΧΤΕΣ ΑΘΗΝΑ", "el")).toEqual([
      "Athens",
      "Naxos 3",
      "Paros 2",
      "Athens",
    ]);
    expect(stops("peiraias naxos 3 nyxtes paros 2 nyxtes", "el")).toEqual(["Piraeus", "Naxos 3", "Paros 2"]);
    expect(stops("athens naxos 3 nights paros 2 nights", "en")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
    expect(stops("Athen Naxos 3 Nächte Paros 2 Nächte", "de")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
    expect(stops("Start: Athens 12 July. Naxos 4 nights. Paros 3 nights.", "en")).toEqual([
      "Athens",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(trip("Athen – Naxos 15. – 20. Juli – Paros 2 Nächte", "de")?.start).toBe("2026-07-15");
    expect(
      stops("Wir wollen von Athen über Korinth nach Nafplio (3 Nächte) und dann nach Olympia (2 Nächte)", "de"),
    ).toEqual(["Athens", "Corinth", "Nafplio 3", "Olympia 2"]);
    expect(stops("from Athens via Corinth to Nafplio 3 nights, then Olympia 2 nights", "en")).toEqual([
      "Athens",
      "Corinth",
      "Nafplio 3",
      "Olympia 2",
    ]);
    expect(stops("Trinidad and Tobago 5 nights then Barbados 3 nights", "en")).toEqual([
      "Trinidad and Tobago 5",
      "Barbados 3",
    ]);
    expect(stops("Athens / Naxos 3 nights / Paros 2 nights, 80€/night", "en")).toEqual([
      "Athens",
      "Naxos 3",
      "Paros 2",
    ]);
    expect(trip("Athens / Naxos 3 nights / Paros 2 nights, 80€/night", "en")?.budget).toEqual({
      amount: 80,
      currency: "EUR",
      per: "night",
    });
    // Nothing in brackets is cut.
    expect(
      trip(
        "Wir (2 Erwachsene, 2 Kinder) fahren von Thessaloniki nach Chalkidiki für eine Woche und danach nach Thassos für 4 Nächte",
        "de",
      ),
    ).toMatchObject({
      stops: [{ place: "Thessaloniki" }, { place: "Halkidiki", nights: 7 }, { place: "Thassos", nights: 4 }],
      travellers: 4,
      children: 2,
    });
  });
  it("cuts at 'and' / 'και' / 'und' between two stops, not between two counts of people", () => {
    expect(stops("Νάξο 4 βράδια και Πάρο 3 βράδια, αναχώρηση από Πειραιά", "el")).toEqual([
      "Piraeus",
      "Naxos 4",
      "Paros 3",
    ]);
    expect(stops("3 nights in Naxos and 2 in Paros, from Rafina", "en")).toEqual(["Rafina", "Naxos 3", "Paros 2"]);
    expect(stops("Von Athen nach Naxos und Paros, je 3 Nächte", "de")).toEqual(["Athens", "Naxos 3", "Paros 3"]);
    expect(trip("2 adults and 2 kids, Athens to Crete 5 nights then Santorini 3 nights", "en")).toMatchObject({
      travellers: 4,
      children: 2,
    });
  });
});

describe("the trip grammar: nights written every way", () => {
  it("reads nights in brackets, in words, in weeks, as 'Übernachtungen', and 'each'", () => {
    expect(stops("Πάτρα → Κεφαλονιά (4 νύχτες) → Ιθάκη (2 νύχτες)", "el")).toEqual([
      "Patras",
      "Kefalonia 4",
      "Ithaca 2",
    ]);
    expect(stops("Θεσσαλονίκη, Καβάλα δύο βράδια, Θάσος τέσσερα βράδια", "el")).toEqual([
      "Thessaloniki",
      "Kavala 2",
      "Thassos 4",
    ]);
    expect(stops("Κρήτη μια εβδομάδα και μετά Σαντορίνη 3 νύχτες", "el")).toEqual(["Crete 7", "Santorini 3"]);
    expect(stops("Kriti mia evdomada meta Santorini 3 nyxtes", "el")).toEqual(["Crete 7", "Santorini 3"]);
    expect(stops("Athens to Corfu for two weeks then Paxos for a week", "en")).toEqual([
      "Athens",
      "Corfu 14",
      "Paxos 7",
    ]);
    expect(stops("Kreta eine Woche, danach Santorini drei Übernachtungen", "de")).toEqual(["Crete 7", "Santorini 3"]);
    expect(stops("Naxos, Paros and Antiparos, 3 nights each", "en")).toEqual(["Naxos 3", "Paros 3", "Antiparos 3"]);
    expect(stops("Ραφήνα-Άνδρος-Τήνος-Μύκονος, από 2 βράδια στο καθένα", "el")).toEqual([
      "Rafina",
      "Andros 2",
      "Tinos 2",
      "Mykonos 2",
    ]);
    expect(stops("one night in Athens, then Naxos for a week, then Paros for a couple of nights", "en")).toEqual([
      "Athens 1",
      "Naxos 7",
      "Paros 2",
    ]);
  });
  it("reads each stop's own days as its nights, and one range alone as the start only", () => {
    const en = trip("Athens to Naxos July 12-15, then Paros July 15-17", "en");
    expect(en?.stops).toEqual([{ place: "Athens" }, { place: "Naxos", nights: 3 }, { place: "Paros", nights: 2 }]);
    expect(en?.start).toBe("2026-07-12");
    expect(stops("Νάξος 12-15/7, Πάρος 15-17/7, από Πειραιά", "el")).toEqual(["Piraeus", "Naxos 3", "Paros 2"]);
    expect(stops("Naxos vom 12. bis 15. Juli, danach Paros vom 15. bis 17. Juli, ab Piräus", "de")).toEqual([
      "Piraeus",
      "Naxos 3",
      "Paros 2",
    ]);
    expect(trip("Athens to Naxos 12-20 July, then Paros 2 nights", "en")).toMatchObject({
      stops: [{ place: "Athens" }, { place: "Naxos" }, { place: "Paros", nights: 2 }],
      start: "2026-07-12",
    });
  });
  it("gives nights written after the whole route to the stops they name", () => {
    expect(stops("Athens → Naxos → Paros → Athens, 3 nights in Naxos, 2 in Paros", "en")).toEqual([
      "Athens",
      "Naxos 3",
      "Paros 2",
      "Athens",
    ]);
    expect(stops("Athen → Naxos → Paros → Athen, Naxos 4 Nächte, Paros 3 Nächte", "de")).toEqual([
      "Athens",
      "Naxos 4",
      "Paros 3",
      "Athens",
    ]);
    expect(stops("Πειραιάς → Σίφνος → Μήλος → Πειραιάς, Σίφνο 3 νύχτες, Μήλο 4 νύχτες", "el")).toEqual([
      "Piraeus",
      "Sifnos 3",
      "Milos 4",
      "Piraeus",
    ]);
    expect(stops("Piraeus → Naxos → Koufonisia → Amorgos → Piraeus; 3, 4 and 3 nights", "en")).toEqual([
      "Piraeus",
      "Naxos 3",
      "Koufonisia 4",
      "Amorgos 3",
      "Piraeus",
    ]);
    expect(stops("Πειραιάς → Νάξος → Πάρος → Πειραιάς, 3 και 2 νύχτες", "el")).toEqual([
      "Piraeus",
      "Naxos 3",
      "Paros 2",
      "Piraeus",
    ]);
    expect(stops("Piräus – Naxos – Paros – Piräus, 3+2 Nächte", "de")).toEqual([
      "Piraeus",
      "Naxos 3",
      "Paros 2",
      "Piraeus",
    ]);
    // A place seen again after stops with nights is a new stop.
    expect(stops("Piraeus → Naxos → Paros 3 nights → Naxos 2 nights", "en")).toEqual([
      "Piraeus",
      "Naxos",
      "Paros 3",
      "Naxos 2",
    ]);
  });
  it("reads a bare number beside a stop as nights when nights or people are counted elsewhere", () => {
    expect(stops("Naxos x3, Paros x2, Milos x4", "en")).toEqual(["Naxos 3", "Paros 2", "Milos 4"]);
    expect(stops("Athens – Santorini (3n) – Naxos (3n) – Athens", "en")).toEqual([
      "Athens",
      "Santorini 3",
      "Naxos 3",
      "Athens",
    ]);
    expect(stops("From Athens on 5 Aug: Naxos 3n, Paros 2n", "en")).toEqual(["Athens", "Naxos 3", "Paros 2"]);
    expect(stops("Νάξος για 3, Πάρος για 2, ξεκινάμε από Πειραιά", "el")).toEqual(["Piraeus", "Naxos 3", "Paros 2"]);
    expect(stops("apo peiraia naxo 5 vradia, paro 3, 2 atoma", "el")).toEqual(["Piraeus", "Naxos 5", "Paros 3"]);
    const de = trip("Naxos für 3, Paros für 2, ab Piräus, wir sind 4", "de");
    expect(de?.stops.map((s) => s.nights ?? null)).toEqual([null, 3, 2]);
    expect(de?.travellers).toBe(4);
    expect(stops("2 βράδια Ύδρα, 3 Σπέτσες, μετά πίσω Πειραιά", "el")).toEqual(["Hydra 2", "Spetses 3", "Piraeus"]);
    // Alone, "for 2" beside a stop still counts people.
    expect(trip("Athens to Naxos for 2, then Paros", "en")?.travellers).toBe(2);
  });
});

describe("the trip grammar: a traveller talking", () => {
  it("reads a long chatty sentence in each language without taking its words for places", () => {
    expect(
      trip(
        "Hi! We're planning a trip: we land in Athens on July 3rd, want to spend 2 nights there, then go to Naxos for 4 nights and Santorini for 3, and fly back home from Santorini. We are 2 adults.",
        "en",
      ),
    ).toEqual({
      stops: [
        { place: "Athens", nights: 2 },
        { place: "Naxos", nights: 4 },
        { place: "Santorini", nights: 3 },
      ],
      start: "2026-07-03",
      travellers: 2,
      returns: false,
      home: {},
    });
    expect(stops("Can you plan: Piraeus -> Serifos 3 nights -> Sifnos 3 nights -> back to Piraeus", "en")).toEqual([
      "Piraeus",
      "Serifos 3",
      "Sifnos 3",
      "Piraeus",
    ]);
    expect(
      stops(
        "Ich plane eine Reise: Start in Thessaloniki, dann 3 Nächte in Kavala, anschließend 4 Nächte auf Thassos.",
        "de",
      ),
    ).toEqual(["Thessaloniki", "Kavala 3", "Thassos 4"]);
    expect(
      trip(
        "Καλησπέρα, θέλουμε να πάμε από Πειραιά στη Νάξο στις 5 Ιουλίου για 4 βράδια, μετά στην Πάρο για 3 βράδια και μετά να γυρίσουμε Πειραιά. Είμαστε 4 άτομα.",
        "el",
      ),
    ).toEqual({
      stops: [{ place: "Piraeus" }, { place: "Naxos", nights: 4 }, { place: "Paros", nights: 3 }, { place: "Piraeus" }],
      start: "2026-07-05",
      travellers: 4,
      returns: true,
    });
  });
});

describe("the trip grammar: people and budget wherever they are written", () => {
  it("reads adults and children written apart by a comma", () => {
    expect(trip("Αθήνα - Ναύπλιο 2 νύχτες - Μονεμβασιά 2 νύχτες, 2 ενήλικες, 1 παιδί", "el")).toMatchObject({
      travellers: 3,
      children: 1,
    });
    expect(
      trip("Athen - Naxos 3 Nächte - Paros 2 Nächte, 2 Erwachsene, 1 Kind, max. 150 € pro Nacht", "de"),
    ).toMatchObject({
      travellers: 3,
      children: 1,
      budget: { amount: 150, currency: "EUR", per: "night" },
    });
  });
  it("counts a family of 4 with 2 kids as four, in Greeklish too", () => {
    expect(trip("Corfu 4 nights then Paxos 2 nights, family of 4 with 2 kids", "en")).toMatchObject({
      travellers: 4,
      children: 2,
    });
    expect(
      trip("οικογένεια 4 ατόμων με 2 παιδιά, Θεσσαλονίκη → Χαλκιδική 5 βράδια → Θάσος 4 βράδια", "el"),
    ).toMatchObject({ travellers: 4, children: 2 });
    expect(
      trip("oikogeneia 4 atomwn me 2 paidia, apo Thessaloniki Xalkidiki 5 vradia meta Thaso 4 vradia", "el"),
    ).toMatchObject({ travellers: 4, children: 2 });
    expect(trip("Kriti mia evdomada meta Santorini 3 nyxtes, 4 atoma me 2 paidia", "el")).toMatchObject({
      travellers: 4,
      children: 2,
    });
  });
  it("counts friends and a couple, and reads a budget 'each' as per person", () => {
    expect(
      trip("We're 3 friends from Athens, Ios for 4 nights, after that Santorini for 3 nights, €200 each", "en"),
    ).toMatchObject({
      travellers: 3,
      budget: { amount: 200, currency: "EUR", per: "person" },
    });
    expect(
      trip("Από Βόλο στη Σκιάθο 3 βράδια, στη συνέχεια Σκόπελο 2 βράδια, είμαστε 4 φίλοι, 150 ευρώ ο καθένας", "el"),
    ).toMatchObject({
      travellers: 4,
      budget: { amount: 150, currency: "EUR", per: "person" },
    });
    expect(trip("Wir sind 3 Freunde, Athen → Naxos 4 Nächte → Ios 3 Nächte, 200 Euro jeweils", "de")).toMatchObject({
      travellers: 3,
      budget: { amount: 200, currency: "EUR", per: "person" },
    });
    expect(
      trip("Wir sind ein Paar und wollen von Athen nach Nafplio (3 Nächte) und dann nach Olympia (2 Nächte)", "de")
        ?.travellers,
    ).toBe(2);
  });
});

describe("issue 37: a date, the people and a budget read wherever they stand", () => {
  const legDays = (q: string, lang: Lang) => planTrip(trip(q, lang)!).legs.map((l) => l.date);
  it("reads a date after the way back's place as the start when no other piece gives one", () => {
    for (const [q, lang, travellers] of [
      ["Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω Πειραιά 15 Αυγούστου 4 άτομα", "el", 4],
      ["apo athina naxo 3 nyxtes meta santorini 2 nyxtes kai piso peiraia 15 avgoustou 4 atoma", "el", 4],
      ["Athens to Naxos 3 nights then Santorini 2 nights and back to Piraeus 15 August 4 people", "en", 4],
      ["Athen nach Naxos 3 Nächte, dann Santorin 2 Nächte und zurück nach Piräus 15. August 4 Personen", "de", 4],
      ["Athen nach Naxos 3 Nächte, dann Santorin 2 Nächte und zurück ab 15. August", "de", undefined],
    ] as const) {
      expect(trip(q, lang), q).toMatchObject({ start: "2026-08-15", returns: true });
      expect(trip(q, lang)?.travellers, q).toBe(travellers);
      // Every leg has its day.
      expect(legDays(q, lang), q).toEqual(["2026-08-15", "2026-08-18", "2026-08-20"]);
    }
  });
  it("keeps a date said with the way back as the day of coming back, and counts the days back from it", () => {
    for (const [q, lang] of [
      ["Athens to Naxos 3 nights then Santorini 2 nights and back to Piraeus on 20 August", "en"],
      ["Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και επιστροφή στον Πειραιά στις 20 Αυγούστου", "el"],
      ["Athen nach Naxos 3 Nächte dann Santorin 2 Nächte und zurück nach Piräus am 20. August", "de"],
      ["Αθήνα → Νάξος 3 νύχτες → Σαντορίνη 2 νύχτες, επιστροφή 20/8", "el"],
    ] as const) {
      // (The model holds the start counted back from the day of coming back.)
      expect(trip(q, lang), q).toMatchObject({ start: "2026-08-15", returns: true });
      expect(legDays(q, lang), q).toEqual(["2026-08-15", "2026-08-18", "2026-08-20"]);
    }
    // A start said as well: the day of coming back does not move it.
    expect(
      legDays("Athens to Naxos on 10 August 3 nights then Santorini 2 nights and back to Piraeus on 20 August", "en"),
    ).toEqual(["2026-08-10", "2026-08-13", "2026-08-15"]);
  });
  it("reads the people and a budget at the start, in a middle stop and after the way back", () => {
    for (const [q, lang] of [
      ["4 άτομα, budget 900€: Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω", "el"],
      ["Αθήνα → Νάξος 3 νύχτες με 900€ budget, μετά Σαντορίνη 2 νύχτες και πίσω Πειραιά 4 άτομα", "el"],
      ["Athens to Naxos 3 nights, then Santorini 2 nights and back to Piraeus budget 900€ for 4 people", "en"],
      ["Zu viert mit 900 € Budget: Athen nach Naxos 3 Nächte, dann Santorin 2 Nächte und zurück", "de"],
      ["Athen nach Naxos 3 Nächte, dann Santorin 2 Nächte und zurück nach Piräus mit 900 Euro Budget zu viert", "de"],
    ] as const) {
      expect(trip(q, lang), q).toMatchObject({ travellers: 4, budget: { amount: 900, currency: "EUR", per: "total" } });
    }
  });
});

describe("issue 37: the flight home is a leg", () => {
  const lastLeg = (q: string, lang: Lang) => planTrip(trip(q, lang)!).legs.at(-1);
  it("ends with a flight from the last stop to a home the sentence does not name", () => {
    for (const [q, lang, from] of [
      ["Athens to Naxos 3 nights then Santorini 2 nights then back to Athens and fly home", "en", "Athens"],
      ["Athens 2 nights, ferry to Naxos 4 nights, then fly home from Naxos", "en", "Naxos"],
      ["Αθήνα 2 νύχτες, Νάξος 4 νύχτες, πίσω στην Αθήνα και πτήση για το σπίτι", "el", "Athens"],
      ["apo athina naxo 3 nyxtes, meta paro 2 nyxtes, piso athina kai petame spiti", "el", "Athens"],
      ["Athen 2 Nächte, Naxos 4 Nächte, dann zurück nach Athen und nach Hause fliegen", "de", "Athens"],
      ["Heraklion 3 Nächte, dann Chania 4 Nächte und Heimflug ab Chania", "de", "Chania"],
    ] as const) {
      expect(trip(q, lang)?.home, q).toEqual({});
      expect(lastLeg(q, lang), q).toEqual({ from, home: true, transport: "flights", alternatives: [] });
    }
  });
  it("flies home to the traveller's origin when the trip flew out of it, or to the place named", () => {
    for (const [q, lang, home] of [
      ["From London: Athens 2 nights, Naxos 4 nights, back to Athens and fly home", "en", "London"],
      ["Naxos 4 nights, then Athens 2 nights and fly home to London", "en", "London"],
      ["Από Βερολίνο στην Αθήνα 2 νύχτες, μετά Νάξο 4 νύχτες, πίσω Αθήνα και πτήση επιστροφής", "el", "Berlin"],
      ["Von München nach Athen, 2 Nächte, dann Naxos 4 Nächte, zurück nach Athen und Heimflug", "de", "Munich"],
      ["Von Wien nach Athen 2 Nächte, dann Naxos 4 Nächte, dann Rückflug ab Athen", "de", "Vienna"],
    ] as const) {
      const got = trip(q, lang)!;
      expect(got.home, q).toBeUndefined();
      expect(got.stops.at(-1), q).toEqual({ place: home, transport: "flights" });
      expect(lastLeg(q, lang), q).toMatchObject({ from: "Athens", to: home, transport: "flights" });
    }
  });
  it("gives a leg the transport its piece names, the data's others after it", () => {
    const got = trip("Ρόδος 4 βράδια, Σύμη 2, Κως 3 και μετά πτήση για Αθήνα, 1η Ιουλίου, 3 άτομα", "el")!;
    expect(got.stops.at(-1)).toEqual({ place: "Athens", transport: "flights" });
    expect(planTrip(got).legs.at(-1)).toMatchObject({
      from: "Kos",
      to: "Athens",
      transport: "flights",
      alternatives: ["ferries"],
    });
  });
});

describe("issue 40: a heading that lists the stops names them once", () => {
  it("leaves each stop to its details, in el, Greeklish, en and de", () => {
    expect(
      stops("Σίφνος, Μήλος, Φολέγανδρος: 3 βράδια Σίφνο, μετά 4 στη Μήλο, μετά 2 βράδια Φολέγανδρο", "el"),
    ).toEqual(["Sifnos 3", "Milos 4", "Folegandros 2"]);
    expect(stops("Syros, Tinos: 2 vradia Syro kai meta 3 vradia Tino", "el")).toEqual(["Syros 2", "Tinos 3"]);
    expect(
      stops("Chania, Rethymno, Heraklion: Chania for 4 nights, Rethymno 2 nights, then 3 nights in Heraklion", "en"),
    ).toEqual(["Chania 4", "Rethymno 2", "Heraklion 3"]);
    expect(stops("Zakynthos und Kefalonia: erst 5 Nächte Zakynthos, dann 4 Nächte Kefalonia", "de")).toEqual([
      "Zakynthos 5",
      "Kefalonia 4",
    ]);
  });
  it("keeps a listed place the details do not name again (the start) and the way back to it", () => {
    expect(stops("Πειραιάς, Σέριφος, Σίφνος: 2 νύχτες Σέριφο, 3 νύχτες Σίφνο, μετά πίσω στον Πειραιά", "el")).toEqual([
      "Piraeus",
      "Serifos 2",
      "Sifnos 3",
      "Piraeus",
    ]);
    expect(stops("Athens, Hydra, Spetses: Hydra 3 nights then Spetses 2 nights", "en")).toEqual([
      "Athens",
      "Hydra 3",
      "Spetses 2",
    ]);
  });
});

describe("issue 40: the origin said at the end, a start date after a heading", () => {
  it("puts a departure port said last first, with its day as the start", () => {
    for (const [q, lang] of [
      ["Άνδρος 3 βράδια, Τήνος 2 βράδια, αναχώρηση 5 Ιουνίου από Ραφήνα", "el"],
      ["Andros 3 nights then Tinos 2 nights, departing 5 June from Rafina", "en"],
      ["Andros 3 Nächte, danach Tinos 2 Nächte, Abfahrt am 5. Juni ab Rafina", "de"],
    ] as const) {
      expect(stops(q, lang), q).toEqual(["Rafina", "Andros 3", "Tinos 2"]);
      expect(trip(q, lang)?.start, q).toBe("2026-06-05");
    }
  });
  it("puts first a place the last pieces begin with ('from Athens by car'), and a port the route ends at", () => {
    for (const [q, lang] of [
      ["Ολυμπία 1 νύχτα, Πύλος 2 νύχτες, από Αθήνα με το αυτοκίνητο, 3/9", "el"],
      ["Olympia 1 night, Pylos 2 nights, from Athens by car, 3 September", "en"],
      ["Olympia 1 Nacht, Pylos 2 Nächte, ab Athen mit dem Auto, 3.9.", "de"],
    ] as const) {
      expect(stops(q, lang), q).toEqual(["Athens", "Olympia 1", "Pylos 2"]);
      expect(trip(q, lang)?.start, q).toBe("2026-09-03");
    }
    for (const [q, lang] of [
      ["Σίφνος 3 νύχτες → Μήλος 4 νύχτες → Πειραιάς, φεύγουμε από Πειραιά 2 Ιουλίου", "el"],
      ["Sifnos 3 nights → Milos 4 nights → Piraeus, departing Piraeus July 2", "en"],
      ["Sifnos 3 Nächte → Milos 4 Nächte → Piräus, Abfahrt ab Piräus am 2. Juli", "de"],
    ] as const) {
      expect(stops(q, lang), q).toEqual(["Piraeus", "Sifnos 3", "Milos 4", "Piraeus"]);
      expect(trip(q, lang), q).toMatchObject({ start: "2026-07-02", returns: true });
    }
  });
  it("reads a start day written after a heading and the stops", () => {
    for (const [q, lang] of [
      ["Δέκα μέρες στις Κυκλάδες: Πάρος 4 νύχτες, Νάξος 5 νύχτες, ξεκινάμε 20 Ιουνίου", "el"],
      ["Ten days in the Cyclades: Paros 4 nights, Naxos 5 nights, starting June 20th", "en"],
      ["Zehn Tage Kykladen: Paros 4 Nächte, Naxos 5 Nächte, los geht es am 20. Juni", "de"],
    ] as const) {
      expect(stops(q, lang), q).toEqual(["Paros 4", "Naxos 5"]);
      expect(trip(q, lang)?.start, q).toBe("2026-06-20");
    }
  });
});

describe("issue 40: flying home to a named place is a last stop, not a return", () => {
  it("ends at the place, by air, without going back", () => {
    for (const [q, lang, home] of [
      ["Ρόδος 4 νύχτες, μετά Κως 3 νύχτες και πτήση για το σπίτι στη Βιέννη", "el", "Vienna"],
      ["Rhodes 4 nights, then Kos 3 nights, then fly home to Chicago", "en", "Chicago"],
      ["Rhodos 4 Nächte, dann Kos 3 Nächte, Flug nach Hause nach Hamburg", "de", "Hamburg"],
    ] as const) {
      const got = trip(q, lang)!;
      expect(
        got.stops.map((stop) => stop.place),
        q,
      ).toEqual(["Rhodes", "Kos", home]);
      expect(got.stops.at(-1), q).toEqual({ place: home, transport: "flights" });
      expect(got.returns, q).toBe(false);
    }
  });
  it("is a return when the place is where the trip began, or the words say back", () => {
    expect(trip("Vienna to Rhodes 4 nights, then Kos 3 nights, then fly home to Vienna", "en")?.returns).toBe(true);
    expect(trip("Rhodes 4 nights, then Kos 3 nights, then fly back to Rhodes", "en")?.returns).toBe(true);
  });
});

describe("issue 40: thousands separators and nights in other shapes", () => {
  it("reads 1,500 / 1.500 as fifteen hundred, never 1.5, and leaves decimals alone", () => {
    for (const [q, lang] of [
      ["Κέρκυρα 4 νύχτες, Παξοί 3 νύχτες, 2.500 ευρώ όλα μαζί", "el"],
      ["Corfu 4 nights then Paxos 3 nights, 2,500 euros in total", "en"],
      ["Korfu 4 Nächte, dann Paxos 3 Nächte, 2.500 Euro insgesamt", "de"],
    ] as const) {
      expect(trip(q, lang)?.budget, q).toEqual({ amount: 2500, currency: "EUR", per: "total" });
    }
    expect(trip("Corfu 4 nights then Paxos 3 nights, max 65.50 euros per night", "en")?.budget).toEqual({
      amount: 65.5,
      currency: "EUR",
      per: "night",
    });
  });
  it("gives the nights of a last stop said as 'finishing with 4 in …', and none to a last stop without any", () => {
    for (const [q, lang] of [
      ["Σκιάθος 3 νύχτες, Σκόπελος 2 νύχτες και κλείνουμε με 3 στην Αλόννησο", "el"],
      ["Skiathos 3 nights, Skopelos 2 nights, and ending with 3 in Alonissos", "en"],
      ["Skiathos 3 Nächte, Skopelos 2 Nächte und zum Abschluss 3 auf Alonissos", "de"],
    ] as const) {
      expect(stops(q, lang), q).toEqual(["Skiathos 3", "Skopelos 2", "Alonissos 3"]);
    }
    expect(stops("Skiathos 3 nights, Skopelos 2 nights, ending in Volos", "en")).toEqual([
      "Skiathos 3",
      "Skopelos 2",
      "Volos",
    ]);
  });
});

describe("issue 40: places along common routes abroad (scripts/data/route-regions.txt)", () => {
  it("knows the Dalmatian coast and islands, in el, en and de", () => {
    expect(stops("Ντουμπρόβνικ 3 νύχτες, μετά Κόρτσουλα 2 νύχτες, μετά Χβαρ 2 νύχτες και Σπλιτ", "el")).toEqual([
      "Dubrovnik 3",
      "Korcula 2",
      "Hvar 2",
      "Split",
    ]);
    expect(stops("Split to Hvar for 3 nights, then Vis 2 nights, then Makarska 2 nights", "en")).toEqual([
      "Split",
      "Hvar 3",
      "Vis 2",
      "Makarska 2",
    ]);
    expect(stops("Dubrovnik 2 Nächte, dann Korčula 3 Nächte, dann Trogir 2 Nächte", "de")).toEqual([
      "Dubrovnik 2",
      "Korcula 3",
      "Trogir 2",
    ]);
  });
  it("knows southern Albania, with its Greek names", () => {
    expect(
      stops("Ηγουμενίτσα, Άγιοι Σαράντα 2 νύχτες, μετά Αργυρόκαστρο 2 νύχτες, μετά Χειμάρρα 3 νύχτες", "el"),
    ).toEqual(["Igoumenitsa", "Saranda 2", "Gjirokaster 2", "Himara 3"]);
    expect(
      stops("Corfu 4 nights, ferry to Sarande 2 nights, then Gjirokastra 1 night, then Vlora 2 nights", "en"),
    ).toEqual(["Corfu 4", "Saranda 2", "Gjirokaster 1", "Vlore 2"]);
    expect(stops("Korfu 3 Nächte, dann Saranda 2 Nächte, dann Gjirokastër 2 Nächte", "de")).toEqual([
      "Corfu 3",
      "Saranda 2",
      "Gjirokaster 2",
    ]);
  });
  it("knows the Sorrento peninsula and Capri beside the Amalfi Coast", () => {
    expect(stops("Νάπολη 2 νύχτες, μετά Σορέντο 4 νύχτες, μετά Κάπρι 1 νύχτα", "el")).toEqual([
      "Naples 2",
      "Sorrento 4",
      "Capri 1",
    ]);
    expect(stops("Rome 3 nights, then Sorrento 3 nights, then Positano 2 nights", "en")).toEqual([
      "Rome 3",
      "Sorrento 3",
      "Positano 2",
    ]);
    expect(stops("Neapel 2 Nächte, dann Sorrent 3 Nächte, dann die Amalfiküste 3 Nächte", "de")).toEqual([
      "Naples 2",
      "Sorrento 3",
      "Amalfi Coast 3",
    ]);
  });
});

describe("the trip reads who travels with the search's own grammar (issue 40)", () => {
  it("reads the whole party and its children, however it is said", () => {
    for (const [q, lang, travellers, children] of [
      ["Athen nach Naxos 3 Nächte, dann Paros 2 Nächte, wir sind fünf, davon drei Kinder", "de", 5, 3],
      ["Piraeus to Milos 4 nights, then Sifnos 3 nights, two couples", "en", 4, undefined],
      ["Athens to Syros 3 nights then Tinos 2 nights, 2 adults and an 8-year-old", "en", 3, 1],
      ["Ραφήνα - Άνδρος 3 νύχτες, μετά Τήνος 2 νύχτες, εμείς οι 2", "el", 2, undefined],
      ["Πειραιάς - Νάξος 3 νύχτες και Πάρος 2 νύχτες, με τον άντρα μου και τα 2 παιδιά μας", "el", 4, 2],
      ["von Athen nach Kreta 5 Nächte und Santorin 2 Nächte, zu dritt mit Baby", "de", 3, 1],
      ["Heraklion to Santorini 3 nights then Naxos 4 nights, 6 of us incl 2 kids", "en", 6, 2],
    ] as const) {
      const got = trip(q, lang);
      expect([got?.travellers, got?.children], q).toEqual([travellers, children]);
    }
  });
});

describe("the trip reads a Greeklish per-night budget with the search's grammar (issue 40)", () => {
  it("keeps 'mexri 70e ti vradia' a price per night and 'εμείς 2' two travellers", () => {
    const got = trip("Πειραιάς - Σίφνος 3 νύχτες, μετά Μήλος 2 νύχτες, εμείς 2, mexri 70e ti vradia", "el");
    expect(got).toMatchObject({ travellers: 2, budget: { amount: 70, currency: "EUR", per: "night" } });
  });
});

describe("a weekend at a stop is two nights, a long one three, and a written day is its start (issue 40)", () => {
  it("gives the weekend's stop 2 nights, the long weekend's 3", () => {
    expect(stops("Σαββατοκύριακο στη Σπέτσες από Πειραιά, 2 άτομα", "el")).toEqual(["Piraeus", "Spetses 2"]);
    expect(stops("τριήμερο στην Ύδρα από Πειραιά", "el")).toEqual(["Piraeus", "Hydra 3"]);
    expect(stops("a weekend in Poros from Piraeus for two", "en")).toEqual(["Piraeus", "Poros 2"]);
    expect(stops("long weekend on Spetses from Piraeus", "en")).toEqual(["Piraeus", "Spetses 3"]);
    expect(stops("Wochenende auf Poros ab Piräus zu zweit", "de")).toEqual(["Piraeus", "Poros 2"]);
    expect(stops("langes Wochenende auf Hydra ab Piräus", "de")).toEqual(["Piraeus", "Hydra 3"]);
  });
  it("starts on the day written, not on the coming weekend", () => {
    expect(trip("Σαββατοκύριακο στον Πόρο από Πειραιά, 6 Ιουνίου, δύο άτομα", "el")?.start).toBe("2026-06-06");
    expect(trip("weekend in Spetses from Piraeus, leaving Friday 29 May", "en")?.start).toBe("2026-05-29");
    expect(trip("Wochenende auf Hydra ab Piräus, Samstag 6. Juni", "de")?.start).toBe("2026-06-06");
    expect(trip("weekend in Spetses from Piraeus", "en")?.start).toBe("2026-05-16");
  });
});

describe("places along common routes abroad, from open data (issue 40)", () => {
  it("knows the Dalmatian islands and towns, the Turkish coast, Apulia, Montenegro and the Albanian Riviera", () => {
    expect(stops("Zadar -> Šibenik 2 nights -> Trogir 1 night -> Šolta 2 nights -> Makarska 3 nights", "en")).toEqual([
      "Zadar",
      "Sibenik 2",
      "Trogir 1",
      "Solta 2",
      "Makarska 3",
    ]);
    expect(stops("Σπλιτ → Μπρατς 2 νύχτες → Λάστοβο 3 νύχτες", "el")).toEqual(["Split", "Brac 2", "Lastovo 3"]);
    expect(stops("Bodrum -> Datça 2 Nächte -> Ölüdeniz 3 Nächte -> Kaş 2 Nächte -> Kalkan 2 Nächte", "de")).toEqual([
      "Bodrum",
      "Datca 2",
      "Oludeniz 3",
      "Kas 2",
      "Kalkan 2",
    ]);
    expect(stops("Μπάρι → Αλμπερομπέλο 1 βράδυ → Όστουνι 2 βράδια → Λέτσε 3 βράδια → Οτράντο 2 βράδια", "el")).toEqual([
      "Bari",
      "Alberobello 1",
      "Ostuni 2",
      "Lecce 3",
      "Otranto 2",
    ]);
    expect(
      stops("Brindisi, then Monopoli 2 nights, Gallipoli 3 nights, Matera 2 nights and Tropea 3 nights", "en"),
    ).toEqual(["Brindisi", "Monopoli 2", "Gallipoli 3", "Matera 2", "Tropea 3"]);
    expect(
      stops(
        "Dubrovnik -> Kotor 2 Nächte -> Budva 3 Nächte -> Ulcinj 2 Nächte -> Ksamil 3 Nächte -> Dhërmi 2 Nächte",
        "de",
      ),
    ).toEqual(["Dubrovnik", "Kotor 2", "Budva 3", "Ulcinj 2", "Ksamil 3", "Dhermi 2"]);
    expect(stops("Dubrovnik 2 nights, Mljet 2 nights, Vis 3 nights", "en")).toEqual([
      "Dubrovnik 2",
      "Mljet 2",
      "Vis 3",
    ]);
  });
});

describe("a place whose name is a number word is a place where a stop stands (issue 40)", () => {
  it("reads Σαράντα / Saranta as Saranda in a list or after a place word, and no budget of 40", () => {
    const el = trip("Ηγουμενίτσα → Σαράντα 2 νύχτες → Κσάμιλ 3 νύχτες", "el");
    expect(el?.stops.map((s) => s.place)).toEqual(["Igoumenitsa", "Saranda", "Ksamil"]);
    expect(el?.budget).toBeUndefined();
    expect(stops("από Κέρκυρα για Σαράντα 4 νύχτες και μετά Χιμάρα 2", "el")).toEqual([
      "Corfu",
      "Saranda 4",
      "Himara 2",
    ]);
    expect(stops("Corfu -> Saranta 2 nights -> Ksamil 2 nights", "en")).toEqual(["Corfu", "Saranda 2", "Ksamil 2"]);
    expect(stops("von Korfu nach Saranta 3 Nächte, dann Himara 2 Nächte", "de")).toEqual([
      "Corfu",
      "Saranda 3",
      "Himara 2",
    ]);
  });
  it("keeps the number word a number before money or people", () => {
    expect(trip("Κέρκυρα → Σαράντα 2 νύχτες → Κσάμιλ 2 νύχτες, για σαράντα ευρώ τη βραδιά", "el")?.budget).toEqual({
      amount: 40,
      currency: "EUR",
      per: "night",
    });
  });
});

describe("a closing flight to a place that is not the start is a last stop, not a return (issue 40)", () => {
  it("ends at the place the flight back names", () => {
    for (const [q, lang, last] of [
      ["Νάξος 3 νύχτες, Πάρος 2 νύχτες και πτήση επιστροφής για Βιέννη", "el", "Vienna"],
      ["Naxos 3 nights, Paros 2 nights, then fly back to London", "en", "London"],
      ["Kreta 4 Nächte, dann Santorin 3 Nächte, danach Rückflug nach Wien", "de", "Vienna"],
    ] as const) {
      const got = trip(q, lang);
      expect([got?.stops.at(-1)?.place, got?.stops.at(-1)?.transport, got?.returns], q).toEqual([
        last,
        "flights",
        false,
      ]);
    }
  });
  it("is a return when the flight back names the first stop", () => {
    expect(trip("Αθήνα - Νάξος 3 νύχτες, Πάρος 2 νύχτες και πτήση επιστροφής για Αθήνα", "el")?.returns).toBe(true);
    expect(trip("Athens to Naxos 3 nights then Paros 2 nights then fly back to Athens", "en")?.returns).toBe(true);
    expect(trip("Athen nach Kreta 4 Nächte, dann Rückflug nach Athen", "de")?.returns).toBe(true);
  });
});

describe("arriving at the first stop gives the start and is no way back (issue 40)", () => {
  it("reads 'we land in' / 'wir landen in' / 'φτάνουμε στη' the first stop as the start day", () => {
    for (const [q, lang, start, first] of [
      ["Ρόδος 4 νύχτες, Σύμη 2 νύχτες, Κως 3 νύχτες, φτάνουμε στη Ρόδο στις 5 Ιουλίου", "el", "2026-07-05", "Rhodes"],
      ["Rhodes 3 nights, Symi 2 nights; we land in Rhodes on 10 June, 2 of us", "en", "2026-06-10", "Rhodes"],
      [
        "Chania 3 Nächte, Rethymno 2 Nächte, Heraklion 2 Nächte, wir landen in Chania am 3. Juni",
        "de",
        "2026-06-03",
        "Chania",
      ],
    ] as const) {
      const got = trip(q, lang);
      expect([got?.start, got?.returns, got?.stops.length, got?.stops[0]?.place], q).toEqual([
        start,
        false,
        3 - (lang === "en" ? 1 : 0),
        first,
      ]);
    }
  });
});

describe("Greeklish couples and German nights without the umlaut (issue 40)", () => {
  it("counts 'zeygaria' / 'zevgaria' as two people each", () => {
    expect(trip("naxos 3 nyxtes meta paros 2 nyxtes, eimaste 3 zeygaria", "el")?.travellers).toBe(6);
    expect(trip("peiraias - milos 3 vradia, meta sifnos 2, eimaste 2 zevgaria", "el")?.travellers).toBe(4);
    expect(trip("apo volo skiatho 3 nyxtes kai skopelo 2, ena zeygari", "el")?.travellers).toBe(2);
  });
  it("cuts the stops at 'nachte' as at 'Nächte'", () => {
    expect(stops("naxos 3 nachte paros 2 nachte milos 2 nachte", "de")).toEqual(["Naxos 3", "Paros 2", "Milos 2"]);
    expect(stops("naxos 3 nachten dann paros 2 nachte", "de")).toEqual(["Naxos 3", "Paros 2"]);
  });
});
