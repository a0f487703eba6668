// Signing out; the session itself (useSession) is read from ~/lib/session by every feature.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { signOutCall } from "./api/auth-calls.ts";
import { useT } from "~/i18n/i18n";
import { SESSION_KEY } from "~/lib/session";
import { localizedPath } from "~core/paths";

/**
 * True for a moment after signing out: the guarded screen being left must not redirect to
 * /auth (the route change to /home commits in a transition, after the session is cleared).
 */
export const leavingAfterSignOut = { current: false };

/** Sign-out: ends the session, forgets the user's data, toasts and goes home. */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t, lang } = useT();
  return useMutation({
    mutationFn: signOutCall,
    onSuccess: async () => {
      // Leave a guarded screen first, so its redirect to /auth does not win over /home.
      leavingAfterSignOut.current = true;
      await navigate(localizedPath("/home", lang));
      qc.setQueryData(SESSION_KEY, null);
      setTimeout(() => (leavingAfterSignOut.current = false), 1000);
      qc.removeQueries({ queryKey: ["me"] });
      toast.success(t("account.auth.signOutSuccess"));
    },
    onError: (e) => {
      console.warn("sign-out failed", e);
      toast.error(t("account.auth.signOutError"));
    },
  });
}
