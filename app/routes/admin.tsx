import type { Route } from "./+types/admin";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { AdminConsole } from "~/features/admin/components/admin-console";
import { useAdminT } from "~/features/admin/i18n";
import { adminDe } from "~/i18n/admin.de";
import { adminEl } from "~/i18n/admin.el";
import { adminEn } from "~/i18n/admin.en";
import { routeOf, seoMeta } from "~/lib/seo";

// Client-rendered (not prerendered, not in the sitemap, noindex); its code is its own chunk.
export function meta({ location }: Route.MetaArgs) {
  const m = { el: adminEl, en: adminEn, de: adminDe }[routeOf(location.pathname).lang];
  return seoMeta({ pathname: location.pathname, title: m.metaTitle, description: m.intro, noindex: true });
}

export default function AdminPage() {
  const { m } = useAdminT();
  return (
    <SiteShell>
      <PageHero title={m.title} intro={m.intro} tone="sea" />
      <RequireSession signedOutText={m.signedOut}>{() => <AdminConsole />}</RequireSession>
    </SiteShell>
  );
}
