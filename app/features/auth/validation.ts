// Checks of the auth form before any request (SPEC §5).
import { MIN_PASSWORD } from "~core/auth-policy";

export type AuthMode = "sign-in" | "sign-up";


/** The i18n key (under account.auth) of the first problem, or null. */
export function validateAuth(mode: AuthMode, email: string, password: string, confirm: string) {
  if (!email.trim() || !password || (mode === "sign-up" && !confirm)) return "fillAll" as const;
  if (password.length < MIN_PASSWORD) return "tooShort" as const;
  if (mode === "sign-up" && password !== confirm) return "mismatch" as const;
  return null;
}
