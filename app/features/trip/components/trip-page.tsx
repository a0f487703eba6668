// /trip: a whole trip from one sentence (issue 30, decision 036). Without a query the page is
// prerendered in each language without React (decision 049): heading, examples and the sentence box, a
// plain GET form. `?q=` is read in the browser by the lazily loaded trip engine into a model; `?id=`
// opens a saved trip of the signed-in user for editing; `?share=` shows a shared trip read-only. The
// plan and every link are made again from the model on each edit, offline too, and the sentence box
// shows the edited trip's sentence. Saving sends the model (never the links) to /api/v1/trips.
import { Cpu, Map as MapIcon, Pencil, Route, Save, Share2, Sparkles } from "lucide-react";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageHero } from "~/components/layout/page-header";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { useSession } from "~/lib/session";
import { localizedPath } from "~core/paths";
import { MAX_TRIP_SENTENCE, type TripModel } from "~core/requests";
import { sharedTripKey, tripKey, useForgetTripsOfOthers, useSavedTrip, useSaveTrip, useSharedTrip, useTrips } from "~/features/trip/api/trips.ts";
import type { TripEngine } from "~/features/trip/load-engine.ts";
import { loadTripEngine, useTripEngine } from "~/features/trip/load-engine.ts";
import { formatDay, formatEuros, formatMoney } from "~/features/trip/format.ts";
import { defaultTripName, setPrice, setTransport, tripTotal } from "~/features/trip/model.ts";
import { useLiveDeals } from "~/lib/use-live-deals.ts";
import { Itinerary } from "./itinerary.tsx";
import { TripEditor } from "./trip-editor.tsx";
import { writeErrorToast } from "~/lib/offline";

/**
 * The visitor's edits of a trip, kept in this tab (sessionStorage) as they are made: a trip edited
 * and then taken to sign-in (or a page that is mounted again) comes back as it was left. Forgotten
 * once saved.
 */
const DRAFT_KEY = "taxidaki.trip-draft";
interface Draft {
  source: string;
  trip: TripModel;
  name?: string;
}

function readStoredDraft(source: string): Draft | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Draft) : undefined;
    return draft?.source === source && Array.isArray(draft.trip?.stops) ? draft : undefined;
  } catch {
    return undefined;
  }
}

function storeDraft(draft: Draft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage full or refused: the edits stay on the page, the sentence in the address brings the trip back
  }
}

function Loading({ label }: { label: string }) {
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

function Message({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-card p-6">
      <h2 className="text-xl font-bold text-balance">{title}</h2>
      {hint && <p className="text-muted-foreground">{hint}</p>}
      {children}
    </div>
  );
}

/**
 * The sentence box: a GET form to /trip, so that the prerendered page (no script) sends it as it is;
 * in the app it plans in place. Focusing it starts loading the engine. `note`: the trip was edited
 * after it was read, and the box shows its sentence written again ("written") or, where no sentence
 * reads back as that trip, is empty ("cleared").
 */
function SentenceForm({ query, onPlan, note }: { query: string; onPlan: (q: string) => void; note?: "written" | "cleared" }) {
  const { t, lang } = useT();
  const id = useId();
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onPlan(q);
  };
  return (
    <form onSubmit={submit} method="get" action={localizedPath("/trip", lang)} className="mt-6 max-w-3xl" role="search" data-blank-ignored>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {t("trip.sentenceLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <textarea
          id={id}
          name="q"
          value={text}
          data-submit-on-enter
          aria-describedby={note ? `${id}-note` : undefined}
          onFocus={() => void loadTripEngine().catch(() => undefined)}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          rows={2}
          maxLength={MAX_TRIP_SENTENCE}
          placeholder={t("trip.sentencePlaceholder")}
          className="min-h-14 w-full resize-y rounded-xl border border-input bg-card px-4 py-3 text-base text-foreground shadow-lg shadow-blue-950/10 placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <Button type="submit" variant="accent" size="lg" className="shrink-0 sm:h-auto">
          <Route aria-hidden="true" />
          {t("trip.plan")}
        </Button>
      </div>
      {note && (
        <p id={`${id}-note`} className="mt-2 flex items-center gap-1.5 text-sm font-medium" data-sentence-note={note}>
          <Pencil className="size-3.5 shrink-0" aria-hidden="true" />
          {t(note === "written" ? "trip.sentenceRewritten" : "trip.sentenceCleared")}
        </p>
      )}
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        <Cpu className="size-3.5" aria-hidden="true" />
        {t("trip.onDevice")}
      </p>
    </form>
  );
}

/** The save controls: a name (the stops by default) and the button; signed out, it leads to sign-in. */
function SaveBox({ trip, names, id, savedName, source, draftName }: { trip: TripModel; names: string[]; id?: string; savedName?: string; source: string; draftName?: string }) {
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
        onError: (e) => writeErrorToast(e, e instanceof ApiError && e.status === 409 ? t("trip.limitReached") : t("trip.saveError")),
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
      {session.status === "signed-out" && <p className="mt-2 text-center text-xs text-muted-foreground">{t("trip.signInToSave")}</p>}
      {session.status === "signed-in" && (
        <Link to={localizedPath("/trips", lang)} className="mt-3 flex items-center justify-center gap-1.5 text-sm font-semibold text-link underline-offset-4 hover:underline">
          <MapIcon className="size-4" aria-hidden="true" />
          {t("trip.myTrips")}
        </Link>
      )}
    </div>
  );
}

/** A shared trip at a glance: its stops, days, travellers and the noted total. */
function TripSummary({ trip, names, end }: { trip: TripModel; names: string[]; end?: string }) {
  const { t, lang } = useT();
  const { total, perPerson, noted } = tripTotal(trip);
  const row = "flex flex-col gap-0.5";
  return (
    <section aria-labelledby="trip-summary" className="rounded-2xl border bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <h2 id="trip-summary" className="text-xl font-bold tracking-tight">
        {t("trip.summary")}
      </h2>
      <dl className="mt-3 flex flex-col gap-3 text-sm">
        <div className={row}>
          <dt className="font-semibold text-muted-foreground">{t("trip.stops")}</dt>
          <dd className="font-semibold">{names.join(" → ")}</dd>
        </div>
        {trip.start && (
          <div className={row}>
            <dt className="font-semibold text-muted-foreground">{t("trip.days")}</dt>
            <dd>
              <time dateTime={trip.start}>{formatDay(trip.start, lang)}</time>
              {end && end !== trip.start && (
                <>
                  {" – "}
                  <time dateTime={end}>{formatDay(end, lang)}</time>
                </>
              )}
            </dd>
          </div>
        )}
        {trip.travellers !== undefined && (
          <div className={row}>
            <dt className="font-semibold text-muted-foreground">{t("trip.travellers")}</dt>
            <dd>{t("trip.travellersCount", { count: trip.travellers })}</dd>
          </div>
        )}
        {trip.budget && (
          <div className={row}>
            <dt className="font-semibold text-muted-foreground">{t("trip.budget")}</dt>
            <dd data-budget-said>{`${formatMoney(trip.budget.amount, trip.budget.currency, lang)} ${t(`trip.budgetPer.${trip.budget.per}`)}`}</dd>
          </div>
        )}
        {noted > 0 && (
          <div className={row}>
            <dt className="font-semibold text-muted-foreground">{t("trip.total")}</dt>
            <dd className="text-lg font-extrabold" data-total>
              {formatEuros(total, lang)}
              {perPerson !== undefined && <span className="ml-2 text-sm font-semibold text-muted-foreground">{`${t("trip.perPerson")}: ${formatEuros(perPerson, lang)}`}</span>}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The trip, planned and linked: the itinerary, and (for the visitor's own) the editor and saving. */
function TripBody({
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
        <SaveBox key={saved?.id ?? "new"} trip={trip} names={view.names} id={saved?.id} savedName={saved?.name} source={source} draftName={draftName} />
      </div>
    </div>
  );
}

export function TripPage() {
  const { t, lang } = useT();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const id = params.get("id") ?? undefined;
  const share = params.get("share") ?? undefined;
  const session = useSession();
  useForgetTripsOfOthers();
  // The engine only once there is a trip to read or show (the box loads it on focus before that).
  const engine = useTripEngine(!!(query || id || share));
  const saved = useSavedTrip(id, session.status === "signed-in" && !share);
  const shared = useSharedTrip(share);
  const source = share ? `share:${share}` : id ? `id:${id}` : `q:${query}`;

  // The model: the visitor's edits of this source, else what the source gives.
  const [draft, setDraft] = useState<Draft | undefined>(() => readStoredDraft(source));
  const initial = useMemo<TripModel | undefined>(() => {
    if (share) return shared.data?.trip;
    if (id) return saved.data?.trip;
    return engine.status === "ready" && query ? engine.engine.understandTrip(query, lang) : undefined;
  }, [share, id, shared.data, saved.data, engine, query, lang]);
  const edited = draft?.source === source;
  const trip = edited ? draft.trip : initial;
  // A shared link opened by its owner (signed in): their own trip, said so, with a way to edit it.
  const mine = useTrips(session.status === "signed-in" && !!share);
  const ownTrip = share ? mine.data?.find((row) => row.share_token === share) : undefined;
  // The sentence box says the trip the plan shows: once edited, its sentence written again.
  const sentence = useMemo((): { text: string; note?: "written" | "cleared" } => {
    if (!edited || engine.status !== "ready" || !trip) return { text: query };
    const written = engine.engine.sentenceOf(trip, lang);
    return written === undefined ? { text: "", note: "cleared" } : written === query ? { text: query } : { text: written, note: "written" };
  }, [edited, engine, trip, lang, query]);
  const onChange = (next: TripModel) => {
    const kept = { source, trip: next, ...(draft?.source === source && draft.name !== undefined ? { name: draft.name } : {}) };
    setDraft(kept);
    storeDraft(kept);
  };

  const plan = (q: string) => setParams({ q });
  const sharedMissing = shared.error instanceof ApiError && shared.error.status === 404;
  const savedMissing = saved.error instanceof ApiError && (saved.error.status === 404 || saved.error.status === 400);
  const title = share && shared.data ? shared.data.name : id && saved.data ? saved.data.name : t("trip.title");

  let body: ReactNode;
  if (engine.status === "error") {
    body = (
      <Message title={t("trip.loadError")}>
        <Button variant="outline" onClick={engine.retry}>
          {t("trip.retry")}
        </Button>
      </Message>
    );
  } else if (share && sharedMissing) {
    body = (
      <Message title={t("trip.sharedNotFound")} hint={t("trip.sharedNotFoundHint")}>
        <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
          {t("trip.planOwn")}
        </Link>
      </Message>
    );
  } else if ((share && shared.isError && !shared.data) || (id && saved.isError && !savedMissing && !saved.data)) {
    body = <Message title={t("trip.loadTripError")} />;
  } else if (id && !share && !saved.data && (savedMissing || session.status === "signed-out")) {
    body = (
      <Message title={t("trip.notFound")} hint={t("trip.notFoundHint")}>
        <div className="flex flex-wrap gap-2">
          <Link to={session.status === "signed-in" ? localizedPath("/trips", lang) : `${localizedPath("/auth", lang)}?next=${encodeURIComponent(`${localizedPath("/trip", lang)}?id=${id}`)}`} className={buttonVariants({ variant: "outline" })}>
            {t("trip.myTrips")}
          </Link>
          <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
            {t("trip.planOwn")}
          </Link>
        </div>
      </Message>
    );
  } else if (!share && !id && !query) {
    body = (
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
  } else if (engine.status !== "ready" || (share && !shared.data) || (id && !saved.data)) {
    body = <Loading label={t("trip.loading")} />;
  } else if (!trip) {
    body = <Message title={t("trip.notUnderstood")} hint={t("trip.notUnderstoodHint")} />;
  } else {
    body = (
      <TripBody
        engine={engine.engine}
        trip={trip}
        onChange={onChange}
        readOnly={!!share}
        owner={!!ownTrip}
        source={source}
        {...(draft?.source === source && draft.name !== undefined ? { draftName: draft.name } : {})}
        {...(id && saved.data ? { saved: { id, name: saved.data.name } } : {})}
      />
    );
  }

  return (
    <>
      <PageHero
        tone="sea"
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-card/80 px-3 py-1 text-xs font-semibold text-sea-soft-foreground shadow-xs ring-1 ring-teal-200 dark:ring-teal-900">
            {share ? <Share2 className="size-3.5" aria-hidden="true" /> : <Sparkles className="size-3.5" aria-hidden="true" />}
            {share ? t("trip.shared") : id ? t("trip.savedAs") : t("trip.eyebrow")}
          </span>
        }
        title={<span className="break-words">{title}</span>}
        intro={share ? t("trip.sharedHint") : id ? undefined : t("trip.intro")}
      >
        {!share && !id && <SentenceForm query={sentence.text} note={sentence.note} onPlan={plan} />}
        {share && shared.data && (
          <div className="mt-5 flex flex-wrap gap-2">
            {ownTrip && (
              <Link to={`${localizedPath("/trip", lang)}?id=${encodeURIComponent(ownTrip.id)}`} className={buttonVariants({ variant: "accent" })}>
                <Pencil aria-hidden="true" />
                {t("trip.editOwn")}
              </Link>
            )}
            <Link to={localizedPath("/trip", lang)} className={buttonVariants({ variant: "outline" })}>
              <Route aria-hidden="true" />
              {t("trip.planOwn")}
            </Link>
          </div>
        )}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {/* Offline: a saved (or shared) trip shown from this device's copy says so, with its date. */}
        {id && !share && <OfflineCopyNote queryKey={tripKey(id)} className="mb-6" />}
        {share && <OfflineCopyNote queryKey={sharedTripKey(share)} className="mb-6" />}
        {body}
      </div>
    </>
  );
}
