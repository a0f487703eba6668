// /trip: a whole trip from one sentence (issue 30, decisions 036, 049 and 053), one screen per source:
// `?share=` a shared trip, read-only (shared-trip.tsx); `?id=` a saved trip of the signed-in visitor, for
// editing (saved-trip.tsx); else a sentence, `?q=`, read in the browser by the lazily loaded trip engine
// (sentence-trip.tsx; without one, the page is prerendered in each language without React). Each screen
// makes the plan and every link again from the trip model on each edit, offline too, over the shared
// parts (trip-parts.tsx); saving sends the model, never the links, to /api/v1/trips.
import { useSearchParams } from "react-router";
import { useForgetTripsOfOthers } from "~/features/trip/api/trips.ts";
import { SavedTrip } from "./saved-trip.tsx";
import { SentenceTrip } from "./sentence-trip.tsx";
import { SharedTrip } from "./shared-trip.tsx";

export function TripPage() {
  const [params] = useSearchParams();
  useForgetTripsOfOthers();
  const share = params.get("share");
  const id = params.get("id");
  if (share) return <SharedTrip key={share} token={share} />;
  if (id) return <SavedTrip key={id} id={id} />;
  return <SentenceTrip query={(params.get("q") ?? "").trim()} />;
}
