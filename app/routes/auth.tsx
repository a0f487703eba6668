import type { Route } from "./+types/auth";
import { BackButton } from "~/components/layout/back-button";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("meta.authTitle"), description: t("auth.soon"), noindex: true });
}

/** Placeholder: the accounts issue replaces this screen. */
export default function Auth() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero back={<BackButton target="history" />} title={t("auth.title")} intro={t("auth.soon")} />
    </SiteShell>
  );
}
