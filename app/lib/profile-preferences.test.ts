// Where a signed-in visitor lands (issue 37): an address in another language is their choice for
// that page; only the site's default (Greek, unprefixed) address follows the profile's language.
import { describe, expect, it } from "vitest";
import { arrivalPath } from "./profile-preferences.ts";

describe("arrivalPath", () => {
  it("keeps an address in another language than the profile's", () => {
    expect(arrivalPath("/de/flights", "en")).toBeNull();
    expect(arrivalPath("/en/favorites", "de")).toBeNull();
    expect(arrivalPath("/en/profile", "el")).toBeNull();
  });

  it("moves a Greek (unprefixed) address to the profile's language, as for a visitor with a stored language", () => {
    expect(arrivalPath("/favorites", "de")).toBe("/de/favorites");
    expect(arrivalPath("/flights", "en")).toBe("/en/flights");
    expect(arrivalPath("/favorites", "el")).toBeNull();
  });
});
