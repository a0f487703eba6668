// Ferry ports of gazetteer places and their Ferryhopper port codes (the three-letter codes of
// Ferryhopper's booking URL, /en/booking/results?itinerary=PIR,JNX&dates=YYYYMMDD&pax=N).
//
// No npm package or open dataset publishes these codes: they are Ferryhopper's own (several match
// the island airport's IATA code, others do not: Chania CHA, Patras PAT, Tinos TIN, Chios CHI).
// Each code below is one seen in Ferryhopper booking links quoted in public code (a maritime
// timetable app built from the Greek National Access Point data, which lists the code of every
// Aegean port it serves; a trip planner and a ferry-booking integration with the same codes for
// Piraeus, Rafina, Lavrio, Naxos, Santorini, Mykonos, Paros, Ios, Milos, Syros, Heraklion, Patras).
// Decision 013. A place whose port code was not seen in a public source is listed with `null` and
// its reason: the Ferryhopper link is then not filled (a guessed code would open an error page).
// ports.test.ts checks that every island and every port town of the gazetteer is listed here.

export interface FerryPort {
  /** Ferryhopper's port code, or null when none was seen in a public source. */
  code: string | null;
  /** The port, when it is not the place's name ("Athinios" for Santorini). */
  port?: string;
  /** Islands: the code of the mainland port a search starts from when no origin is said (default PIR). */
  from?: string;
}

/** Gazetteer place (canonical English name) → its main ferry port. */
export const FERRY_PORTS: Readonly<Record<string, FerryPort>> = {
  // Mainland ports
  Athens: { code: "PIR", port: "Piraeus" },
  Piraeus: { code: "PIR" },
  Rafina: { code: "RAF" },
  Lavrio: { code: "LAV" },
  Patras: { code: "PAT" },
  Kavala: { code: "KAV" },
  Alexandroupoli: { code: "AXL" },
  Heraklion: { code: "HER" },
  Chania: { code: "CHA", port: "Souda" },
  Rethymno: { code: "RNO" },
  "Porto Heli": { code: "PHE" },
  Igoumenitsa: { code: null },
  Volos: { code: null },
  Thessaloniki: { code: null },
  Kyllini: { code: null },
  "Agios Nikolaos": { code: null },
  Fira: { code: "JTR", port: "Athinios" },
  Oia: { code: "JTR", port: "Athinios" },
  // Islands
  Crete: { code: "HER", port: "Heraklion" },
  Santorini: { code: "JTR", port: "Athinios" },
  Mykonos: { code: "JMK" },
  Naxos: { code: "JNX" },
  Paros: { code: "PAS" },
  Kos: { code: "KGS" },
  Rhodes: { code: "RHO" },
  Milos: { code: "MLO" },
  Ios: { code: "IOS" },
  Sifnos: { code: "SIF" },
  Serifos: { code: "SER" },
  Kythnos: { code: "KYT" },
  Kea: { code: "KEA" },
  Tinos: { code: "TIN" },
  Syros: { code: "JSY" },
  Amorgos: { code: "AMO", port: "Katapola" },
  Folegandros: { code: "FOL" },
  Sikinos: { code: "SIK" },
  Anafi: { code: "ANA" },
  Koufonisia: { code: "KOU" },
  Donousa: { code: "DON" },
  Schinoussa: { code: "SXI" },
  Iraklia: { code: "IRK" },
  Kimolos: { code: "KMS" },
  Aegina: { code: "AEG" },
  Agistri: { code: "AGG" },
  Poros: { code: "POR" },
  Hydra: { code: "HYD" },
  Spetses: { code: "SPE" },
  Samothraki: { code: "SAM", from: "AXL" },
  Lemnos: { code: "LMN" },
  Lesbos: { code: "LES", port: "Mytilene" },
  Chios: { code: "CHI" },
  Samos: { code: "BTH", port: "Vathy" },
  Ikaria: { code: "AGK", port: "Agios Kirykos" },
  Patmos: { code: "PMS" },
  Leros: { code: "LER" },
  Kalymnos: { code: "KAL" },
  Karpathos: { code: "AOK" },
  Kasos: { code: "KSJ" },
  Symi: { code: "SYM" },
  Tilos: { code: "THL" },
  Nisyros: { code: "NIS" },
  Astypalaia: { code: "JTY" },
  Kastellorizo: { code: "KAZ" },
  Halki: { code: "CHL" },
  Lipsi: { code: "LIP" },
  // No code seen in a public source (Ionian, Sporades, Evia, Thassos and smaller islands).
  Corfu: { code: null },
  Zakynthos: { code: null },
  Kefalonia: { code: null },
  Lefkada: { code: null },
  Ithaca: { code: null },
  Paxos: { code: null },
  Antipaxos: { code: null },
  Kythira: { code: null },
  Andros: { code: null },
  Antiparos: { code: null },
  Salamina: { code: null },
  Skiathos: { code: null },
  Skopelos: { code: null },
  Alonissos: { code: null },
  Skyros: { code: null },
  Evia: { code: null },
  Thassos: { code: null },
  Gavdos: { code: null },
  Elafonisos: { code: null },
  Meganisi: { code: null },
  Cyprus: { code: null },
  // Ports abroad with ferries to Greece (Adriatic lines to Patras and Igoumenitsa; the crossings from
  // the Turkish and Albanian coasts to the islands): no Ferryhopper code seen in a public source.
  Ancona: { code: null },
  Bari: { code: null },
  Brindisi: { code: null },
  Venice: { code: null },
  Bodrum: { code: null },
  Marmaris: { code: null },
  Cesme: { code: null },
  Kusadasi: { code: null },
  Ayvalik: { code: null },
  Fethiye: { code: null },
  Saranda: { code: null },
};

/**
 * For an island with a known code, the port a route search starts from when the query names no
 * origin: Piraeus (the port of Athens, where the Aegean lines start) unless the island lists another.
 * Decision 013: the link then opens a real route the traveller can change; the card shows only what
 * was understood (the destination), not the assumed origin.
 */
export function defaultOriginPort(place: string | undefined, isIsland: (place: string) => boolean): string | undefined {
  const port = place ? FERRY_PORTS[place] : undefined;
  if (!place || !port?.code || !isIsland(place)) return undefined;
  return port.from ?? "PIR";
}

/** Ferryhopper port code of a gazetteer place, when one is known. */
export function ferryPortCode(place: string | undefined): string | undefined {
  return place ? (FERRY_PORTS[place]?.code ?? undefined) : undefined;
}
