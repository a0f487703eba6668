// The one fetch layer of the client, and the typed API client over it (types from the server).
import { hc } from "hono/client";
import type { AppType } from "~server/app.ts";
import type { AuthType } from "~server/routes/auth.ts";
import { authTransport } from "./auth-transport.ts";

/**
 * fetch for our API: resolves paths against the transport's origin, adds its headers (bearer in
 * the native app), keeps a `set-auth-token` the server answers with, and forgets the token on
 * sign-out or when the server no longer knows the session.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const t = authTransport();
  const path = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
  const url = typeof input === "string" && input.startsWith("/") ? t.origin + input : input;
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(await t.headers())) headers.set(k, v);
  const res = await fetch(url, { ...init, headers, credentials: t.credentials });
  const token = res.headers.get("set-auth-token");
  if (token) await t.saveToken(token);
  if (/\/api\/auth\/sign-out\b/.test(path) || (res.status === 401 && headers.has("authorization")))
    await t.clearToken();
  return res;
}

/** Typed client: `api.api.v1.favorites.$get()`. */
export const api = hc<AppType>("/", { fetch: apiFetch });

/** Typed client of our own /api/auth routes: `authApi.confirm.$post(...)` (Better Auth's are untyped paths). */
export const authApi = hc<AuthType>("/api/auth", { fetch: apiFetch });
