// The profile row and the search history of the signed-in user.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "sonner";
import { useT } from "~/i18n/i18n";
import { api } from "~/lib/api";
import { readBody } from "~/lib/api-error";
import { useOptimisticList } from "~/lib/optimistic-list";
import { meKey, profileKey } from "~/lib/query-client";
import type { ProfileUpdate } from "~core/requests";
import { writeErrorToast } from "~/lib/offline";

/** The profile as `GET /api/v1/profile` returns it (type from the server's routes). */
export type Profile = InferResponseType<typeof api.api.v1.profile.$get, 200>;

/** What the profile form edits (the request schema is shared with the server: core/requests.ts). */
export type ProfileEdit = Pick<ProfileUpdate, "full_name" | "phone" | "location" | "preferences">;

/** An entry of `GET /api/v1/search-history`. */
export type SearchEntry = InferResponseType<(typeof api.api.v1)["search-history"]["$get"], 200>[number];

/** The search page invalidates this after saving a query. */
export const searchHistoryKey = (userId: string) => meKey(userId, "search-history");

export function useProfile(userId: string) {
  const { t } = useT();
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: async () => {
      try {
        return await readBody(api.api.v1.profile.$get());
      } catch (e) {
        // SPEC §8: a failed profile load shows the profile text.
        toast.error(t("account.profile.updated"), { id: "profile-load" });
        throw e;
      }
    },
  });
}

export function useSaveProfile(userId: string) {
  const { t } = useT();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => readBody(api.api.v1.profile.$put({ json: edit })),
    onSuccess: (row) => {
      qc.setQueryData(profileKey(userId), row);
      toast.success(t("account.profile.updated"));
    },
    onError: (e) => writeErrorToast(e, t("account.profile.saveError")),
  });
}

export function useSearchHistory(userId: string) {
  return useQuery({
    queryKey: searchHistoryKey(userId),
    queryFn: async () => {
      try {
        return await readBody(api.api.v1["search-history"].$get());
      } catch (e) {
        console.warn("could not load the search history", e); // SPEC §8: only logged
        throw e;
      }
    },
  });
}

export function useRemoveSearch(userId: string) {
  const { t } = useT();
  const list = useOptimisticList<SearchEntry>(searchHistoryKey(userId));
  return useMutation({
    mutationFn: (id: string) => readBody(api.api.v1["search-history"][":id"].$delete({ param: { id } })),
    onMutate: (id) => list.apply((rows) => (rows ?? []).filter((r) => r.id !== id)),
    onError: (e, _id, before) => {
      list.rollback(before);
      writeErrorToast(e, t("account.profile.clearError"));
    },
  });
}

export function useClearSearches(userId: string) {
  const { t } = useT();
  const qc = useQueryClient();
  const key = searchHistoryKey(userId);
  return useMutation({
    mutationFn: () => readBody(api.api.v1["search-history"].$delete()),
    onSuccess: () => {
      qc.setQueryData<SearchEntry[]>(key, []);
      toast.success(t("account.profile.clearSuccess"));
    },
    onError: (e) => writeErrorToast(e, t("account.profile.clearError")),
  });
}
