import { ArrowUpRight, CalendarDays, Clock } from "lucide-react";
import { useLocation } from "react-router";
import type { CategoryId, Lang } from "~content/types.ts";
import { categoryById } from "~content/categories.ts";
import { CategoryIcon } from "~/components/category-icon";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { FavoriteToggle } from "~/components/slots";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import type { ApiDeal } from "~/features/deals/api/deals.ts";
import { dealDate, euro } from "~core/deal-format";

/** The category's art when a deal has no image: its icon on a warm gradient. */
function CategoryArt({ category, muted }: { category: string | null; muted: boolean }) {
  let icon = "BadgePercent";
  try {
    if (category) icon = categoryById(category as CategoryId).icon;
  } catch {
    /* unknown category: the generic art */
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        "grid aspect-[2/1] w-full place-items-center",
        muted
          ? "bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
          : "bg-gradient-to-br from-orange-500 via-amber-400 to-rose-500 text-white",
      )}
    >
      <CategoryIcon name={icon} className="size-14 opacity-90" />
    </div>
  );
}

/** A deal: image or the category's art, partner, prices, countdown and the way out through /go/. */
export function DealCard({ deal, lang }: { deal: ApiDeal; lang: Lang }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const date = dealDate(deal.expires_at, lang);
  const translated = deal.text_lang === lang;
  const countdown = deal.days_left <= 0 ? t("deals.endsToday") : t("deals.endsIn", { count: deal.days_left });
  return (
    <li
      data-testid="deal-card"
      data-expired={deal.expired ? "true" : "false"}
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border shadow-sm",
        deal.expired ? "bg-muted shadow-none" : "bg-card",
      )}
    >
      {deal.image_url ? (
        <img
          src={deal.image_url}
          alt=""
          width={640}
          height={320}
          loading="lazy"
          decoding="async"
          className={cn("aspect-[2/1] w-full object-cover", deal.expired && "opacity-60 grayscale")}
        />
      ) : (
        <CategoryArt category={deal.category} muted={deal.expired} />
      )}
      <div className="flex flex-1 flex-col p-5">
        {deal.partner && (
          <p className="text-xs font-bold tracking-wide text-muted-foreground uppercase">{deal.partner.name}</p>
        )}
        <div className="mt-1 flex items-start justify-between gap-3">
          <h3
            className={cn("text-lg leading-snug font-bold", deal.expired && "text-muted-foreground")}
            lang={translated ? undefined : deal.text_lang}
          >
            {deal.title}
          </h3>
          <div className="flex shrink-0 items-center gap-2">
            {deal.expired && (
              <Badge className="shrink-0 bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900">
                {t("deals.expired")}
              </Badge>
            )}
            <FavoriteToggle
              className="-mt-1 -mr-1"
              item={{
                type: "deal",
                title: deal.title,
                description: deal.description,
                data: { id: deal.id, expires_at: deal.expires_at },
              }}
            />
          </div>
        </div>
        {!translated && <p className="mt-1 text-xs text-muted-foreground italic">{t("deals.inGreek")}</p>}
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground" lang={translated ? undefined : deal.text_lang}>
          {deal.description}
        </p>
        {deal.price_from !== null && (
          <p className="mt-3 flex items-baseline gap-2">
            <span className="text-xl font-extrabold">
              {t("deals.priceFrom", { price: euro(deal.price_from, lang) })}
            </span>
            {deal.price_was !== null && (
              <s className="text-sm text-muted-foreground">
                {t("deals.priceWas", { price: euro(deal.price_was, lang) })}
              </s>
            )}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
          <Badge variant={deal.expired ? "secondary" : "accent"} className="px-3 py-1">
            {deal.expired ? <CalendarDays aria-hidden="true" /> : <Clock aria-hidden="true" />}
            <time dateTime={deal.expires_at} title={deal.expired ? undefined : t("deals.validUntil", { date })}>
              {deal.expired ? t("deals.expiredOn", { date }) : countdown}
            </time>
          </Badge>
          {deal.go && !deal.expired && (
            <a
              href={`${deal.go}?${new URLSearchParams({ from: pathname, lang })}`}
              target="_blank"
              rel="sponsored noopener noreferrer"
              className={cn(buttonVariants({ variant: "accent", size: "sm" }), "ml-auto")}
              aria-label={
                deal.partner
                  ? t("deals.goToDealAt", { partner: deal.partner.name }) + ` ${t("common.newTab")}`
                  : undefined
              }
            >
              {t("deals.goToDeal")}
              <ArrowUpRight aria-hidden="true" />
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
