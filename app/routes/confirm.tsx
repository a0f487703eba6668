import type { Route } from "./+types/confirm";
import { AuthBackdrop } from "./auth-screen.tsx";
import { SiteShell } from "~/components/layout/site-shell";
import { ConfirmView } from "~/features/auth/components/confirm-view";
import { tFor } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("account.meta.confirm"),
    description: t("account.confirm.loading"),
    noindex: true,
  });
}

export default function Confirm() {
  return (
    <SiteShell>
      <AuthBackdrop>
        <ConfirmView />
      </AuthBackdrop>
    </SiteShell>
  );
}
