import { Sailboat } from "lucide-react";
import type { Island, Lang } from "~content/types.ts";
import { OutboundLink } from "~/components/layout/outbound-link";

export function IslandButtons({ islands, lang }: { islands: Island[]; lang: Lang }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {islands.map((island) => (
        <li key={island.id}>
          <OutboundLink
            goId={`island.${island.id}`}
            className="flex h-14 items-center gap-3 rounded-2xl bg-[#0f766e] px-4 font-bold text-white shadow-sm transition-colors hover:bg-[#115e59] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring dark:bg-[#0d5f59] dark:hover:bg-[#0f766e]"
          >
            <Sailboat className="size-5 shrink-0" aria-hidden="true" />
            {island.name[lang]}
          </OutboundLink>
        </li>
      ))}
    </ul>
  );
}
