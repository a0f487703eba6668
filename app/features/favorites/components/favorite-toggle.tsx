// The heart on partner cards, city cards and deals. Shown to signed-in visitors only.
import { Heart } from "lucide-react";
import { findFavorite, useAddFavorite, useFavorites, useRemoveFavorite } from "~/features/favorites/api/favorites.ts";
import type { FavoriteInput } from "~core/requests";
import { useSession } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

export function FavoriteToggle({ item, className }: { item: FavoriteInput; className?: string }) {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return <Toggle userId={session.user.id} item={item} className={className} />;
}

function Toggle({ userId, item, className }: { userId: string; item: FavoriteInput; className?: string }) {
  const { t } = useT();
  const favorites = useFavorites(userId);
  const add = useAddFavorite(userId);
  const remove = useRemoveFavorite(userId);
  const existing = findFavorite(favorites.data, item);
  const on = !!existing;
  const pending = existing?.id.startsWith("pending-") ?? false;
  const label = on ? t("account.favorites.removeNamed", { title: item.title }) : t("account.favorites.add", { title: item.title });
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={favorites.isPending || pending}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (existing) remove.mutate(existing.id);
        else add.mutate(item);
      }}
      className={cn(
        "inline-grid size-10 shrink-0 cursor-pointer place-items-center rounded-full bg-card/95 text-muted-foreground shadow-sm ring-1 ring-border transition-colors hover:text-red-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-progress",
        on && "text-red-600 dark:text-red-400",
        className,
      )}
    >
      <Heart className={cn("size-5", on && "fill-current")} aria-hidden="true" />
    </button>
  );
}
