import { CalendarDays, Info, Search, SearchX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Lang } from "../../../../content/types.ts";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { FavoriteToggle } from "~/components/slots";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { locales } from "~/lib/language";
import { filterDeals, useDeals, type ApiDeal } from "../api/deals.ts";

/** Deals list with search (used by /deals and /προσφορές); the query client comes from root.tsx. */
export function DealsBrowser() {
  return <DealsBrowserInner />;
}

function formatDate(isoDate: string, lang: Lang): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "long", year: "numeric" }).format(new Date(y, m - 1, d));
}

function DealsBrowserInner() {
  const { t, lang } = useT();
  const [text, setText] = useState("");
  const inputId = useId();
  const { data, isPending, isError, error } = useDeals();
  useEffect(() => {
    if (isError) console.warn("Deals could not be loaded:", error);
  }, [isError, error]);

  const deals = filterDeals(data ?? [], text);
  return (
    <div className="grid gap-6">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          {t("deals.searchLabel")}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("deals.searchPlaceholder")}
          autoComplete="off"
          className="h-12 rounded-2xl pl-12 text-base shadow-sm md:text-base"
        />
      </form>

      {isPending ? (
        <div role="status" aria-live="polite" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t("deals.loading")}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} data-testid="deal-skeleton" className="overflow-hidden rounded-2xl border bg-card p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-4 h-3.5 w-full" />
              <Skeleton className="mt-2 h-3.5 w-11/12" />
              <Skeleton className="mt-2 h-3.5 w-3/4" />
              <Skeleton className="mt-5 h-6 w-32 rounded-full" />
            </div>
          ))}
        </div>
      ) : deals.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-14 text-center" role="status">
          <div className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground" aria-hidden="true">
            <SearchX className="size-7" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("deals.empty")}</h2>
          <p className="mt-2 max-w-sm text-muted-foreground">{t("deals.emptyHint")}</p>
        </div>
      ) : (
        <section aria-label={t("deals.title")}>
          <p className="mb-3 text-sm font-medium text-muted-foreground" aria-live="polite">
            {t("deals.count", { count: deals.length })}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {deals.map((d) => (
              <DealCard key={d.id} deal={d} lang={lang} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function DealCard({ deal, lang }: { deal: ApiDeal; lang: Lang }) {
  const { t } = useT();
  const date = formatDate(deal.expiry_date, lang);
  return (
    <li
      data-testid="deal-card"
      data-expired={deal.expired ? "true" : "false"}
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border shadow-sm",
        deal.expired ? "bg-muted shadow-none" : "bg-card",
      )}
    >
      {deal.image_url !== "" && (
        <img
          src={deal.image_url}
          alt=""
          width={640}
          height={320}
          loading="lazy"
          decoding="async"
          className={cn("aspect-[2/1] w-full object-cover", deal.expired && "opacity-60 grayscale")}
        />
      )}
      {deal.image_url === "" && (
        <div
          aria-hidden="true"
          className={cn(
            "h-2 w-full",
            deal.expired ? "bg-slate-300 dark:bg-slate-700" : "bg-gradient-to-r from-orange-500 via-amber-400 to-rose-500",
          )}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className={cn("text-lg leading-snug font-bold", deal.expired && "text-muted-foreground")}>{deal.title}</h3>
          <div className="flex shrink-0 items-center gap-2">
            {deal.expired && <Badge className="shrink-0 bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900">{t("deals.expired")}</Badge>}
            <FavoriteToggle
              className="-mt-1 -mr-1"
              item={{ type: "deal", title: deal.title, description: deal.description, data: { id: deal.id, expiry_date: deal.expiry_date } }}
            />
          </div>
        </div>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{deal.description}</p>
        <div className="mt-auto pt-4">
          <Badge variant={deal.expired ? "secondary" : "accent"} className="px-3 py-1">
            <CalendarDays aria-hidden="true" />
            <time dateTime={deal.expiry_date}>
              {deal.expired ? t("deals.expiredOn", { date }) : t("deals.validUntil", { date })}
            </time>
          </Badge>
        </div>
      </div>
    </li>
  );
}

export function DealsInfo() {
  const { t } = useT();
  return (
    <aside className="flex gap-4 rounded-3xl border bg-card p-6">
      <div className="grid size-10 shrink-0 place-items-center rounded-full bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200" aria-hidden="true">
        <Info className="size-5" />
      </div>
      <div>
        <h2 className="font-bold">{t("deals.infoTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("deals.infoText")}</p>
      </div>
    </aside>
  );
}
