import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isoDay, utcDate } from "./iso-day.ts";

describe("calendar days as ISO dates", () => {
  it("adds days across a month's, a year's and a leap day's end, and back", () => {
    expect(addDays("2026-07-30", 3)).toBe("2026-08-02");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-08-20", -5)).toBe("2026-08-15");
  });
  it("counts whole days between two dates, over a summer-time change too", () => {
    expect(daysBetween("2026-03-27", "2026-03-31")).toBe(4);
    expect(daysBetween("2026-10-30", "2026-10-20")).toBe(-10);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });
  it("is a day only when the calendar has it", () => {
    expect(isoDay(2026, 8, 5)).toBe("2026-08-05");
    expect(isoDay(2026, 2, 31)).toBeUndefined();
    expect(isoDay(2026, 13, 1)).toBeUndefined();
    expect(isoDay(2028, 2, 29)).toBe("2028-02-29");
    expect(utcDate("2026-07-12").toISOString()).toBe("2026-07-12T00:00:00.000Z");
  });
});
