import { Cpu, Route, Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHero } from "~/components/layout/page-header";
import { SearchForm } from "~/components/layout/search-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";
import type { ChipKey } from "~/features/search/engine.ts";
import { useSearchEngine } from "~/features/search/load-engine.ts";
import { useLiveDeals } from "~/lib/use-live-deals.ts";
import { useSaveSearch } from "~/features/search/use-save-search.ts";
import { IntentChips } from "./intent-chips.tsx";
import { CategorySuggestions, SearchResults } from "./search-results.tsx";

const KEYS: readonly ChipKey[] = ["category", "route", "place", "budget", "cheap", "dates", "nights", "travellers"];

/** `?without=place,budget` → the chips the visitor removed. */
function parseOmit(raw: string | null): ChipKey[] {
  if (!raw) return [];
  const set = new Set(raw.split(","));
  return KEYS.filter((k) => set.has(k));
}

function ResultsSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t("search.loading")}</span>
      <Skeleton className="h-7 w-64" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /search?q=…: the query understood as removable chips, then ranked actions. Runs entirely in the
 * browser: the engine chunk is loaded lazily, and the query is sent nowhere (except, when signed in,
 * with its number of results to the visitor's own search history). The page fetches the public
 * list of live deals, the same for everyone, to rank them beside the partners.
 */
export function SearchPage() {
  const { t, lang } = useT();
  const [params, setParams] = useSearchParams();
  // A guide's no-script form sends its fields (place, dates, travellers) as several q, read as one sentence (decision
  // 051).
  const query = params.getAll("q").join(" ").replace(/\s+/g, " ").trim();
  const omitRaw = params.get("without");
  const omit = useMemo(() => parseOmit(omitRaw), [omitRaw]);
  const engine = useSearchEngine();
  const liveDeals = useLiveDeals(lang);
  const view = useMemo(
    () =>
      engine.status === "ready" && query
        ? engine.engine.runSearch(query, lang, omit, new Date(), liveDeals)
        : undefined,
    [engine, query, lang, omit, liveDeals],
  );
  useSaveSearch(query, view && view.omitted.length === 0 ? view.count : undefined);
  const trip = useMemo(
    () => engine.status === "ready" && query !== "" && engine.engine.isTripQuery(query, lang),
    [engine, query, lang],
  );

  // After a search (from this page's box, the header's, or a static page's form), the keyboard
  // continues at the results: focus goes to their first heading (the count, or "nothing found"),
  // so the first result is a Tab away (issue 37: it stayed on <body>). Once per query: removing
  // a chip leaves the focus where it is. No scroll: the page still opens at its top.
  const results = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!view || focusedFor.current === view.query) return;
    focusedFor.current = view.query;
    const heading = results.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [view]);

  const search = (q: string) => setParams({ q });
  const setOmit = (keys: ChipKey[]) => setParams(keys.length ? { q: query, without: keys.join(",") } : { q: query });

  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-card/80 px-3 py-1 text-xs font-semibold text-link shadow-xs ring-1 ring-blue-200 dark:ring-blue-900">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t("search.title")}
          </span>
        }
        title={
          query ? (
            <span className="block text-2xl break-words sm:text-4xl">{t("search.resultsFor", { q: query })}</span>
          ) : (
            t("search.title")
          )
        }
        intro={query ? undefined : t("search.description")}
      >
        <SearchForm variant="page" className="mt-6 max-w-2xl" query={query} onSearch={search} />
        <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
          <Cpu className="size-3.5" aria-hidden="true" />
          {t("search.onDevice")}
        </p>
        {view && (
          <IntentChips
            chips={view.chips}
            omitted={view.omitted}
            onRemove={(key) => setOmit([...view.omitted, key])}
            onRestore={() => setOmit([])}
          />
        )}
        {view && view.chips.length === 0 && view.count > 0 && (
          <p className="mt-4 text-sm text-muted-foreground">{t("search.nothingUnderstood")}</p>
        )}
        {trip && (
          <div
            className="mt-5 flex max-w-2xl flex-col gap-3 rounded-2xl border border-teal-200 bg-card p-4 shadow-xs sm:flex-row sm:items-center dark:border-teal-900"
            data-plan-trip
          >
            <p className="flex-1 text-sm">{t("search.planTripHint")}</p>
            <Link
              to={`${localizedPath("/trip", lang)}?${new URLSearchParams({ q: query }).toString()}`}
              className={buttonVariants({ variant: "sea", className: "shrink-0" })}
            >
              <Route aria-hidden="true" />
              {t("search.planTrip")}
            </Link>
          </div>
        )}
      </PageHero>
      {/* data-search-state: what the results area shows — the engine still loading, its answer, or its error
          (tests wait on it). */}
      <div
        className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10"
        data-search-state={!query ? "idle" : engine.status === "error" ? "error" : view ? "shown" : "loading"}
      >
        {!query ? (
          <div className="flex flex-col gap-10">
            <section aria-labelledby="search-examples">
              <h2 id="search-examples" className="mb-3 text-lg font-bold">
                {t("search.examples")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {(["search.example1", "search.example2", "search.example3"] as const).map((key) => (
                  <li key={key}>
                    <Link
                      to={`?${new URLSearchParams({ q: t(key) }).toString()}`}
                      className="inline-flex min-h-10 items-center rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      «{t(key)}»
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <CategorySuggestions headingId="search-categories" heading={t("search.suggestions")} />
          </div>
        ) : engine.status === "error" ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6">
            <p>{t("search.loadError")}</p>
            <Button variant="outline" onClick={engine.retry}>
              {t("search.retry")}
            </Button>
          </div>
        ) : !view ? (
          <ResultsSkeleton />
        ) : (
          <div ref={results}>
            {view.count > 0 && (
              <div role="status" aria-live="polite">
                <h2
                  id="search-results-heading"
                  className="mb-5 text-sm font-semibold text-muted-foreground outline-none"
                >
                  {t("search.count", { count: view.count })}
                </h2>
              </div>
            )}
            <SearchResults view={view} />
          </div>
        )}
      </div>
    </>
  );
}
