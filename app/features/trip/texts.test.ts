// The trip page's counts agree with their number in each language (i18next plural forms).
import { describe, expect, it } from "vitest";
import { tFor } from "~/i18n/i18n";

describe("trip texts", () => {
  it("count nights, guests, travellers and stops in the singular and the plural", () => {
    expect(tFor("el")("trip.nights", { count: 1 })).toBe("1 νύχτα");
    expect(tFor("el")("trip.nights", { count: 3 })).toBe("3 νύχτες");
    expect(tFor("en")("trip.nights", { count: 1 })).toBe("1 night");
    expect(tFor("de")("trip.nights", { count: 2 })).toBe("2 Nächte");
    expect(tFor("el")("trip.travellersCount", { count: 1 })).toBe("1 ταξιδιώτης");
    expect(tFor("en")("trip.travellersCount", { count: 2 })).toBe("2 travellers");
    expect(tFor("de")("trip.guests", { count: 1 })).toBe("1 Gast");
    expect(tFor("de")("trip.list.stops", { count: 3 })).toBe("3 Stationen");
  });
  it("name the save button and the account menu entry as the issue says", () => {
    expect(tFor("el")("trip.save")).toBe("Αποθήκευση ταξιδιού");
    expect(tFor("en")("trip.save")).toBe("Save trip");
    expect(tFor("de")("trip.save")).toBe("Reise speichern");
    expect(tFor("el")("account.header.trips")).toBe("Τα ταξίδια μου");
    expect(tFor("en")("account.header.trips")).toBe("My trips");
    expect(tFor("de")("account.header.trips")).toBe("Meine Reisen");
  });
});
