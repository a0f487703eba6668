import type { Route } from "./+types/trips";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { TripsList } from "~/features/trip/components/trips-list";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("trip.list.metaTitle"),
    description: t("trip.list.intro"),
    noindex: true,
  });
}

/** /trips — the signed-in user's saved trips (client-only, guarded). */
export default function Trips() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero title={t("trip.list.title")} intro={t("trip.list.intro")} tone="sea" />
      <RequireSession signedOutText={t("trip.list.signedOut")}>{() => <TripsList />}</RequireSession>
    </SiteShell>
  );
}
