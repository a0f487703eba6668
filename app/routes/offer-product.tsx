import { ExternalLink } from "lucide-react";
import { EmbedFrame } from "~/components/embed-frame.tsx";
import { useLocation } from "react-router";
import { benefits } from "~content/benefits.ts";
import { offerButtons, offerPages, type OfferButtonColor } from "~content/offers.ts";
import type { Route } from "./+types/offer-product";
import { AffiliateNote } from "~/components/affiliate-note";
import { BenefitsBox } from "~/components/benefits-box";
import { CategoryIcon } from "~/components/category-icon";
import { BackButton } from "~/components/layout/back-button";
import { OutboundLink } from "~/components/layout/outbound-link";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { widgetUrl } from "~/lib/embeds";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";
import NotFound from "./not-found.tsx";

// White text on each of these meets WCAG AA (≥ 4.5:1) in both themes.
const colors: Record<OfferButtonColor, string> = {
  blue: "bg-blue-700 hover:bg-blue-800",
  orange: "bg-orange-700 hover:bg-orange-800",
  emerald: "bg-emerald-700 hover:bg-emerald-800",
  rose: "bg-rose-700 hover:bg-rose-800",
  cyan: "bg-cyan-700 hover:bg-cyan-800",
  teal: "bg-teal-700 hover:bg-teal-800",
  lime: "bg-lime-700 hover:bg-lime-800",
  violet: "bg-violet-700 hover:bg-violet-800",
};

/** Prerendered without React (first-load JS budget, decision 011); see lib/static-page.ts. */
export const handle = staticPage;

function pageFor(pathname: string) {
  const { path } = routeOf(pathname);
  return offerPages.find((p) => p.path === path);
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageFor(location.pathname);
  if (!page) return [];
  const { lang } = routeOf(location.pathname);
  return seoMeta({ pathname: location.pathname, title: page.title[lang], description: page.description[lang] });
}

/** /prosfores-{product}: eight coloured affiliate buttons + the accommodation widget; back to /home. */
export default function OfferProduct() {
  const { t, lang } = useT();
  const page = pageFor(useLocation().pathname);
  if (!page) return <NotFound />;
  const box = benefits.find((b) => b.id === "offers");
  return (
    <SiteShell>
      <PageHero
        tone="accent"
        art={{ src: "/images/art/deals-banner.svg", width: 640, height: 400 }}
        back={<BackButton target="home" />}
        title={page.heading[lang]}
        intro={page.intro[lang]}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-8 sm:px-6 sm:py-10">
        <section aria-labelledby="offer-buttons-heading">
          <h2 id="offer-buttons-heading" className="mb-5 text-xl font-bold">
            {t("offers.buttonsHeading")}
          </h2>
          {/* Rows of equal height only side by side: in one column, a taller button arriving last
              would stretch every row above it while a slow phone is painting the page. */}
          <ul
            className="grid grid-cols-1 gap-3 sm:auto-rows-fr sm:grid-cols-2 lg:grid-cols-4"
            data-testid="offer-buttons"
          >
            {offerButtons.map((b) => (
              <li key={b.id} className="relative flex">
                <OutboundLink
                  goId={b.partnerId}
                  className={cn(
                    "flex min-h-16 w-full items-center gap-3 rounded-2xl px-4 py-3 font-bold text-white shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    colors[b.color],
                  )}
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15">
                    <CategoryIcon name={b.icon} className="size-5" />
                  </span>
                  <span className="flex-1">{b.label[lang]}</span>
                  <ExternalLink className="size-4 shrink-0 opacity-80" aria-hidden="true" />
                </OutboundLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="widget-heading">
          <h2 id="widget-heading" className="mb-4 text-xl font-bold">
            {t("offers.widgetHeading")}
          </h2>
          <EmbedFrame src={widgetUrl(lang, page.widgetPlace)} title={t("offers.widgetTitle")} height={520} />
        </section>
        {box && <BenefitsBox benefits={box} lang={lang} />}
        <AffiliateNote />
      </div>
    </SiteShell>
  );
}
