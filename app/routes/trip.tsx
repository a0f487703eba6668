import type { Route } from "./+types/trip";
import { SiteShell } from "~/components/layout/site-shell";
import { TripPage } from "~/features/trip/components/trip-page";
import { tFor } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("trip.metaTitle"), description: t("trip.metaDescription"), noindex: true });
}

/** /trip?q=… | ?id=… | ?share=… — a whole trip from one sentence (client-only; the engine loads lazily). */
export default function Trip() {
  return (
    <SiteShell>
      <TripPage />
    </SiteShell>
  );
}
