// /trip and /trip?q=…: a trip read from a sentence by the lazily loaded engine (issue 30). Without a
// sentence, the examples (the page prerendered without React shows these, decision 049). Once edited, the
// sentence box shows the edited trip's sentence written again, or is cleared where none reads back as it.
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "~/i18n/i18n";
import type { TripModel } from "~core/requests";
import { useTripEngine } from "~/features/trip/load-engine.ts";
import { SentenceForm, type SentenceNote } from "./sentence-form.tsx";
import { useTripDraft } from "./trip-draft.ts";
import { EngineError, Loading, Message, TripScreen, TripShown } from "./trip-parts.tsx";

function Examples() {
  const { t } = useT();
  return (
    <section aria-labelledby="trip-examples">
      <h2 id="trip-examples" className="mb-3 text-lg font-bold">
        {t("trip.examples")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {(["trip.example1", "trip.example2"] as const).map((key) => (
          <li key={key}>
            <Link
              to={`?${new URLSearchParams({ q: t(key) }).toString()}`}
              className="inline-flex min-h-10 items-center rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              «{t(key)}»
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SentenceTrip({ query }: { query: string }) {
  const { t, lang } = useT();
  const [, setParams] = useSearchParams();
  // The engine only once there is a sentence to read (the box loads it on focus before that).
  const engine = useTripEngine(!!query);
  const source = `q:${query}`;
  const initial = useMemo<TripModel | undefined>(
    () => (engine.status === "ready" && query ? engine.engine.understandTrip(query, lang) : undefined),
    [engine, query, lang],
  );
  const { trip, edited, draftName, onChange } = useTripDraft(source, initial);
  // The sentence box says the trip the plan shows: once edited, its sentence written again.
  const sentence = useMemo((): { text: string; note?: SentenceNote } => {
    if (!edited || engine.status !== "ready" || !trip) return { text: query };
    const written = engine.engine.sentenceOf(trip, lang);
    if (written === undefined) return { text: "", note: "cleared" };
    return written === query ? { text: query } : { text: written, note: "written" };
  }, [edited, engine, trip, lang, query]);

  let body;
  if (engine.status === "error") body = <EngineError retry={engine.retry} />;
  else if (!query) body = <Examples />;
  else if (engine.status !== "ready") body = <Loading label={t("trip.loading")} />;
  else if (!trip) body = <Message title={t("trip.notUnderstood")} hint={t("trip.notUnderstoodHint")} />;
  else {
    body = (
      <TripShown
        engine={engine.engine}
        trip={trip}
        onChange={onChange}
        readOnly={false}
        owner={false}
        source={source}
        {...(draftName !== undefined ? { draftName } : {})}
      />
    );
  }
  return (
    <TripScreen
      eyebrow={t("trip.eyebrow")}
      title={t("trip.title")}
      intro={t("trip.intro")}
      hero={<SentenceForm query={sentence.text} note={sentence.note} onPlan={(q) => setParams({ q })} />}
    >
      {body}
    </TripScreen>
  );
}
