// The public (prerendered) pages, one list for the route table, the prerender list and the
// server's sitemap. Greek (unprefixed) paths; every one also exists under /en and /de.
import { offerPages } from "../content/offers.ts";
import { cataloguePages } from "../content/pages.ts";
import { LANGS } from "../content/types.ts";
import { localizedPath } from "./paths.ts";

export type PageKind = "welcome" | "home" | "deals" | "offers-map" | "catalogue" | "offer-product" | "trip";

export interface PublicPage {
  path: string;
  kind: PageKind;
}

/** Every public page, Greek path. */
export function publicPages(): PublicPage[] {
  return [
    { path: "/", kind: "welcome" },
    { path: "/home", kind: "home" },
    { path: "/deals", kind: "deals" },
    { path: "/προσφορές", kind: "offers-map" },
    // The trip planner's page (its sentence box and examples); a trip itself is the app (`needsApp`).
    { path: "/trip", kind: "trip" },
    ...cataloguePages.map((p) => ({ path: p.path, kind: "catalogue" as const })),
    ...offerPages.map((p) => ({ path: p.path, kind: "offer-product" as const })),
  ];
}

/** Every public URL × el/en/de (what react-router prerenders and the sitemap lists). */
export function prerenderPaths(): string[] {
  return publicPages().flatMap((p) => LANGS.map((l) => localizedPath(p.path, l)));
}
