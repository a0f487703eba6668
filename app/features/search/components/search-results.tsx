import { ArrowRight, BadgeEuro, CircleCheck, ExternalLink, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { homeTiles } from "~content/home.ts";
import type { Lang } from "~content/types.ts";
import { AffiliateNote } from "~/components/affiliate-note";
import { CategoryIcon } from "~/components/category-icon";
import { FavoriteToggle } from "~/components/slots";
import { buttonVariants } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { goHref } from "~/lib/outbound";
import { useSession } from "~/lib/session";
import { localizedPath } from "~core/paths";
import { chipLabel } from "~/features/search/chip-label.ts";
import type { PartnerItem, SearchView, TextItem } from "~/features/search/engine.ts";

/**
 * The click redirect for a search result: `/go/<id>?from=…&lang=…`, plus the filled deep link
 * when there is one (the server follows it only when it is an instance of the partner's template).
 */
export function searchGoHref(id: string, from: string, lang: Lang, deep?: string): string {
  const href = goHref(id, from, lang);
  return deep ? `${href}&${new URLSearchParams({ deep }).toString()}` : href;
}

function Outbound({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="sponsored noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("common.newTab")}</span>
    </a>
  );
}

function SectionHeading({ id, children, hint }: { id: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {children}
      </h2>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

function PartnerCard({ item, view }: { item: PartnerItem; view: SearchView }) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const filled = item.filled
    .map((key) => view.chips.find((c) => c.key === key))
    .filter((c) => c !== undefined)
    .map((c) => chipLabel(c, t, lang));
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm shadow-slate-900/5 sm:flex-row sm:items-center"
      data-partner={item.id}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <h3 className="text-lg leading-tight font-bold">{item.name}</h3>
            {item.deep && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sea-soft px-2.5 py-0.5 text-xs font-semibold text-sea-soft-foreground">
                <CircleCheck className="size-3.5" aria-hidden="true" />
                {t("search.prefilled")}
              </span>
            )}
          </div>
          {/* Saved like on the catalogue page (signed-in visitors only: the root's slot decides). */}
          <FavoriteToggle item={item.favorite} className="-mt-1.5 sm:hidden" />
        </div>
        <p className="mt-1.5 text-sm text-pretty text-muted-foreground">{item.description}</p>
        {filled.length > 0 && (
          <p className="mt-2 text-sm font-medium" data-carries>
            {t("search.prefilledWith", { values: filled.join(" · ") })}
          </p>
        )}
        {item.homeOnly && (
          <p className="mt-2 text-sm text-muted-foreground">{t("search.homeOnly", { name: item.name })}</p>
        )}
      </div>
      <Outbound
        href={searchGoHref(item.id, pathname, lang, item.deep)}
        className={cn(buttonVariants({ variant: item.deep ? "accent" : "outline" }), "shrink-0 max-sm:w-full")}
      >
        {item.deep ? t("search.openAt", { name: item.name }) : t("search.visit")}
        <ExternalLink aria-hidden="true" />
      </Outbound>
      <FavoriteToggle item={item.favorite} className="max-sm:hidden" />
    </li>
  );
}

const kindLabel = {
  partner: "search.kindPartner",
  category: "search.kindCategory",
  place: "search.kindPlace",
  deal: "search.kindDeal",
} as const;

function TextResult({ item }: { item: TextItem }) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const heart = useSession().status === "signed-in" && item.favorite;
  const body = (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200">
        <CategoryIcon name={item.icon ?? "Compass"} className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t(kindLabel[item.kind])}
        </span>
        <span className="block font-bold">
          {item.kind === "place" ? `${item.title} · ${t("search.placeHotels")}` : item.title}
        </span>
        {item.subtitle && <span className="block truncate text-sm text-muted-foreground">{item.subtitle}</span>}
      </span>
      {item.goId ? (
        <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      ) : (
        <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
    </>
  );
  // With a heart, the link leaves room for it at its end (the heart sits over the card, not inside the link).
  const cls = cn(
    "flex h-full items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
    heart && "pr-16",
  );
  return (
    <li className={cn(heart && "relative")}>
      {item.goId !== undefined ? (
        <Outbound href={searchGoHref(item.goId, pathname, lang)} className={cls}>
          {body}
        </Outbound>
      ) : (
        <Link to={item.to ?? "/"} className={cls}>
          {body}
        </Link>
      )}
      {item.favorite && <FavoriteToggle item={item.favorite} className="absolute top-1/2 right-3 -translate-y-1/2" />}
    </li>
  );
}

/** Categories to try when nothing was found (and on an empty search page). */
export function CategorySuggestions({ headingId, heading }: { headingId: string; heading: ReactNode }) {
  const { lang } = useT();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-4">
        {homeTiles.map((tile) => (
          <li key={tile.path}>
            <Link
              to={localizedPath(tile.path, lang)}
              className="flex h-full items-center gap-3 rounded-2xl border bg-card p-3.5 text-sm font-semibold shadow-xs transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <CategoryIcon name={tile.icon} className="size-5 shrink-0 text-link" />
              {tile.label[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NoResults({ query }: { query: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-8">
      <div
        className="flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-10 text-center"
        role="status"
      >
        <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-balance">{t("search.noResults", { q: query })}</h2>
        <p className="mt-1 text-muted-foreground">{t("search.noResultsHint")}</p>
      </div>
      <CategorySuggestions headingId="search-suggestions" heading={t("search.suggestions")} />
    </div>
  );
}

/** Our own pages for the query (a destination guide, a category page). */
function PagesSection({ view }: { view: SearchView }) {
  const { t } = useT();
  if (view.pages.length === 0) return null;
  return (
    <section aria-labelledby="search-pages">
      <h2 id="search-pages" className="mb-3 text-lg font-bold">
        {t("search.pagesHeading")}
      </h2>
      <ul className="flex flex-col gap-3">
        {view.pages.map((p) => (
          <li key={p.path}>
            <Link
              to={p.path}
              className="group flex flex-col gap-2 rounded-2xl border bg-gradient-to-br from-blue-50 to-card p-4 shadow-xs transition-colors hover:border-primary/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring dark:from-[#0f1b3d]"
            >
              <span className="flex items-center gap-2.5 font-bold">
                <CategoryIcon name={p.icon} className="size-5 text-link" />
                {p.title}
              </span>
              <span className="text-sm text-muted-foreground">{p.blurb}</span>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-link">
                {t("search.viewPage")}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ranked actions: partners (deep links pre-filled), catalogue pages, deals; or full-text hits. */
export function SearchResults({ view }: { view: SearchView }) {
  const { t, lang } = useT();
  if (view.count === 0) return <NoResults query={view.query} />;
  // Our own page goes where rank put it: first when it leads (nothing of the query can be carried
  // to a partner), else beside the partners.
  const aside = (!view.ownFirst && view.pages.length > 0) || view.deals.length > 0;
  return (
    <div
      className={cn(
        "grid grid-cols-1 gap-8",
        aside && view.partners.length > 0 && "lg:grid-cols-[minmax(0,1fr)_20rem]",
      )}
    >
      <div className="flex min-w-0 flex-col gap-8">
        {view.ownFirst && <PagesSection view={view} />}
        {view.partners.length > 0 && view.category && (
          <section aria-labelledby="search-partners">
            <SectionHeading
              id="search-partners"
              hint={view.partners.some((p) => p.deep) ? t("search.partnersHint") : undefined}
            >
              <span className="inline-flex items-center gap-2.5">
                <CategoryIcon name={view.category.icon} className="size-6 text-link" />
                {t("search.partnersHeading", { category: view.category.name })}
              </span>
            </SectionHeading>
            <ul className="flex flex-col gap-3">
              {view.partners.map((p) => (
                <PartnerCard key={p.id} item={p} view={view} />
              ))}
            </ul>
          </section>
        )}
        {view.text.length > 0 && (
          <section aria-labelledby="search-text">
            <SectionHeading id="search-text" hint={view.fallback ? t("search.textHint") : undefined}>
              {t("search.textHeading")}
            </SectionHeading>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {view.text.map((item) => (
                <TextResult key={`${item.kind}:${item.id}`} item={item} />
              ))}
            </ul>
          </section>
        )}
      </div>
      {aside && (
        <aside className="flex flex-col gap-6">
          {!view.ownFirst && <PagesSection view={view} />}
          {view.deals.length > 0 && (
            <section aria-labelledby="search-deals">
              <h2 id="search-deals" className="mb-3 text-lg font-bold">
                {t("search.dealsHeading")}
              </h2>
              <ul className="flex flex-col gap-3">
                {view.deals.map((d) => (
                  <li key={`${d.url} ${d.title}`} className="rounded-2xl border bg-card p-4 shadow-xs">
                    <div className="flex items-start gap-2">
                      <p className="flex min-w-0 flex-1 items-start gap-2 font-bold">
                        <BadgeEuro
                          className="mt-0.5 size-5 shrink-0 text-[#c2410c] dark:text-orange-400"
                          aria-hidden="true"
                        />
                        {d.url.startsWith("/go/") ? (
                          // A live deal opens its partner's page through /go/ (counted as a click on the deal).
                          <a
                            href={d.url}
                            target="_blank"
                            rel="noopener sponsored"
                            className="underline-offset-4 hover:underline"
                            data-deal-link
                          >
                            {d.title}
                          </a>
                        ) : (
                          <Link to={d.url} className="underline-offset-4 hover:underline" data-deal-link>
                            {d.title}
                          </Link>
                        )}
                      </p>
                      <FavoriteToggle item={d.favorite} className="-mt-1.5 -mr-1.5" />
                    </div>
                    <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{d.description}</p>
                  </li>
                ))}
              </ul>
              <Link to={localizedPath("/deals", lang)} className={cn(buttonVariants({ variant: "link" }), "mt-1 px-0")}>
                {t("search.allDeals")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </section>
          )}
          <AffiliateNote />
        </aside>
      )}
      {!aside && <AffiliateNote />}
    </div>
  );
}
