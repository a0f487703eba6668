// Gazetteer: Greek islands and regions, Greek cities, the carousel cities and the
// major European destinations, plus countries. One place per line:
//   kind|English names|Greek names|German names|other spellings[|airport]
// kind: i island, r region, g Greek city/town, c city abroad, k country. airport: the IATA code of
// the airport that serves a town without one of its own.
// The first English name is the canonical one. Greek names are nominatives; their
// accusative/genitive forms are generated (Νάξος → Νάξο, Νάξου; Κέρκυρα → Κέρκυρας;
// Πειραιάς → Πειραιά) and irregular ones are listed (Αθηνών, Χανίων). Greeklish and
// accent-less spellings need no listing: the phonetic key covers them.
// A name marked ? is also an everyday word ("Nice?"): it names the place only after a place word,
// where the other names ("Nizza") name it alone; a kind marked ? makes every name weak.
// A name marked @ is a sight in the place ("@Ακρόπολη" in Athens): it names the place, and a query
// naming a sight and no category is a visit (tours, understand.ts).
import type { Place, PlaceKind } from "./lexicon-types.ts";
import { fold } from "./normalize.ts";
import { GENERATED_PLACES } from "./places.generated.ts";

const DATA = `
c|Athens|Αθήνα,Αθηνών,Ελευθέριος Βενιζέλος,@Ακρόπολη,@Παρθενώνας,@Σύνταγμα,@Πλάκα,@Μοναστηράκι|Athen|Athina,@Acropolis,@Akropolis,@Parthenon,@Syntagma,@Monastiraki
c|Thessaloniki|Θεσσαλονίκη,Σαλονίκη|Thessaloniki,Saloniki|Salonica,Thessaloniki
c|Rome|Ρώμη,@Κολοσσαίο,@Βατικανό|Rom|Roma,@Colosseum,@Kolosseum,@Vatican,@Vatikan,@Termini
c|Barcelona|Βαρκελώνη|Barcelona|@Sagrada Familia
c|Paris|Παρίσι,@Λούβρο|Paris|@Eiffel,@Louvre
c|Lisbon|Λισαβόνα,Λισσαβώνα|Lissabon|Lisboa
c|Prague|Πράγα|Prag|Praha
c|Budapest|Βουδαπέστη|Budapest|
c|Vienna|Βιέννη|Wien|Vienne
c|Berlin|Βερολίνο|Berlin|
c|Amsterdam|Άμστερνταμ|Amsterdam|
c|London|Λονδίνο|London|Londres
c|Istanbul|Κωνσταντινούπολη,Ιστανμπούλ|Istanbul|Constantinople,Konstantinoupoli
c|Madrid|Μαδρίτη|Madrid|
c|Milan|Μιλάνο|Mailand|Milano
c|Munich|Μόναχο|München|Muenchen,Munchen
c|Krakow|Κρακοβία|Krakau|Kraków,Cracow,Krakov
c|Sofia|Σόφια|Sofia|
i|Corfu|Κέρκυρα|Korfu|Kerkyra
i|Crete|Κρήτη|Kreta|Kriti
i|Rhodes|Ρόδος|Rhodos|Rodos
i|Santorini|Σαντορίνη,Θήρα|Santorin|Thira
i|Mykonos|Μύκονος|Mykonos|
i|Naxos|Νάξος|Naxos|
i|Paros|Πάρος|Paros|
i|Kos|Κως|Kos|
i|Zakynthos|Ζάκυνθος,Ζάκυνθο|Zakynthos|Zante,Zakinthos
i|Kefalonia|Κεφαλονιά,Κεφαλλονιά,Κεφαλληνία|Kefalonia|Cephalonia,Kefallonia
i|Lefkada|Λευκάδα|Lefkada|Lefkas
i|Ithaca|Ιθάκη|Ithaka|Ithaki
i|Paxos|Παξοί,Παξούς,Παξών|Paxos|Paxi
i|Antipaxos|Αντίπαξοι|Antipaxos|
i|Kythira|Κύθηρα,Κυθήρων|Kythira|Cythera
i|Milos|Μήλος|Milos|
i|Ios|Ίος|Ios|
i|Sifnos|Σίφνος|Sifnos|
i|Serifos|Σέριφος|Serifos|
i|Kythnos|Κύθνος|Kythnos|
i|Kea|Κέα,Τζια|Kea|Tzia
i|Andros|Άνδρος|Andros|
i|Tinos|Τήνος|Tinos|
i|Syros|Σύρος|Syros|
i|Amorgos|Αμοργός|Amorgos|
i|Folegandros|Φολέγανδρος|Folegandros|
i|Sikinos|Σίκινος|Sikinos|
i|Anafi|Ανάφη|Anafi|
i|Antiparos|Αντίπαρος|Antiparos|
i|Koufonisia|Κουφονήσια,Κουφονησίων|Koufonisia|Koufonissia
i|Donousa|Δονούσα|Donousa|
i|Schinoussa|Σχοινούσα|Schinoussa|
i|Iraklia|Ηρακλειά|Iraklia|
i|Kimolos|Κίμωλος|Kimolos|
i|Aegina|Αίγινα|Ägina|Egina,Aigina
i|Agistri|Αγκίστρι|Agistri|Angistri
i|Poros|Πόρος|Poros|
i|Hydra|Ύδρα|Hydra|Ydra,Idra
i|Spetses|Σπέτσες|Spetses|Spetsai
i|Salamina|Σαλαμίνα|Salamis|Salamis
i|Skiathos|Σκιάθος|Skiathos|
i|Skopelos|Σκόπελος|Skopelos|
i|Alonissos|Αλόννησος|Alonissos|Alonnisos,Alonisos
i|Skyros|Σκύρος|Skyros|
i|Evia|Εύβοια|Euböa|Euboea,Evvia
i|Thassos|Θάσος|Thassos|Thasos
i|Samothraki|Σαμοθράκη|Samothraki|Samothrace
i|Lemnos|Λήμνος|Limnos|Limnos
i|Lesbos|Λέσβος,Μυτιλήνη|Lesbos|Lesvos,Mytilene
i|Chios|Χίος|Chios|Hios
i|Samos|Σάμος|Samos|
i|Ikaria|Ικαρία|Ikaria|
i|Patmos|Πάτμος|Patmos|
i|Leros|Λέρος|Leros|
i|Kalymnos|Κάλυμνος|Kalymnos|
i|Karpathos|Κάρπαθος|Karpathos|
i|Kasos|Κάσος|Kasos|
i|Symi|Σύμη|Symi|Simi
i|Tilos|Τήλος|Tilos|
i|Nisyros|Νίσυρος|Nisyros|
i|Astypalaia|Αστυπάλαια|Astypalea|Astypalea
i|Kastellorizo|Καστελλόριζο,Μεγίστη|Kastellorizo|Megisti
i|Halki|Χάλκη|Chalki|Chalki
i|Lipsi|Λειψοί,Λειψούς,Λειψών|Lipsi|Leipsoi
i|Gavdos|Γαύδος|Gavdos|
i|Elafonisos|Ελαφόνησος|Elafonisos|Elafonissos
i|Meganisi|Μεγανήσι|Meganisi|
i|Cyprus|Κύπρος|Zypern|Kypros
r|Cyclades|Κυκλάδες|Kykladen|Kyklades
r|Dodecanese|Δωδεκάνησα,Δωδεκανήσων|Dodekanes|Dodekanisa
r|Ionian Islands|Επτάνησα,Ιόνια νησιά,Ιονίων νησιών,Ιόνιο|Ionische Inseln|Eptanisa
r|Sporades|Σποράδες|Sporaden|
r|Saronic Islands|Αργοσαρωνικός|Saronische Inseln|Argosaronikos
r|Peloponnese|Πελοπόννησος|Peloponnes|Peloponnisos
r|Halkidiki|Χαλκιδική|Chalkidiki|Chalkidiki,Halkidiki
r|Kassandra|Κασσάνδρα|Kassandra|
r|Sithonia|Σιθωνία|Sithonia|
r|Pelion|Πήλιο|Pilion|Pilio
r|Meteora|Μετέωρα,Μετεώρων|Meteora|
r|Zagori|Ζαγόρι,Ζαγοροχώρια|Zagori|Zagorochoria
r|Epirus|Ήπειρος|Epirus|Ipiros
r|Thessaly|Θεσσαλία|Thessalien|
r|Macedonia|Μακεδονία|Makedonien|
r|Thrace|Θράκη|Thrakien|
r|Attica|Αττική|Attika|Attiki
r|Arcadia|Αρκαδία|Arkadien|Arkadia
r|Messinia|Μεσσηνία|Messenien|Messinia
r|Mount Olympus|Όλυμπος|Olymp|Olympus,Olympos
r|Parnassos|Παρνασσός|Parnass|Parnassus
r|Kalavryta|Καλάβρυτα,Καλαβρύτων|Kalavryta|
r|Arachova|Αράχωβα|Arachova|
r|Metsovo|Μέτσοβο|Metsovo|
r|Kaimaktsalan|Καϊμακτσαλάν|Kaimaktsalan|Voras
r|Vasilitsa|Βασιλίτσα|Vasilitsa|
r|Seli|Σέλι|Seli|
r|Greek islands|Ελληνικά νησιά,ελληνικά νησιά|griechische Inseln|
g|Piraeus|Πειραιάς|Piräus|Pireas,Peiraias|ATH
g|Patras|Πάτρα,Πατρών|Patras|Patra
g|Heraklion|Ηράκλειο|Heraklion|Iraklio,Iraklion
g|Larissa|Λάρισα|Larisa|Larisa
g|Volos|Βόλος|Volos|
g|Ioannina|Ιωάννινα,Ιωαννίνων,Γιάννενα|Ioannina|Giannena
g|Chania|Χανιά,Χανίων|Chania|Hania,Xania
g|Rethymno|Ρέθυμνο|Rethymno|Rethymnon,Rethimno|CHQ
g|Agios Nikolaos|Άγιος Νικόλαος|Agios Nikolaos|Ayios Nikolaos|HER
g|Kavala|Καβάλα|Kavala|
g|Kalamata|Καλαμάτα|Kalamata|
g|Alexandroupoli|Αλεξανδρούπολη|Alexandroupoli|Alexandroupolis
g|Kozani|Κοζάνη|Kozani|
g|Drama|Δράμα|Drama|
g|Serres|Σέρρες|Serres|
g|Xanthi|Ξάνθη|Xanthi|
g|Komotini|Κομοτηνή|Komotini|
g|Katerini|Κατερίνη|Katerini|
g|Trikala|Τρίκαλα,Τρικάλων|Trikala|
g|Lamia|Λαμία|Lamia|
g|Chalkida|Χαλκίδα|Chalkida|Halkida
g|Corinth|Κόρινθος|Korinth|Korinthos
g|Nafplio|Ναύπλιο|Nafplio|Nauplia,Nafplion
g|Tripoli|Τρίπολη|Tripoli|
g|Sparta|Σπάρτη|Sparta|
g|Monemvasia|Μονεμβασιά|Monemvasia|
g|Igoumenitsa|Ηγουμενίτσα|Igoumenitsa|
g|Preveza|Πρέβεζα|Preveza|
g|Parga|Πάργα|Parga||PVK
g|Sivota|Σύβοτα,Συβότων|Syvota|Syvota
g|Kastoria|Καστοριά|Kastoria|
g|Florina|Φλώρινα|Florina|
g|Edessa|Έδεσσα|Edessa|
g|Veria|Βέροια|Veria|Veroia
g|Rafina|Ραφήνα|Rafina||ATH
g|Lavrio|Λαύριο|Lavrio|Lavrion|ATH
g|Delphi|Δελφοί,Δελφούς,Δελφών|Delphi|Delfoi,Delfi
g|Olympia|Ολυμπία|Olympia|
g|Kalambaka|Καλαμπάκα|Kalambaka|Kalabaka
g|Fira|Φηρά|Fira||JTR
g|Oia|Οία|Oia||JTR
g|Hersonissos|Χερσόνησος|Chersonissos|Chersonissos|HER
g|Malia|Μάλια,Μαλίων|Malia||HER
g|Elounda|Ελούντα|Elounda||HER
g|Lindos|Λίνδος|Lindos||RHO
g|Faliraki|Φαληράκι|Faliraki||RHO
g|Glyfada|Γλυφάδα|Glyfada||ATH
g|Loutraki|Λουτράκι|Loutraki||ATH
g|Agrinio|Αγρίνιο|Agrinio|
g|Kilkis|Κιλκίς|Kilkis|
g|Kyllini|Κυλλήνη|Kyllini|Killini
g|Nea Moudania|Νέα Μουδανιά|Nea Moudania||SKG
g|Porto Heli|Πόρτο Χέλι|Porto Cheli|Porto Cheli
c|Venice|Βενετία|Venedig|Venezia
c|Florence|Φλωρεντία|Florenz|Firenze
c|Naples|Νάπολη|Neapel|Napoli
c|Bologna|Μπολόνια|Bologna|
c|Verona|Βερόνα|Verona|
c|Turin|Τορίνο|Turin|Torino
c|Pisa|Πίζα|Pisa|
c|Bari|Μπάρι|Bari|
c|Brindisi|Μπρίντιζι,Βρινδήσιο|Brindisi|
c|Ancona|Ανκόνα,Αγκώνα,Ανκώνα|Ancona|
c|Palermo|Παλέρμο|Palermo|
c|Sicily|Σικελία|Sizilien|Sicilia
c|Sardinia|Σαρδηνία|Sardinien|Sardegna
c|Seville|Σεβίλλη|Sevilla|Sevilla
c|Valencia|Βαλένθια,Βαλένσια|Valencia|
c|Malaga|Μάλαγα|Málaga|
c|Mallorca|Μαγιόρκα,Μαγιόρκα|Mallorca|Majorca,Palma
c|Ibiza|Ίμπιζα|Ibiza|
c|Tenerife|Τενερίφη|Teneriffa|
c|Porto|Πόρτο|Porto|Oporto
c|Nice?|Νίκαια?|Nizza|
c|Marseille|Μασσαλία|Marseille|Marseilles
c|Lyon|Λυών|Lyon|
c|Brussels|Βρυξέλλες|Brüssel|Bruxelles
c|Bruges|Μπριζ|Brügge|Brugge
c|Copenhagen|Κοπεγχάγη|Kopenhagen|Kobenhavn
c|Stockholm|Στοκχόλμη|Stockholm|
c|Oslo|Όσλο|Oslo|
c|Helsinki|Ελσίνκι|Helsinki|
c|Dublin|Δουβλίνο|Dublin|
c|Edinburgh|Εδιμβούργο|Edinburgh|
c|Manchester|Μάντσεστερ|Manchester|
c|Zurich|Ζυρίχη|Zürich|Zuerich
c|Geneva|Γενεύη|Genf|Geneve
c|Frankfurt|Φρανκφούρτη|Frankfurt|Frankfurt am Main,Ffm
c|Hamburg|Αμβούργο|Hamburg|
c|Cologne|Κολωνία|Köln|Koeln,Koln
c|Düsseldorf|Ντίσελντορφ|Düsseldorf|Dusseldorf
c|Stuttgart|Στουτγκάρδη|Stuttgart|
c|Dresden|Δρέσδη|Dresden|
c|Nuremberg|Νυρεμβέργη|Nürnberg|Nurnberg
c|Salzburg|Σάλτσμπουργκ|Salzburg|
c|Innsbruck|Ίνσμπρουκ|Innsbruck|
c|Warsaw|Βαρσοβία|Warschau|Warszawa
c|Bucharest|Βουκουρέστι|Bukarest|Bucuresti
c|Belgrade|Βελιγράδι|Belgrad|Beograd
c|Tirana|Τίρανα|Tirana|
c|Dubrovnik|Ντουμπρόβνικ|Dubrovnik|
c|Zagreb|Ζάγκρεμπ|Zagreb|
c|Ljubljana|Λιουμπλιάνα|Ljubljana|
c|Bratislava|Μπρατισλάβα|Bratislava|
c|Valletta|Βαλέτα|Valletta|
c|Riga|Ρίγα|Riga|
c|Tallinn|Ταλίν|Tallinn|
c|Vilnius|Βίλνιους|Vilnius|
c|Reykjavik|Ρέικιαβικ|Reykjavík|
c|Larnaca|Λάρνακα|Larnaka|Larnaka
c|Limassol|Λεμεσός|Limassol|Lemesos
c|Paphos|Πάφος|Paphos|Pafos
c|Nicosia|Λευκωσία|Nikosia|Lefkosia
c|Ayia Napa|Αγία Νάπα|Ayia Napa|Agia Napa
c|Antalya|Αττάλεια|Antalya|
c|Izmir|Σμύρνη|Izmir|Smyrna
c|Bodrum|Μπόντρουμ|Bodrum|
c|Dubai|Ντουμπάι|Dubai|
c|New York|Νέα Υόρκη|New York|NYC,New York City
c|Cairo|Κάιρο|Kairo|
c|Dolomites|Δολομίτες|Dolomiten|Dolomiti
c|Alps|Άλπεις|Alpen|
c|Tyrol|Τιρόλο|Tirol|
c|Canary Islands|Κανάρια νησιά,Κανάριοι νήσοι|Kanaren|Canaries
k|Greece|Ελλάδα,Ελλάς|Griechenland|Hellas
k|Italy|Ιταλία|Italien|Italia
k|Spain|Ισπανία|Spanien|Espana
k|France|Γαλλία|Frankreich|
k|Germany|Γερμανία|Deutschland|
k|Austria|Αυστρία|Österreich|Oesterreich
k|Switzerland|Ελβετία|Schweiz|
k|Portugal|Πορτογαλία|Portugal|
k|United Kingdom|Ηνωμένο Βασίλειο,Αγγλία,Βρετανία|Großbritannien,England,Vereinigtes Königreich|UK,England,Britain,Great Britain
k|Netherlands|Ολλανδία|Niederlande,Holland|Holland
k|Belgium|Βέλγιο|Belgien|
k|Czechia|Τσεχία|Tschechien|Czech Republic
k|Hungary|Ουγγαρία|Ungarn|
k|Poland|Πολωνία|Polen|
k|Bulgaria|Βουλγαρία|Bulgarien|
k|Romania|Ρουμανία|Rumänien|
k|Turkey|Τουρκία|Türkei|Turkiye
k|Croatia|Κροατία|Kroatien|
k|Albania|Αλβανία|Albanien|
k|Serbia|Σερβία|Serbien|
k|Montenegro|Μαυροβούνιο|Montenegro|
k|Slovenia|Σλοβενία|Slowenien|
k|Denmark|Δανία|Dänemark|
k|Sweden|Σουηδία|Schweden|
k|Norway|Νορβηγία|Norwegen|
k|Finland|Φινλανδία|Finnland|
k|Ireland|Ιρλανδία|Irland|
k|Iceland|Ισλανδία|Island|
k|Malta|Μάλτα|Malta|
k|Egypt|Αίγυπτος|Ägypten|
k|United States|ΗΠΑ,Αμερική|USA,Amerika|USA,America
k|Japan|Ιαπωνία|Japan|
k|Thailand|Ταϊλάνδη|Thailand|
k|Europe|Ευρώπη|Europa|Europa
`;

const KINDS: Record<string, PlaceKind> = {
  i: "island",
  r: "region",
  g: "gr-city",
  c: "city",
  k: "country",
  s: "region",
};

export interface PlaceRecord {
  place: Place;
  /** Names as written in the source (all languages), before inflection. */
  latin: string[];
  greek: string[];
  /** The German names as written (first = the usual one), for display. */
  german: string[];
  /** Names that are everyday words too (marked "?": "Nice?", not "Nizza"): the place only after a place word. */
  weakNames?: string[];
  /** Sights in the place (names marked @, any language), not in `latin` / `greek`. */
  sights: string[];
  /** The IATA code of the airport that serves a town without one of its own (@Place: that place's). */
  airport?: string;
  /** ISO code of the country of a generated city abroad. */
  country?: string;
  /** A generated place (places.generated.ts): matched exactly or by its phonetic key, never by a typo. */
  generated?: true;
  /**
   * Sights of the place from places-extra.txt ("@" lines: the Alhambra of Granada, the Prado of
   * Madrid), matched like the long tail: exactly or by their phonetic key, never by a typo.
   */
  moreSights?: string[];
}

/** Greek case forms (nominative, accusative, genitive) of one folded word. */
export function greekCaseForms(word: string): [string, string, string] {
  const rules: [RegExp, string, string][] = [
    [/οσ$/, "ο", "ου"],
    [/ασ$/, "α", "α"],
    [/ησ$/, "η", "η"],
    [/ωσ$/, "ω", "ω"],
    // Adjectives in -ύς ("Πλατύς Γιαλός" → "στον Πλατύ Γιαλό").
    [/υσ$/, "υ", "υ"],
    [/εσ$/, "εσ", "ων"],
    [/α$/, "α", "ασ"],
    [/η$/, "η", "ησ"],
    [/ο$/, "ο", "ου"],
    [/ι$/, "ι", "ιου"],
  ];
  for (const [re, acc, gen] of rules) {
    if (re.test(word)) return [word, word.replace(re, acc), word.replace(re, gen)];
  }
  return [word, word, word];
}

/** All folded Greek forms of a (possibly multi-word) Greek name. */
export function greekForms(name: string): string[] {
  const words = fold(name).split(/\s+/);
  const out = new Set<string>();
  for (let caseIndex = 0; caseIndex < 3; caseIndex++) {
    out.add(words.map((w) => greekCaseForms(w)[caseIndex]).join(" "));
  }
  return [...out];
}

/**
 * Parses gazetteer lines (`kind|English|Greek|German|other[|airport]`, kind with a trailing "?" for a
 * weak name); ranks count on from `firstRank`.
 */
export function parsePlaces(data: string, firstRank = 0, generated = false): PlaceRecord[] {
  const out: PlaceRecord[] = [];
  let rank = firstRank;
  for (const line of data.split("\n")) {
    if (!line.trim()) continue;
    const [kindCode = "", en = "", el = "", de = "", other = "", extra = ""] = line.split("|");
    const all = (cell: string) =>
      cell
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
    const weakNames = [en, el, de, other]
      .flatMap(all)
      .filter((x) => x.endsWith("?"))
      .map((x) => x.slice(0, -1));
    const split = (cell: string) =>
      all(cell)
        .filter((x) => !x.startsWith("@"))
        .map((x) => x.replace(/\?$/, ""));
    const english = split(en);
    const kind = KINDS[kindCode.replace("?", "")];
    if (!kind || !english[0]) throw new Error(`bad gazetteer line: ${line}`);
    out.push({
      // Kind "s": a sight that is a place of its own (Knossos): its name, read as a visit.
      place: {
        name: english[0],
        kind,
        rank: rank++,
        ...(kindCode.endsWith("?") ? { weak: true as const } : {}),
        ...(kindCode.startsWith("s") ? { sight: true as const } : {}),
      },
      latin: [...english, ...split(de), ...split(other)],
      greek: split(el),
      german: split(de),
      sights: [el, de, other]
        .flatMap(all)
        .filter((x) => x.startsWith("@"))
        .map((x) => x.slice(1)),
      ...(weakNames.length > 0 ? { weakNames } : {}),
      // The last column: an airport code (or @Place) for a Greek town, a country code for a city abroad.
      ...(/^[A-Z]{2}$/.test(extra) ? { country: extra } : extra ? { airport: extra } : {}),
      ...(generated ? { generated: true as const } : {}),
    });
  }
  return out;
}

/** The hand-kept places above, most prominent first. */
export const CURATED_PLACES: readonly PlaceRecord[] = parsePlaces(DATA);

let cache: PlaceRecord[] | undefined;

/** Every place: the curated ones, then the generated long tail (parsed once, on first use). */
export function gazetteer(): PlaceRecord[] {
  if (cache) return cache;
  const lines = GENERATED_PLACES.split("\n");
  const records = [
    ...CURATED_PLACES.map((r) => ({ ...r })),
    ...parsePlaces(lines.filter((l) => !l.startsWith("@|")).join("\n"), CURATED_PLACES.length, true),
  ];
  // "@|names…|Place": sights of a place, in any of the name columns.
  const byPlace = new Map(records.map((r) => [r.place.name, r]));
  for (const line of lines) {
    if (!line.startsWith("@|")) continue;
    const cells = line.split("|");
    const record = byPlace.get(cells[cells.length - 1]!);
    if (!record) continue;
    const names = cells
      .slice(1, -1)
      .flatMap((cell) => cell.split(","))
      .map((x) => x.trim())
      .filter(Boolean);
    record.moreSights = [...new Set([...(record.moreSights ?? []), ...names])];
  }
  cache = records;
  return cache;
}

let byName: Map<string, PlaceRecord> | undefined;

/** The record of a place by its canonical English name. */
export function placeRecord(canonical: string): PlaceRecord | undefined {
  byName ??= new Map(gazetteer().map((r) => [r.place.name, r]));
  return byName.get(canonical);
}

/** A place's usual name in a language, from its canonical English name (the name itself when unknown). */
export function placeName(canonical: string, lang: "el" | "en" | "de"): string {
  const record = placeRecord(canonical);
  if (!record) return canonical;
  if (lang === "el") return record.greek[0] ?? canonical;
  if (lang === "de") return record.german[0] ?? canonical;
  return canonical;
}
