import type { Route } from "./+types/trip";
import { SiteShell } from "~/components/layout/site-shell";
import { TripPage } from "~/features/trip/components/trip-page";
import { tFor } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";

/**
 * Prerendered without React (decision 049): the page with its sentence box and examples, a plain GET
 * form; a trip (`?q=`, `?id=`, `?share=`) is the app, which the server and the service worker give
 * for those addresses (core/paths.ts `needsApp`).
 */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  const search = new URLSearchParams(location.search);
  // A visitor's own, saved or shared trip is theirs, not a page to index.
  const personal = search.has("q") || search.has("id") || search.has("share");
  return seoMeta({
    pathname: location.pathname,
    title: t("trip.metaTitle"),
    description: t("trip.metaDescription"),
    ...(personal ? { noindex: true } : {}),
  });
}

/** /trip — a whole trip from one sentence; /trip?q=… | ?id=… | ?share=… — that trip (the engine loads lazily). */
export default function Trip() {
  return (
    <SiteShell>
      <TripPage />
    </SiteShell>
  );
}
