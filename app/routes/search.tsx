import type { Route } from "./+types/search";
import { SiteShell } from "~/components/layout/site-shell";
import { SearchPage } from "~/features/search/components/search-page";
import { tFor } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  // (A guide's no-script form sends its fields as several q: one sentence, decision 051.)
  const q = new URLSearchParams(location.search).getAll("q").join(" ").replace(/\s+/g, " ").trim();
  return seoMeta({
    pathname: location.pathname,
    title: q ? `${t("search.resultsFor", { q })} | Taxidaki` : t("meta.searchTitle"),
    description: t("search.description"),
    noindex: true,
  });
}

/** /search?q=… — the natural-language search (client-only; the engine loads lazily). */
export default function Search() {
  return (
    <SiteShell>
      <SearchPage />
    </SiteShell>
  );
}
