import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Lang } from "~content/types.ts";
import { fetchDealsPage, type DealsPage } from "~/lib/public-deals";

/** A deal as `GET /api/v1/deals` returns it (type from the server's routes). */
export type ApiDeal = DealsPage["items"][number];

/**
 * Deals in the page's language, a page at a time (`fetchNextPage` for more): live first, then
 * recently ended. With a search text the server searches every deal, including those that ended
 * long ago (any case, any accents). Each page carries the whole list's `total` and `live` counts.
 */
export function useDeals(lang: Lang, q = "", limit?: number) {
  const text = q.trim();
  return useInfiniteQuery({
    queryKey: ["deals", lang, text, limit],
    queryFn: ({ pageParam }) => fetchDealsPage(lang, { q: text, cursor: pageParam, limit }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}
