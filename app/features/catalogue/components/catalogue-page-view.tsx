import { benefits as allBenefits } from "~content/benefits.ts";
import { categories } from "~content/categories.ts";
import { cities } from "~content/cities.ts";
import { claims } from "~content/claims.ts";
import { islands } from "~content/islands.ts";
import { partners as allPartners } from "~content/partners.ts";
import type { CataloguePage, CategoryId, Partner } from "~content/types.ts";
import { AffiliateNote } from "~/components/affiliate-note";
import { BenefitsBox } from "~/components/benefits-box";
import { CategoryArt } from "~/components/category-art";
import { CategoryIcon } from "~/components/category-icon";
import { BackButton } from "~/components/layout/back-button";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { Badge } from "~/components/ui/badge";
import { FavoriteToggle } from "~/components/slots";
import { useT } from "~/i18n/i18n";
import { GUIDE_BASE, guidePath } from "~core/guides/paths";
import { PartnerBlocks, PartnerCards, PartnerList, PartnerSingle, type Tone } from "./partner-views.tsx";

const seaCategories: CategoryId[] = ["ferries", "cruises"];

export function toneOf(category: CategoryId): Tone {
  return seaCategories.includes(category) ? "sea" : "primary";
}

/** Every catalogue route renders through this one component over its CataloguePage record. */
export function CataloguePageView({ page }: { page: CataloguePage }) {
  const { t, lang } = useT();
  const category = categories.find((c) => c.id === page.category);
  const partners = page.partners
    .map((id) => allPartners.find((p) => p.id === id))
    .filter((p): p is Partner => p !== undefined);
  const benefits = page.benefits ? allBenefits.find((b) => b.id === page.benefits) : undefined;
  const pageClaims = claims.filter((c) => c.category === page.category);
  const tone = toneOf(page.category);
  const view = { partners, page, lang, tone };

  return (
    <SiteShell>
      <PageHero
        tone={tone}
        artNode={<CategoryArt category={page.category} className="aspect-[8/5] w-full" />}
        back={<BackButton target={page.back} />}
        eyebrow={
          category && (
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-link">
              <span
                className={
                  tone === "sea"
                    ? "grid size-8 place-items-center rounded-xl bg-sea text-white dark:text-slate-950"
                    : "grid size-8 place-items-center rounded-xl bg-primary text-primary-foreground"
                }
              >
                <CategoryIcon name={category.icon} className="size-4.5" />
              </span>
              {category.name[lang]}
            </span>
          )
        }
        title={page.heading[lang]}
        intro={page.intro?.[lang] ?? category?.blurb[lang]}
      >
        {category && (
          <FavoriteToggle
            variant="follow"
            className="mt-5"
            item={{
              type: "category",
              title: category.name[lang],
              description: category.blurb[lang],
              data: { id: category.id, path: page.path },
            }}
          />
        )}
        {pageClaims.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2">
            {pageClaims.map((c) => (
              <li key={c.id}>
                <Badge variant="accent" className="px-3 py-1 text-sm">
                  {c.figure[lang]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </PageHero>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <section aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="mb-5 text-xl font-bold">
            {t("catalogue.partners")} <span className="text-muted-foreground">· {partners.length}</span>
          </h2>
          {page.layout === "list" && <PartnerList {...view} />}
          {page.layout === "cards" && <PartnerCards {...view} />}
          {page.layout === "single" && <PartnerSingle {...view} featuredLabel={t("catalogue.featured")} />}
          {page.layout === "blocks" && <PartnerBlocks {...view} />}
        </section>
        {benefits && <BenefitsBox benefits={benefits} lang={lang} />}
        {/* Popular destinations: the home page's islands and carousel cities, by their guides (decision 051). */}
        <nav aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="mb-3 text-xl font-bold">
            {t("guides.popular")}
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
        <AffiliateNote />
      </div>
    </SiteShell>
  );
}
