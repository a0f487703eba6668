import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deriveFerryTable,
  extractFromSource,
  generateFerries,
  loadExtractFiles,
  parseExtracts,
  readSource,
  renderExtracts,
} from "../../scripts/gen-ferries.ts";
import { placeRecord } from "../search/gazetteer.ts";
import {
  allFerryPorts,
  connected,
  connectionsFrom,
  departurePortFor,
  linkedPorts,
  operatorName,
  operatorsBetween,
  portByCode,
  portsOf,
} from "./ferries.ts";

/** A clone of github.com/1valos/ferry-data (its git directory), where this machine has one. */
const SOURCE = process.env.FERRY_DATA_REPO ?? "/work/.mirror/1valos+ferry-data/repo";

describe("the ferry table (scripts/gen-ferries.ts)", () => {
  it("is exactly what the committed extracts and ferry-port-places.txt give (regenerate with scripts/gen-ferries.ts)", () => {
    expect(generateFerries()).toBe(readFileSync(new URL("./ferries.generated.ts", import.meta.url), "utf8"));
  });

  it.skipIf(!existsSync(SOURCE))(
    "has extracts that are exactly what the source repository gives at the two commits",
    () => {
      const src = readSource(SOURCE);
      expect(renderExtracts(extractFromSource(src.ports, src.connections))).toEqual(loadExtractFiles());
    },
  );

  it("keeps Greek ports and the ports abroad a ferry joins to Greece, never a group, an unknown code or a price", () => {
    const ports = JSON.stringify({
      ports: [
        { name: "PIRAEUS", countryName: "Greece", code: "PIR" },
        { name: "NAXOS", countryName: "Greece", code: "JNX" },
        { name: "CORFU (ALL PORTS)", countryName: "Greece", code: "CFU00" },
        { name: "BARI", countryName: "Italy", code: "BAR" },
        { name: "NAPLES", countryName: "Italy", code: "NAP" },
        { name: "SPLIT", countryName: "Croatia", code: "SPA" },
        { name: "TANGIER", countryName: "Morocco", code: "TNG" },
      ],
    });
    const connections = JSON.stringify({
      connections: {
        PIR: [
          {
            destination: "JNX",
            minPrice: "38.50",
            operators: [
              { code: "SJT", name: "SeaJets", price: "60.00" },
              { code: "ATC", name: "Blue Star Ferries", price: "38.50" },
            ],
          },
          { destination: "GRXYZ", minPrice: "9.00", operators: [{ code: "MNT", name: "MNT", price: "9.00" }] },
          { destination: "CFU00", minPrice: "9.00", operators: [{ code: "MNT", name: "MNT", price: "9.00" }] },
        ],
        BAR: [{ destination: "PIR", minPrice: "99.00", operators: [{ code: "VNN", name: "VNN", price: "99.00" }] }],
        NAP: [{ destination: "SPA", minPrice: "70.00", operators: [{ code: "SNAVI", name: "SNAVI", price: "70.00" }] }],
      },
    });
    const x = extractFromSource(ports, connections);
    expect(x.ports.map((p) => p.code)).toEqual(["BAR", "JNX", "PIR"]);
    expect(x.connections).toEqual([
      { from: "BAR", to: "PIR", operators: ["VNN"] },
      { from: "PIR", to: "JNX", operators: ["ATC", "SJT"] },
    ]);
    expect(x.operators).toEqual({ ATC: "Blue Star Ferries", SJT: "SeaJets" });
    const files = renderExtracts(x);
    expect(Object.values(files).join("\n")).not.toMatch(/\b(38\.50|60\.00|99\.00|9\.00)\b/);
    expect(parseExtracts(files)).toEqual(x);
  });

  it("refuses a line of ferry-port-places.txt whose code Ferryhopper lacks or whose place the gazetteer lacks", () => {
    const x = parseExtracts(loadExtractFiles());
    expect(() => deriveFerryTable(x, "PAT|Patras")).toThrow(/PAT is not in Ferryhopper's port list/);
    expect(() => deriveFerryTable(x, "GRA|Patrass")).toThrow(/no place "Patrass"/);
    expect(() => deriveFerryTable(x, "GRA|Patras\nGRA|Patras")).toThrow(/twice/);
  });
});

describe("ferry ports and connections (core/ferries)", () => {
  it("has unique codes, connections only between listed ports, each with an operator, and real places", () => {
    const ports = allFerryPorts();
    expect(new Set(ports.map((p) => p.code)).size).toBe(ports.length);
    expect(ports.length).toBeGreaterThan(150);
    let links = 0;
    for (const port of ports) {
      expect(port.code, port.name).toMatch(/^[A-Z]{3,5}$/);
      for (const place of port.places) expect(placeRecord(place), `${port.code} ${place}`).toBeDefined();
      for (const c of connectionsFrom(port.code)) {
        links++;
        expect(portByCode(c.code), `${port.code}–${c.code}`).toBeDefined();
        expect(c.operators.length, `${port.code}–${c.code}`).toBeGreaterThan(0);
        expect(operatorsBetween(c.code, port.code), `${c.code}–${port.code} both ways`).toEqual(c.operators);
      }
    }
    expect(links / 2).toBeGreaterThan(500);
  });

  it("knows Patras as GRA (Ferryhopper has no PAT) and the ports of islands with several", () => {
    expect(portsOf("Patras").map((p) => p.code)).toEqual(["GRA"]);
    expect(portByCode("PAT")).toBeUndefined();
    expect(portsOf("Kefalonia").map((p) => p.code)).toEqual(expect.arrayContaining(["SMI", "PKE", "FSK", "ARM"]));
    expect(portsOf("Kefalonia")[0]?.code).toBe("SMI");
    expect(portsOf("Ithaca").map((p) => p.code)).toEqual(["PSA", "FRI"]);
    expect(portsOf("Lefkada").map((p) => p.code)).toEqual(expect.arrayContaining(["VAS", "NID"]));
    expect(portsOf("Athens").map((p) => p.code)).toEqual(["PIR", "RAF", "LAV"]);
    expect(portsOf("Fira")[0]?.code).toBe("JTR");
    // Look-alikes: Bari is BAR (Bar in Montenegro is another code); Saranda is SAR, Samothraki SAM.
    expect(portByCode("BAR")).toMatchObject({ country: "IT", places: ["Bari"] });
    expect(portByCode("SAR")).toMatchObject({ country: "AL", places: ["Saranda"] });
    expect(portByCode("SAM")?.places).toEqual(["Samothraki"]);
    for (const code of ["IGO", "KIL", "VOL", "CFU", "ZTH", "JSI", "AND", "ANC", "BXN"])
      expect(connectionsFrom(code).length, code).toBeGreaterThan(0);
  });

  it("says which ports a ferry joins, and by which operators", () => {
    expect(linkedPorts("Athens", "Andros")).toEqual({ from: "RAF", to: "AND" });
    expect(linkedPorts("Patras", "Kefalonia")).toEqual({ from: "GRA", to: "SMI" });
    expect(linkedPorts("Kyllini", "Kefalonia")).toEqual({ from: "KIL", to: "PKE" });
    expect(connected("Kos", "Bodrum")).toBe(true);
    expect(connected("Chania", "Heraklion")).toBe(false);
    expect(connected("Igoumenitsa", "Thassos")).toBe(false);
    expect(operatorsBetween("PIR", "JNX")).toContain("ATC");
    expect(operatorName("ATC")).toBe("Blue Star Ferries");
    expect(operatorsBetween("PIR", "CFU")).toEqual([]);
  });

  it("starts a ferry to an island from a port that a ferry joins to it, not always Piraeus", () => {
    const from = (place: string) => departurePortFor(place)?.from;
    expect(from("Corfu")).toBe("IGO");
    expect(from("Paxos")).toBe("IGO");
    expect(from("Zakynthos")).toBe("KIL");
    expect(departurePortFor("Kefalonia")).toEqual({ from: "GRA", to: "SMI" });
    expect(departurePortFor("Ithaca")).toEqual({ from: "GRA", to: "PSA" });
    for (const island of ["Skiathos", "Skopelos", "Alonissos"]) expect(from(island), island).toBe("VOL");
    expect(from("Skyros")).toBe("KYM");
    expect(from("Andros")).toBe("RAF");
    expect(from("Samothraki")).toBe("AXL");
    expect(from("Kythira")).toBe("PIR");
    expect(departurePortFor("Crete")).toEqual({ from: "PIR", to: "HER" });
    expect(departurePortFor("Naxos")).toEqual({ from: "PIR", to: "JNX" });
    expect(from("Bodrum")).toBe("KGS");
    // A port Ferryhopper lists but prices no connection for, and an island it does not serve.
    expect(departurePortFor("Meganisi")).toBeUndefined();
    expect(departurePortFor("Thassos")).toBeUndefined();
    // With an origin: the ports the route uses, or nothing when no ferry joins them directly.
    expect(departurePortFor("Kefalonia", "Kyllini")).toEqual({ from: "KIL", to: "PKE" });
    expect(departurePortFor("Santorini", "Volos")).toBeUndefined();
  });
});
