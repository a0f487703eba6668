import { useLoaderData } from "react-router";
import type { Route } from "./+types/ferry-route";
import { RoutePage } from "~/features/guides/components/route-page";
import { tFor } from "~/i18n/i18n";
import { breadcrumbs, guideMeta } from "~/lib/guide-seo";
import { staticPage } from "~/lib/static-page";
import { localizedPath, splitLangPath } from "~core/paths";
import { routeModel } from "~core/guides/pages";

/** Prerendered without React (decisions 011, 051). */
export const handle = staticPage;

export function loader({ request, params }: Route.LoaderArgs) {
  // (Prerendering asks for "/proorismoi/naxos.data" too: the slug is the route's parameter.)
  const { lang } = splitLangPath(new URL(request.url).pathname);
  const model = routeModel(params.slug, lang);
  if (!model) throw new Response("Not found", { status: 404 });
  return model;
}

export function meta({ loaderData: m }: Route.MetaArgs) {
  if (!m) return [];
  const t = tFor(m.lang);
  const phrase = { from: m.from.phrases.from, to: m.to.phrases.to };
  const title = t("guides.route.title", phrase);
  const url = m.paths[m.lang];
  return guideMeta({
    lang: m.lang,
    paths: m.paths,
    title: t("guides.route.metaTitle", phrase),
    description: t("guides.route.metaDescription", {
      ...phrase,
      count: m.operators.length,
      operators: m.operators.join(", "),
    }),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Trip",
        name: title,
        url,
        provider: m.operators.map((name) => ({ "@type": "Organization", name })),
        itinerary: {
          "@type": "ItemList",
          itemListElement: [m.from, m.to].map((e, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: { "@type": "BoatTerminal", name: `${e.name} (${e.port})` },
          })),
        },
      },
      breadcrumbs([
        [t("guides.breadcrumbHome"), localizedPath("/home", m.lang)],
        ...(m.to.href ? [[m.to.name, m.to.href] as [string, string]] : []),
        [title, url],
      ]),
    ],
  });
}

export default function FerryRoute() {
  return <RoutePage m={useLoaderData<typeof loader>()} />;
}
