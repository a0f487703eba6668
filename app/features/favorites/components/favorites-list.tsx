// /favorites (SPEC §2): a card per saved item with its type badge, title and description, what we
// know about it (category, country, expiry) as short tags, a link that opens it, and remove. The
// stored `data` is for the link, never shown raw (internal ids are not for visitors).
import { CalendarDays, Compass, ExternalLink, Heart, LayoutGrid, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useFavorites, useRemoveFavorite } from "~/features/favorites/api/favorites.ts";
import { categoryPagePath } from "~/features/favorites/category-page.ts";
import { categoryById } from "~content/categories.ts";
import { partnerById } from "~content/partners.ts";
import type { CategoryId, Lang } from "~content/types.ts";
import type { Favorite } from "~/features/favorites/api/favorites.ts";
import { OutboundLink } from "~/components/layout/outbound-link";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { locales } from "~/lib/language";
import { localizedPath } from "~core/paths";

const KNOWN = ["destination", "flight", "hotel", "deal", "partner", "category"] as const;
type Known = (typeof KNOWN)[number];

export function FavoritesList({ user }: { user: SessionUser }) {
  const { t, lang } = useT();
  const favorites = useFavorites(user.id);
  const remove = useRemoveFavorite(user.id);
  if (favorites.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-3" role="status" aria-label={t("common.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  const rows = favorites.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Card className="mx-auto flex max-w-lg flex-col items-center p-8 text-center">
          <div className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Heart className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("account.favorites.empty")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("account.favorites.emptyHint")}</p>
          <Link to={localizedPath("/home", lang)} className={buttonVariants({ className: "mt-6" })}>
            <Compass aria-hidden="true" />
            {t("account.favorites.browse")}
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="mb-4 text-sm font-semibold text-muted-foreground">{t("account.favorites.count", { count: rows.length })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((f) => {
          const type: Known | "generic" = (KNOWN as readonly string[]).includes(f.type) ? (f.type as Known) : "generic";
          const info = describe(f, lang, t);
          return (
            <li key={f.id} className="min-w-0">
              <Card className={cn("flex h-full min-w-0 flex-col p-5", info.expired && "border-dashed")}>
                <div className="flex flex-wrap items-start gap-2">
                  <Badge variant={type === "deal" ? "accent" : type === "destination" ? "sea" : "secondary"}>{t(`account.favorites.types.${type}`)}</Badge>
                  {info.expired && <Badge className="bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900">{t("account.favorites.expired")}</Badge>}
                </div>
                <h2 className={cn("mt-3 text-lg leading-tight font-bold break-words", info.expired && "text-muted-foreground")}>{info.title ?? f.title}</h2>
                {f.description && <p className="mt-1.5 line-clamp-3 text-sm break-words text-muted-foreground">{f.description}</p>}
                {info.tags.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("account.favorites.details")}>
                    {info.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="outline" className="whitespace-normal">
                          {tag}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto flex flex-wrap items-center justify-end gap-2 pt-4">
                  <OpenLink favorite={f} info={info} />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove.mutate(f.id)}
                    disabled={f.id.startsWith("pending-")}
                    aria-label={t("account.favorites.removeNamed", { title: f.title })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t("account.favorites.remove")}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type T = ReturnType<typeof useT>["t"];

interface Info {
  /** Where the card leads: a partner or city through /go, or a page of ours (all deals, a category). */
  target: { kind: "go"; goId: string } | { kind: "page"; path: string; label: "openDeals" | "openCategory" } | null;
  /** The title in the visitor's language, when we know it (a category saved in another one). */
  title?: string;
  tags: string[];
  expired: boolean;
}

function categoryOf(id: string) {
  try {
    return categoryById(id as CategoryId);
  } catch {
    return undefined; // a category that no longer exists
  }
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

/** What a favourite's stored data tells a visitor, and where it opens. */
function describe(f: Favorite, lang: Lang, t: T): Info {
  const data = f.data ?? {};
  const id = str(data.id);
  if (f.type === "partner" && id) {
    const partner = partnerById(id);
    const category = str(data.category) ?? partner?.category;
    const tags: string[] = [];
    if (category) {
      try {
        tags.push(categoryById(category as CategoryId).name[lang]);
      } catch {
        /* a category that no longer exists */
      }
    }
    if (partner?.country) tags.push(partner.country);
    return { target: partner ? { kind: "go", goId: partner.id } : null, tags, expired: false };
  }
  if (f.type === "destination" && id?.startsWith("city.")) {
    const country = str(data.country);
    return { target: { kind: "go", goId: id }, tags: country ? [country] : [], expired: false };
  }
  if (f.type === "deal") {
    const expiry = str(data.expiry_date);
    const expired = !!expiry && new Date(`${expiry}T23:59:59`) < new Date();
    const date = expiry ? new Date(`${expiry}T12:00:00`).toLocaleDateString(locales[lang], { day: "numeric", month: "long", year: "numeric" }) : null;
    const tags = date ? [expired ? t("account.favorites.expiredOn", { date }) : t("account.favorites.validUntil", { date })] : [];
    return { target: { kind: "page", path: "/deals", label: "openDeals" }, tags, expired };
  }
  if (f.type === "category" && id) {
    const category = categoryOf(id);
    if (!category) return { target: null, tags: [], expired: false };
    const path = categoryPagePath(id, str(data.path));
    return { target: path ? { kind: "page", path, label: "openCategory" } : null, title: category.name[lang], tags: [], expired: false };
  }
  return { target: null, tags: [], expired: false };
}

const openClass = buttonVariants({ size: "sm", className: "max-w-full" });

function OpenLink({ favorite, info }: { favorite: Favorite; info: Info }) {
  const { t, lang } = useT();
  const label = t("account.favorites.openNamed", { title: info.title ?? favorite.title });
  if (!info.target) return null;
  if (info.target.kind === "go") {
    return (
      <OutboundLink goId={info.target.goId} className={openClass} aria-label={`${label} ${t("common.newTab")}`}>
        <ExternalLink aria-hidden="true" />
        {t("account.favorites.open")}
      </OutboundLink>
    );
  }
  return (
    <Link to={localizedPath(info.target.path, lang)} className={openClass} aria-label={label}>
      {info.target.label === "openDeals" ? <CalendarDays aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
      {t(`account.favorites.${info.target.label}`)}
    </Link>
  );
}
