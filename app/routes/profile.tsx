import type { Route } from "./+types/profile";
import { PageHero } from "~/components/layout/page-header";
import { SiteShell } from "~/components/layout/site-shell";
import { RequireSession } from "~/features/auth/components/require-session";
import { DigestSetting } from "~/features/notifications/components/digest-setting";
import { ProfileView } from "~/features/profile/components/profile-view";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({ pathname: location.pathname, title: t("account.meta.profile"), description: t("account.profile.intro"), noindex: true });
}

export default function ProfilePage() {
  const { t } = useT();
  return (
    <SiteShell>
      <PageHero title={t("account.profile.title")} intro={t("account.profile.intro")} />
      <RequireSession signedOutText={t("account.guard.signInNeeded")}>{(user) => (
          <ProfileView user={user}>
            <DigestSetting userId={user.id} />
          </ProfileView>
        )}</RequireSession>
    </SiteShell>
  );
}
