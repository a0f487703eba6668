// Operator messages are filled by the server's i18next: what the operator wrote is repeated as it
// is (clipped), never read as a placeholder, a nested key or HTML.
import { describe, expect, it } from "vitest";
import { ECHO_MAX, message } from "./messages.ts";

describe("operator messages", () => {
  it("fill each placeholder in the operator's language", () => {
    expect(message({ code: "too_long", params: { max: 120 } }, "el")).toBe("Πολύ μεγάλο κείμενο (έως 120 χαρακτήρες)");
    expect(message({ code: "date_invalid", params: { value: "32/13/2026" } }, "de")).toBe(
      "Ungültiges Datum „32/13/2026“ (schreibe 31/12/2026 oder 2026-12-31)",
    );
  });

  it("repeat the operator's value verbatim and clipped, placeholders, nesting and markup included", () => {
    const value = "{{max}} $t(required) <b>&";
    expect(message({ code: "partner_unknown", params: { value } }, "en")).toBe(
      `Unknown partner “${value}” (use the catalogue id, e.g. booking)`,
    );
    const long = message({ code: "category_unknown", params: { value: "x".repeat(500) } }, "en");
    expect(long).toBe(`Unknown category “${"x".repeat(ECHO_MAX - 1)}…”`);
  });

  it("leave a value not given empty", () => {
    expect(message({ code: "too_long" }, "en")).toBe("Too long ( characters at most)");
  });
});
