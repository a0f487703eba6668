// The trip's own controls: start day, travellers, the stops (nights, order, remove, add), the flight
// home, the budget with the noted total and per person. Every change is a new model (model.ts); the
// itinerary follows at once.
import { ArrowDown, ArrowUp, MapPin, Plus, X } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import { MAX_TRIP_BUDGET, MAX_TRIP_NIGHTS, MAX_TRIP_STOPS, MAX_TRIP_TRAVELLERS, type TripModel } from "~core/requests";
import { formatEuros } from "~/features/trip/format.ts";
import {
  addStop,
  budgetLeft,
  moveStop,
  parseEuros,
  removeStop,
  setBudget,
  setHome,
  setNights,
  setStart,
  setTravellers,
  tripTotal,
  type BudgetPer,
} from "~/features/trip/model.ts";
import { DateField } from "./date-field.tsx";

const label = "text-sm font-semibold";

export function TripEditor({
  trip,
  names,
  onChange,
  findPlace,
  nameOf,
  readDay,
}: {
  trip: TripModel;
  /** The stops' names in the page's language. */
  names: string[];
  onChange: (next: TripModel) => void;
  /** A typed place → its canonical name (the engine's gazetteer). */
  findPlace: (text: string) => string | undefined;
  nameOf: (place: string) => string;
  /** A day written in words → YYYY-MM-DD (the engine's date reader). */
  readDay: (text: string) => string | undefined;
}) {
  const { t, lang } = useT();
  const id = useId();
  const [place, setPlace] = useState("");
  const [error, setError] = useState<string>();
  const [announce, setAnnounce] = useState("");
  const [focus, setFocus] = useState<string>();
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(undefined);
  }, [focus]);

  const last = trip.stops.length - 1;
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    onChange(moveStop(trip, index, by));
    setAnnounce(t("trip.stopMoved", { place: names[index] ?? "", position: to + 1 }));
    // Focus follows the moved stop (its other arrow when it reached an end).
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === last);
    setFocus(`${id}-stop-${to}-${atEnd ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (index: number) => {
    onChange(removeStop(trip, index));
    setAnnounce(t("trip.stopRemoved", { place: names[index] ?? "" }));
    setFocus(`${id}-add`);
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const text = place.trim();
    if (!text) return;
    if (trip.stops.length >= MAX_TRIP_STOPS) {
      setError(t("trip.tooManyStops", { count: MAX_TRIP_STOPS }));
      return;
    }
    const found = findPlace(text);
    if (!found) {
      setError(t("trip.placeNotFound", { q: text }));
      return;
    }
    setError(undefined);
    setPlace("");
    onChange(addStop(trip, found));
    setAnnounce(t("trip.stopAdded", { place: nameOf(found) }));
  };
  const { total, perPerson, noted } = tripTotal(trip);
  const left = budgetLeft(trip);

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold tracking-tight">
        {t("trip.editor")}
      </h2>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-3">
        <DateField
          label={t("trip.start")}
          value={trip.start}
          onChange={(day) => onChange(setStart(trip, day))}
          readDay={readDay}
        />
        <div className="flex flex-col gap-1.5 self-start">
          <label htmlFor={`${id}-travellers`} className={label}>
            {t("trip.travellers")}
          </label>
          <Input
            id={`${id}-travellers`}
            type="number"
            min={1}
            max={MAX_TRIP_TRAVELLERS}
            inputMode="numeric"
            value={trip.travellers ?? ""}
            onChange={(e) => onChange(setTravellers(trip, e.target.value === "" ? undefined : Number(e.target.value)))}
            className="px-3"
          />
        </div>
      </div>

      <h3 className="mt-5 text-base font-bold">{t("trip.stops")}</h3>
      <ol className="mt-2 flex flex-col gap-2">
        {trip.stops.map((stop, i) => {
          const name = names[i] ?? stop.place;
          return (
            <li key={`${i}-${stop.place}`} className="rounded-xl border bg-background/60 p-2.5" data-stop={i}>
              <div className="flex items-center gap-2">
                <span
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1 truncate font-semibold" title={name}>
                  {name}
                </span>
                <Button
                  id={`${id}-stop-${i}-up`}
                  variant="ghost"
                  size="iconSm"
                  aria-label={t("trip.moveUp", { place: name })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp />
                </Button>
                <Button
                  id={`${id}-stop-${i}-down`}
                  variant="ghost"
                  size="iconSm"
                  aria-label={t("trip.moveDown", { place: name })}
                  disabled={i === last}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown />
                </Button>
                <Button
                  variant="ghost"
                  size="iconSm"
                  aria-label={t("trip.remove", { place: name })}
                  disabled={trip.stops.length <= 2}
                  onClick={() => remove(i)}
                >
                  <X />
                </Button>
              </div>
              <div className="mt-1.5 flex items-center gap-2 pl-9">
                <label htmlFor={`${id}-nights-${i}`} className="text-xs font-semibold text-muted-foreground">
                  {t("trip.nightsAt", { place: name })}
                </label>
                <Input
                  id={`${id}-nights-${i}`}
                  type="number"
                  min={0}
                  max={MAX_TRIP_NIGHTS}
                  inputMode="numeric"
                  value={stop.nights ?? 0}
                  onChange={(e) => onChange(setNights(trip, i, Number(e.target.value)))}
                  className="h-9 w-20 px-3"
                />
                {!stop.nights && (
                  <span className="text-xs text-muted-foreground">
                    {t(i === 0 ? "trip.startPoint" : "trip.passThrough")}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>

      <label className="mt-3 flex cursor-pointer items-center gap-2.5 rounded-xl border bg-background/60 p-2.5 text-sm font-semibold">
        <input
          type="checkbox"
          checked={!!trip.home}
          onChange={(e) => onChange(setHome(trip, e.target.checked))}
          className="size-4 accent-primary"
        />
        {t("trip.homeToggle", { place: names.at(-1) ?? "" })}
      </label>

      <form onSubmit={add} className="mt-3 flex flex-col gap-1.5" noValidate>
        <label htmlFor={`${id}-add`} className={label}>
          {t("trip.addStopLabel")}
        </label>
        <div className="flex flex-wrap gap-2">
          <div className="relative min-w-40 flex-1">
            <MapPin
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-add`}
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              placeholder={t("trip.addStopPlaceholder")}
              autoComplete="off"
              maxLength={100}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-add-error` : undefined}
              className="pl-9"
            />
          </div>
          <Button type="submit" variant="outline">
            <Plus aria-hidden="true" />
            {t("trip.addStop")}
          </Button>
        </div>
        {error && (
          <p id={`${id}-add-error`} className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>

      <div className="mt-5 border-t pt-4" data-budget>
        <h3 className="text-base font-bold">{t("trip.budget")}</h3>
        <BudgetInput trip={trip} onChange={onChange} />
        {noted === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{t("trip.noPrices")}</p>
        ) : (
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-muted p-3">
              <dt className="text-xs font-semibold text-muted-foreground">{t("trip.total")}</dt>
              <dd className="text-lg font-extrabold" data-total>
                {formatEuros(total, lang)}
              </dd>
            </div>
            {perPerson !== undefined && (
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-xs font-semibold text-muted-foreground">{t("trip.perPerson")}</dt>
                <dd className="text-lg font-extrabold" data-per-person>
                  {formatEuros(perPerson, lang)}
                </dd>
              </div>
            )}
          </dl>
        )}
        {noted > 0 && <p className="mt-2 text-xs text-muted-foreground">{t("trip.notedPrices", { count: noted })}</p>}
        {left !== undefined && (
          <p
            className={
              left < 0 ? "mt-2 text-sm font-semibold text-red-700 dark:text-red-300" : "mt-2 text-sm font-semibold"
            }
            data-budget-left
          >
            {left < 0
              ? t("trip.budgetOver", { amount: formatEuros(-left, lang) })
              : t("trip.budgetLeft", { amount: formatEuros(left, lang) })}
          </p>
        )}
      </div>
    </section>
  );
}

const PERS: readonly BudgetPer[] = ["total", "person", "night", "day"];

/** The budget the sentence said (or none yet): its amount in its currency and what it is for, both editable. */
function BudgetInput({ trip, onChange }: { trip: TripModel; onChange: (next: TripModel) => void }) {
  const { t, lang } = useT();
  const id = useId();
  const budget = trip.budget;
  const currency = budget?.currency ?? "EUR";
  const written = (amount: number | undefined) =>
    amount === undefined ? "" : String(amount).replace(".", lang === "en" ? "." : ",");
  const [text, setText] = useState(() => written(budget?.amount));
  const [shown, setShown] = useState(budget?.amount);
  if (shown !== budget?.amount) {
    setShown(budget?.amount);
    if (parseEuros(text) !== budget?.amount) setText(written(budget?.amount));
  }
  const per = budget?.per ?? "total";
  const parsed = parseEuros(text);
  const invalid = parsed !== undefined && (Number.isNaN(parsed) || parsed > MAX_TRIP_BUDGET);
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-amount`} className="text-xs font-semibold text-muted-foreground">
            {t("trip.budgetAmount", { currency })}
          </label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className="h-10 px-3"
            data-budget-amount
            onChange={(e) => {
              setText(e.target.value);
              const amount = parseEuros(e.target.value);
              if (amount === undefined || (!Number.isNaN(amount) && amount <= MAX_TRIP_BUDGET)) {
                setShown(amount);
                onChange(setBudget(trip, amount, per));
              }
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-per`} className="text-xs font-semibold text-muted-foreground">
            {t("trip.budgetFor")}
          </label>
          <select
            id={`${id}-per`}
            value={per}
            disabled={!budget}
            onChange={(e) => onChange(setBudget(trip, budget?.amount, e.target.value as BudgetPer))}
            className="h-10 rounded-xl border border-input bg-card px-2 text-sm text-foreground shadow-xs focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50"
          >
            {PERS.map((p) => (
              <option key={p} value={p}>
                {t(`trip.budgetPer.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {t("trip.priceInvalid")}
        </p>
      )}
    </div>
  );
}
