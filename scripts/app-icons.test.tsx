// The site is installable: each language's pages link that language's manifest, which parses,
// starts in the language, and names icons that exist at the sizes it claims.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { LANGS } from "~content/types.ts";
import { localizedPath } from "~core/paths.ts";
import { Layout } from "~/root.tsx";

interface Manifest {
  name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const manifestFile = (lang: string) => path.resolve("public", `manifest.${lang}.webmanifest`);

describe.each(LANGS)("the %s web app manifest", (lang) => {
  it("is linked from the language's pages", () => {
    // The routes stub's own module preloads have no href; anything else React complains of fails.
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((m: unknown) => void errors.push(String(m)));
    for (const p of ["/home", "/flights"]) {
      const pathname = localizedPath(p, lang);
      const Stub = createRoutesStub([{ path: pathname, Component: () => <Layout>page</Layout> }]);
      const html = renderToString(<Stub initialEntries={[pathname]} />);
      const links = [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, pathname).toEqual([`/manifest.${lang}.webmanifest`]);
    }
    vi.restoreAllMocks();
    expect(errors.filter((e) => !e.startsWith('An empty string ("") was passed to the'))).toEqual([]);
  });

  it("parses, starts in its language, and names the site and its colour", () => {
    const m = JSON.parse(readFileSync(manifestFile(lang), "utf8")) as Manifest;
    expect(m).toMatchObject({
      name: "Taxidaki",
      lang,
      start_url: localizedPath("/home", lang),
      scope: "/",
      display: "standalone",
      theme_color: "#1e40af",
    });
  });

  it("names icons that exist and are the sizes it claims: 192 and 512 px, and a maskable one", async () => {
    const m = JSON.parse(readFileSync(manifestFile(lang), "utf8")) as Manifest;
    for (const icon of m.icons) {
      const file = path.resolve("public", `.${icon.src}`);
      expect(existsSync(file), icon.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(`image/${meta.format}`).toBe(icon.type);
    }
    const any = m.icons.filter((i) => (i.purpose ?? "any").split(" ").includes("any")).map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(m.icons.some((i) => i.purpose?.split(" ").includes("maskable"))).toBe(true);
  });
});
