import { route, type RouteConfig } from "@react-router/dev/routes";
import { LANGS } from "../content/types.ts";
import { publicPages, type PageKind } from "../core/public-pages.ts";
import { clientOnlyPaths, localizedPath, type ClientOnlyPath } from "../core/paths.ts";
import { GUIDE_BASE, ROUTE_BASE } from "../core/guides/paths.ts";

// The route table, generated for el (spec paths), /en and /de from one list.
const moduleFor: Record<PageKind, string> = {
  welcome: "routes/welcome.tsx",
  home: "routes/home.tsx",
  deals: "routes/deals.tsx",
  "offers-map": "routes/offers-map.tsx",
  catalogue: "routes/catalogue.tsx",
  "offer-product": "routes/offer-product.tsx",
  trip: "routes/trip.tsx",
};

// Client-only screens (rendered in the browser from the SPA fallback). Their paths are the one
// list in core/paths.ts, which the server serves with 200: a screen has to be added there, and
// every path there needs its module here (tests/structure/screens.test.ts).
const clientOnlyModule: Record<ClientOnlyPath, string> = {
  "/search": "routes/search.tsx",
  "/auth": "routes/auth-screen.tsx",
  "/confirm": "routes/confirm.tsx",
  "/welcome": "routes/welcome-account.tsx",
  "/profile": "routes/profile.tsx",
  "/favorites": "routes/favorites.tsx",
  "/notifications": "routes/notifications.tsx",
  "/admin": "routes/admin.tsx",
  "/trips": "routes/trips.tsx",
};
const clientOnly = clientOnlyPaths.map((path) => ({ path, file: clientOnlyModule[path] }));

function routeId(lang: string, path: string): string {
  const slug = path === "/" ? "index" : path.slice(1).replace(/[^\p{L}\p{N}]+/gu, "-");
  return `${lang}:${slug}`;
}

const pages = [...publicPages().map((p) => ({ path: p.path, file: moduleFor[p.kind] })), ...clientOnly];

export default [
  ...LANGS.flatMap((lang) =>
    pages.map((p) => route(localizedPath(p.path, lang), p.file, { id: routeId(lang, p.path) })),
  ),
  // Destination guides and ferry route pages (decision 051): their own path per language.
  ...LANGS.flatMap((lang) => [
    route(GUIDE_BASE[lang], "routes/guides-index.tsx", { id: `${lang}:guides-index` }),
    route(`${GUIDE_BASE[lang]}/:slug`, "routes/guide.tsx", { id: `${lang}:guide` }),
    route(`${ROUTE_BASE[lang]}/:slug`, "routes/ferry-route.tsx", { id: `${lang}:ferry-route` }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
