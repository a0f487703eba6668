// /trip?share=…: a trip someone shared, read-only (issue 30, decision 036). Opened by its owner (signed
// in), it is said to be theirs, with a way to edit it.
import { Pencil, Route } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { useSession } from "~/lib/session";
import { localizedPath } from "~core/paths";
import { sharedTripKey, useSharedTrip, useTrips } from "~/features/trip/api/trips.ts";
import { useTripEngine } from "~/features/trip/load-engine.ts";
import { EngineError, Loading, Message, TripScreen, TripShown } from "./trip-parts.tsx";

export function SharedTrip({ token }: { token: string }) {
  const { t, lang } = useT();
  const session = useSession();
  const engine = useTripEngine(true);
  const shared = useSharedTrip(token);
  const mine = useTrips(session.status === "signed-in");
  const ownTrip = mine.data?.find((row) => row.share_token === token);
  const missing = shared.error instanceof ApiError && shared.error.status === 404;

  let body;
  if (engine.status === "error") body = <EngineError retry={engine.retry} />;
  else if (missing) {
    body = (
      <Message title={t("trip.sharedNotFound")} hint={t("trip.sharedNotFoundHint")}>
        <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
          {t("trip.planOwn")}
        </Link>
      </Message>
    );
  } else if (shared.isError && !shared.data) body = <Message title={t("trip.loadTripError")} />;
  else if (engine.status !== "ready" || !shared.data) body = <Loading label={t("trip.loading")} />;
  else {
    body = (
      <TripShown
        engine={engine.engine}
        trip={shared.data.trip}
        onChange={() => undefined}
        readOnly
        owner={!!ownTrip}
        source={`share:${token}`}
      />
    );
  }
  const actions = shared.data && (
    <div className="mt-5 flex flex-wrap gap-2">
      {ownTrip && (
        <Link
          to={`${localizedPath("/trip", lang)}?id=${encodeURIComponent(ownTrip.id)}`}
          className={buttonVariants({ variant: "accent" })}
        >
          <Pencil aria-hidden="true" />
          {t("trip.editOwn")}
        </Link>
      )}
      <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
        <Route aria-hidden="true" />
        {t("trip.planOwn")}
      </Link>
    </div>
  );
  return (
    <TripScreen
      shared
      eyebrow={t("trip.shared")}
      title={shared.data ? shared.data.name : t("trip.title")}
      intro={t("trip.sharedHint")}
      hero={actions}
      note={<OfflineCopyNote queryKey={sharedTripKey(token)} className="mb-6" />}
    >
      {body}
    </TripScreen>
  );
}
