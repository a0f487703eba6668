// Server error codes → texts in the page's language (SPEC §8, docs/api.md). The server's own
// message is never shown: it is developer text in English ("[body.email] Invalid email address").
import type { TFunction } from "i18next";
import { ApiError } from "~/lib/api-error.ts";

export type AuthAction = "sign-in" | "sign-up" | "magic-link" | "resend";

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
    case "INVALID_EMAIL":
      return t("account.auth.invalidEmail");
    case "RATE_LIMITED":
      return err.retryAfter
        ? t("account.auth.rateLimited", { count: Math.max(1, Math.ceil(err.retryAfter / 60)) })
        : t("account.auth.rateLimitedSoon");
  }
  if (err.code === "VALIDATION" && /email/i.test(err.message)) return t("account.auth.invalidEmail");
  if (err.status >= 500 || err.status === 0) return t("account.auth.unexpected");
  return action === "sign-up" ? t("account.auth.signupError") : t("account.auth.loginError");
}
