import { useLocation } from "react-router";
import { pageByPath } from "../../content/pages.ts";
import type { Route } from "./+types/catalogue";
import { CataloguePageView } from "~/features/catalogue/components/catalogue-page-view";
import { routeOf, seoMeta } from "~/lib/seo";
import NotFound from "./not-found.tsx";

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
