// A ferry route page (decision 051): the operators of a direct crossing (the ferry table), the
// ports, the return route, other ports reaching the same place, the pre-filled Ferryhopper link with a
// date-and-travellers form, and the flight when both ends have an airport.
import { Anchor, ArrowLeftRight, Plane, Ship } from "lucide-react";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { useT } from "~/i18n/i18n";
import type { RouteModel } from "./guide-types.ts";
import { PartnerButtons, PlaceLinks, SearchForm, Section } from "./guide-parts.tsx";

export function RoutePage({ m }: { m: RouteModel }) {
  const { t } = useT();
  const phrase = { from: m.from.phrases.from, to: m.to.phrases.to };
  const guides = [m.from, m.to].filter((e) => e.href).map((e) => ({ name: e.name, href: e.href! }));
  return (
    <SiteShell>
      <PageHero
        tone="sea"
        eyebrow={
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-link">
            <Ship aria-hidden="true" className="size-4" />
            {t("guides.route.eyebrow")}
          </span>
        }
        title={t("guides.route.title", phrase)}
        intro={t("guides.route.noTimes")}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Section id="book" title={t("guides.route.book")}>
            <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("guides.route.operators", { count: m.operators.length })}</dt>
              <dd className="font-semibold">{m.operators.join(", ")}</dd>
              <dt className="text-muted-foreground">{t("guides.route.departure")}</dt>
              <dd>
                <Anchor aria-hidden="true" className="mr-1 inline size-4" />
                {m.from.name} — {m.from.port} ({m.from.code})
              </dd>
              <dt className="text-muted-foreground">{t("guides.route.arrival")}</dt>
              <dd>
                <Anchor aria-hidden="true" className="mr-1 inline size-4" />
                {m.to.name} — {m.to.port} ({m.to.code})
              </dd>
            </dl>
            <div className="grid gap-4">
              <PartnerButtons partners={m.ferry} />
              <SearchForm heading={t("guides.route.formHeading")} query={m.query} dates="day" words={m.formWords} />
            </div>
          </Section>
          {m.flight.length > 0 && m.fromAirport && m.toAirport && (
            <Section id="flight" title={t("guides.route.flight")}>
              <p className="mb-3 flex items-center gap-2 text-sm">
                <Plane aria-hidden="true" className="size-4" />
                {t("guides.route.flightLine", { from: m.fromAirport, to: m.toAirport })}
              </p>
              <PartnerButtons partners={m.flight} />
            </Section>
          )}
          {m.otherWays.length > 0 && (
            <Section id="other-ways" title={t("guides.route.otherWays", { to: m.to.phrases.to })}>
              <PlaceLinks links={m.otherWays} />
            </Section>
          )}
        </div>
        <aside className="grid content-start gap-6">
          {m.reverse && (
            <Section id="reverse" title={t("guides.route.reverse")}>
              <a
                href={m.reverse.href}
                className="inline-flex items-center gap-2 font-semibold text-link underline underline-offset-4"
              >
                <ArrowLeftRight aria-hidden="true" className="size-4" />
                {m.reverse.from} → {m.reverse.to}
              </a>
            </Section>
          )}
          {guides.length > 0 && (
            <Section id="guides" title={t("guides.route.guides")}>
              <PlaceLinks links={guides} />
            </Section>
          )}
          <p className="text-xs text-muted-foreground">{t("guides.sources", { date: m.dataDate })}</p>
        </aside>
      </div>
    </SiteShell>
  );
}
