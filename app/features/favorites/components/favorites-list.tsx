// /favorites (SPEC §2): a card per saved item with its type badge, title and description, what we
// know about it (a deal's price and expiry, a partner's category and country), a link that leads
// back to it (favorite-info.ts), and remove. The stored `data` is never shown raw (internal ids are
// not for visitors).
import { CalendarDays, Clock, Compass, ExternalLink, Heart, LayoutGrid, Search, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { favoritesKey, useFavorites, useRemoveFavorite } from "~/features/favorites/api/favorites.ts";
import { favoriteInfo, type FavoriteInfo } from "~/features/favorites/favorite-info.ts";
import type { Lang } from "~content/types.ts";
import type { Favorite } from "~/features/favorites/api/favorites.ts";
import { OutboundLink } from "~/components/layout/outbound-link";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { dealDate, euro } from "~core/deal-format";
import { localizedPath } from "~core/paths";

const KNOWN = ["destination", "flight", "hotel", "deal", "partner", "category"] as const;
type Known = (typeof KNOWN)[number];

export function FavoritesList({ user }: { user: SessionUser }) {
  const { t, lang } = useT();
  const favorites = useFavorites(user.id);
  const remove = useRemoveFavorite(user.id);
  // Offline: the copy kept on this device, marked with its date (decision 037).
  const offlineNote = <OfflineCopyNote queryKey={favoritesKey(user.id)} className="mx-auto mb-4 max-w-6xl" />;
  if (favorites.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {offlineNote}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("common.loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  const rows = favorites.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {offlineNote}
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
      {offlineNote}
      <p className="mb-4 text-sm font-semibold text-muted-foreground">
        {t("account.favorites.count", { count: rows.length })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((f) => {
          const type: Known | "generic" = (KNOWN as readonly string[]).includes(f.type) ? (f.type as Known) : "generic";
          const info = favoriteInfo(f, lang);
          const expired = info.deal?.expired ?? false;
          return (
            <li key={f.id} className="min-w-0">
              <Card className={cn("flex h-full min-w-0 flex-col p-5", expired && "border-dashed")}>
                <div className="flex flex-wrap items-start gap-2">
                  <Badge variant={type === "deal" ? "accent" : type === "destination" ? "sea" : "secondary"}>
                    {t(`account.favorites.types.${type}`)}
                  </Badge>
                  {expired && (
                    <Badge className="bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900">
                      {t("account.favorites.expired")}
                    </Badge>
                  )}
                </div>
                <h2
                  className={cn("mt-3 text-lg leading-tight font-bold break-words", expired && "text-muted-foreground")}
                >
                  {info.title ?? f.title}
                </h2>
                {f.description && (
                  <p className="mt-1.5 line-clamp-3 text-sm break-words text-muted-foreground">{f.description}</p>
                )}
                {info.deal && <DealFacts deal={info.deal} lang={lang} />}
                <Details info={info} lang={lang} />
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

/** A deal's price (and the price before, struck) and its expiry, as they were when it was saved. */
function DealFacts({ deal, lang }: { deal: NonNullable<FavoriteInfo["deal"]>; lang: Lang }) {
  const { t } = useT();
  const date = deal.expiresAt ? dealDate(deal.expiresAt, lang) : null;
  return (
    <>
      {deal.priceFrom !== null && (
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className={cn("text-xl font-extrabold", deal.expired && "text-muted-foreground")}>
            {t("deals.priceFrom", { price: euro(deal.priceFrom, lang) })}
          </span>
          {deal.priceWas !== null && (
            <s className="text-sm text-muted-foreground">{t("deals.priceWas", { price: euro(deal.priceWas, lang) })}</s>
          )}
        </p>
      )}
      {date && (
        <p className="mt-3">
          <Badge variant={deal.expired ? "secondary" : "accent"} className="px-3 py-1 whitespace-normal">
            {deal.expired ? <CalendarDays aria-hidden="true" /> : <Clock aria-hidden="true" />}
            <time dateTime={deal.expiresAt}>
              {deal.expired ? t("account.favorites.expiredOn", { date }) : t("account.favorites.validUntil", { date })}
            </time>
          </Badge>
        </p>
      )}
    </>
  );
}

/** A partner's category (a link to its catalogue page) and country, as short tags. */
function Details({ info, lang }: { info: FavoriteInfo; lang: Lang }) {
  const { t } = useT();
  if (!info.category && !info.country) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("account.favorites.details")}>
      {info.category && (
        <li>
          <Link
            to={localizedPath(info.category.path, lang)}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-input px-3 py-1 text-xs font-semibold text-primary underline-offset-2 hover:bg-muted hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring dark:text-blue-300"
          >
            <LayoutGrid className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t("account.favorites.types.category")}: </span>
            <span>{info.category.name}</span>
          </Link>
        </li>
      )}
      {info.country && (
        <li>
          <Badge variant="outline" className="whitespace-normal">
            {info.country}
          </Badge>
        </li>
      )}
    </ul>
  );
}

const openClass = buttonVariants({ size: "sm", className: "max-w-full" });

function OpenLink({ favorite, info }: { favorite: Favorite; info: FavoriteInfo }) {
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
  const Icon =
    info.target.label === "openCategory" ? LayoutGrid : info.target.label === "openInDeals" ? Search : CalendarDays;
  return (
    <Link
      to={localizedPath(info.target.path, lang) + (info.target.search ?? "")}
      className={openClass}
      aria-label={label}
    >
      <Icon aria-hidden="true" />
      {t(`account.favorites.${info.target.label}`)}
    </Link>
  );
}
