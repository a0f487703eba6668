import type { Lang } from "~content/types.ts";

/**
 * Every partner / city / island / offer link goes through our server's click redirect:
 * `/go/<id>?from=<current path>&lang=<lang>`. Ids: a partner id, `city.<cityId>`,
 * `island.<islandId>` or `offer.banner`.
 */
export function goHref(id: string, fromPath: string, lang: Lang): string {
  const params = new URLSearchParams({ from: fromPath, lang });
  return `/go/${encodeURIComponent(id)}?${params.toString()}`;
}
