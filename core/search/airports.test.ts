import { describe, expect, it } from "vitest";
import { loadAirportRows, renderAirportCodes } from "../../scripts/gen-airport-codes.ts";
import { AIRPORT_CODES } from "./airport-codes.generated.ts";
import { deriveAirportCodes } from "./airports.ts";
import { gazetteer } from "./gazetteer.ts";

describe("airport codes of gazetteer places", () => {
  const rows = loadAirportRows();
  const derived = deriveAirportCodes(rows);

  it("are exactly what the OpenFlights data gives (regenerate with scripts/gen-airport-codes.ts)", () => {
    expect(AIRPORT_CODES).toEqual(derived);
    expect(renderAirportCodes(derived)).toContain('"Naxos": ["JNX"]');
  });

  it("cover every island and town whose name is an airport's city in the data", () => {
    const byCity = new Map<string, string>();
    for (const r of rows) if (r.country === "Greece" && r.iata && /^[A-Z]{3}$/.test(r.iata) && r.type === "airport") byCity.set(r.city.toLowerCase(), r.iata);
    for (const g of gazetteer()) {
      if (g.place.kind !== "island" && g.place.kind !== "gr-city") continue;
      const code = byCity.get(g.place.name.toLowerCase());
      if (code && !/air base/i.test(rows.find((r) => r.iata === code)!.name)) expect(AIRPORT_CODES[g.place.name], g.place.name).toContain(code);
    }
  });
});
