// /trips: the signed-in user's saved trips (issue 30): open one for editing, rename, delete, and
// share it as a read-only link in the reader's language (copy, stop sharing).
import {
  CalendarDays,
  Check,
  Copy,
  ExternalLink,
  Link2,
  Map as MapIcon,
  Pencil,
  Route,
  Share2,
  Trash2,
} from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";
import {
  TRIPS_KEY,
  useDeleteTrip,
  useForgetTripsOfOthers,
  useRenameTrip,
  useShareTrip,
  useTrips,
  type SavedTrip,
} from "~/features/trip/api/trips.ts";
import { formatDay } from "~/features/trip/format.ts";
import { writeErrorToast } from "~/lib/offline";

/** The read-only link of a shared trip, in the language of the page it is copied from. */
export function shareUrl(origin: string, lang: "el" | "en" | "de", token: string): string {
  return `${origin}${localizedPath("/trip", lang)}?${new URLSearchParams({ share: token }).toString()}`;
}

function ShareBox({ trip }: { trip: SavedTrip }) {
  const { t, lang } = useT();
  const id = useId();
  const share = useShareTrip();
  const [copied, setCopied] = useState(false);
  const url = trip.share_token ? shareUrl(window.location.origin, lang, trip.share_token) : undefined;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t("trip.list.copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("trip.list.copyError"));
    }
  };
  if (!url) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={t("trip.list.shareTrip", { name: trip.name })}
        disabled={share.isPending}
        onClick={() =>
          share.mutate({ id: trip.id, share: true }, { onError: (e) => writeErrorToast(e, t("trip.list.shareError")) })
        }
      >
        <Share2 aria-hidden="true" />
        {t("trip.list.share")}
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-col gap-1.5 rounded-xl bg-sea-soft/60 p-3" data-share>
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-semibold text-sea-soft-foreground">
        <Link2 className="size-3.5" aria-hidden="true" />
        {t("trip.list.shareLink")}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="h-9 min-w-0 flex-1 px-3 text-xs md:text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t("trip.list.copy")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("trip.list.shareHint")}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "ghost", size: "sm", className: "h-8 px-2" })}
        >
          <ExternalLink aria-hidden="true" />
          {t("trip.list.openLink")}
          <span className="sr-only"> {t("common.newTab")}</span>
        </a>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-red-700 dark:text-red-300"
          disabled={share.isPending}
          onClick={() =>
            share.mutate(
              { id: trip.id, share: false },
              {
                onSuccess: () => toast.success(t("trip.list.revoked")),
                onError: (e) => writeErrorToast(e, t("trip.list.shareError")),
              },
            )
          }
        >
          {t("trip.list.revoke")}
        </Button>
      </div>
    </div>
  );
}

function RenameForm({ trip, onDone }: { trip: SavedTrip; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const rename = useRenameTrip();
  const [name, setName] = useState(trip.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next || next === trip.name) return onDone();
    rename.mutate(
      { id: trip.id, name: next },
      {
        onSuccess: () => {
          toast.success(t("trip.list.renamed"));
          onDone();
        },
        onError: (e) => writeErrorToast(e, t("trip.list.renameError")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("trip.list.newName")}
      </label>
      <Input
        id={id}
        value={name}
        maxLength={120}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onDone();
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {t("trip.list.saveName")}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t("trip.list.cancel")}
        </Button>
      </div>
    </form>
  );
}

function TripCard({ trip }: { trip: SavedTrip }) {
  const { t, lang } = useT();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTrip();
  const open = `${localizedPath("/trip", lang)}?id=${encodeURIComponent(trip.id)}`;
  const nights = trip.trip.stops.reduce((n, s, i) => n + (i > 0 && s.nights ? s.nights : 0), 0);
  return (
    <li className="min-w-0" data-trip={trip.id}>
      <Card className="flex h-full min-w-0 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="sea">
            <Route aria-hidden="true" />
            {t("trip.list.stops", { count: trip.trip.stops.length })}
          </Badge>
          {nights > 0 && <Badge variant="secondary">{t("trip.nights", { count: nights })}</Badge>}
          {trip.shared && <Badge variant="accent">{t("trip.list.sharedBadge")}</Badge>}
        </div>
        {renaming ? (
          <RenameForm trip={trip} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="mt-3 text-lg leading-tight font-bold break-words">
            <Link
              to={open}
              className="underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
            >
              {trip.name}
            </Link>
          </h2>
        )}
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {trip.trip.start && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={trip.trip.start}>{formatDay(trip.trip.start, lang)}</time>
            </span>
          )}
          <span>{t("trip.list.updated", { date: formatDay(trip.updated_at.slice(0, 10), lang) })}</span>
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-4">
          <ShareBox trip={trip} />
          {confirming ? (
            <div
              className="flex flex-col gap-2 rounded-xl border border-red-200 p-3 dark:border-red-900"
              role="group"
              aria-label={t("trip.list.deleteTrip", { name: trip.name })}
            >
              <p className="text-sm font-semibold">{t("trip.list.deleteConfirm", { name: trip.name })}</p>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  className="bg-red-700 text-white hover:bg-red-800"
                  disabled={remove.isPending}
                  autoFocus
                  onClick={() =>
                    remove.mutate(trip.id, {
                      onSuccess: () => toast.success(t("trip.list.deleted")),
                      onError: (e) => writeErrorToast(e, t("trip.list.deleteError")),
                    })
                  }
                >
                  {t("trip.list.deleteYes")}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  {t("trip.list.cancel")}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Link
                to={open}
                className={buttonVariants({ size: "sm" })}
                aria-label={t("trip.list.openTrip", { name: trip.name })}
              >
                <MapIcon aria-hidden="true" />
                {t("trip.list.open")}
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("trip.list.renameTrip", { name: trip.name })}
                onClick={() => setRenaming(true)}
                disabled={renaming}
              >
                <Pencil aria-hidden="true" />
                {t("trip.list.rename")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("trip.list.deleteTrip", { name: trip.name })}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" />
                {t("trip.list.delete")}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </li>
  );
}

export function TripsList() {
  const { t, lang } = useT();
  useForgetTripsOfOthers();
  const trips = useTrips(true);
  if (trips.isPending) {
    return (
      <div
        className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-3"
        role="status"
        aria-label={t("common.loading")}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-52 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (trips.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center" role="alert">
          <p>{t("trip.list.loadError")}</p>
          <Button variant="outline" onClick={() => void trips.refetch()}>
            {t("trip.retry")}
          </Button>
        </Card>
      </div>
    );
  }
  const rows = trips.data;
  // Offline: the copy kept on this device, marked with its date (decision 037).
  const offlineNote = <OfflineCopyNote queryKey={TRIPS_KEY} className="mb-4" />;
  const plan = (
    <Link to={localizedPath("/trip", lang)} className={buttonVariants({ className: "mt-6" })}>
      <Route aria-hidden="true" />
      {t("trip.list.plan")}
    </Link>
  );
  if (rows.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {offlineNote}
        <Card className="mx-auto flex max-w-lg flex-col items-center p-8 text-center">
          <div className="grid size-14 place-items-center rounded-full bg-sea-soft text-sea-soft-foreground">
            <MapIcon className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("trip.list.empty")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("trip.list.emptyHint")}</p>
          {plan}
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {offlineNote}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-muted-foreground">{t("trip.list.count", { count: rows.length })}</p>
        <Link to={localizedPath("/trip", lang)} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
          <Route aria-hidden="true" />
          {t("trip.list.plan")}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((trip) => (
          <TripCard key={trip.id} trip={trip} />
        ))}
      </ul>
    </div>
  );
}
