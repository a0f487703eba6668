import { describe, expect, it } from "vitest";
import { formatDay, formatEuros, formatLongDay, formatMoney, formatNumericDay, parseNumericDay } from "./format.ts";

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

describe("issue 37: the start day as the page's language writes it", () => {
  it("writes a day in figures the way each language does, not the browser's way", () => {
    expect(formatNumericDay("2027-03-06", "el")).toBe("06/03/2027");
    expect(formatNumericDay("2027-03-06", "en")).toBe("06/03/2027");
    expect(formatNumericDay("2027-03-06", "de")).toBe("06.03.2027");
    expect(formatLongDay("2027-03-06", "el")).toBe("Σάββατο 6 Μαρτίου 2027");
    expect(formatLongDay("2027-03-06", "de")).toBe("Samstag, 6. März 2027");
  });
  it("reads a day typed day first, in any of the three languages' ways, and no day that is not one", () => {
    const today = new Date(2026, 10, 27, 12);
    for (const typed of [
      "6/3/2027",
      "06/03/2027",
      "6.3.2027",
      "06.03.27",
      "6-3-2027",
      "6 3 2027",
      "2027-03-06",
      "6.3.",
      "6/3",
    ]) {
      expect(parseNumericDay(typed, today), typed).toBe("2027-03-06");
    }
    expect(parseNumericDay("28/11", today)).toBe("2026-11-28"); // later this year
    expect(parseNumericDay("27/11", today)).toBe("2026-11-27"); // today
    expect(parseNumericDay("26/11", today)).toBe("2027-11-26"); // passed: next year
    for (const typed of ["31/2/2027", "13/13/2027", "0/1/2027", "", "soon", "2027", "12345"])
      expect(parseNumericDay(typed, today), typed).toBeUndefined();
  });
  it("writes an amount in the currency the budget was said in", () => {
    expect(formatMoney(900, "USD", "en")).toBe("US$900");
    expect(formatMoney(900, "GBP", "de")).toMatch(/^900\s£$/);
  });
});
