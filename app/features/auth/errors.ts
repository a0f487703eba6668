// Server error codes → the texts of SPEC §8, in the page's language.
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-error.ts";

export type AuthAction = "sign-in" | "sign-up" | "magic-link";

export function authErrorText(t: TFunction, action: AuthAction, err: unknown): string {
  if (!(err instanceof ApiError)) return t("account.auth.unexpected");
  switch (err.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return t("account.auth.wrongCredentials");
    case "EMAIL_NOT_VERIFIED":
      return t("account.auth.notConfirmed");
    case "PASSWORD_TOO_SHORT":
      return t("account.auth.tooShort");
    case "USER_ALREADY_EXISTS":
      return t("account.auth.accountExists");
    case "RATE_LIMITED":
      return err.retryAfter
        ? t("account.auth.rateLimited", { minutes: Math.max(1, Math.ceil(err.retryAfter / 60)) })
        : t("account.auth.rateLimitedSoon");
  }
  if (err.status >= 500 || err.status === 0) return t("account.auth.unexpected");
  return action === "sign-up" ? t("account.auth.signupError", { message: err.message }) : t("account.auth.loginError", { message: err.message });
}
