import { Banknote, CalendarDays, Moon, PiggyBank, RotateCcw, Route as RouteIcon, MapPin, Users, X } from "lucide-react";
import type { ReactNode } from "react";
import { CategoryIcon } from "~/components/category-icon";
import { useT } from "~/i18n/i18n";
import { chipLabel } from "~/features/search/chip-label.ts";
import type { Chip, ChipKey } from "~/features/search/engine.ts";

function chipIcon(chip: Chip): ReactNode {
  const cls = "size-4 shrink-0";
  switch (chip.key) {
    case "category":
      return <CategoryIcon name={chip.icon} className={cls} />;
    case "place":
      return <MapPin className={cls} aria-hidden="true" />;
    case "route":
      return <RouteIcon className={cls} aria-hidden="true" />;
    case "budget":
      return <Banknote className={cls} aria-hidden="true" />;
    case "cheap":
      return <PiggyBank className={cls} aria-hidden="true" />;
    case "dates":
      return <CalendarDays className={cls} aria-hidden="true" />;
    case "nights":
      return <Moon className={cls} aria-hidden="true" />;
    case "travellers":
      return <Users className={cls} aria-hidden="true" />;
  }
}

/** What the query was understood as: one removable chip per part, plus a way to bring removed ones back. */
export function IntentChips({
  chips,
  omitted,
  onRemove,
  onRestore,
}: {
  chips: Chip[];
  omitted: ChipKey[];
  onRemove: (key: ChipKey) => void;
  onRestore: () => void;
}) {
  const { t, lang } = useT();
  const active = chips.filter((c) => !omitted.includes(c.key));
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="search-understood" className="mt-5 max-w-3xl">
      <h2 id="search-understood" className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
        {t("search.understood")}
      </h2>
      <ul className="mt-2 flex flex-wrap items-center gap-2" aria-label={t("search.understood")}>
        {active.map((chip) => {
          const label = chipLabel(chip, t, lang);
          return (
            <li key={chip.key} data-chip={chip.key}>
              <span className="inline-flex h-9 items-center gap-1.5 rounded-full border border-blue-200 bg-card pr-1 pl-3 text-sm font-semibold text-blue-900 shadow-xs dark:border-blue-900 dark:text-blue-100">
                {chipIcon(chip)}
                <span>{label}</span>
                <button
                  type="button"
                  onClick={() => onRemove(chip.key)}
                  aria-label={t("search.removeChip", { label })}
                  title={t("search.removeChip", { label })}
                  className="ml-0.5 grid size-7 cursor-pointer place-items-center rounded-full text-blue-900/70 transition-colors hover:bg-blue-100 hover:text-blue-950 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring dark:text-blue-100/80 dark:hover:bg-blue-950 dark:hover:text-white"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          );
        })}
        {omitted.length > 0 && (
          <li>
            <button
              type="button"
              onClick={onRestore}
              className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t("search.restore", { count: omitted.length })}
            </button>
          </li>
        )}
      </ul>
      {active.length > 0 && <p className="mt-2 text-sm text-muted-foreground">{t("search.understoodHint")}</p>}
    </section>
  );
}
