import { route, type RouteConfig } from "@react-router/dev/routes";
import { LANGS } from "../content/types.ts";
import { publicPages, type PageKind } from "../core/public-pages.ts";
import { localizedPath } from "../core/paths.ts";

// The route table, generated for el (spec paths), /en and /de from one list.
const moduleFor: Record<PageKind, string> = {
  welcome: "routes/welcome.tsx",
  home: "routes/home.tsx",
  deals: "routes/deals.tsx",
  "offers-map": "routes/offers-map.tsx",
  catalogue: "routes/catalogue.tsx",
  "offer-product": "routes/offer-product.tsx",
};

// Client-only screens (rendered in the browser from the SPA fallback).
const clientOnly: { path: string; file: string }[] = [
  { path: "/search", file: "routes/search.tsx" },
  { path: "/auth", file: "routes/auth-screen.tsx" },
  { path: "/confirm", file: "routes/confirm.tsx" },
  { path: "/welcome", file: "routes/welcome-account.tsx" },
  { path: "/profile", file: "routes/profile.tsx" },
  { path: "/favorites", file: "routes/favorites.tsx" },
  { path: "/notifications", file: "routes/notifications.tsx" },
  { path: "/admin", file: "routes/admin.tsx" },
];

function routeId(lang: string, path: string): string {
  const slug = path === "/" ? "index" : path.slice(1).replace(/[^\p{L}\p{N}]+/gu, "-");
  return `${lang}:${slug}`;
}

const pages = [...publicPages().map((p) => ({ path: p.path, file: moduleFor[p.kind] })), ...clientOnly];

export default [
  ...LANGS.flatMap((lang) =>
    pages.map((p) => route(localizedPath(p.path, lang), p.file, { id: routeId(lang, p.path) })),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
