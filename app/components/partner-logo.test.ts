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
