// What the service worker (app/service-worker.ts, decision 037) keeps and serves when the network
// does not answer. Pure, so that it is tested without a browser.
import { guideGlobs } from "~core/guides/paths";
import { needsApp, spaFallbackFile, splitLangPath } from "~core/paths";

/**
 * The precached pages a navigation to `pathname` falls back to offline, best first: the page
 * prerendered for that address, then the SPA fallback of its language (client-only screens, and
 * the not-found page, render in the browser from it), then the Greek one. An address whose query
 * makes a prerendered page the app (`/trip?id=…`, core/paths.ts `needsApp`) skips the prerendered page.
 */
export function offlinePagesFor(pathname: string, search: URLSearchParams = new URLSearchParams()): string[] {
  const bare = pathname.replace(/\/+$/, "");
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // a malformed address: its language is Greek, like the server's answer
  }
  const { lang, path } = splitLangPath(decoded || "/");
  const fallbacks = [`/${spaFallbackFile(lang)}`, `/${spaFallbackFile("el")}`];
  return [...new Set(needsApp(path, search) ? fallbacks : [`${bare}/index.html`, ...fallbacks])];
}

/**
 * Navigations the service worker leaves alone (straight to the network, no offline page): the
 * server's own routes — partner redirects, the API, deal images, health and metrics, sitemaps.
 */
export const serverNavigations: RegExp[] = [
  /^\/(api|go|media|sitemaps|\.well-known)\//,
  /^\/(healthz|readyz|metrics|sitemap\.xml|robots\.txt|sw\.js)$/,
];

/**
 * What the service worker precaches (Workbox's glob options, relative to build/client): every
 * prerendered page in el/en/de and the SPA fallbacks, the app's JS, CSS and fonts, the manifests,
 * icons and the small SVG art, and the console's route (≈ 14 kB brotli), so that offline it says it needs a connection
 * instead of reloading without end (issue 37). Not the social-card image, not the console's chart library, not the
 * precompressed twins, nothing over 512 KiB; deal images (/media) are cached as they are seen, at most 60 (see the
 * worker).
 */
export const precacheGlobs = {
  globPatterns: ["**/*.{html,js,css,woff2,svg,webmanifest}", "icons/*.png"],
  // (The destination guides and route pages, some 3 750 pages and their maps, are not precached: decision 051.)
  globIgnores: ["sw.js", "**/*.br", "**/*.gz", "og-image.*", "assets/uPlot*", "**/*.data", ...guideGlobs],
  maximumFileSizeToCacheInBytes: 512 * 1024,
};
