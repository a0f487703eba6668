// Saving a trip (issue 30, decision 036): the model, never its links, goes to /api/v1/trips; signed out,
// the edits are kept in the tab and the visitor is taken to sign-in and back.
import { Map as MapIcon, Save } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { writeErrorToast } from "~/lib/offline";
import { useSession } from "~/lib/session";
import { localizedPath } from "~core/paths";
import type { TripModel } from "~core/requests";
import { useSaveTrip } from "~/features/trip/api/trips.ts";
import { defaultTripName } from "~/features/trip/model.ts";
import { storeDraft } from "./trip-draft.ts";

/** The save controls: a name (the stops by default) and the button; signed out, it leads to sign-in. */
interface SaveBoxProps {
  trip: TripModel;
  names: string[];
  id?: string;
  savedName?: string;
  source: string;
  draftName?: string;
}

export function SaveBox({ trip, names, id, savedName, source, draftName }: SaveBoxProps) {
  const { t, lang } = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const save = useSaveTrip();
  const inputId = useId();
  const fallback = defaultTripName(names);
  const [name, setName] = useState<string | undefined>(draftName);
  const value = name ?? savedName ?? fallback;
  const onSave = () => {
    if (session.status !== "signed-in") {
      storeDraft({ source, trip, ...(name !== undefined ? { name } : {}) });
      void navigate(`${localizedPath("/auth", lang)}?next=${encodeURIComponent(pathname + search)}`);
      return;
    }
    save.mutate(
      { ...(id ? { id } : {}), name: value.trim() || fallback, trip },
      {
        onSuccess: (row) => {
          toast.success(t("trip.saved"));
          storeDraft(undefined);
          setName(undefined);
          if (!id) {
            const next = new URLSearchParams(params);
            next.delete("q");
            next.set("id", row.id);
            void navigate(`${pathname}?${next.toString()}`, { replace: true });
          }
        },
        onError: (error) => {
          const full = error instanceof ApiError && error.status === 409;
          writeErrorToast(error, full ? t("trip.limitReached") : t("trip.saveError"));
        },
      },
    );
  };
  return (
    <div className="rounded-2xl border bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t("trip.name")}
      </label>
      <Input id={inputId} className="mt-1.5" value={value} maxLength={120} onChange={(e) => setName(e.target.value)} />
      <Button className="mt-3 w-full" onClick={onSave} disabled={save.isPending}>
        <Save aria-hidden="true" />
        {save.isPending ? t("trip.saving") : t("trip.save")}
      </Button>
      {session.status === "signed-out" && (
        <p className="mt-2 text-center text-xs text-muted-foreground">{t("trip.signInToSave")}</p>
      )}
      {session.status === "signed-in" && (
        <Link
          to={localizedPath("/trips", lang)}
          className="mt-3 flex items-center justify-center gap-1.5 text-sm font-semibold text-link underline-offset-4 hover:underline"
        >
          <MapIcon className="size-4" aria-hidden="true" />
          {t("trip.myTrips")}
        </Link>
      )}
    </div>
  );
}
