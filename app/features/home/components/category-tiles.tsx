import { Link } from "react-router";
import type { HomeTile } from "~content/home.ts";
import type { CategoryId, Lang } from "~content/types.ts";
import { CategoryIcon } from "~/components/category-icon";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";
import { TILE_LABELS } from "~/features/home/tile-labels.generated.ts";

const sea: CategoryId[] = ["ferries", "cruises"];
const warm: CategoryId[] = ["flight-compensation", "activities", "tours", "camping"];

function bubble(category: CategoryId): string {
  if (sea.includes(category)) return "bg-sea-soft text-sea-soft-foreground";
  if (warm.includes(category)) return "bg-accent-soft text-accent-soft-foreground";
  return "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200";
}

/**
 * A tile's label with soft hyphens where its long words may break (generated from each language's
 * hyphenation patterns): a phone without hyphenation dictionaries breaks "compensation" between
 * syllables, with a hyphen, never letter by letter.
 */
export function breakable(label: string): string {
  return TILE_LABELS[label] ?? label;
}

/**
 * The category tiles of /home: on phones a compact icon grid, four to a row, so the search and
 * the first row fit above the fold; from `sm` up, cards with the label beside the icon.
 */
export function CategoryTiles({ tiles, lang }: { tiles: HomeTile[]; lang: Lang }) {
  return (
    <ul
      className="grid grid-cols-4 gap-x-1.5 gap-y-3 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5"
      data-testid="category-tiles"
    >
      {tiles.map((tile) => (
        <li key={tile.path} className="min-w-0">
          <Link
            to={localizedPath(tile.path, lang)}
            className="group flex h-full min-w-0 flex-col items-center gap-1.5 rounded-2xl p-1 text-center transition-all focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-24 sm:items-start sm:justify-between sm:gap-3 sm:border sm:bg-card sm:p-4 sm:text-left sm:shadow-xs sm:hover:-translate-y-0.5 sm:hover:border-primary/40 sm:hover:shadow-md"
          >
            <span
              className={cn(
                "grid size-12 shrink-0 place-items-center rounded-2xl shadow-xs transition-transform group-hover:scale-105 sm:size-11 sm:rounded-xl sm:shadow-none",
                bubble(tile.category),
              )}
            >
              <CategoryIcon name={tile.icon} className="size-5.5" />
            </span>
            <span className="w-full text-[0.75rem] leading-tight font-semibold [overflow-wrap:anywhere] hyphens-auto sm:text-[0.95rem] sm:leading-snug sm:text-pretty">
              {breakable(tile.label[lang])}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
