import { describe, expect, it } from "vitest";
import { formatDay, formatEuros } from "./format.ts";

describe("trip formats", () => {
  it("show euros with cents only when there are some, in each language's way", () => {
    expect(formatEuros(300, "el")).toMatch(/^300\s€$/);
    expect(formatEuros(390.5, "de")).toMatch(/^390,50\s€$/);
    expect(formatEuros(1200.5, "en")).toBe("€1,200.50");
  });
  it("show a trip day as written, whatever the time zone", () => {
    expect(formatDay("2027-07-12", "en")).toBe("Mon 12 Jul");
    expect(formatDay("2027-07-12", "de")).toBe("Mo., 12. Juli");
    expect(formatDay("2027-07-12", "el")).toMatch(/^Δευ(τ)? 12 Ιουλ/);
  });
});
