// The signed-in state of the client: loading → signed-in | signed-out (SPEC §4), from the
// server's session (cookie on the web, bearer token in the native app). Refetched every 30 s and
// on focus, so a session the server extends or ends is noticed (the server extends a used
// session; an ended one turns the state to signed-out and guarded screens redirect).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { apiFetch } from "../../lib/api.ts";
import { signOutCall } from "./api/auth-calls.ts";
import { useT } from "~/i18n/i18n";
import { forgetLanguage } from "~/lib/language";
import { setTheme } from "~/lib/theme";
import { localizedPath } from "~core/paths";

const DEFAULT_LANG = "el";

/** Back to the site's defaults: light theme, no stored language. */
function resetDevicePreferences(): void {
  setTheme("light");
  forgetLanguage();
}

export interface SessionUser {
  id: string;
  email: string;
}

export type SessionState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };

export const SESSION_KEY = ["session"] as const;

export async function fetchSession(): Promise<SessionUser | null> {
  const res = await apiFetch("/api/auth/get-session");
  if (!res.ok) return null;
  const body = (await res.json()) as { user?: SessionUser } | null;
  return body?.user ? { id: body.user.id, email: body.user.email } : null;
}

export function useSession(): SessionState {
  const q = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 30_000, refetchInterval: 30_000, refetchOnWindowFocus: true });
  if (q.isPending) return { status: "loading" };
  return q.data ? { status: "signed-in", user: q.data } : { status: "signed-out" };
}

/**
 * True for a moment after signing out: the guarded screen being left must not redirect to
 * /auth (the route change to /home commits in a transition, after the session is cleared).
 */
export const leavingAfterSignOut = { current: false };

/**
 * Sign-out: ends the session, then forgets the user at once — before anything else renders, so no
 * query for the user's data runs after the session is gone (no "could not load" toasts) — goes
 * home and puts the device back to the defaults (light, Greek): the next person on a shared
 * device does not inherit the account's theme and language (SPEC §4: those come from the profile).
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useT();
  return useMutation({
    mutationFn: signOutCall,
    onMutate: () => qc.cancelQueries({ queryKey: ["me"] }),
    onSuccess: async () => {
      // The guarded screen being left must not redirect to /auth.
      leavingAfterSignOut.current = true;
      await qc.cancelQueries({ queryKey: ["me"] });
      qc.setQueryData(SESSION_KEY, null);
      await navigate(localizedPath("/home", DEFAULT_LANG));
      qc.removeQueries({ queryKey: ["me"] });
      resetDevicePreferences();
      setTimeout(() => (leavingAfterSignOut.current = false), 1000);
      toast.success(t("account.auth.signOutSuccess", { lng: DEFAULT_LANG }));
    },
    onError: (e) => {
      console.warn("sign-out failed", e);
      toast.error(t("account.auth.signOutError"));
    },
  });
}
