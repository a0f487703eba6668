// Signing out and deleting the account (the session itself, useSession, is read from ~/lib/session by every feature).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { deleteAccountCall, signOutCall } from "./api/auth-calls.ts";
import { useT } from "~/i18n/i18n";
import { forgetLanguage, storeLanguage } from "~/lib/language";
import { forgetOfflineCopies, writeErrorToast } from "~/lib/offline";
import { SESSION_KEY } from "~/lib/session";
import { localizedPath } from "~core/paths";
import type { Lang } from "~content/types.ts";

/**
 * The device keeps what the person had: the theme stays as it is on this device (issue 37), and
 * the language stays the page's, the one the visitor was reading (stored for en/de, so a later
 * visit to a Greek address comes back to it).
 */
function keepDevicePreferences(lang: Lang): void {
  if (lang === "el") forgetLanguage();
  else storeLanguage(lang);
}

/**
 * True for a moment after signing out: the guarded screen being left must not redirect to
 * /auth (the route change to /home commits in a transition, after the session is cleared).
 */
export const leavingAfterSignOut = { current: false };

/**
 * Sign-out: ends the session, then forgets the user at once — before anything else renders, so no
 * query for the user's data runs after the session is gone (no "could not load" toasts) — goes
 * home in the page's language (an English or German reader stays in English or German, toast
 * included); the theme stays as the person had it on this device.
 */
function useForgetUser() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useT();
  return async (message: string) => {
    // The guarded screen being left must not redirect to /auth.
    leavingAfterSignOut.current = true;
    await qc.cancelQueries({ queryKey: ["me"] });
    qc.setQueryData(SESSION_KEY, null);
    await navigate(localizedPath("/home", lang));
    qc.removeQueries({ queryKey: ["me"] });
    // The copies kept for offline reading go too: the next person on this device sees none (decision 037).
    forgetOfflineCopies(qc);
    keepDevicePreferences(lang);
    setTimeout(() => (leavingAfterSignOut.current = false), 1000);
    toast.success(message);
  };
}

export function useSignOut() {
  const qc = useQueryClient();
  const forget = useForgetUser();
  const { t } = useT();
  return useMutation({
    mutationFn: signOutCall,
    onMutate: () => qc.cancelQueries({ queryKey: ["me"] }),
    onSuccess: () => forget(t("account.auth.signOutSuccess")),
    onError: (e) => {
      console.warn("sign-out failed", e);
      writeErrorToast(e, t("account.auth.signOutError"));
    },
  });
}

/**
 * Account deletion (GDPR erasure) with the current password: the server deletes every row and
 * clears the session cookie; the device then forgets the user exactly as after a sign-out and
 * lands on the home page in the page's language with a toast. Errors are left to the caller (shown next to the field).
 */
export function useDeleteAccount() {
  const forget = useForgetUser();
  const { t } = useT();
  return useMutation({
    mutationFn: deleteAccountCall,
    onSuccess: () => forget(t("account.deleteAccount.success")),
  });
}
