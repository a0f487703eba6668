// The optimistic update of a cached list (favourites, notifications, search history): change the
// list at once, keep what it was, and put it back when the server refuses.
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

export function useOptimisticList<T>(key: QueryKey) {
  const qc = useQueryClient();
  return {
    key,
    qc,
    /**
     * Stops refetches of the list, applies `change` (returning undefined leaves it as it is) and returns the list
     * before.
     */
    async apply(change: (rows: T[] | undefined) => T[] | undefined): Promise<T[] | undefined> {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<T[]>(key);
      qc.setQueryData<T[]>(key, change);
      return before;
    },
    /** Replaces the list (e.g. a pending row by the server's). */
    update(change: (rows: T[] | undefined) => T[] | undefined): void {
      qc.setQueryData<T[]>(key, change);
    },
    /** Puts back the list `apply` returned. */
    rollback(before: T[] | undefined): void {
      if (before) qc.setQueryData(key, before);
    },
  };
}
