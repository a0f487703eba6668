// Every icon the content names is drawn by CategoryIcon itself, not by its Compass fallback: the
// component keeps its own map of named imports, so a name missing there would silently show a
// compass.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { categories } from "~content/categories.ts";
import { homeBlurbs, homeTiles } from "~content/home.ts";
import { offerButtons } from "~content/offers.ts";
import { CategoryIcon } from "./category-icon.tsx";

const drawn = (name: string) => renderToStaticMarkup(<CategoryIcon name={name} />);
const lucideClass = (name: string) => `lucide-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;

describe("CategoryIcon", () => {
  it("draws an unknown name as the compass (so the check below can tell)", () => {
    expect(drawn("NoSuchIcon")).toContain("lucide-compass");
    expect(drawn("Plane")).not.toContain("lucide-compass");
  });

  it.each([
    ["categories", categories.map((c) => c.icon)],
    ["home tiles", homeTiles.map((t) => t.icon)],
    ["home blurbs", homeBlurbs.map((b) => b.icon)],
    ["offer buttons", offerButtons.map((b) => b.icon)],
  ])("draws every icon the %s name", (_what, names) => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(drawn(name), name).toContain(lucideClass(name));
  });
});
