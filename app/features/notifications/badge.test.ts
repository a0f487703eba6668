import { describe, expect, it } from "vitest";
import { badgeText } from "./badge.ts";
import { relativeTime } from "./relative-time.ts";

describe("notifications", () => {
  it("shows the unread count, 9+ above nine, nothing at zero", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
    expect(badgeText(250)).toBe("9+");
  });

  it("shows times relative to now in the page's language", () => {
    const now = Date.parse("2026-05-01T12:00:00Z");
    expect(relativeTime("2026-05-01T11:55:00Z", "el", now)).toBe("πριν από 5 λεπτά");
    expect(relativeTime("2026-05-01T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-05-01T11:55:00Z", "de", now)).toBe("vor 5 Minuten");
    expect(relativeTime("2026-05-01T09:00:00Z", "el", now)).toBe("πριν από 3 ώρες");
    expect(relativeTime("2026-04-30T12:00:00Z", "en", now)).toBe("yesterday");
  });
});
