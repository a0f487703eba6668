// /trip?id=…: a trip the signed-in visitor saved, opened for editing (issue 30, decision 036); offline,
// the copy kept on this device, said so with its date (decision 047).
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { useSession } from "~/lib/session";
import { localizedPath } from "~core/paths";
import { tripKey, useSavedTrip } from "~/features/trip/api/trips.ts";
import { useTripEngine } from "~/features/trip/load-engine.ts";
import { useTripDraft } from "./trip-draft.ts";
import { EngineError, Loading, Message, TripScreen, TripShown } from "./trip-parts.tsx";

export function SavedTrip({ id }: { id: string }) {
  const { t, lang } = useT();
  const session = useSession();
  const engine = useTripEngine(true);
  const saved = useSavedTrip(id, session.status === "signed-in");
  const source = `id:${id}`;
  const { trip, draftName, onChange } = useTripDraft(source, saved.data?.trip);
  const missing = saved.error instanceof ApiError && (saved.error.status === 404 || saved.error.status === 400);
  const back = encodeURIComponent(`${localizedPath("/trip", lang)}?id=${id}`);
  const signIn = `${localizedPath("/auth", lang)}?next=${back}`;

  let body;
  if (engine.status === "error") body = <EngineError retry={engine.retry} />;
  else if (saved.isError && !missing && !saved.data) body = <Message title={t("trip.loadTripError")} />;
  else if (!saved.data && (missing || session.status === "signed-out")) {
    body = (
      <Message title={t("trip.notFound")} hint={t("trip.notFoundHint")}>
        <div className="flex flex-wrap gap-2">
          <Link
            to={session.status === "signed-in" ? localizedPath("/trips", lang) : signIn}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("trip.myTrips")}
          </Link>
          <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
            {t("trip.planOwn")}
          </Link>
        </div>
      </Message>
    );
  } else if (engine.status !== "ready" || !saved.data || !trip) body = <Loading label={t("trip.loading")} />;
  else {
    body = (
      <TripShown
        engine={engine.engine}
        trip={trip}
        onChange={onChange}
        readOnly={false}
        owner={false}
        source={source}
        saved={{ id, name: saved.data.name }}
        {...(draftName !== undefined ? { draftName } : {})}
      />
    );
  }
  return (
    <TripScreen
      eyebrow={t("trip.savedAs")}
      title={saved.data ? saved.data.name : t("trip.title")}
      note={<OfflineCopyNote queryKey={tripKey(id)} className="mb-6" />}
    >
      {body}
    </TripScreen>
  );
}
