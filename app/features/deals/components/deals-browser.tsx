import { ArrowDown, ArrowRight, Info, Search, SearchX, Sparkles } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { Button, buttonVariants } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";
import { useDeals } from "~/features/deals/api/deals.ts";
import { FILTER_DELAY_MS } from "~/features/deals/live-filter.ts";
import { DealCard } from "./deal-card.tsx";

/** Deals list with search (used by /deals and /προσφορές); the query client comes from root.tsx. */
export function DealsBrowser() {
  return <DealsBrowserInner />;
}

/**
 * The search text the list follows, a moment after the last keystroke (as the static page's
 * filter, live-filter.ts), kept in the address's `?q=` (replaced, not pushed) so a reload or a
 * shared link keeps the filter.
 */
function useFilterText() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get("q") ?? "";
  const [text, setText] = useState(fromUrl);
  const [q, setQ] = useState(fromUrl.trim());
  const next = text.trim().slice(0, 200);
  const commit = useCallback(
    (value: string) => {
      setQ(value);
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete("cursor");
          if (value) out.set("q", value);
          else out.delete("q");
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  // A link to this page with another ?q= (or none), followed while the list is on screen.
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl.trim() !== q) {
      setText(fromUrl);
      setQ(fromUrl.trim());
    }
  }
  useEffect(() => {
    if (next === q) return;
    const timer = setTimeout(() => commit(next), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, q, commit]);
  /** Enter: at once. */
  const submit = () => {
    if (next !== q) commit(next);
  };
  return { text, setText, q, submit };
}

function DealsBrowserInner() {
  const { t, lang } = useT();
  const { text, setText, q, submit } = useFilterText();
  const inputId = useId();
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useDeals(lang, q);
  useEffect(() => {
    if (isError) console.warn("Deals could not be loaded:", error);
  }, [isError, error]);

  // The pages loaded so far; the counts are the whole list's.
  const deals = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const liveTotal = data?.pages[0]?.live ?? 0;
  const live = deals.filter((d) => !d.expired);
  const ended = deals.filter((d) => d.expired);
  const searching = q !== "";
  return (
    <div className="grid gap-6">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="relative max-w-xl"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("deals.searchLabel")}
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("deals.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-12 rounded-2xl pl-12 text-base shadow-sm md:text-base"
        />
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
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
      ) : total === 0 && searching ? (
        <div
          className="flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-14 text-center"
          role="status"
        >
          <div
            className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground"
            aria-hidden="true"
          >
            <SearchX className="size-7" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("deals.empty")}</h2>
          <p className="mt-2 max-w-sm text-muted-foreground">{t("deals.emptyHint")}</p>
        </div>
      ) : liveTotal === 0 && !searching ? (
        <div
          data-testid="deals-none"
          className="flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-14 text-center"
          role="status"
        >
          <div
            className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground"
            aria-hidden="true"
          >
            <Sparkles className="size-7" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("deals.noLive")}</h2>
          <p className="mt-2 max-w-md text-muted-foreground">{t("deals.noLiveHint")}</p>
          <Link
            to={`${localizedPath("/home", lang)}#categories-heading`}
            className={buttonVariants({ variant: "default", className: "mt-6" })}
          >
            {t("deals.browseCategories")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <section aria-label={t("deals.title")}>
          {/* A heading: the cards' h3 titles come under it (heading order). */}
          <h2 className="mb-3 text-sm font-medium text-muted-foreground" aria-live="polite">
            {t("deals.count", { count: searching ? total : liveTotal })}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {(searching ? deals : live).map((d) => (
              <DealCard key={d.id} deal={d} lang={lang} />
            ))}
          </ul>
          {!searching && ended.length > 0 && (
            <>
              <h2 className="mt-10 mb-3 text-lg font-bold text-muted-foreground">{t("deals.expiredSection")}</h2>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {ended.map((d) => (
                  <DealCard key={d.id} deal={d} lang={lang} />
                ))}
              </ul>
            </>
          )}
          {hasNextPage && (
            <Button
              variant="outline"
              className="mt-8"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t("deals.showMore")}
              <ArrowDown aria-hidden="true" />
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

export function DealsInfo() {
  const { t } = useT();
  return (
    <aside className="flex gap-4 rounded-3xl border bg-card p-6">
      <div
        className="grid size-10 shrink-0 place-items-center rounded-full bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200"
        aria-hidden="true"
      >
        <Info className="size-5" />
      </div>
      <div>
        <h2 className="font-bold">{t("deals.infoTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("deals.infoText")}</p>
      </div>
    </aside>
  );
}
