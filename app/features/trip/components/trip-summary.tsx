// A shared trip at a glance: its stops, days, travellers, budget and the noted total.
import { useT } from "~/i18n/i18n";
import type { TripModel } from "~core/requests";
import { formatDay, formatEuros, formatMoney } from "~/features/trip/format.ts";
import { tripTotal } from "~/features/trip/model.ts";

/** A shared trip at a glance: its stops, days, travellers and the noted total. */
export function TripSummary({ trip, names, end }: { trip: TripModel; names: string[]; end?: string }) {
  const { t, lang } = useT();
  const { total, perPerson, noted } = tripTotal(trip);
  const row = "flex flex-col gap-0.5";
  const said = trip.budget;
  const budget = said && `${formatMoney(said.amount, said.currency, lang)} ${t(`trip.budgetPer.${said.per}`)}`;
  return (
    <section
      aria-labelledby="trip-summary"
      className="rounded-2xl border bg-card p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
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
            <dd data-budget-said>{budget}</dd>
          </div>
        )}
        {noted > 0 && (
          <div className={row}>
            <dt className="font-semibold text-muted-foreground">{t("trip.total")}</dt>
            <dd className="text-lg font-extrabold" data-total>
              {formatEuros(total, lang)}
              {perPerson !== undefined && (
                <span className="ml-2 text-sm font-semibold text-muted-foreground">
                  {`${t("trip.perPerson")}: ${formatEuros(perPerson, lang)}`}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
