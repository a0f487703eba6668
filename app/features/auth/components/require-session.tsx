// Guarded screens (SPEC §2): a spinner 'Φόρτωση...' while the session loads; signed-out visitors
// are sent to /auth by replacement, so Back does not return to the guarded page.
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { leavingAfterSignOut } from "~/features/auth/account-actions.ts";
import { LoadingSpinner } from "~/components/ui/loading-spinner";
import { useSession, type SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

export function RequireSession({
  children,
  signedOutText,
}: {
  children: (user: SessionUser) => ReactNode;
  signedOutText: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const signedOut = session.status === "signed-out";
  useEffect(() => {
    // After signing in, /auth returns the visitor here (`?next=`, a path on this site only).
    if (signedOut && !leavingAfterSignOut.current)
      void navigate(`${localizedPath("/auth", lang)}?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [signedOut, navigate, lang, pathname, search]);
  if (session.status === "loading") return <LoadingSpinner label={t("common.loading")} />;
  // Shown for a moment before /auth: in the spinner's place and size, so the footer does not jump.
  if (session.status === "signed-out")
    return (
      <p className="mx-auto grid min-h-[40vh] max-w-6xl place-items-center px-4 py-10 text-muted-foreground sm:px-6">
        {signedOutText}
      </p>
    );
  return <>{children(session.user)}</>;
}
