import type { Route } from "./+types/deals";
import { BackButton } from "~/components/layout/back-button";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { DealsInfo } from "~/features/deals/components/deals-browser";
import { LiveDealsList } from "~/features/deals/components/live-deals";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";

/** Prerendered without React; the server fills in the live deals per request (decision 014). */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("meta.dealsTitle"), description: t("meta.dealsDescription") });
}

export default function Deals() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero
        tone="accent"
        art={{ src: "/images/art/deals-banner.svg", width: 640, height: 400 }}
        back={<BackButton target="root" />}
        title={t("deals.title")}
        intro={t("deals.subtitle")}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <LiveDealsList />
        <DealsInfo />
      </div>
    </SiteShell>
  );
}
