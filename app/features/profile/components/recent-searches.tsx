import { History, Search, X } from "lucide-react";
import { Link } from "react-router";
import {
  searchHistoryKey,
  useClearSearches,
  useRemoveSearch,
  useSearchHistory,
} from "~/features/profile/api/profile.ts";
import { useOfflineCopy } from "~/lib/offline";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

export function RecentSearches({ userId }: { userId: string }) {
  const { t, lang } = useT();
  const history = useSearchHistory(userId);
  const remove = useRemoveSearch(userId);
  const clear = useClearSearches(userId);
  const rows = history.data ?? [];
  const noCopy = useOfflineCopy(searchHistoryKey(userId))?.savedAt === null;
  return (
    <Card className="self-start p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <History className="size-5 text-link" aria-hidden="true" />
        <h2 className="flex-1 text-lg font-bold" id="recent-searches">
          {t("account.profile.recentSearches")}
        </h2>
        {rows.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => clear.mutate()} disabled={clear.isPending}>
            {t("account.profile.clearAll")}
          </Button>
        )}
      </div>
      {noCopy ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("offline.none")}</p>
      ) : history.isPending ? (
        <div className="mt-4 flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("account.profile.recentEmpty")}</p>
      ) : (
        <ul aria-labelledby="recent-searches" className="mt-3 divide-y">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center gap-2 py-1.5">
              <Link
                to={`${localizedPath("/search", lang)}?q=${encodeURIComponent(r.query)}`}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              >
                <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{r.query}</span>
              </Link>
              <button
                type="button"
                onClick={() => remove.mutate(r.id)}
                aria-label={t("account.profile.removeSearch", { query: r.query })}
                title={t("account.profile.removeSearch", { query: r.query })}
                className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
