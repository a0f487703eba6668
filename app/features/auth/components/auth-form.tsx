// The /auth screen's form (SPEC §2, §4, §5, §8): sign-in (default) or sign-up, magic link.
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, MailCheck, Sparkles } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  resendConfirmation,
  sendMagicLink,
  signInWithPassword,
  signUpWithPassword,
} from "~/features/auth/api/auth-calls.ts";
import { authErrorText, type AuthAction } from "~/features/auth/errors.ts";
import { SESSION_KEY } from "~/lib/session";
import { isEmail, safeNext, validateAuth, type AuthMode } from "~/features/auth/validation.ts";
import { PasswordInput } from "./password-input.tsx";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { Lang } from "~content/types.ts";
import { applyProfilePreferences } from "~/lib/profile-preferences";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { localizedPath, splitLangPath } from "~core/paths";

/** After signing in: the page the guard sent the visitor from (`?next=`), in their language; else home. */
export function afterSignIn(next: string | null, lang: Lang): string {
  const safe = safeNext(next);
  if (!safe) return localizedPath("/home", lang);
  const u = new URL(safe, "http://same.site");
  return localizedPath(splitLangPath(u.pathname).path, lang) + u.search + u.hash;
}

export function AuthForm() {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = useId();
  const [params] = useSearchParams();
  const wantsSignUp = params.get("mode") === "sign-up";
  const next = params.get("next");
  const [mode, setMode] = useState<AuthMode>(wantsSignUp ? "sign-up" : "sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const [busy, setBusy] = useState<AuthAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The address that was refused as not confirmed yet: offers "send the link again". */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const clear = () => {
    setEmail("");
    setPassword("");
    setConfirm("");
    setShowPassword(false);
    setShowConfirm(false);
  };

  const toMode = (m: AuthMode) => {
    setMode(m);
    clear();
    setError(null);
    setNotice(null);
    setUnconfirmed(null);
  };
  const switchMode = () => toMode(mode === "sign-in" ? "sign-up" : "sign-in");
  // The header's register / login links lead here while /auth is open: follow the address.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  useEffect(() => toMode(wantsSignUp ? "sign-up" : "sign-in"), [wantsSignUp]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    setUnconfirmed(null);
    const problem = validateAuth(mode, email, password, confirm);
    if (problem) {
      setError(t(`account.auth.${problem}`));
      return;
    }
    setError(null);
    const action: AuthAction = mode;
    setBusy(action);
    try {
      if (mode === "sign-in") {
        const user = await signInWithPassword(email.trim(), password);
        const profileLang = await applyProfilePreferences();
        qc.setQueryData(SESSION_KEY, user);
        toast.success(t("account.auth.signInSuccess", { lng: profileLang ?? lang }));
        void navigate(afterSignIn(next, profileLang ?? lang), { replace: true });
        return;
      }
      await signUpWithPassword(email.trim(), password, lang);
      toast.success(t("account.auth.signUpSuccess"));
      setMode("sign-in");
      clear();
      setNotice(t("account.auth.signUpSuccess"));
    } catch (err) {
      setError(authErrorText(t, action, err));
      if (err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED") setUnconfirmed(email.trim());
    } finally {
      setBusy(null);
    }
  }

  async function onResend() {
    if (!unconfirmed) return;
    setBusy("resend");
    try {
      await resendConfirmation(unconfirmed);
      setError(null);
      setUnconfirmed(null);
      setNotice(t("account.auth.resendSent"));
    } catch (err) {
      setError(authErrorText(t, "resend", err));
    } finally {
      setBusy(null);
    }
  }

  async function onMagicLink() {
    setNotice(null);
    if (!email.trim()) {
      setError(t("account.auth.emailRequired"));
      return;
    }
    if (!isEmail(email)) {
      setError(t("account.auth.invalidEmail"));
      return;
    }
    setError(null);
    setBusy("magic-link");
    try {
      await sendMagicLink(email.trim(), lang);
      setNotice(t("account.auth.magicLinkSent"));
      toast.success(t("account.auth.magicLinkSent"));
    } catch (err) {
      setError(authErrorText(t, "magic-link", err));
    } finally {
      setBusy(null);
    }
  }

  const signUp = mode === "sign-up";
  const disabled = busy !== null;
  return (
    <div className="w-full max-w-md rounded-3xl border bg-card p-6 shadow-xl shadow-slate-900/10 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {signUp ? t("account.auth.signUpTitle") : t("account.auth.signInTitle")}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {signUp ? t("account.auth.signUpIntro") : t("account.auth.signInIntro")}
      </p>

      {notice && (
        <div
          role="status"
          className="mt-5 flex gap-3 rounded-2xl bg-sea-soft p-4 text-sm font-medium text-sea-soft-foreground"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{notice}</p>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-6" aria-describedby={error ? `${id}-error` : undefined}>
        <fieldset disabled={disabled} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              {t("account.auth.email")}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="name@example.com"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-password`} className="text-sm font-semibold">
              {t("account.auth.password")}
            </label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete={signUp ? "new-password" : "current-password"}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
            />
          </div>
          {signUp && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-confirm`} className="text-sm font-semibold">
                {t("account.auth.confirmPassword")}
              </label>
              <PasswordInput
                id={`${id}-confirm`}
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                visible={showConfirm}
                onToggle={() => setShowConfirm((v) => !v)}
              />
            </div>
          )}

          {error && (
            <p
              id={`${id}-error`}
              role="alert"
              className="flex gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {error}
            </p>
          )}
          {unconfirmed && (
            <Button type="button" variant="outline" onClick={() => void onResend()}>
              <MailCheck aria-hidden="true" />
              {busy === "resend" ? t("account.auth.pleaseWait") : t("account.auth.resend")}
            </Button>
          )}

          <Button type="submit" size="lg" className="mt-1 w-full">
            {busy === "sign-in" || busy === "sign-up"
              ? t("account.auth.pleaseWait")
              : signUp
                ? t("account.auth.signUp")
                : t("account.auth.signIn")}
          </Button>
        </fieldset>
      </form>

      {!signUp && (
        <div className="mt-5">
          <div
            data-testid="auth-divider"
            className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted-foreground"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-border" />
            {t("account.auth.or")}
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button variant="outline" className="mt-4 w-full" onClick={() => void onMagicLink()} disabled={disabled}>
            <Sparkles aria-hidden="true" />
            {busy === "magic-link" ? t("account.auth.pleaseWait") : t("account.auth.magicLink")}
          </Button>
          <p className="mt-2 text-center text-xs text-muted-foreground">{t("account.auth.magicLinkHint")}</p>
        </div>
      )}

      <p className="mt-6 border-t pt-5 text-center text-sm">
        <button
          type="button"
          onClick={switchMode}
          disabled={disabled}
          className="cursor-pointer font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring rounded"
        >
          {signUp ? t("account.auth.toSignIn") : t("account.auth.toSignUp")}
        </button>
      </p>
    </div>
  );
}
