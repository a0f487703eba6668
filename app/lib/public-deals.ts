import type { InferResponseType } from "hono/client";
import type { Lang } from "~content/types.ts";
import { api } from "~/lib/api";

/** A page of `GET /api/v1/deals` (type from the server's routes). */
export type DealsPage = InferResponseType<typeof api.api.v1.deals.$get, 200>;

/** One page of the public deals in a language: live first, then recently ended; `q` searches every deal. */
export async function fetchDealsPage(
  lang: Lang,
  options: { q?: string; cursor?: string; limit?: number } = {},
): Promise<DealsPage> {
  const query: { lang: Lang; q?: string; cursor?: string; limit?: string } = { lang };
  if (options.q) query.q = options.q;
  if (options.cursor) query.cursor = options.cursor;
  if (options.limit) query.limit = String(options.limit);
  const res = await api.api.v1.deals.$get({ query });
  if (!res.ok) throw new Error(`GET /api/v1/deals answered ${res.status}`);
  return res.json();
}
