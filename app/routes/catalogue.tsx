import { useLocation } from "react-router";
import { pageByPath } from "~content/pages.ts";
import type { Route } from "./+types/catalogue";
import { CataloguePageView } from "~/features/catalogue/components/catalogue-page-view";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";
import NotFound from "./not-found.tsx";

/** Prerendered without React (first-load JS budget, decision 011); see lib/static-page.ts. */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const { lang, path } = routeOf(location.pathname);
  const page = pageByPath(path);
  if (!page) return [];
  return seoMeta({ pathname: location.pathname, title: page.title[lang], description: page.description[lang] });
}

/** Every catalogue route (SPEC §2) renders its CataloguePage record from content/pages.ts. */
export default function Catalogue() {
  const { path } = routeOf(useLocation().pathname);
  const page = pageByPath(path);
  if (!page) return <NotFound />;
  return <CataloguePageView page={page} />;
}
