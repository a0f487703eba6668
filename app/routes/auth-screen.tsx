import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/auth-screen";
import { SiteShell } from "~/components/layout/site-shell";
import { afterSignIn, AuthForm } from "~/features/auth/components/auth-form";
import { LoadingSpinner } from "~/components/ui/loading-spinner";
import { useSession } from "~/lib/session";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("account.meta.auth"),
    description: t("account.meta.authDescription"),
    noindex: true,
  });
}

/** /auth: sign-in and sign-up. A visitor who is already signed in goes on (`?next=`) or to /home. */
export default function AuthScreen() {
  const { t, lang } = useT();
  const session = useSession();
  const navigate = useNavigate();
  const decided = useRef(false);
  const next = useSearchParams()[0].get("next");
  useEffect(() => {
    if (decided.current || session.status === "loading") return;
    decided.current = true;
    if (session.status === "signed-in") void navigate(afterSignIn(next, lang), { replace: true });
  }, [session.status, navigate, lang, next]);
  return (
    <SiteShell>
      <AuthBackdrop>
        {session.status === "loading" && !decided.current ? (
          <LoadingSpinner label={t("common.loading")} />
        ) : (
          <AuthForm />
        )}
      </AuthBackdrop>
    </SiteShell>
  );
}

export function AuthBackdrop({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-blue-50 via-sky-50 to-orange-50/60 dark:from-[#0f1b3d] dark:via-[#0c1630] dark:to-[#1a1220]">
      <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-6xl items-start justify-center px-4 py-10 sm:items-center sm:px-6 sm:py-16">
        {children}
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 200"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-primary opacity-[0.08] dark:opacity-[0.14]"
      >
        <path d="M0 120c150-40 300-40 450 0s300 40 450 0 225-40 300-20v100H0z" fill="currentColor" />
        <path d="M0 150c150-30 300-30 450 0s300 30 450 0 225-30 300-15v65H0z" fill="currentColor" />
      </svg>
    </div>
  );
}
