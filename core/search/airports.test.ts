import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import {
  deriveAirlineAirports,
  extractRoutes,
  generateAirlineAirports,
  loadExtract,
  renderExtract,
  ROUTES_SOURCE,
} from "../../scripts/gen-airline-airports.ts";
import { describe, expect, it } from "vitest";
import { airportWordFilter, loadAirportRows, renderAirportCodes } from "../../scripts/gen-airport-codes.ts";
import { AIRPORT_CODES, AIRPORT_NAMES } from "./airport-codes.generated.ts";
import { deriveAirportCodes, deriveAirportNames } from "./airports.ts";
import { gazetteer } from "./gazetteer.ts";
import { understand } from "./understand.ts";

describe("airport codes of gazetteer places", () => {
  const rows = loadAirportRows();
  const derived = deriveAirportCodes(rows);

  it(
    "are exactly what the OpenFlights data gives (regenerate with scripts/gen-airport-codes.ts)",
    { timeout: 180_000 },
    async () => {
      expect(AIRPORT_CODES).toEqual(derived);
      expect(AIRPORT_NAMES).toEqual(deriveAirportNames(rows, await airportWordFilter()));
      expect(renderAirportCodes(derived, {})).toContain('"Naxos": ["JNX"]');
    },
  );

  it("puts a city's main airport first, and names the city from its airports' names", () => {
    expect(AIRPORT_CODES["Rome"]?.[0]).toBe("FCO");
    expect(AIRPORT_CODES["London"]?.[0]).toBe("LHR");
    expect(AIRPORT_NAMES["London"]).toEqual(expect.arrayContaining(["Heathrow", "Gatwick", "Stansted"]));
    // Another place's name is never an airport's ("Macedonia" airport of Thessaloniki).
    expect(AIRPORT_NAMES["Thessaloniki"] ?? []).not.toContain("Macedonia");
    const now = new Date(2026, 4, 13);
    expect(understand("gatwick to kefalonia 28 june", "en", now)).toMatchObject({
      origin: "London",
      destination: "Kefalonia",
      category: "flights",
    });
    expect(understand("ταξί από Πειραιά στο αεροδρόμιο Ελευθέριος Βενιζέλος", "el", now)).toMatchObject({
      origin: "Piraeus",
      destination: "Athens",
    });
    expect(understand("Hotel am Flughafen Schiphol", "de", now).place).toBe("Amsterdam");
    // In Greek letters too; and an everyday word in an airport's name names nothing ("London City").
    expect(understand("ξενοδοχείο κοντά στο Χίθροου", "el", now).place).toBe("London");
    expect(understand("hotel city centre athens", "en", now).place).toBe("Athens");
    expect(Object.values(AIRPORT_NAMES).flat()).not.toEqual(expect.arrayContaining(["Main"]));
    expect(Object.values(AIRPORT_NAMES).flat()).not.toEqual(expect.arrayContaining(["Tours"]));
  });

  it("cover every island and town whose name is an airport's city in the data", () => {
    const byCity = new Map<string, string>();
    for (const r of rows)
      if (r.country === "Greece" && r.iata && /^[A-Z]{3}$/.test(r.iata) && r.type === "airport")
        byCity.set(r.city.toLowerCase(), r.iata);
    for (const g of gazetteer()) {
      if (g.place.kind !== "island" && g.place.kind !== "gr-city") continue;
      const code = byCity.get(g.place.name.toLowerCase());
      if (code && !/air base/i.test(rows.find((r) => r.iata === code)!.name))
        expect(AIRPORT_CODES[g.place.name], g.place.name).toContain(code);
    }
  });
});

describe("airports Ryanair and easyJet fly from in cities with several (scripts/gen-airline-airports.ts)", () => {
  const SOURCE = process.env.OPENFLIGHTS_REPO ?? "/work/.mirror/jpatokal+openflights/repo";
  it("are exactly what the committed OpenFlights routes extract gives (regenerate with scripts/gen-airline-airports.ts)", () => {
    expect(generateAirlineAirports()).toBe(
      readFileSync(new URL("./airline-airports.generated.ts", import.meta.url), "utf8"),
    );
  });
  it.skipIf(!existsSync(SOURCE))(
    "have an extract that is exactly what OpenFlights' routes.dat gives at the named commit",
    () => {
      const dat = execFileSync("git", ["-C", SOURCE, "show", `${ROUTES_SOURCE.commit}:${ROUTES_SOURCE.path}`], {
        encoding: "utf8",
        maxBuffer: 64 << 20,
      });
      expect(renderExtract(extractRoutes(dat))).toBe(
        readFileSync(new URL("../../scripts/data/openflights-airline-airports.tsv", import.meta.url), "utf8"),
      );
    },
  );
  it("never give an airport the airline does not fly from, nor one of another country or far away", () => {
    const counts = loadExtract();
    const data = deriveAirlineAirports(counts);
    for (const airline of ["FR", "U2"] as const) {
      for (const [place, airports] of Object.entries(data[airline]))
        for (const code of airports)
          expect(counts.get(`${airline}\t${code}`), `${airline} ${place} ${code}`).toBeGreaterThan(0);
    }
    expect(data.FR["London"]).not.toContain("LHR");
    expect(data.FR["Copenhagen"]).toBeUndefined(); // Malmö is in Sweden
  });
});
