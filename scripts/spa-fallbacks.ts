// After `react-router build`: the SPA fallback, prerendered once in Greek, written again for each
// other language (`__spa-fallback.en.html`, `…de.html`) with its `<html lang>` and loading label, so
// a client-only screen at /en/… or /de/… is in its own language from the first byte (no label
// switching language as the app starts). The server picks the file by the address's language.
// Also gives the prerendered pages of non-ASCII addresses their names as read (React Router 8 writes
// /προσφορές to a directory named %CF%80…): the server and the native app's bundle look files up by
// the decoded address.
//   tsx scripts/spa-fallbacks.ts [dir=build/client]
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spaFallbackFile } from "../core/paths.ts";
import { LANGS, type Lang } from "../content/types.ts";
import { de } from "../app/i18n/de.ts";
import { el } from "../app/i18n/el.ts";
import { en } from "../app/i18n/en.ts";

const loadingLabel: Record<Lang, string> = {
  el: el.common.loadingApp,
  en: en.common.loadingApp,
  de: de.common.loadingApp,
};

/** Writes the other languages' fallbacks beside the Greek one; returns their file names. */
export function writeSpaFallbacks(root: string): string[] {
  const greek = readFileSync(path.join(root, spaFallbackFile("el")), "utf8");
  if (!greek.includes('<html lang="el"') || !greek.includes(loadingLabel.el)) {
    throw new Error(
      `${spaFallbackFile("el")} no longer holds <html lang="el"> and "${loadingLabel.el}": update scripts/spa-fallbacks.ts`,
    );
  }
  return LANGS.filter((l) => l !== "el").map((lang) => {
    const html = greek
      .replace('<html lang="el"', `<html lang="${lang}"`)
      .replaceAll(loadingLabel.el, loadingLabel[lang]);
    writeFileSync(path.join(root, spaFallbackFile(lang)), html);
    return spaFallbackFile(lang);
  });
}

/** Renames every percent-encoded file or directory name under `root` to its decoded form; returns the new names. */
export function decodePrerenderedNames(root: string): string[] {
  const renamed: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    let name = entry.name;
    if (/%[0-9A-Fa-f]{2}/.test(name)) {
      const decoded = decodeURIComponent(name);
      if (decoded.includes("/") || decoded.includes("\\")) throw new Error(`${name} decodes to a path, not a name`);
      renameSync(path.join(root, name), path.join(root, decoded));
      renamed.push(decoded);
      name = decoded;
    }
    if (entry.isDirectory()) renamed.push(...decodePrerenderedNames(path.join(root, name)).map((n) => `${name}/${n}`));
  }
  return renamed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? "build/client";
  const decoded = decodePrerenderedNames(root);
  if (decoded.length > 0) console.log(`prerendered pages named as read: ${decoded.join(", ")}`);
  const written = writeSpaFallbacks(root);
  console.log(`SPA fallback in ${written.length + 1} languages: ${written.join(", ")}`);
}
