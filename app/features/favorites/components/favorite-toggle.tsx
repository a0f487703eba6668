// The heart on partner cards, city cards and deals, and the "follow this category" button on a
// catalogue page (a favourite of type "category", data.id = category id: decision 015). Shown to
// signed-in visitors only.
import { Heart } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { findFavorite, useAddFavorite, useFavorites, useRemoveFavorite } from "~/features/favorites/api/favorites.ts";
import type { FavoriteInput } from "~core/requests";
import { useSession } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

type Variant = "heart" | "follow";

export function FavoriteToggle({
  item,
  className,
  variant = "heart",
}: {
  item: FavoriteInput;
  className?: string;
  variant?: Variant;
}) {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return <Toggle userId={session.user.id} item={item} className={className} variant={variant} />;
}

function Toggle({
  userId,
  item,
  className,
  variant,
}: {
  userId: string;
  item: FavoriteInput;
  className?: string;
  variant: Variant;
}) {
  const { t } = useT();
  const hintId = useId();
  const favorites = useFavorites(userId);
  const add = useAddFavorite(userId);
  const remove = useRemoveFavorite(userId);
  const existing = findFavorite(favorites.data, item);
  const on = !!existing;
  const pending = existing?.id.startsWith("pending-") ?? false;
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (existing) remove.mutate(existing.id);
    else add.mutate(item);
  };
  if (variant === "follow") {
    // One name in both states (a toggle button says its state with aria-pressed); the visible
    // text is the name, so speech input can say what it sees.
    return (
      <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
        <button
          type="button"
          aria-pressed={on}
          aria-describedby={hintId}
          disabled={favorites.isPending || pending}
          onClick={onClick}
          className={cn(
            "inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 text-left text-sm font-semibold shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-progress",
            on
              ? "border-red-700 bg-red-50 text-red-800 dark:border-red-300 dark:bg-red-950 dark:text-red-100"
              : "border-border bg-card text-foreground hover:border-red-700",
          )}
        >
          <Heart className={cn("size-5 shrink-0", on && "fill-current")} aria-hidden="true" />
          <span>{t("account.favorites.followCategory", { title: item.title })}</span>
        </button>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("account.favorites.followHint")}
        </p>
      </div>
    );
  }
  const label = on
    ? t("account.favorites.removeNamed", { title: item.title })
    : t("account.favorites.add", { title: item.title });
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={favorites.isPending || pending}
      onClick={onClick}
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
