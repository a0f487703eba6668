import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api } from "~/lib/api";

/** A deal as `GET /api/v1/deals` returns it (type from the server's routes). */
export type ApiDeal = InferResponseType<typeof api.api.v1.deals.$get, 200>["deals"][number];

async function fetchDeals(): Promise<ApiDeal[]> {
  const res = await api.api.v1.deals.$get({ query: {} });
  if (!res.ok) throw new Error(`GET /api/v1/deals answered ${res.status}`);
  const body = await res.json();
  return body.deals;
}

/** All deals, fetched once; searching filters them in the browser (instant on slow networks). */
export function useDeals() {
  return useQuery({ queryKey: ["deals"], queryFn: fetchDeals, staleTime: 5 * 60_000, retry: 1 });
}

/** SPEC §5: case-insensitive substring of the text in title or description; empty text shows all. */
export function filterDeals(deals: ApiDeal[], text: string): ApiDeal[] {
  const fold = (s: string) => s.toLocaleLowerCase("el"); // as the server folds
  const q = fold(text.trim());
  if (!q) return deals;
  return deals.filter((d) => fold(d.title).includes(q) || fold(d.description).includes(q));
}
