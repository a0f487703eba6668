import { MapPin } from "lucide-react";
import { EmbedFrame } from "~/components/embed-frame.tsx";
import { benefits } from "~content/benefits.ts";
import type { Route } from "./+types/offers-map";
import { AffiliateNote } from "~/components/affiliate-note";
import { BenefitsBox } from "~/components/benefits-box";
import { BackButton } from "~/components/layout/back-button";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { LiveDealsList } from "~/features/deals/components/live-deals";
import { tFor, useT } from "~/i18n/i18n";
import { MAP_URL } from "~/lib/embeds";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";

/** Prerendered without React; the server fills in the live deals per request (decision 014). */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("meta.offersMapTitle"),
    description: t("meta.offersMapDescription"),
  });
}

/** /προσφορές: the deals list and search, plus the Athens accommodation map. */
export default function OffersMap() {
  const { t, lang } = useT();
  const box = benefits.find((b) => b.id === "offers");
  return (
    <SiteShell>
      <PageHero
        tone="accent"
        art={{ src: "/images/art/deals-banner.svg", width: 640, height: 400 }}
        back={<BackButton target="history" />}
        title={t("deals.title")}
        intro={t("deals.subtitle")}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-8 sm:px-6 sm:py-10">
        <LiveDealsList />
        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
            <MapPin className="size-6 text-accent" aria-hidden="true" />
            {t("deals.mapHeading")}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">{t("deals.mapHint")}</p>
          <EmbedFrame src={MAP_URL} title={t("deals.mapTitle")} height={600} />
        </section>
        {box && <BenefitsBox benefits={box} lang={lang} />}
        <AffiliateNote />
      </div>
    </SiteShell>
  );
}
