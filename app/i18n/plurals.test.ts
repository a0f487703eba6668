// Counts shown to visitors use i18next plural forms (issue 15: '1 δευτερόλεπτα', '1 seconds').
import { describe, expect, it } from "vitest";
import { tFor } from "./i18n.ts";

describe("plural forms", () => {
  it("the welcome countdown says 1 second, never '0 seconds'", () => {
    expect(tFor("el")("account.welcome.redirect", { count: 1 })).toBe("Θα μεταφερθείς στην αρχική σε 1 δευτερόλεπτο.");
    expect(tFor("el")("account.welcome.redirect", { count: 5 })).toBe("Θα μεταφερθείς στην αρχική σε 5 δευτερόλεπτα.");
    expect(tFor("en")("account.welcome.redirect", { count: 1 })).toBe("Taking you home in 1 second.");
    expect(tFor("de")("account.welcome.redirect", { count: 1 })).toBe("Weiter zur Startseite in 1 Sekunde.");
    for (const lang of ["el", "en", "de"] as const)
      expect(tFor(lang)("account.welcome.redirect", { count: 0 })).not.toMatch(/\b0\b/);
  });

  it("the retry time and the other counts agree with their number", () => {
    expect(tFor("el")("account.auth.rateLimited", { count: 1 })).toBe(
      "Πάρα πολλές προσπάθειες. Δοκίμασε ξανά σε 1 λεπτό.",
    );
    expect(tFor("en")("account.auth.rateLimited", { count: 1 })).toBe("Too many attempts. Try again in 1 minute.");
    expect(tFor("de")("account.auth.rateLimited", { count: 3 })).toBe(
      "Zu viele Versuche. Versuche es in 3 Minuten erneut.",
    );
    expect(tFor("el")("account.favorites.count", { count: 1 })).toBe("1 αγαπημένο");
    expect(tFor("en")("deals.count", { count: 1 })).toBe("1 deal");
  });
});
