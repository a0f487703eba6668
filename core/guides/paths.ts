// Addresses of the destination guides and ferry route pages (decision 051). Greek words in Latin
// letters for the Greek pages, as Greeks type them (/proorismoi/naxos, /ploia/piraeus-naxos), and
// /en|de/destinations/…, /en|de/ferries/… for the others. No data imported: shared by the routes,
// the server, the search's guide hook and the tests.
import type { Lang } from "../../content/types.ts";

export const GUIDE_BASE: Readonly<Record<Lang, string>> = {
  el: "/proorismoi",
  en: "/en/destinations",
  de: "/de/destinations",
};
export const ROUTE_BASE: Readonly<Record<Lang, string>> = { el: "/ploia", en: "/en/ferries", de: "/de/ferries" };

export const guidePath = (slug: string, lang: Lang): string => `${GUIDE_BASE[lang]}/${slug}`;
export const routePath = (slug: string, lang: Lang): string => `${ROUTE_BASE[lang]}/${slug}`;

export type GuidePageKind = "guide" | "route";

/** "/en/destinations/naxos" → { kind: "guide", lang: "en", slug: "naxos" }; undefined for any other path. */
export function parseGuidePath(pathname: string): { kind: GuidePageKind; lang: Lang; slug: string } | undefined {
  const path = pathname.replace(/\/$/, "");
  for (const lang of ["el", "en", "de"] as const) {
    for (const [kind, base] of [
      ["guide", GUIDE_BASE[lang]],
      ["route", ROUTE_BASE[lang]],
    ] as const) {
      if (path.startsWith(`${base}/`)) {
        const slug = path.slice(base.length + 1);
        if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return { kind, lang, slug };
      }
    }
  }
  return undefined;
}

/** Globs (relative to build/client) of the guide pages: kept out of the service worker's precache. */
export const guideGlobs = [
  "proorismoi/**",
  "ploia/**",
  "en/destinations/**",
  "de/destinations/**",
  "en/ferries/**",
  "de/ferries/**",
  "maps/**",
];
