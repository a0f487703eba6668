import { useLoaderData } from "react-router";
import type { Route } from "./+types/guides-index";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { PlaceLinks, Section } from "~/features/guides/components/guide-parts";
import { tFor, useT } from "~/i18n/i18n";
import { breadcrumbs, guideMeta } from "~/lib/guide-seo";
import { staticPage } from "~/lib/static-page";
import { localizedPath, splitLangPath } from "~core/paths";
import { indexModel } from "~core/guides/pages";

/** Prerendered without React (decision 051): every guide and every ferry route page, so none is an orphan. */
export const handle = staticPage;

export function loader({ request }: Route.LoaderArgs) {
  return indexModel(splitLangPath(new URL(request.url).pathname).lang);
}

export function meta({ loaderData: m }: Route.MetaArgs) {
  if (!m) return [];
  const t = tFor(m.lang);
  const count = m.groups.reduce((n, g) => n + g.links.length, 0);
  return guideMeta({
    lang: m.lang,
    paths: m.paths,
    title: t("guides.indexMetaTitle"),
    description: t("guides.indexMetaDescription", { count }),
    jsonLd: [
      breadcrumbs([
        [t("guides.breadcrumbHome"), localizedPath("/home", m.lang)],
        [t("guides.indexTitle"), m.paths[m.lang]],
      ]),
    ],
  });
}

export default function GuidesIndex() {
  const m = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero title={t("guides.indexTitle")} intro={t("guides.indexIntro")} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        {m.groups.map((g) => (
          <Section
            key={`${g.greek}-${g.kind}`}
            id={`group-${g.greek ? "gr" : "abroad"}-${g.kind}`}
            title={`${t(`guides.kind.${g.kind}`)} · ${g.greek ? t("guides.inGreece") : t("guides.abroad")}`}
          >
            <PlaceLinks links={g.links} />
          </Section>
        ))}
        <Section id="routes" title={t("guides.routesHeading")}>
          <div className="grid gap-4">
            {m.routes.map((r) => (
              <div key={r.from}>
                <h3 className="mb-1 text-sm font-semibold">{r.from}</h3>
                <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {r.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} className="inline-block py-1 text-link underline underline-offset-4">
                        {l.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      </div>
    </SiteShell>
  );
}
