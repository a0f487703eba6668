import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Lang } from "~content/types.ts";
import { api } from "~/lib/api";

type DealsPage = InferResponseType<typeof api.api.v1.deals.$get, 200>;
/** A deal as `GET /api/v1/deals` returns it (type from the server's routes). */
export type ApiDeal = DealsPage["items"][number];

async function fetchDealsPage(lang: Lang, q: string, cursor: string | undefined, limit: number | undefined): Promise<DealsPage> {
  const query: { lang: Lang; q?: string; cursor?: string; limit?: string } = { lang };
  if (q) query.q = q;
  if (cursor) query.cursor = cursor;
  if (limit) query.limit = String(limit);
  const res = await api.api.v1.deals.$get({ query });
  if (!res.ok) throw new Error(`GET /api/v1/deals answered ${res.status}`);
  return res.json();
}

/**
 * Deals in the page's language, a page at a time (`fetchNextPage` for more): live first, then
 * recently ended. With a search text the server searches every deal, including those that ended
 * long ago (any case, any accents). Each page carries the whole list's `total` and `live` counts.
 */
export function useDeals(lang: Lang, q = "", limit?: number) {
  const text = q.trim();
  return useInfiniteQuery({
    queryKey: ["deals", lang, text, limit],
    queryFn: ({ pageParam }) => fetchDealsPage(lang, text, pageParam, limit),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}
