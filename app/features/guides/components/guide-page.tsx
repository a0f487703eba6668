// A destination guide (decision 051): what and where, getting there, staying, doing, trip ideas and
// nearby places, all from the page model computed at build time (core/guides/pages.ts).
import { Anchor, MapPin, Plane, TrainFront } from "lucide-react";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";
import type { GuideModel } from "./guide-types.ts";
import { guideSummary } from "./guide-texts.ts";
import { LocatorMap, PartnerButtons, PlaceLinks, SearchForm, Section } from "./guide-parts.tsx";

export function GuidePage({ m }: { m: GuideModel }) {
  const { t, lang } = useT();
  const p = m.phrases;
  const getThere = m.links.filter(
    (l) => l.category === "ferries" || l.category === "flights" || l.category === "trains-buses",
  );
  const stay = m.links.filter((l) => ["hotels", "vacation-rentals", "camping"].includes(l.category));
  const doing = m.links.filter((l) => ["tours", "car-rental", "luggage-storage", "esim"].includes(l.category));
  const tripHref = (q: string) => `${localizedPath("/trip", lang)}?${new URLSearchParams({ q }).toString()}`;
  return (
    <SiteShell>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-link">
            <MapPin aria-hidden="true" className="size-4" />
            {t(`guides.kind.${m.kind}`)}
            {m.region ? ` · ${m.region}` : ""}
          </span>
        }
        title={p.name}
        intro={guideSummary(m, t)}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Section id="getting-there" title={t("guides.gettingThere", { goTo: p.goTo })}>
            {m.ports.length > 0 ? (
              <div className="grid gap-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Anchor aria-hidden="true" className="size-4" />
                  {t("guides.ferriesTo", { to: p.to })}
                </h3>
                {m.ports.map((port) => (
                  <div key={port.code} className="grid gap-2">
                    <p className="text-sm">
                      {port.routes.length > 0
                        ? t("guides.portLine", { port: port.name, code: port.code, count: port.routes.length })
                        : t("guides.portNoRoutes", { port: port.name, code: port.code })}
                    </p>
                    {port.routes.length > 0 && (
                      <ul className="grid gap-1 text-sm sm:grid-cols-2">
                        {port.routes.map((r) => (
                          <li key={r.href}>
                            <a href={r.href} className="font-semibold text-link underline underline-offset-4">
                              {r.to} → {p.name}
                            </a>{" "}
                            <span className="text-muted-foreground">({r.operators.join(", ")})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
                {m.ferryPlaces.length > 0 && (
                  <div className="grid gap-2">
                    <p className="text-sm">{t("guides.alsoByFerry")}</p>
                    <PlaceLinks links={m.ferryPlaces} />
                  </div>
                )}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t("guides.noPort")}</p>
            )}
            <ul className="mt-4 grid gap-2 text-sm">
              {m.airport && (
                <li className="flex items-start gap-2">
                  <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {m.airport.own ? (
                    t("guides.airportOwn", { code: m.airport.code })
                  ) : m.airport.href ? (
                    <a href={m.airport.href} className="text-link underline underline-offset-4">
                      {t("guides.airportNear", { place: m.airport.place, code: m.airport.code, km: m.airport.km })}
                    </a>
                  ) : (
                    t("guides.airportNear", { place: m.airport.place, code: m.airport.code, km: m.airport.km })
                  )}
                </li>
              )}
              {m.station && (
                <li className="flex items-start gap-2">
                  <TrainFront aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t("guides.station", { name: m.station })}
                </li>
              )}
            </ul>
            {getThere.map((l) => (
              <div key={l.category} className="mt-4 grid gap-2">
                <h3 className="text-sm font-semibold">
                  {t(`guides.categories.${l.category}` as "guides.categories.ferries")}
                </h3>
                <PartnerButtons partners={l.partners} />
              </div>
            ))}
          </Section>

          <Section id="staying" title={t("guides.staying", { in: p.in })}>
            <div className="grid gap-4">
              {stay.map((l) => (
                <div key={l.category} className="grid gap-2">
                  <h3 className="text-sm font-semibold">
                    {t(`guides.categories.${l.category}` as "guides.categories.hotels")}
                  </h3>
                  <PartnerButtons partners={l.partners} />
                </div>
              ))}
              <SearchForm
                heading={t("guides.formHeading", { in: p.in })}
                query={m.stayQuery}
                dates="range"
                words={m.formWords}
              />
            </div>
          </Section>

          {doing.length > 0 && (
            <Section id="doing" title={t("guides.doing", { in: p.in })}>
              <div className="grid gap-4">
                {doing.map((l) => (
                  <div key={l.category} className="grid gap-2">
                    <h3 className="text-sm font-semibold">
                      {t(`guides.categories.${l.category}` as "guides.categories.tours")}
                    </h3>
                    <PartnerButtons partners={l.partners} />
                  </div>
                ))}
              </div>
            </Section>
          )}

          {m.ideas.length > 0 && (
            <Section id="ideas" title={t("guides.ideas")}>
              <p className="mb-3 text-sm text-muted-foreground">{t("guides.ideasHint")}</p>
              <ul className="grid gap-2">
                {m.ideas.map((q) => (
                  <li key={q}>
                    <a href={tripHref(q)} className="font-semibold text-link underline underline-offset-4">
                      {q}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside className="grid content-start gap-6">
          <Section id="facts" title={t("guides.facts")}>
            {m.marker && <LocatorMap marker={m.marker} label={t("guides.mapAlt", { of: p.of })} />}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("guides.factKind")}</dt>
              <dd>{t(`guides.kind.${m.kind}`)}</dd>
              {m.island && (
                <>
                  <dt className="text-muted-foreground">{t("guides.factIsland")}</dt>
                  <dd>
                    {m.island.href ? (
                      <a href={m.island.href} className="text-link underline underline-offset-4">
                        {m.island.name}
                      </a>
                    ) : (
                      m.island.name
                    )}
                  </dd>
                </>
              )}
              {m.region && (
                <>
                  <dt className="text-muted-foreground">{t("guides.factRegion")}</dt>
                  <dd>{m.region}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{t("guides.factCountry")}</dt>
              <dd>{m.country}</dd>
              <dt className="text-muted-foreground">{t("guides.factPosition")}</dt>
              <dd>
                {m.lat.toFixed(2)}° N, {m.lon.toFixed(2)}° {m.lon < 0 ? "W" : "E"}
              </dd>
            </dl>
          </Section>
          {m.nearby.length > 0 && (
            <Section id="nearby" title={t("guides.nearby")}>
              <PlaceLinks links={m.nearby} showKm />
            </Section>
          )}
          <p className="text-xs text-muted-foreground">{t("guides.sources", { date: m.dataDate })}</p>
        </aside>
      </div>
    </SiteShell>
  );
}
