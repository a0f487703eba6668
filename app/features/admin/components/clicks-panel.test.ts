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
