import { useQuery } from "@tanstack/react-query";
import { CATEGORY_IDS, type CategoryId, type Lang } from "~content/types.ts";
import { localizedPath } from "~core/paths.ts";
import type { SearchDeal } from "~core/search/rank";
import { fetchDealsPage } from "~/lib/public-deals";

const isCategory = (id: string | null): id is CategoryId =>
  id !== null && (CATEGORY_IDS as readonly string[]).includes(id);

/**
 * The live deals the search ranks beside the partners and a trip's stays show: the first page of
 * the public list (live deals come first in it; the same for every visitor, so nothing of the query
 * or the trip is sent), in the page's language. Undefined while loading or offline: the search then
 * offers none but the built-in samples, and stays show no deals.
 */
export function useLiveDeals(lang: Lang): (SearchDeal & { expiresAt: string })[] | undefined {
  const { data } = useQuery({
    queryKey: ["live-deals", lang],
    // With each deal's last day: a deal saved from the search keeps it, as one saved on the deals page does.
    queryFn: async (): Promise<(SearchDeal & { expiresAt: string })[]> => {
      const page = await fetchDealsPage(lang, { limit: 100 });
      return page.items
        .filter((d) => !d.expired)
        .map((d) => ({
          id: d.id,
          title: d.title,
          description: d.description,
          lang: d.text_lang,
          ...(isCategory(d.category) ? { category: d.category } : {}),
          url: d.go ?? localizedPath("/deals", lang),
          ...(d.price_from !== null ? { priceFrom: d.price_from } : {}),
          expiresAt: d.expires_at,
        }));
    },
    staleTime: 60_000,
    retry: 1,
  });
  return data;
}
