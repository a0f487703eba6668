// After `react-router build`: the SPA fallback, prerendered once in Greek, written again for each
// other language (`__spa-fallback.en.html`, `…de.html`) with its `<html lang>` and loading label, so
// a client-only screen at /en/… or /de/… is in its own language from the first byte (no label
// switching language as the app starts). The server picks the file by the address's language.
//   tsx scripts/spa-fallbacks.ts [dir=build/client]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spaFallbackFile } from "../core/paths.ts";
import { LANGS, type Lang } from "../content/types.ts";
import { de } from "../app/i18n/de.ts";
import { el } from "../app/i18n/el.ts";
import { en } from "../app/i18n/en.ts";

const loadingLabel: Record<Lang, string> = { el: el.common.loadingApp, en: en.common.loadingApp, de: de.common.loadingApp };

/** Writes the other languages' fallbacks beside the Greek one; returns their file names. */
export function writeSpaFallbacks(root: string): string[] {
  const greek = readFileSync(path.join(root, spaFallbackFile("el")), "utf8");
  if (!greek.includes('<html lang="el"') || !greek.includes(loadingLabel.el)) {
    throw new Error(`${spaFallbackFile("el")} no longer holds <html lang="el"> and "${loadingLabel.el}": update scripts/spa-fallbacks.ts`);
  }
  return LANGS.filter((l) => l !== "el").map((lang) => {
    const html = greek.replace('<html lang="el"', `<html lang="${lang}"`).replaceAll(loadingLabel.el, loadingLabel[lang]);
    writeFileSync(path.join(root, spaFallbackFile(lang)), html);
    return spaFallbackFile(lang);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeSpaFallbacks(process.argv[2] ?? "build/client");
  console.log(`SPA fallback in ${written.length + 1} languages: ${written.join(", ")}`);
}
