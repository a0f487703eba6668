// Guarded screens (SPEC §2): a spinner 'Φόρτωση...' while the session loads; signed-out visitors
// are sent to /auth by replacement, so Back does not return to the guarded page.
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { leavingAfterSignOut, useSession, type SessionUser } from "../use-session.ts";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4 text-muted-foreground">
        <span className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary" aria-hidden="true" />
        <p className="text-sm font-medium">{label}</p>
      </div>
    </div>
  );
}

export function RequireSession({ children, signedOutText }: { children: (user: SessionUser) => ReactNode; signedOutText: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const signedOut = session.status === "signed-out";
  useEffect(() => {
    // After signing in, /auth returns the visitor here (`?next=`, a path on this site only).
    if (signedOut && !leavingAfterSignOut.current) void navigate(`${localizedPath("/auth", lang)}?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [signedOut, navigate, lang, pathname, search]);
  if (session.status === "loading") return <LoadingSpinner label={t("common.loading")} />;
  if (session.status === "signed-out") return <p className="mx-auto max-w-6xl px-4 py-10 text-muted-foreground sm:px-6">{signedOutText}</p>;
  return <>{children(session.user)}</>;
}
