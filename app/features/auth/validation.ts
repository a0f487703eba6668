// Checks of the auth form before any request (SPEC §5).
import { MIN_PASSWORD } from "~core/auth-policy";

export type AuthMode = "sign-in" | "sign-up";

/**
 * An address the server will accept: one @, a dot in the domain, no spaces. The input is of
 * type email, but the form is `noValidate` (our own messages, in the page's language).
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The i18n key (under account.auth) of the first problem, or null. */
export function validateAuth(mode: AuthMode, email: string, password: string, confirm: string) {
  if (!email.trim() || !password || (mode === "sign-up" && !confirm)) return "fillAll" as const;
  if (!isEmail(email)) return "invalidEmail" as const;
  if (password.length < MIN_PASSWORD) return "tooShort" as const;
  if (mode === "sign-up" && password !== confirm) return "mismatch" as const;
  return null;
}

/**
 * Where to go after signing in: the guarded page the visitor wanted (`?next=`), only when it is a
 * path on this site (never `//host`, `/\host` or a full URL), otherwise null.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  try {
    const u = new URL(next, "http://same.site");
    if (u.origin !== "http://same.site") return null;
    if (/^\/(en\/|de\/)?auth$/.test(u.pathname)) return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}
