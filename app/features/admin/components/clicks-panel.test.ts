import { describe, expect, it } from "vitest";
import { adminDe } from "~/i18n/admin.de";
import { adminEl } from "~/i18n/admin.el";
import { adminEn } from "~/i18n/admin.en";
import { dayLabels } from "./clicks-panel.tsx";

describe("the console's click report", () => {
  it("labels the chart's days in the operator's language and order, never the US month/day", () => {
    const nov23 = Date.UTC(2026, 10, 23) / 1000;
    expect(dayLabels("el", [nov23])).toEqual(["23/11"]);
    expect(dayLabels("en", [nov23])).toEqual(["23/11"]);
    expect(dayLabels("de", [nov23])).toEqual(["23.11."]);
  });
  it("names the 'pre-filled by search' values in each language", () => {
    expect(adminEl.clicks.prefilledValues).toEqual({ yes: "ναι", no: "όχι" });
    expect(adminEn.clicks.prefilledValues).toEqual({ yes: "yes", no: "no" });
    expect(adminDe.clicks.prefilledValues).toEqual({ yes: "ja", no: "nein" });
  });
});

describe("the console's import counts", () => {
  it("each count takes its plural form: '1 νέα', never '1 νέες'", async () => {
    const { adminT, importCounts, importChangesNothing } = await import("~/features/admin/i18n.ts");
    const one = { create: 1, update: 1, skip: 1, error: 1 };
    expect(importCounts(adminT("el"), one)).toBe("1 νέα, 1 αλλαγή, 1 ίδια, 1 με λάθη");
    expect(importCounts(adminT("el"), { create: 2, update: 0, skip: 3, error: 0 })).toBe(
      "2 νέες, 0 αλλαγές, 3 ίδιες, 0 με λάθη",
    );
    expect(importCounts(adminT("en"), one, ["create", "update"])).toBe("1 new, 1 changed");
    expect(importCounts(adminT("de"), { create: 2, update: 1, skip: 0, error: 0 }, ["create", "update"])).toBe(
      "2 neu, 1 geändert",
    );
    // A re-import that changes nothing has nothing to confirm.
    expect(importChangesNothing({ create: 0, update: 0, skip: 6, error: 0 })).toBe(true);
    expect(importChangesNothing({ create: 0, update: 1, skip: 5, error: 0 })).toBe(false);
  });
});
