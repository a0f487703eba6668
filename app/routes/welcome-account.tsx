import type { Route } from "./+types/welcome-account";
import { AuthBackdrop } from "./auth-screen.tsx";
import { SiteShell } from "~/components/layout/site-shell";
import { WelcomeView } from "~/features/auth/components/welcome-view";
import { tFor } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("account.meta.welcome"),
    description: t("account.welcome.text"),
    noindex: true,
  });
}

/** /welcome: after the e-mail confirmation (not the landing page `/`, which is routes/welcome.tsx). */
export default function WelcomeAccount() {
  return (
    <SiteShell>
      <AuthBackdrop>
        <WelcomeView />
      </AuthBackdrop>
    </SiteShell>
  );
}
