// The one shape of a guarded account screen (favourites, notifications, profile): the site's
// shell, the page band, and the screen's content for the signed-in user only (SPEC §2). Each
// route module is this guard composed with its feature's view.
import type { ReactNode } from "react";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { tFor, useT } from "~/i18n/i18n";
import type { SessionUser } from "~/lib/session";
import { routeOf, seoMeta } from "~/lib/seo";

type Screen = "favorites" | "notifications" | "profile";

interface GuardedScreen {
  /** Texts under account.<screen> (title, intro) and account.meta.<screen>. */
  screen: Screen;
  /** What signed-out visitors read while they are sent to /auth. */
  signedOut: "account.favorites.signedOut" | "account.notifications.signedOut" | "account.guard.signInNeeded";
  tone?: "primary" | "accent" | "sea";
  /** The feature's view of the screen. */
  view: (user: SessionUser) => ReactNode;
}

export function guardedScreen({ screen, signedOut, tone, view }: GuardedScreen) {
  function meta({ location }: { location: { pathname: string } }) {
    const t = tFor(routeOf(location.pathname).lang);
    return seoMeta({
      pathname: location.pathname,
      title: t(`account.meta.${screen}`),
      description: t(`account.${screen}.intro`),
      noindex: true,
    });
  }
  function Page() {
    const { t } = useT();
    return (
      <SiteShell>
        <PageHero title={t(`account.${screen}.title`)} intro={t(`account.${screen}.intro`)} tone={tone} />
        <RequireSession signedOutText={t(signedOut)}>{view}</RequireSession>
      </SiteShell>
    );
  }
  return { meta, Page };
}
