// The web app's icons (public/icons/), rendered from the site's logo (public/favicon.svg) with sharp,
// and its manifests, one per language (public/manifest.<lang>.webmanifest). Run after changing
// the logo or the manifest's texts; public/manifest.test.ts checks the result.
//   npx tsx scripts/app-icons.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LANGS, type Lang } from "../content/types.ts";
import { localizedPath } from "../core/paths.ts";
import { de } from "../app/i18n/de.ts";
import { el } from "../app/i18n/el.ts";
import { en } from "../app/i18n/en.ts";

const pub = path.resolve("public");
const logo = readFileSync(path.join(pub, "favicon.svg"), "utf8");
const THEME = "#1e40af";

/** The logo's drawing without its rounded tile: what goes on a maskable icon's full-bleed square. */
function maskableSvg(): string {
  const inner = logo
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect [^>]*\/>/, "");
  // Android crops to a circle of 80 % of the side (the "safe zone"): the drawing is shrunk about the centre to fit it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${THEME}"/><g transform="translate(20 20) scale(0.72) translate(-20 -20)">${inner}</g></svg>`;
}

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(pub, "icons", file));
}

export const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

const texts: Record<Lang, { description: string }> = {
  el: { description: el.meta.homeDescription },
  en: { description: en.meta.homeDescription },
  de: { description: de.meta.homeDescription },
};

function manifest(lang: Lang) {
  return {
    id: "/",
    name: "Taxidaki",
    short_name: "Taxidaki",
    description: texts[lang].description,
    lang,
    dir: "ltr",
    start_url: localizedPath("/home", lang),
    scope: "/",
    display: "standalone",
    theme_color: THEME,
    background_color: "#ffffff",
    icons: ICONS,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith("app-icons.ts")) {
  for (const size of [192, 512]) {
    await png(logo, size, `icon-${size}.png`);
    await png(maskableSvg(), size, `icon-maskable-${size}.png`);
  }
  for (const lang of LANGS)
    writeFileSync(path.join(pub, `manifest.${lang}.webmanifest`), `${JSON.stringify(manifest(lang), null, 2)}\n`);
  console.log(`icons in public/icons, manifests for ${LANGS.join(", ")}`);
}
