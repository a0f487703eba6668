// The app's one TanStack Query client (provided in root.tsx). User data lives under ["me", userId, …]
// so signing out can drop all of it at once.
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export const meKey = (userId: string, ...rest: string[]) => ["me", userId, ...rest] as const;
