// The build step after `react-router build`: prerendered pages of non-ASCII addresses get the
// names the server and the native app look up (React Router 8 writes them percent-encoded).
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodePrerenderedNames } from "./spa-fallbacks.ts";

describe("decodePrerenderedNames", () => {
  it("renames /%CF%80…/ to /προσφορές/ at every depth, with its data file, and leaves every other name alone", () => {
    const root = mkdtempSync(path.join(tmpdir(), "taxidaki-prerender-"));
    const encoded = encodeURIComponent("προσφορές");
    for (const dir of [encoded, `en/${encoded}`, "assets", "hotels"])
      mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, encoded, "index.html"), "<h1>Προσφορές</h1>");
    writeFileSync(path.join(root, `${encoded}.data`), "data");
    writeFileSync(path.join(root, "en", encoded, "index.html"), "<h1>Offers</h1>");
    writeFileSync(path.join(root, "assets", "entry-Ab_c-1.js"), "js");
    writeFileSync(path.join(root, "hotels", "index.html"), "<h1>Hotels</h1>");

    expect(decodePrerenderedNames(root).sort()).toEqual(["en/προσφορές", "προσφορές", "προσφορές.data"]);
    expect(readFileSync(path.join(root, "προσφορές", "index.html"), "utf8")).toBe("<h1>Προσφορές</h1>");
    expect(readFileSync(path.join(root, "en", "προσφορές", "index.html"), "utf8")).toBe("<h1>Offers</h1>");
    expect(existsSync(path.join(root, "προσφορές.data"))).toBe(true);
    expect(existsSync(path.join(root, encoded))).toBe(false);
    expect(existsSync(path.join(root, "assets", "entry-Ab_c-1.js"))).toBe(true);
    expect(existsSync(path.join(root, "hotels", "index.html"))).toBe(true);
    // A second run finds nothing left to rename.
    expect(decodePrerenderedNames(root)).toEqual([]);
  });
});
