import { Link, useSearchParams } from "react-router";
import { homeTiles } from "../../content/home.ts";
import type { Route } from "./+types/search";
import { CategoryIcon } from "~/components/category-icon";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { localizedPath } from "~/lib/site-paths";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("meta.searchTitle"), description: t("search.soon"), noindex: true });
}

/** Placeholder until the query understander is wired in: shows the query and the categories. */
export default function SearchPage() {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  return (
    <SiteShell>
      <PageHero title={q ? t("search.resultsFor", { q }) : t("search.title")} intro={q ? t("search.soon") : t("search.empty")} />
      <ul className="mx-auto grid max-w-6xl grid-cols-1 grid-cols-2 gap-3 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-4">
        {homeTiles.map((tile) => (
          <li key={tile.path}>
            <Link to={localizedPath(tile.path, lang)} className="flex items-center gap-3 rounded-2xl border bg-card p-4 font-semibold hover:bg-muted">
              <CategoryIcon name={tile.icon} className="size-5 shrink-0 text-link" />
              {tile.label[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </SiteShell>
  );
}
