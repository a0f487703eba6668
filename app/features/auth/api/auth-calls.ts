// The account calls of /api/auth (docs/api.md), all through the one fetch layer. Our own routes
// (/confirm) go through the typed client; Better Auth's answers are typed by its own endpoints.
import type { Lang } from "~content/types.ts";
import { apiFetch, authApi } from "~/lib/api";
import { jsonBody, readBody } from "~/lib/api-error";
import type { SessionUser } from "~core/session";
import type { Auth } from "~server/auth.ts";

/** What `POST /api/auth/sign-in/email` answers (Better Auth's endpoint on the server). */
type SignInAnswer = Awaited<ReturnType<Auth["api"]["signInEmail"]>>;

export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  const body = (await readBody(apiFetch("/api/auth/sign-in/email", jsonBody({ email, password })))) as SignInAnswer;
  return { id: body.user.id, email: body.user.email };
}

export async function signUpWithPassword(email: string, password: string, lang: Lang): Promise<void> {
  await readBody(apiFetch("/api/auth/sign-up/email", jsonBody({ email, password, name: "", lang })));
}

export async function sendMagicLink(email: string, lang: Lang): Promise<void> {
  await readBody(apiFetch("/api/auth/sign-in/magic-link", jsonBody({ email, metadata: { lang } })));
}

export async function confirmToken(tokenHash: string): Promise<{ kind: "confirmation" | "magic-link" }> {
  return readBody(authApi.confirm.$post({ json: { token_hash: tokenHash, type: "email" } }));
}

export async function signOutCall(): Promise<void> {
  const res = await apiFetch("/api/auth/sign-out", jsonBody({}));
  // SPEC §7: 401/403/404 mean the session is already gone: treated as success.
  if (!res.ok && ![401, 403, 404].includes(res.status)) await readBody(res);
}

/** Sends a new confirmation link. The server answers the same for every address (rate-limited). */
export async function resendConfirmation(email: string): Promise<void> {
  await readBody(apiFetch("/api/auth/send-verification-email", jsonBody({ email })));
}

/** Deletes the signed-in account and every row of it (POST /api/auth/delete-user, docs/api.md). */
export async function deleteAccountCall(password: string): Promise<void> {
  await readBody(apiFetch("/api/auth/delete-user", jsonBody({ password })));
}
