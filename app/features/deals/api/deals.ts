import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Lang } from "~content/types.ts";
import { api } from "~/lib/api";

/** A deal as `GET /api/v1/deals` returns it (type from the server's routes). */
export type ApiDeal = InferResponseType<typeof api.api.v1.deals.$get, 200>["deals"][number];

async function fetchDeals(lang: Lang, q: string): Promise<ApiDeal[]> {
  const res = await api.api.v1.deals.$get({ query: q ? { lang, q } : { lang } });
  if (!res.ok) throw new Error(`GET /api/v1/deals answered ${res.status}`);
  const body = await res.json();
  return body.deals;
}

/**
 * Deals in the page's language: live first, then recently ended. With a search text the server
 * searches every deal, including those that ended long ago (SPEC §5: substring, any case).
 */
export function useDeals(lang: Lang, q = "") {
  const text = q.trim();
  return useQuery({
    queryKey: ["deals", lang, text],
    queryFn: () => fetchDeals(lang, text),
    staleTime: 60_000,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}
