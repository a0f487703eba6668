// First-load JavaScript (gzip) per prerendered route, read from the build output.
// Usage: npm run build && npm run size. Exits non-zero when any public route is over its budget.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LANGS } from "../content/types.ts";
import { localizedPath } from "../core/paths.ts";
import { publicPages, type PageKind } from "../core/public-pages.ts";

const root = path.resolve("build/client");
/**
 * First-load JS budget (kB gzip) per kind of public page: issue 16's 60 kB for every one. All are
 * prerendered without React (decisions 002, 011); `/deals`, `/προσφορές` and `/home` get their
 * live deals filled in by the server per request (decision 014).
 */
const budgetKb: Record<PageKind, number> = {
  welcome: 60,
  home: 60,
  catalogue: 60,
  "offer-product": 60,
  deals: 60,
  "offers-map": 60,
  trip: 60,
};

if (!existsSync(root)) {
  console.error("build/client is missing: run `npm run build` first.");
  process.exit(2);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "assets" || name === "images") return [];
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name === "index.html" ? [full] : [];
  });
}

/** Every JS file the page loads before it is interactive: modulepreloads, script src, inline imports. */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) urls.add(i[1]!);
  }
  return [...urls].filter((u) => u.startsWith("/"));
}

const gzipCache = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const file = path.join(root, url);
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
    gzipCache.set(url, size);
  }
  return size;
}

const rows = htmlFiles(root)
  .map((file) => {
    const route = "/" + path.relative(root, path.dirname(file)).split(path.sep).join("/");
    const html = readFileSync(file, "utf8");
    const scripts = firstLoadScripts(html);
    const js = scripts.reduce((sum, u) => sum + gzipSize(u), 0);
    // Inline scripts (theme boot, router context, the static-page enhancer) count too.
    const inlineCode = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .join("\n");
    const inline = inlineCode ? gzipSync(inlineCode, { level: 9 }).length : 0;
    return {
      route: route === "/." ? "/" : route.replace(/\/$/, "") || "/",
      files: scripts.length,
      js: js + inline,
      inline,
      html: gzipSync(html).length,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
console.log("route".padEnd(34), "files", " JS gz kB", " (inline)", " HTML gz kB");
for (const r of rows)
  console.log(r.route.padEnd(34), String(r.files).padStart(5), kb(r.js), "  ", kb(r.inline), "  ", kb(r.html));

let failed = false;
for (const page of publicPages()) {
  for (const lang of LANGS) {
    const target = localizedPath(page.path, lang);
    const row = rows.find((r) => r.route === target);
    const budget = budgetKb[page.kind];
    if (!row) {
      console.error(`missing prerendered route ${target}`);
      failed = true;
    } else if (row.js / 1024 > budget) {
      console.error(`${target}: first-load JS ${(row.js / 1024).toFixed(1)} kB gzip exceeds the ${budget} kB budget`);
      failed = true;
    }
  }
}
const summary = Object.entries(budgetKb)
  .map(([kind, kb]) => `${kind} ${kb} kB`)
  .join(", ");
console.log(
  failed
    ? "\nbudget: FAILED"
    : `\nbudget: every public route (el, en, de) within its first-load JS budget (gzip): ${summary}`,
);
process.exit(failed ? 1 : 0);
