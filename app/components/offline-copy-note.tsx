// The mark on a screen showing saved data from the device (decision 037): "Offline copy from …",
// or that nothing was saved here. Renders nothing while the data is live.
import type { QueryKey } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { locales } from "~/lib/language";
import { useOfflineCopy } from "~/lib/offline";

export function OfflineCopyNote({ queryKey, className }: { queryKey: QueryKey; className?: string }) {
  const { t, lang } = useT();
  const copy = useOfflineCopy(queryKey);
  if (!copy) return null;
  const date = copy.savedAt?.toLocaleString(locales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
        className,
      )}
    >
      <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {date ? (
        <p>
          <strong className="font-semibold">{t("offline.copyFrom", { date })}</strong>
          <span className="block">{t("offline.copyHint")}</span>
        </p>
      ) : (
        <p>
          <strong className="font-semibold">{t("offline.none")}</strong>
          <span className="block">{t("offline.noneHint")}</span>
        </p>
      )}
    </div>
  );
}
