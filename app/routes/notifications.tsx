import type { Route } from "./+types/notifications";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { NotificationsList } from "~/features/notifications/components/notifications-list";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("account.meta.notifications"), description: t("account.notifications.intro"), noindex: true });
}

export default function NotificationsPage() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero title={t("account.notifications.title")} intro={t("account.notifications.intro")} tone="sea" />
      <RequireSession signedOutText={t("account.notifications.signedOut")}>{(user) => <NotificationsList user={user} />}</RequireSession>
    </SiteShell>
  );
}
