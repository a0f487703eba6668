// /favorites (SPEC §2): cards with type badge, title, description, pretty-printed data, remove.
import { Compass, Heart, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useFavorites, useRemoveFavorite } from "../api/favorites.ts";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

const KNOWN = ["destination", "flight", "hotel", "deal", "partner"] as const;
type Known = (typeof KNOWN)[number];

export function FavoritesList({ user }: { user: SessionUser }) {
  const { t, lang } = useT();
  const favorites = useFavorites(user.id);
  const remove = useRemoveFavorite(user.id);
  if (favorites.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-3" role="status" aria-label={t("common.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  const rows = favorites.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Card className="mx-auto flex max-w-lg flex-col items-center p-8 text-center">
          <div className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Heart className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("account.favorites.empty")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("account.favorites.emptyHint")}</p>
          <Link to={localizedPath("/home", lang)} className={buttonVariants({ className: "mt-6" })}>
            <Compass aria-hidden="true" />
            {t("account.favorites.browse")}
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="mb-4 text-sm font-semibold text-muted-foreground">{t("account.favorites.count", { count: rows.length })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((f) => {
          const type: Known | "generic" = (KNOWN as readonly string[]).includes(f.type) ? (f.type as Known) : "generic";
          return (
            <li key={f.id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-start gap-3">
                  <Badge variant={type === "deal" ? "accent" : type === "destination" ? "sea" : "secondary"}>{t(`account.favorites.types.${type}`)}</Badge>
                </div>
                <h2 className="mt-3 text-lg leading-tight font-bold">{f.title}</h2>
                {f.description && <p className="mt-1.5 line-clamp-3 text-sm text-muted-foreground">{f.description}</p>}
                {f.data && Object.keys(f.data).length > 0 && (
                  <pre className="mt-3 max-h-40 overflow-auto rounded-xl bg-muted p-3 text-xs leading-relaxed" tabIndex={0} aria-label={f.title}>
                    {JSON.stringify(f.data, null, 2)}
                  </pre>
                )}
                <div className="mt-auto flex justify-end pt-4">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove.mutate(f.id)}
                    disabled={f.id.startsWith("pending-")}
                    aria-label={t("account.favorites.removeNamed", { title: f.title })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t("account.favorites.remove")}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
