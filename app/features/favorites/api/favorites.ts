// Favourites of the signed-in user (SPEC §2, §4): a favourite exists when title + type match;
// adding prepends. The heart toggles optimistically and rolls back with an error toast.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "sonner";
import { useT } from "~/i18n/i18n";
import { api } from "~/lib/api";
import { readBody, sessionEnded } from "~/lib/api-error";
import { offlineNow, writeErrorToast } from "~/lib/offline";
import { useOptimisticList } from "~/lib/optimistic-list";
import { meKey } from "~/lib/query-client";
import type { FavoriteInput } from "~core/requests";

/** A favourite as `GET /api/v1/favorites` returns it (type from the server's routes). */
export type Favorite = InferResponseType<typeof api.api.v1.favorites.$get, 200>[number];

export const favoritesKey = (userId: string) => meKey(userId, "favorites");

/**
 * The saved favourite for an item: same type and title; a category is the same by its id
 * (`data.id`), whatever language its title was saved in.
 */
export function findFavorite<F extends { type: string; title: string; data: unknown }>(
  rows: readonly F[] | undefined,
  item: { type: string; title: string; data?: Record<string, unknown> },
): F | undefined {
  const id = item.type === "category" ? item.data?.id : undefined;
  const idOf = (f: F) => (f.data && typeof f.data === "object" ? (f.data as Record<string, unknown>).id : undefined);
  return rows?.find(
    (f) => f.type === item.type && (f.title === item.title || (typeof id === "string" && idOf(f) === id)),
  );
}

export function useFavorites(userId: string | null) {
  const { t } = useT();
  return useQuery({
    queryKey: favoritesKey(userId ?? "-"),
    enabled: !!userId,
    staleTime: 60_000,
    queryFn: async () => {
      try {
        // Pages of 100 (X-Next-Cursor), at most 500 favourites in all.
        const rows: Favorite[] = [];
        let cursor: string | undefined;
        do {
          const res = await api.api.v1.favorites.$get({ query: { limit: "100", ...(cursor ? { cursor } : {}) } });
          rows.push(...(await readBody(res)));
          cursor = res.headers.get("x-next-cursor") ?? undefined;
        } while (cursor);
        return rows;
      } catch (e) {
        // Offline, the copy on the device is shown with its own note (decision 037).
        if (!sessionEnded(e) && !offlineNow()) toast.error(t("account.favorites.loadError"), { id: "favorites-load" });
        throw e;
      }
    },
  });
}

export function useAddFavorite(userId: string) {
  const { t } = useT();
  const list = useOptimisticList<Favorite>(favoritesKey(userId));
  return useMutation({
    mutationFn: (item: FavoriteInput) => readBody(api.api.v1.favorites.$post({ json: item })),
    onMutate: async (item) => {
      const temp: Favorite = {
        id: `pending-${Math.random()}`,
        user_id: userId,
        type: item.type,
        title: item.title,
        description: item.description ?? null,
        data: (item.data ?? {}) as Favorite["data"],
        created_at: new Date().toISOString(),
      };
      const before = await list.apply((rows) => [temp, ...(rows ?? [])]);
      return { before, tempId: temp.id };
    },
    onSuccess: (row, _item, ctx) => {
      list.update((rows) => (rows ?? []).map((f) => (f.id === ctx.tempId ? row : f)));
      toast.success(t("account.favorites.added"));
    },
    onError: (e, _item, ctx) => {
      if (ctx) list.rollback(ctx.before);
      writeErrorToast(e, t("account.favorites.addError"));
      void list.qc.invalidateQueries({ queryKey: list.key });
    },
  });
}

export function useRemoveFavorite(userId: string) {
  const { t } = useT();
  const list = useOptimisticList<Favorite>(favoritesKey(userId));
  return useMutation({
    mutationFn: (id: string) => readBody(api.api.v1.favorites[":id"].$delete({ param: { id } })),
    onMutate: (id) => list.apply((rows) => (rows ?? []).filter((f) => f.id !== id)),
    onSuccess: () => toast.success(t("account.favorites.removed")),
    onError: (e, _id, before) => {
      list.rollback(before);
      writeErrorToast(e, t("account.favorites.removeError"));
    },
  });
}
