import type { Route } from "./+types/favorites";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { FavoritesList } from "~/features/favorites/components/favorites-list";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("account.meta.favorites"), description: t("account.favorites.intro"), noindex: true });
}

export default function FavoritesPage() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero title={t("account.favorites.title")} intro={t("account.favorites.intro")} tone="accent" />
      <RequireSession signedOutText={t("account.favorites.signedOut")}>{(user) => <FavoritesList user={user} />}</RequireSession>
    </SiteShell>
  );
}
