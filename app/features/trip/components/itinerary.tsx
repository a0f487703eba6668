// The trip in time: each leg (its day, its transport with the others one tap away, the partners
// that book it, filled in) and the stay at its end (check-in, check-out, guests, hotels and rentals,
// the place's live deals). Noted prices are edited here when the trip is the visitor's own.
import { BadgeEuro, BedDouble, CalendarDays, CircleCheck, ExternalLink, Users } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { CategoryId, Lang } from "~content/types.ts";
import { CategoryIcon } from "~/components/category-icon";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { goHref } from "~/lib/outbound";
import type { LegView, StayView, TripPartner, TripView, TripWay } from "~/features/trip/engine.ts";
import { formatDay, formatEuros } from "~/features/trip/format.ts";
import { parseEuros } from "~/features/trip/model.ts";
import { guidePath } from "~core/guides/paths";
import { guideSlugOf } from "~core/guides/select";

/** A partner link through the click redirect, with the filled deep link when there is one (as the search's). */
export function tripGoHref(partner: TripPartner, from: string, lang: Lang): string {
  const href = goHref(partner.id, from, lang);
  return partner.deep ? `${href}&${new URLSearchParams({ deep: partner.deep }).toString()}` : href;
}

type TFn = ReturnType<typeof useT>["t"];

/** The short name of a transport ("Πλοίο"; a bus on an island, which has no trains), or its category's name. */
export function wayName(way: Pick<TripWay, "category" | "name">, t: TFn, sameIsland = false): string {
  const short: Partial<Record<CategoryId, string>> = {
    ferries: t("trip.ferries"),
    flights: t("trip.flights"),
    "trains-buses": sameIsland ? t("trip.bus") : t("trip.trainsBuses"),
    "car-rental": t("trip.carRental"),
  };
  return short[way.category] ?? way.name;
}

function PartnerLinks({ partners, label }: { partners: TripPartner[]; label?: string }) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {partners.map((p, i) => (
        <li key={p.id} data-partner={p.id}>
          <a
            href={tripGoHref(p, pathname, lang)}
            target="_blank"
            rel="sponsored noopener noreferrer"
            // The best filled link stands out; the others are one tap away, quieter.
            className={cn(
              buttonVariants({ variant: p.deep && i === 0 ? "accent" : "outline", size: "sm" }),
              "max-w-full",
            )}
          >
            <span className="truncate">
              {p.deep ? t("trip.openAt", { name: p.name }) : t("trip.visit", { name: p.name })}
            </span>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t("common.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A noted price in euros: typed freely ("45,50"), kept in the model as soon as it reads as an amount. */
function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: number;
  onChange: (euros: number | undefined) => void;
}) {
  const { t, lang } = useT();
  const id = useId();
  const [text, setText] = useState(value === undefined ? "" : String(value).replace(".", lang === "en" ? "." : ","));
  // A price set from elsewhere (a deal's "from" price) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    const typed = parseEuros(text);
    if (typed !== value) setText(value === undefined ? "" : String(value).replace(".", lang === "en" ? "." : ","));
  }
  const parsed = parseEuros(text);
  const invalid = parsed !== undefined && (Number.isNaN(parsed) || parsed > 100_000);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="h-10 w-32"
        onChange={(e) => {
          setText(e.target.value);
          const euros = parseEuros(e.target.value);
          if (euros === undefined || (!Number.isNaN(euros) && euros <= 100_000)) {
            setShown(euros);
            onChange(euros);
          }
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {t("trip.priceInvalid")}
        </p>
      )}
    </div>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">{children}</p>;
}

function LegCard({
  leg,
  travellers,
  editable,
  onTransport,
  onPrice,
}: {
  leg: LegView;
  travellers?: number;
  editable: boolean;
  onTransport: (c: CategoryId) => void;
  onPrice: (euros: number | undefined) => void;
}) {
  const { t, lang } = useT();
  const name = useId();
  const way = leg.ways.find((w) => w.category === leg.chosen) ?? leg.ways[0];
  const heading = leg.home
    ? t("trip.homeHeading", { from: leg.fromName })
    : t("trip.legHeading", { from: leg.fromName, to: leg.toName ?? "" });
  return (
    <article
      className="rounded-2xl border bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5"
      data-leg={leg.stop}
      aria-labelledby={`${name}-h`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200">
          <CategoryIcon name={way?.icon ?? "Compass"} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${name}-h`} className="text-lg leading-tight font-bold break-words">
            {heading}
          </h3>
          <Facts>
            <span className="inline-flex items-center gap-1.5" data-date>
              <CalendarDays className="size-4" aria-hidden="true" />
              {leg.date ? <time dateTime={leg.date}>{formatDay(leg.date, lang)}</time> : t("trip.noDate")}
            </span>
            {travellers !== undefined && (
              <span className="inline-flex items-center gap-1.5">
                <Users className="size-4" aria-hidden="true" />
                {t("trip.travellersCount", { count: travellers })}
              </span>
            )}
          </Facts>
        </div>
      </div>
      {leg.ways.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("trip.noTransport")}</p>
      ) : (
        <>
          <fieldset className="mt-4">
            <legend className="sr-only">
              {leg.home ? heading : t("trip.transportFor", { from: leg.fromName, to: leg.toName ?? "" })}
            </legend>
            <div className="flex flex-wrap gap-2">
              {leg.ways.map((w) => (
                <label key={w.category} className="relative">
                  <input
                    type="radio"
                    name={name}
                    value={w.category}
                    checked={w.category === way?.category}
                    onChange={() => onTransport(w.category)}
                    className="peer sr-only"
                  />
                  <span className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-input bg-card px-3.5 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
                    <CategoryIcon name={w.icon} className="size-4" />
                    {wayName(w, t, leg.sameIsland)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {way && (
            <div className="mt-3">
              <PartnerLinks partners={way.partners} label={wayName(way, t, leg.sameIsland)} />
            </div>
          )}
        </>
      )}
      {editable ? (
        <div className="mt-4 border-t pt-3">
          <PriceInput label={t("trip.priceLeg")} value={leg.price} onChange={onPrice} />
        </div>
      ) : (
        leg.price !== undefined && (
          <p className="mt-3 text-sm font-semibold">{t("trip.notedPrice", { price: formatEuros(leg.price, lang) })}</p>
        )
      )}
    </article>
  );
}

/** The stop's destination guide (decision 051), when the site has one. */
function StopGuide({ place, name }: { place: string; name: string }) {
  const { t, lang } = useT();
  const slug = guideSlugOf(place);
  if (!slug) return null;
  return (
    <a
      href={guidePath(slug, lang)}
      data-stop-guide
      className="mt-1 inline-block py-1 text-sm font-semibold text-link underline underline-offset-4"
    >
      {t("guides.stopGuide", { name })}
    </a>
  );
}

function StayCard({
  stay,
  travellers,
  editable,
  onPrice,
}: {
  stay: StayView;
  travellers?: number;
  editable: boolean;
  onPrice: (euros: number | undefined) => void;
}) {
  const { t, lang } = useT();
  const id = useId();
  return (
    <article
      className="rounded-2xl border border-teal-200 bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5 dark:border-teal-900"
      data-stay={stay.stop}
      aria-labelledby={`${id}-h`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sea-soft text-sea-soft-foreground">
          <BedDouble className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-h`} className="text-lg leading-tight font-bold break-words">
            {t("trip.stayHeading", { place: stay.name })}
          </h3>
          <Facts>
            <span data-nights>{t("trip.nights", { count: stay.nights })}</span>
            {stay.checkin && stay.checkout && (
              <span data-stay-dates>
                {t("trip.checkin")} <time dateTime={stay.checkin}>{formatDay(stay.checkin, lang)}</time> ·{" "}
                {t("trip.checkout")} <time dateTime={stay.checkout}>{formatDay(stay.checkout, lang)}</time>
              </span>
            )}
            {travellers !== undefined && <span>{t("trip.guests", { count: travellers })}</span>}
          </Facts>
          <StopGuide place={stay.place} name={stay.name} />
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {stay.ways.map((w) => (
          <div key={w.category} className="flex flex-col gap-2">
            <h4 className="text-sm font-bold">
              {w.category === "hotels"
                ? t("trip.hotels")
                : w.category === "vacation-rentals"
                  ? t("trip.rentals")
                  : w.name}
            </h4>
            <PartnerLinks partners={w.partners} />
          </div>
        ))}
      </div>
      {stay.deals.length > 0 && (
        <div className="mt-4 rounded-xl bg-accent-soft/60 p-3">
          <h4 className="flex items-center gap-1.5 text-sm font-bold text-accent-soft-foreground">
            <BadgeEuro className="size-4" aria-hidden="true" />
            {t("trip.dealsHeading")}
          </h4>
          <ul className="mt-2 flex flex-col gap-2">
            {stay.deals.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {d.url.startsWith("/go/") ? (
                  <a
                    href={d.url}
                    target="_blank"
                    rel="sponsored noopener noreferrer"
                    className="font-semibold text-link underline-offset-4 hover:underline"
                  >
                    {d.title}
                    <span className="sr-only"> {t("common.newTab")}</span>
                  </a>
                ) : (
                  <a href={d.url} className="font-semibold text-link underline-offset-4 hover:underline">
                    {d.title}
                  </a>
                )}
                {d.priceFrom !== undefined && (
                  <span className="text-muted-foreground">
                    {t("trip.dealFrom", { price: formatEuros(d.priceFrom, lang) })}
                  </span>
                )}
                {editable && d.priceFrom !== undefined && (
                  <button
                    type="button"
                    className={buttonVariants({ variant: "ghost", size: "sm", className: "h-8 px-2" })}
                    onClick={() => onPrice(d.priceFrom)}
                  >
                    {t("trip.useDealPrice")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {editable ? (
        <div className="mt-4 border-t pt-3">
          <PriceInput label={t("trip.priceStay")} value={stay.price} onChange={onPrice} />
        </div>
      ) : (
        stay.price !== undefined && (
          <p className="mt-3 text-sm font-semibold">{t("trip.notedPrice", { price: formatEuros(stay.price, lang) })}</p>
        )
      )}
    </article>
  );
}

export function Itinerary({
  view,
  heading,
  travellers,
  editable,
  onTransport,
  onPrice,
}: {
  view: TripView;
  /** "Your itinerary" for the visitor's own trip; a neutral heading for a trip shared with them. */
  heading: string;
  travellers?: number;
  editable: boolean;
  onTransport: (stop: number, category: CategoryId) => void;
  onPrice: (stop: number, which: "legPrice" | "stayPrice", euros: number | undefined) => void;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="trip-itinerary" className="min-w-0">
      <h2 id="trip-itinerary" className="text-xl font-bold tracking-tight sm:text-2xl">
        {heading}
      </h2>
      <p className="mt-1 mb-4 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("trip.itineraryHint")}
      </p>
      <ol className="flex flex-col gap-3">
        {view.steps.map((step) => (
          <li
            key={step.kind === "leg" ? `leg-${step.leg.stop}` : `stay-${step.stay.stop}`}
            className={cn(step.kind === "stay" && "sm:ml-6")}
          >
            {step.kind === "leg" ? (
              <LegCard
                leg={step.leg}
                travellers={travellers}
                editable={editable}
                onTransport={(c) => onTransport(step.leg.stop, c)}
                onPrice={(e) => onPrice(step.leg.stop, "legPrice", e)}
              />
            ) : (
              <StayCard
                stay={step.stay}
                travellers={travellers}
                editable={editable}
                onPrice={(e) => onPrice(step.stay.stop, "stayPrice", e)}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
