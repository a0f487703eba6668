// The app's one TanStack Query client (provided in root.tsx). User data lives under ["me", userId, …]
// so signing out can drop all of it at once.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { sessionEnded } from "./api-error.ts";
import { forgetOfflineCopies, installOfflineCopies, isOfflineRefusal, refuseOfflineWrite } from "./offline.ts";
import { SESSION_KEY } from "./session.ts";

/**
 * A user query answered 401: the session ended elsewhere (expired, revoked, cookies cleared). The
 * client forgets the user at once, so no further request for their data is made, the header shows
 * the signed-out controls and guarded screens send the visitor to /auth.
 */
function forgetEndedSession(client: QueryClient, error: unknown, queryKey: readonly unknown[]): void {
  if (!sessionEnded(error) || queryKey[0] !== "me") return;
  if (client.getQueryData(SESSION_KEY) === null) return;
  client.setQueryData(SESSION_KEY, null);
  forgetOfflineCopies();
  void client.cancelQueries({ queryKey: ["me"] }).then(() => client.removeQueries({ queryKey: ["me"] }));
}

/** The one toast of a write refused offline (writeErrorToast keeps the screen's own error toast away). */
const showRefusal = (message: string) => toast.error(message, { id: "offline-write" });

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (failures, error) => failures < 1 && !sessionEnded(error), refetchOnWindowFocus: false },
  },
  queryCache: new QueryCache({ onError: (error, query) => forgetEndedSession(queryClient, error, query.queryKey) }),
  // Offline, every write is refused before it starts, with one message in the page's language
  // (decision 037); a screen may skip its own error text for it (isOfflineRefusal).
  mutationCache: new MutationCache({
    onMutate: () => refuseOfflineWrite(queryClient),
    onError: (error) => {
      if (isOfflineRefusal(error)) showRefusal((error as Error).message);
    },
  }),
});

// The signed-in user's saved data, kept on the device for offline reading (app/lib/offline.ts).
if (typeof window !== "undefined") installOfflineCopies(queryClient);

export const meKey = (userId: string, ...rest: string[]) => ["me", userId, ...rest] as const;
/** The signed-in user's profile row (the profile screen, and the theme and language kept in sync with it). */
export const profileKey = (userId: string) => meKey(userId, "profile");
