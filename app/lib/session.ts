// The signed-in state of the client: loading → signed-in | signed-out (SPEC §4), from the
// server's session (cookie on the web, bearer token in the native app). Refetched every 30 s and
// on focus, so a session the server extends or ends is noticed (the server extends a used
// session; an ended one turns the state to signed-out and guarded screens redirect).
// Every feature reads it; signing in and out belong to the auth feature.
import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "~core/session.ts";
import { apiFetch } from "./api.ts";

/** The one session user type (core/session.ts), shared with the server's request context. */
export type { SessionUser };

export type SessionState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };

export const SESSION_KEY = ["session"] as const;

export async function fetchSession(): Promise<SessionUser | null> {
  const res = await apiFetch("/api/auth/get-session");
  if (!res.ok) return null;
  const body = (await res.json()) as { user?: SessionUser } | null;
  return body?.user ? { id: body.user.id, email: body.user.email } : null;
}

export function useSession(): SessionState {
  const q = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
  if (q.isPending) return { status: "loading" };
  return q.data ? { status: "signed-in", user: q.data } : { status: "signed-out" };
}
