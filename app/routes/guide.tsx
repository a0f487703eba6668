import { useLoaderData } from "react-router";
import type { Route } from "./+types/guide";
import { GuidePage } from "~/features/guides/components/guide-page";
import { guideSummary } from "~/features/guides/components/guide-texts";
import { tFor } from "~/i18n/i18n";
import { breadcrumbs, guideMeta } from "~/lib/guide-seo";
import { staticPage } from "~/lib/static-page";
import { localizedPath, splitLangPath } from "~core/paths";
import { guideModel } from "~core/guides/pages";

/** Prerendered without React (decisions 011, 051): the model is computed at build time and never shipped. */
export const handle = staticPage;

/** The guide's model, at build time only (prerender): the data stays out of the client bundle. */
export function loader({ request, params }: Route.LoaderArgs) {
  // (Prerendering asks for "/proorismoi/naxos.data" too: the slug is the route's parameter.)
  const { lang } = splitLangPath(new URL(request.url).pathname);
  const model = guideModel(params.slug, lang);
  if (!model) throw new Response("Not found", { status: 404 });
  return model;
}

export function meta({ loaderData: m }: Route.MetaArgs) {
  if (!m) return [];
  const t = tFor(m.lang);
  const p = m.phrases;
  return guideMeta({
    lang: m.lang,
    paths: m.paths,
    title: t("guides.metaTitle", { name: p.name }),
    description: guideSummary(m, t),
    image: { path: `/maps/og/${m.slug}.png`, alt: t("guides.mapAlt", { of: p.of }) },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": m.kind === "city" || m.kind === "town" ? ["TouristDestination", "City"] : "TouristDestination",
        name: p.name,
        url: m.paths[m.lang],
        geo: { "@type": "GeoCoordinates", latitude: m.lat, longitude: m.lon },
        ...(m.region ? { containedInPlace: { "@type": "AdministrativeArea", name: m.region } } : {}),
      },
      breadcrumbs([
        [t("guides.breadcrumbHome"), localizedPath("/home", m.lang)],
        [p.name, m.paths[m.lang]],
      ]),
    ],
  });
}

export default function Guide() {
  return <GuidePage m={useLoaderData<typeof loader>()} />;
}
