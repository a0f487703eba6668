import { Link } from "react-router";
import type { HomeTile } from "../../../../content/home.ts";
import type { CategoryId, Lang } from "../../../../content/types.ts";
import { CategoryIcon } from "~/components/category-icon";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";

const sea: CategoryId[] = ["ferries", "cruises"];
const warm: CategoryId[] = ["flight-compensation", "activities", "tours", "camping"];

function bubble(category: CategoryId): string {
  if (sea.includes(category)) return "bg-sea-soft text-sea-soft-foreground";
  if (warm.includes(category)) return "bg-accent-soft text-accent-soft-foreground";
  return "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200";
}

export function CategoryTiles({ tiles, lang }: { tiles: HomeTile[]; lang: Lang }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.path}>
          <Link
            to={localizedPath(tile.path, lang)}
            className="group flex h-full min-h-24 flex-col justify-between gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className={cn("grid size-11 place-items-center rounded-xl transition-transform group-hover:scale-105", bubble(tile.category))}>
              <CategoryIcon name={tile.icon} className="size-5.5" />
            </span>
            <span className="text-sm leading-snug font-semibold text-pretty sm:text-[0.95rem]">{tile.label[lang]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
