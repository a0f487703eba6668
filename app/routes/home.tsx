import { GUIDE_BASE, guidePath } from "~core/guides/paths";
import { ArrowRight, BadgePercent } from "lucide-react";
import { Link } from "react-router";
import { cities } from "~content/cities.ts";
import { homeBlurbs, homeSections, homeTiles, offersBanner } from "~content/home.ts";
import { islands } from "~content/islands.ts";
import type { Route } from "./+types/home";
import { CategoryIcon } from "~/components/category-icon";
import { OutboundLink } from "~/components/layout/outbound-link";
import { SearchForm } from "~/components/layout/search-form";
import { SiteShell } from "~/components/layout/site-shell";
import { LiveDealsBanner } from "~/features/deals/components/live-deals";
import { CategoryTiles } from "~/features/home/components/category-tiles";
import { CityCarousel } from "~/features/home/components/city-carousel";
import { IslandButtons } from "~/features/home/components/island-buttons";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";
import { localizedPath } from "~core/paths";

/** Prerendered without React (first-load JS budget); see lib/static-page.ts. */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("meta.homeTitle"), description: t("meta.homeDescription") });
}

export default function Home() {
  const { t, lang } = useT();
  return (
    <SiteShell backToHome>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-[#1e40af] to-[#1a3a9c] text-white dark:from-[#0f1b3d] dark:to-[#0c1733]">
        <div aria-hidden="true" className="absolute -top-16 -right-10 size-56 rounded-full bg-amber-300/25 blur-2xl" />
        <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-14 sm:px-6 sm:pt-12 sm:pb-20">
          <img
            src="/images/art/hero.svg"
            width={1600}
            height={1000}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute top-10 right-6 hidden aspect-[8/5] w-[22rem] rotate-2 rounded-3xl object-cover shadow-2xl ring-4 ring-white/25 lg:block xl:w-[26rem]"
          />
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-3 max-w-xl text-base text-blue-50 sm:text-lg">{t("home.heroSubtitle")}</p>
          <SearchForm variant="hero" className="mt-6 max-w-2xl" placeholder={homeSections.searchPlaceholder[lang]} />
          <p className="mt-4">
            <Link
              to={localizedPath("/deals", lang)}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <BadgePercent className="size-4" aria-hidden="true" />
              {t("header.deals")}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
        {/* After the content, painted under it: a phone paints while the HTML still arrives (PageHero's WaveDecor). */}
        <svg
          aria-hidden="true"
          viewBox="0 0 1200 160"
          preserveAspectRatio="none"
          className="absolute inset-x-0 bottom-0 -z-10 h-20 w-full sm:h-28"
        >
          <path d="M0 90 C200 40 380 40 600 80 S1000 120 1200 70 V160 H0Z" fill="#ffffff" opacity=".06" />
          <path d="M0 120 C220 80 420 90 620 110 S1000 140 1200 100 V160 H0Z" fill="#ffffff" opacity=".08" />
        </svg>
      </section>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-14 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-2xl font-extrabold tracking-tight">
            {homeSections.categories[lang]}
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">{t("home.categoriesHint")}</p>
          <CategoryTiles tiles={homeTiles} lang={lang} />
        </section>

        <CityCarousel cities={cities} lang={lang} heading={homeSections.cities[lang]} />

        <section aria-labelledby="islands-heading" className="overflow-hidden rounded-3xl border bg-card shadow-sm">
          <img
            src="/images/art/islands-panel.svg"
            alt=""
            width={600}
            height={240}
            loading="lazy"
            decoding="async"
            className="h-32 w-full object-cover sm:h-40"
          />
          <div className="p-5 sm:p-7">
            <h2 id="islands-heading" className="text-2xl font-extrabold tracking-tight">
              {homeSections.islands[lang]}
            </h2>
            <p className="mt-1 mb-5 text-sm text-muted-foreground">{t("home.islandsHint")}</p>
            <IslandButtons islands={islands} lang={lang} />
          </div>
        </section>

        {/* The destination guides of the islands and cities above (decision 051): their ids are the guides' slugs. */}
        <nav aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="mb-3 text-xl font-extrabold tracking-tight">
            {t("guides.homeHeading")}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {[...islands, ...cities].map((place) => (
              <li key={place.id}>
                <a
                  href={guidePath(place.id, lang)}
                  className="inline-block py-1.5 font-semibold text-link underline underline-offset-4"
                >
                  {place.name[lang]}
                </a>
              </li>
            ))}
            <li>
              <a
                href={GUIDE_BASE[lang]}
                className="inline-block py-1.5 font-semibold text-link underline underline-offset-4"
              >
                {t("guides.allGuides")}
              </a>
            </li>
          </ul>
        </nav>

        <section
          aria-labelledby="offers-banner-heading"
          className="grid overflow-hidden rounded-3xl bg-gradient-to-br from-[#9a3412] via-[#b4390e] to-[#7c2d12] text-white shadow-lg md:grid-cols-[3fr_2fr]"
        >
          <div className="p-6 sm:p-9">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase ring-1 ring-white/30">
              <BadgePercent className="size-4" aria-hidden="true" />
              {t("header.deals")}
            </p>
            <h2 id="offers-banner-heading" className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {offersBanner.title[lang]}
            </h2>
            <p className="mt-2 max-w-md text-orange-50">{offersBanner.text[lang]}</p>
            <LiveDealsBanner />
            {/* The main action is Taxidaki's own deals; the partner's offers page comes second. */}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={localizedPath("/deals", lang)}
                className="inline-flex h-12 items-center gap-2 rounded-xl bg-white px-6 font-bold text-[#9a3412] shadow-sm transition-colors hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {offersBanner.cta[lang]}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <OutboundLink
                goId="offer.banner"
                className="inline-flex h-12 items-center rounded-xl px-5 font-semibold text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {offersBanner.partnerName} · {t("header.deals")}
              </OutboundLink>
            </div>
          </div>
          {/* The whole art at its own shape, at the foot of the column: a taller banner (live deals
              listed) adds the art's own sky above it instead of cropping its ship and tag (issue 37). */}
          <div className="hidden flex-col justify-end bg-[#7c2d12] md:flex" data-banner-art>
            <img
              src="/images/art/deals-banner.svg"
              alt=""
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </div>
        </section>

        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="sr-only">
            {t("home.whyUs")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {homeBlurbs.map((b) => (
              <li key={b.id} className="rounded-3xl border bg-card p-6 shadow-xs">
                <span className="grid size-12 place-items-center rounded-2xl bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200">
                  <CategoryIcon name={b.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{b.title[lang]}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{b.text[lang]}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </SiteShell>
  );
}
