// Paths shared by the client (routes, links) and the server (static serving, sitemap).
import type { Lang } from "../content/types.ts";

/** Greek (unprefixed) paths rendered only in the browser (not prerendered): served with the SPA fallback and 200. */
export const clientOnlyPaths = [
  "/auth",
  "/confirm",
  "/welcome",
  "/profile",
  "/favorites",
  "/notifications",
  "/search",
  "/admin",
  "/trips",
] as const;
export type ClientOnlyPath = (typeof clientOnlyPaths)[number];

/**
 * Prerendered pages that are the app when their address carries one of these queries (decision 049):
 * `/trip` is a static page without React, `/trip?q=…`, `?id=…`, `?share=…` a trip the app reads and
 * shows. Greek (unprefixed) paths; the same under /en and /de.
 */
const appQueries: Readonly<Record<string, readonly string[]>> = { "/trip": ["q", "id", "share"] };

/**
 * The address (Greek path, its query) is a prerendered page's app view: the server and the service worker give the SPA
 * fallback.
 */
export function needsApp(path: string, search: URLSearchParams): boolean {
  return (appQueries[path] ?? []).some((name) => search.has(name));
}

/** The SPA fallback page of a language in the client build (scripts/spa-fallbacks.ts writes en and de). */
export const spaFallbackFile = (lang: Lang) => (lang === "el" ? "__spa-fallback.html" : `__spa-fallback.${lang}.html`);

/** "/flights" + "en" → "/en/flights"; "/" + "de" → "/de". Greek stays unprefixed. */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === "el") return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** "/en/flights" → { lang: "en", path: "/flights" }; "/flights" → { lang: "el", path: "/flights" }. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const m = /^\/(en|de)(\/.*)?$/.exec(pathname);
  if (m) return { lang: m[1] as Lang, path: m[2] && m[2] !== "/" ? m[2] : "/" };
  return { lang: "el", path: pathname || "/" };
}
