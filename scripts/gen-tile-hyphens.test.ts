import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { homeTiles } from "../content/home.ts";
import { breakable } from "../app/features/home/components/category-tiles.tsx";
import { renderTileHyphens, tileHyphens } from "./gen-tile-hyphens.ts";

describe("home tile labels", () => {
  it("are exactly what the hyphenation patterns give (regenerate with scripts/gen-tile-hyphens.ts)", () => {
    expect(renderTileHyphens(tileHyphens())).toBe(
      readFileSync(new URL("../app/features/home/tile-labels.generated.ts", import.meta.url), "utf8"),
    );
  });
  it("give every word of nine letters or more a place to break between syllables, in el, en and de", () => {
    for (const tile of homeTiles) {
      for (const lang of ["el", "en", "de"] as const) {
        for (const word of breakable(tile.label[lang]).split(/\s+/)) {
          if (word.replace(/\u00ad/g, "").length >= 11)
            expect(word, `${lang}: ${tile.label[lang]}`).toContain("\u00ad");
        }
        // Soft hyphens change nothing a reader sees when the word fits.
        expect(breakable(tile.label[lang]).replace(/\u00ad/g, "")).toBe(tile.label[lang]);
      }
    }
    expect(breakable("Flight compensation")).toBe("Flight com\u00adpen\u00adsa\u00adtion");
    expect(breakable("Flugentschädigung")).toContain("Flug\u00adent");
  });
});
