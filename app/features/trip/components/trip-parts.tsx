// The parts every trip screen shares (a sentence, a saved trip, a shared trip): the hero and the page
// around the screen, waiting, a message, the engine that failed to load, and the trip itself, planned and
// linked, with the editor and saving for the visitor's own.
import { Share2, Sparkles } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { PageHero } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n/i18n";
import type { TripModel } from "~core/requests";
import type { TripEngine } from "~/features/trip/load-engine.ts";
import { setPrice, setTransport } from "~/features/trip/model.ts";
import { useLiveDeals } from "~/lib/use-live-deals.ts";
import { Itinerary } from "./itinerary.tsx";
import { SaveBox } from "./save-box.tsx";
import { TripEditor } from "./trip-editor.tsx";
import { TripSummary } from "./trip-summary.tsx";

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-2xl max-lg:hidden" />
    </div>
  );
}

export function Message({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-card p-6">
      <h2 className="text-xl font-bold text-balance">{title}</h2>
      {hint && <p className="text-muted-foreground">{hint}</p>}
      {children}
    </div>
  );
}

/** The engine chunk did not load (offline, a deploy in between): a way to try again. */
export function EngineError({ retry }: { retry: () => void }) {
  const { t } = useT();
  return (
    <Message title={t("trip.loadError")}>
      <Button variant="outline" onClick={retry}>
        {t("trip.retry")}
      </Button>
    </Message>
  );
}

/** A trip screen: the hero (eyebrow, title, intro and what the screen puts under them), then its body. */
export function TripScreen({
  shared,
  eyebrow,
  title,
  intro,
  hero,
  note,
  children,
}: {
  /** The eyebrow's icon: a shared trip's, or the planner's. */
  shared?: boolean;
  eyebrow: string;
  title: string;
  intro?: string;
  hero?: ReactNode;
  /** Above the body (an offline copy's note). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero
        tone="sea"
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-card/80 px-3 py-1 text-xs font-semibold text-sea-soft-foreground shadow-xs ring-1 ring-teal-200 dark:ring-teal-900">
            {shared ? (
              <Share2 className="size-3.5" aria-hidden="true" />
            ) : (
              <Sparkles className="size-3.5" aria-hidden="true" />
            )}
            {eyebrow}
          </span>
        }
        title={<span className="break-words">{title}</span>}
        intro={intro}
      >
        {hero}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {note}
        {children}
      </div>
    </>
  );
}

/** The trip, planned and linked: the itinerary, and (for the visitor's own) the editor and saving. */
export function TripShown({
  engine,
  trip,
  onChange,
  readOnly,
  owner,
  saved,
  source,
  draftName,
}: {
  engine: TripEngine;
  trip: TripModel;
  onChange: (t: TripModel) => void;
  readOnly: boolean;
  /** The trip is the signed-in visitor's own (a shared link opened by its owner). */
  owner: boolean;
  saved?: { id: string; name: string };
  source: string;
  draftName?: string;
}) {
  const { t, lang } = useT();
  const deals = useLiveDeals(lang);
  const view = useMemo(() => engine.viewTrip(trip, lang, new Date(), deals ?? []), [engine, trip, lang, deals]);
  const itinerary = (
    <Itinerary
      view={view}
      heading={readOnly && !owner ? t("trip.itineraryShared") : t("trip.itinerary")}
      travellers={trip.travellers}
      editable={!readOnly}
      onTransport={(stop, c) => onChange(setTransport(trip, stop, c))}
      onPrice={(stop, which, euros) => onChange(setPrice(trip, stop, which, euros))}
    />
  );
  if (readOnly) {
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="order-2 min-w-0 lg:order-1">{itinerary}</div>
        <div className="order-1 lg:sticky lg:top-20 lg:order-2 lg:self-start">
          <TripSummary trip={trip} names={view.names} end={view.end} />
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="order-2 min-w-0 lg:order-1">{itinerary}</div>
      <div className="order-1 flex flex-col gap-4 lg:sticky lg:top-20 lg:order-2 lg:self-start">
        <TripEditor
          trip={trip}
          names={view.names}
          onChange={onChange}
          findPlace={(text) => engine.findPlace(text, lang)}
          nameOf={(p) => engine.nameOf(p, lang)}
          readDay={(text) => engine.readDay(text, lang)}
        />
        <SaveBox
          key={saved?.id ?? "new"}
          trip={trip}
          names={view.names}
          id={saved?.id}
          savedName={saved?.name}
          source={source}
          draftName={draftName}
        />
      </div>
    </div>
  );
}
