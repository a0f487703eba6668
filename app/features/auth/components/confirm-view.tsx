// /confirm (SPEC §2, §4): one call verifies a confirmation or magic-link token and starts the
// session; success goes to /welcome (confirmation) or /home (magic link) after 2 s.
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmToken } from "~/features/auth/api/auth-calls.ts";
import { fetchSession, SESSION_KEY } from "~/lib/session";
import { buttonVariants } from "~/components/ui/button";
import { applyProfilePreferences } from "~/lib/profile-preferences";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { localizedPath } from "~core/paths";

export const CONFIRM_REDIRECT_MS = 2000;

type State =
  | { s: "loading" }
  | { s: "invalid" }
  | { s: "failed" }
  | { s: "unexpected" }
  | { s: "success"; kind: "confirmation" | "magic-link" };

// A token is single-use: remember the ones already sent (React may run effects twice in development).
const sent = new Map<string, Promise<{ kind: "confirmation" | "magic-link" }>>();

export function ConfirmView() {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const tokenHash = params.get("token_hash");
  const valid = !!tokenHash && params.get("type") === "email";
  const [state, setState] = useState<State>(valid ? { s: "loading" } : { s: "invalid" });

  useEffect(() => {
    if (!valid || !tokenHash) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!sent.has(tokenHash)) sent.set(tokenHash, confirmToken(tokenHash));
    sent
      .get(tokenHash)!
      .then(async ({ kind }) => {
        const profileLang = await applyProfilePreferences();
        qc.setQueryData(SESSION_KEY, await fetchSession());
        if (cancelled) return;
        setState({ s: "success", kind });
        const target = kind === "confirmation" ? "/welcome" : "/home";
        timer = setTimeout(
          () => void navigate(localizedPath(target, profileLang ?? lang), { replace: true }),
          CONFIRM_REDIRECT_MS,
        );
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        if (e instanceof ApiError && e.code === "VALIDATION") setState({ s: "invalid" });
        else if (e instanceof ApiError && e.status >= 400 && e.status < 500) setState({ s: "failed" });
        else setState({ s: "unexpected" });
      });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [valid, tokenHash, navigate, qc, lang]);

  return (
    <div className="w-full max-w-md rounded-3xl border bg-card p-8 text-center shadow-xl shadow-slate-900/10">
      <h1 className="text-2xl font-extrabold tracking-tight">{t("account.confirm.title")}</h1>
      <div className="mt-6" role="status" aria-live="polite">
        {state.s === "loading" && (
          <div className="flex flex-col items-center gap-4 text-muted-foreground">
            <span
              className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
              aria-hidden="true"
            />
            <p className="font-medium">{t("account.confirm.loading")}</p>
          </div>
        )}
        {state.s === "success" && (
          <div className="flex flex-col items-center gap-3">
            <CheckCircle2 className="size-14 text-[#0f766e] dark:text-[#2dd4bf]" aria-hidden="true" />
            <p className="text-lg font-semibold">
              {state.kind === "confirmation" ? t("account.confirm.success") : t("account.confirm.signedIn")}
            </p>
          </div>
        )}
        {(state.s === "invalid" || state.s === "failed" || state.s === "unexpected") && (
          <div className="flex flex-col items-center gap-3">
            <XCircle className="size-14 text-red-700 dark:text-red-400" aria-hidden="true" />
            <p className="text-lg font-semibold">
              {state.s === "invalid"
                ? t("account.confirm.invalid")
                : state.s === "failed"
                  ? t("account.confirm.failed")
                  : t("account.confirm.unexpected")}
            </p>
            <Link to={localizedPath("/auth", lang)} className={buttonVariants({ className: "mt-3" })}>
              {t("account.confirm.toAuth")}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
