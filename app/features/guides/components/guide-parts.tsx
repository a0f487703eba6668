// Pieces shared by the destination guide and the ferry route page (decision 051): partner links
// through the click redirect with their filled deep link, the locator map, a no-script GET form to
// the search, lists of place links. Prerendered without React (handle = staticPage).
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { Lang } from "~content/types.ts";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { goHref } from "~/lib/outbound";
import { localizedPath } from "~core/paths";
import type { Marker } from "~core/guides/map";
import { MAP_FRAMES } from "~core/guides/map";
import type { PartnerLink, PlaceLink } from "~core/guides/pages";

export function partnerHref(p: PartnerLink, from: string, lang: Lang): string {
  const href = goHref(p.id, from, lang);
  return p.deep ? `${href}&${new URLSearchParams({ deep: p.deep }).toString()}` : href;
}

export function PartnerButtons({ partners, label }: { partners: PartnerLink[]; label?: string }) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {partners.map((p, i) => (
        <li key={p.id}>
          <a
            href={partnerHref(p, pathname, lang)}
            target="_blank"
            rel="sponsored noopener noreferrer"
            className={cn(
              buttonVariants({ variant: p.deep && i === 0 ? "accent" : "outline", size: "sm" }),
              "max-w-full",
            )}
          >
            <span className="truncate">
              {p.deep ? t("guides.openAt", { name: p.name }) : t("guides.visit", { name: p.name })}
            </span>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t("common.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The base map (/maps/{id}.svg, drawn at build time) in the page's colours, the place marked. */
export function LocatorMap({ marker, label }: { marker: Marker; label: string }) {
  const { width, height } = MAP_FRAMES[marker.map];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-2xl border bg-sky-100 dark:bg-slate-900"
    >
      <use
        href={`/maps/${marker.map}.svg#land`}
        className="fill-white stroke-sky-300 dark:fill-slate-700 dark:stroke-slate-500"
        strokeWidth={0.6}
      />
      <circle cx={marker.x} cy={marker.y} r={16} className="fill-blue-800/25 dark:fill-amber-300/30" />
      <circle
        cx={marker.x}
        cy={marker.y}
        r={7}
        className="fill-blue-800 stroke-white dark:fill-amber-300 dark:stroke-slate-900"
        strokeWidth={2.5}
      />
    </svg>
  );
}

export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PlaceLinks({ links, label, showKm = false }: { links: PlaceLink[]; label?: string; showKm?: boolean }) {
  const { t } = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold text-link underline-offset-4 hover:underline"
          >
            {l.name}
            {showKm && l.km !== undefined && (
              <span className="font-normal text-muted-foreground">· {t("guides.kmAway", { km: l.km })}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A plain GET form to the search (no script): the fields are read in order as one sentence
 * ("ξενοδοχεία Νάξος 2026-07-12 έως 2026-07-15 2 άτομα"), which the search understands and fills
 * its partner links with.
 */
export function SearchForm({
  heading,
  query,
  dates,
  words,
}: {
  heading: string;
  query: string;
  /** "range": check-in and check-out; "day": one date. */
  dates: "range" | "day";
  words: { until: string; people: string };
}) {
  const { t, lang } = useT();
  const id = dates === "range" ? "stay-form" : "ferry-form";
  return (
    <form
      method="get"
      action={localizedPath("/search", lang)}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border bg-muted/40 p-4 sm:grid-cols-4 sm:items-end"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold sm:col-span-4">
        {heading}
      </h3>
      <input type="hidden" name="q" value={query} />
      <label className="grid gap-1 text-sm font-medium">
        {dates === "range" ? t("guides.checkin") : t("guides.route.date")}
        <Input type="date" name="q" />
      </label>
      {dates === "range" && (
        <>
          <input type="hidden" name="q" value={words.until} />
          <label className="grid gap-1 text-sm font-medium">
            {t("guides.checkout")}
            <Input type="date" name="q" />
          </label>
        </>
      )}
      <label className="grid gap-1 text-sm font-medium">
        {t("guides.travellers")}
        <Input type="number" name="q" min={1} max={20} defaultValue={2} inputMode="numeric" />
      </label>
      <input type="hidden" name="q" value={words.people} />
      <button type="submit" className={cn(buttonVariants({ variant: "default" }), "min-h-11")}>
        {t("guides.formSubmit")}
      </button>
      <p className="text-xs text-muted-foreground sm:col-span-4">{t("guides.formNote")}</p>
    </form>
  );
}
