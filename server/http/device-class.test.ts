import { describe, expect, it } from "vitest";
import { deviceClass } from "./device-class.ts";

describe("deviceClass", () => {
  it("reads phones from their user agents", () => {
    expect(
      deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
    ).toBe("phone");
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36"),
    ).toBe("phone");
  });
  it("counts tablets, desktops and unknown agents as desktop", () => {
    expect(deviceClass("Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36")).toBe(
      "desktop",
    );
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36")).toBe(
      "desktop",
    );
    expect(deviceClass(undefined)).toBe("desktop");
  });
});
