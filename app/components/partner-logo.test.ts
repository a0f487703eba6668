import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { partners } from "~content/partners.ts";
import { OUT, render } from "~scripts/partner-logos.ts";
import { partnerLogos } from "./partner-logos.generated.ts";
import { tileStyle } from "./partner-logo.tsx";

describe("partner logos", () => {
  it("the inlined logos are those of the installed Simple Icons (run `npm run logos` after a change)", () => {
    expect(readFileSync(OUT, "utf8")).toBe(render());
  });

  it("every partner has a logo or a wordmark tile, and no two partners look alike", () => {
    const looks = partners.map((p) => {
      const logo = partnerLogos[p.id];
      if (logo) return `logo:${logo.body}`;
      const tile = tileStyle(p.id);
      expect(tile, p.id).toBeDefined();
      return `tile:${tile!.color}:${tile!.pattern}`;
    });
    expect(new Set(looks).size).toBe(partners.length);
    expect(Object.keys(partnerLogos).length).toBeGreaterThanOrEqual(10);
  });
});

/** WCAG contrast of white on a tile colour. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

describe("logo tiles are legible (issue 37: easyJet and Wizz Air were not)", () => {
  it("the white logo has 4.5:1 on every brand tile", () => {
    for (const [id, logo] of Object.entries(partnerLogos))
      expect(contrastWithWhite(logo.color), id).toBeGreaterThanOrEqual(4.5);
  });

  it("a wordmark spans the tile: its own box, not the icon's square", () => {
    for (const id of ["easyjet", "wizz-air", "trip-com"]) {
      const [, , w, h] = partnerLogos[id]!.viewBox!.split(" ").map(Number);
      expect(w! / h!, id).toBeGreaterThan(2);
    }
  });
});
