// What a favourite's stored data tells a visitor and where it leads back (SPEC §2; issue 28): a
// partner or a city through /go/, a deal to the deal itself (through /go/ while it is live, else to
// our deals page searching for it), a category to its catalogue page. Pure: the list renders it.
import { categoryById } from "~content/categories.ts";
import { partnerById } from "~content/partners.ts";
import type { CategoryId, Lang } from "~content/types.ts";
import { categoryPagePath } from "./category-page.ts";

export type FavoriteTarget =
  | { kind: "go"; goId: string }
  | { kind: "page"; path: string; search?: string; label: "openDeals" | "openInDeals" | "openCategory" };

export interface FavoriteInfo {
  /** Where the card's main link leads; null when nothing is known to open. */
  target: FavoriteTarget | null;
  /** The title in the visitor's language, when we know it (a category saved in another one). */
  title?: string;
  /** A partner's category, in the visitor's language, and its catalogue page (unlocalized path). */
  category?: { name: string; path: string };
  country?: string;
  /** A deal's expiry (YYYY-MM-DD) and prices in euro, as the server stored them when it was saved. */
  deal?: { expiresAt?: string; expired: boolean; priceFrom: number | null; priceWas: number | null };
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function categoryOf(id: string | undefined) {
  if (!id) return undefined;
  try {
    return categoryById(id as CategoryId);
  } catch {
    return undefined; // a category that no longer exists
  }
}

export function favoriteInfo(
  f: { type: string; title: string; data: unknown },
  lang: Lang,
  now = new Date(),
): FavoriteInfo {
  const data = (f.data && typeof f.data === "object" ? f.data : {}) as Record<string, unknown>;
  const id = str(data.id);
  if (f.type === "partner" && id) {
    const partner = partnerById(id);
    // The partner's own category when we know the partner; what was saved only otherwise.
    const category = categoryOf(partner?.category ?? str(data.category));
    const path = category ? categoryPagePath(category.id, undefined) : undefined;
    return {
      target: partner ? { kind: "go", goId: partner.id } : null,
      ...(category && path ? { category: { name: category.name[lang], path } } : {}),
      ...(partner?.country ? { country: partner.country } : {}),
    };
  }
  if (f.type === "destination" && id?.startsWith("city.")) {
    const country = str(data.country);
    return { target: { kind: "go", goId: id }, ...(country ? { country } : {}) };
  }
  if (f.type === "deal") {
    const expiresAt = str(data.expires_at) ?? str(data.expiry_date);
    const expired = !!expiresAt && new Date(`${expiresAt}T23:59:59`) < now;
    // The server writes `go` (a boolean) with the prices when the id is one of our deals.
    const checked = typeof data.go === "boolean" && !!id && UUID.test(id);
    const deal = {
      ...(expiresAt ? { expiresAt } : {}),
      expired,
      priceFrom: checked ? num(data.price_from) : null,
      priceWas: checked ? num(data.price_was) : null,
    };
    let target: FavoriteTarget;
    if (checked && data.go === true && !expired) target = { kind: "go", goId: `deal.${id}` };
    else if (id && UUID.test(id))
      target = {
        kind: "page",
        path: "/deals",
        search: `?${new URLSearchParams({ q: f.title })}`,
        label: "openInDeals",
      };
    else target = { kind: "page", path: "/deals", label: "openDeals" };
    return { target, deal };
  }
  if (f.type === "category" && id) {
    const category = categoryOf(id);
    if (!category) return { target: null };
    const path = categoryPagePath(id, str(data.path));
    return { target: path ? { kind: "page", path, label: "openCategory" } : null, title: category.name[lang] };
  }
  return { target: null };
}
