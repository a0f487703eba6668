// The day deals expire by: Greek time, across midnight and the clock changes.
import { describe, expect, it } from "vitest";
import { todayInGreece } from "./deal-rules.ts";

describe("todayInGreece", () => {
  it("turns at midnight in Athens, in winter (UTC+2) and summer (UTC+3) time, in any call order", () => {
    const at = (iso: string) => todayInGreece(new Date(iso));
    // Same minute asked twice, then earlier and later minutes: each answer is its own minute's.
    expect(at("2026-01-10T21:59:30Z")).toBe("2026-01-10");
    expect(at("2026-01-10T21:59:59Z")).toBe("2026-01-10");
    expect(at("2026-01-10T22:00:00Z")).toBe("2026-01-11");
    expect(at("2026-01-10T21:59:00Z")).toBe("2026-01-10");
    expect(at("2026-07-10T20:59:59Z")).toBe("2026-07-10");
    expect(at("2026-07-10T21:00:00Z")).toBe("2026-07-11");
    // The night the clocks go forward (29 March 2026, 03:00 → 04:00 Athens).
    expect(at("2026-03-28T21:59:59Z")).toBe("2026-03-28");
    expect(at("2026-03-28T22:00:00Z")).toBe("2026-03-29");
    expect(at("2026-03-29T20:59:59Z")).toBe("2026-03-29");
    expect(at("2026-03-29T21:00:00Z")).toBe("2026-03-30");
  });
});
