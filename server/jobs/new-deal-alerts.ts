// "A new live deal in a category or from a partner that the user has favourited" (issue 14).
// Who follows what (docs/decisions/015-new-deal-alerts.md):
//   - a favourite of type "category" (data.id = category id) → every deal of that category;
//   - a favourite of type "partner" (data.id = partner id) → that partner's deals only (not its
//     whole category: the user picked one partner, and can favourite the category itself);
//   - the stops of a saved trip (issue 30) → a new ferry or stay deal (ferries, hotels,
//     vacation-rentals, camping) for one of those places, when the deal's dates, if its title names
//     any, overlap the trip's (start to start + all nights; a trip without a start matches any
//     dates). Deals carry no place: the place and dates are read from the deal's titles (el, en,
//     de) by the search's own understand(), as the search does when it offers a deal for a place
//     (core/search/rank.ts). A trip's first stop, when more follow, is where it sets out from and
//     does not count; a one-stop trip's stop does. Several trips with the place: still one alert.
//   - favourited deals and destinations do not count (the deal has its own expiry alert).
// A deal is "new" for a user when it went live (created, or reached its start day) after the
// user made the favourite and within the last LOOKBACK_DAYS, and is live now (started, not
// expired). Bounded: at most one such notification per user per Athens day. A run (queued as
// soon as a deal goes live, see deals-live.ts, and every hour) writes one notification per user: the deal itself when
// there is one, else "3 νέες προσφορές για ξενοδοχεία". Deals left over because the user already had today's alert wait
// for the next day's first run and are grouped there. Never twice for the same deal: notification_keys "new-deal:<deal
// id>" and "new-deals-day:<YYYY-MM-DD>" are claimed in the same statement that picks the deals, and the notifications
// are written in the same transaction.
import { sql } from "drizzle-orm";
import { categories } from "../../content/categories.ts";
import type { CategoryId, Lang } from "../../content/types.ts";
import type { Intent } from "../../core/search/intent.ts";
import { understand } from "../../core/search/understand.ts";
import type { Db } from "../db/client.ts";
import { deals, notifications } from "../db/schema.ts";
import type { NotificationEvent } from "../events/bus.ts";
import { INSERT_BATCH, type NewNotification } from "../notifications/service.ts";
import { athensDay } from "./deals-live.ts";
import type { JobDeps } from "./job-deps.ts";
import { textsOf } from "../i18n.ts";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { parseRows } from "../db/rows.ts";

/** The titles of a deal, in each language it has. */
const dealTitlesRow = createSelectSchema(deals).pick({ id: true, title: true, title_en: true, title_de: true });

const LOOKBACK_DAYS = 7;
/** Deal titles named in a grouped notification; the rest are counted. */
const LISTED = 3;
const TZ = "Europe/Athens";

/** The notification's texts, filled in and made plural by the server's i18next (server/i18n.ts). */
const alertText = textsOf<"title" | "titleNoCategory" | "more">("new-deal-alerts", {
  el: {
    title_one: "{{count}} νέα προσφορά για {{c}}",
    title_other: "{{count}} νέες προσφορές για {{c}}",
    titleNoCategory_one: "{{count}} νέα προσφορά",
    titleNoCategory_other: "{{count}} νέες προσφορές",
    more_one: "{{count}} ακόμη",
    more_other: "{{count}} ακόμη",
  },
  en: {
    title_one: "{{count}} new deal for {{c}}",
    title_other: "{{count}} new deals for {{c}}",
    titleNoCategory_one: "{{count}} new deal",
    titleNoCategory_other: "{{count}} new deals",
    more_one: "{{count}} more",
    more_other: "{{count}} more",
  },
  de: {
    title_one: "{{count}} neues Angebot für {{c}}",
    title_other: "{{count}} neue Angebote für {{c}}",
    titleNoCategory_one: "{{count}} neues Angebot",
    titleNoCategory_other: "{{count}} neue Angebote",
    more_one: "{{count}} weiteres",
    more_other: "{{count}} weitere",
  },
});
const quote: Record<Lang, (s: string) => string> = { el: (s) => `«${s}»`, en: (s) => `“${s}”`, de: (s) => `„${s}“` };

/**
 * The category's name inside a sentence: lower-case first letter in Greek and English ("για ξενοδοχεία"), as written in
 * German ("für Hotels").
 */
function categoryInSentence(id: string, lang: Lang): string | null {
  const name = categories.find((c) => c.id === id)?.name[lang];
  if (!name) return null;
  if (lang === "de" || /^\p{Lu}{2}/u.test(name)) return name;
  return name.charAt(0).toLocaleLowerCase(lang) + name.slice(1);
}

interface NewDeal {
  category: string | null;
  /** The deal's title in the recipient's language (Greek when it has none). */
  title: string;
}

/** Title and message of the one notification a user gets for `deals` (in the order they went live). */
export function newDealsText(lang: Lang, deals: NewDeal[]): { title: string; message: string } {
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  const cats = [...new Set(deals.map((d) => d.category).filter((c): c is string => !!c))]
    .map((c) => categoryInSentence(c, lang))
    .filter((c): c is string => !!c);
  const title = cats.length
    ? alertText(lang, "title", { count: deals.length, c: list.format(cats) })
    : alertText(lang, "titleNoCategory", { count: deals.length });
  const named = deals.slice(0, LISTED).map((d) => quote[lang](d.title));
  const rest = deals.length - named.length;
  const message = list.format(rest > 0 ? [...named, alertText(lang, "more", { count: rest })] : named) + ".";
  return { title, message };
}

/** The deals a saved trip's stops follow: a boat there, or a place to stay. */
export const TRIP_DEAL_CATEGORIES: readonly CategoryId[] = ["ferries", "hotels", "vacation-rentals", "camping"];

/** A deal's place and travel days as its title says them (days null: the title names none). */
interface DealPlace {
  id: string;
  place: string;
  date_from: string | null;
  date_to: string | null;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** A title's days: explicit days, or a named month as its first to last day; a season or nothing: null. */
function daysOf(dates: Intent["dates"]): { date_from: string | null; date_to: string | null } {
  if (dates && "from" in dates) return { date_from: dates.from, date_to: dates.to };
  if (dates && "month" in dates) {
    const month = String(dates.month).padStart(2, "0");
    return { date_from: `${dates.year}-${month}-01`, date_to: lastDayOf(dates.year, dates.month) };
  }
  return { date_from: null, date_to: null };
}

/** understand() of a deal title, kept per title (a run reads the same few deals again). */
const titleIntents = new Map<string, Intent>();
function titleIntent(title: string, lang: Lang, now: Date): Intent {
  const key = `${athensDay(now)}:${lang}:${title}`;
  let intent = titleIntents.get(key);
  if (!intent) {
    intent = understand(title, lang, now);
    if (titleIntents.size > 1000) titleIntents.clear();
    titleIntents.set(key, intent);
  }
  return intent;
}

/**
 * The places (canonical English names, lower case) and days of the ferry and stay deals that may be
 * new now (live, gone live within LOOKBACK_DAYS), read from their titles in each language: the
 * query below matches them against the stops of saved trips. A few deals a run (those of the week).
 */
async function newDealPlaces(db: Db, day: string, at: string, now: Date): Promise<DealPlace[]> {
  const result = await db.execute(sql`
    select d.id, d.title, d.title_en, d.title_de
    from deals d
    where d.category in (${sql.join(
      TRIP_DEAL_CATEGORIES.map((c) => sql`${c}`),
      sql`, `,
    )})
      and d.expiry_date >= ${day}::date and (d.starts_at is null or d.starts_at <= ${day}::date)
      and greatest(d.created_at, (d.starts_at::timestamp at time zone ${TZ})) > ${at}::timestamptz - make_interval(days => ${LOOKBACK_DAYS})
      and exists (select 1 from trips)`);
  const places: DealPlace[] = [];
  for (const deal of parseRows(dealTitlesRow, result)) {
    const seen = new Set<string>();
    for (const [title, lang] of [
      [deal.title, "el"],
      [deal.title_en, "en"],
      [deal.title_de, "de"],
    ] as const) {
      if (!title) continue;
      const intent = titleIntent(title, lang, now);
      const place = intent.place ?? intent.destination;
      if (!place) continue;
      const days = daysOf(intent.dates);
      const key = `${place.toLowerCase()}|${days.date_from}|${days.date_to}`;
      if (seen.has(key)) continue;
      seen.add(key);
      places.push({ id: deal.id, place: place.toLowerCase(), ...days });
    }
  }
  return places;
}

/** A row of the new-deals query: a follower and one deal to tell them of, in their language. */
const newDealRow = z.object({
  user_id: z.string(),
  lang: z.string(),
  category: z.string().nullable(),
  title: z.string(),
});

export async function notifyNewDeals(ctx: JobDeps, now: Date = new Date()): Promise<{ users: number; deals: number }> {
  const { db, notifications: service } = ctx;
  const day = athensDay(now);
  const at = now.toISOString();
  const places = await newDealPlaces(db, day, at, now);
  const { written, events, deals } = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with deal_places as (
        select x.id::uuid as deal_id, x.place, x.date_from::date as date_from, x.date_to::date as date_to
        from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as x(id text, place text, date_from text, date_to text)
      ), trip_deals as materialized (
        -- A saved trip's owner and a new deal for one of the places it visits (trip_places(),
        -- migration 0007, through its index), on its days: the trip's start to start + all nights.
        select t.user_id, min(t.created_at) as created_at, p.deal_id
        from trips t
        cross join lateral unnest(trip_places(t.model)) as s(place)
        join deal_places p on p.place = s.place
        cross join lateral (select case when t.model->>'start' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then (t.model->>'start')::date end as trip_from) w
        where trip_places(t.model) && (select coalesce(array_agg(distinct place), '{}') from deal_places)
          and (p.date_from is null or w.trip_from is null or (p.date_to >= w.trip_from and p.date_from <= w.trip_from +
            (select coalesce(sum((n->>'nights')::int), 0)::int from jsonb_array_elements(t.model->'stops') n where jsonb_typeof(n->'nights') = 'number')))
        group by t.user_id, p.deal_id
      ), follows as (
        select f.user_id, f.created_at, f.type, f.data->>'id' as ref
        from favorites f
        where f.type in ('category', 'partner') and f.data->>'id' is not null
        union all
        select td.user_id, td.created_at, 'trip', td.deal_id::text from trip_deals td
      ), live as (
        select d.id, d.category, d.partner_id, d.title, d.title_en, d.title_de,
               greatest(d.created_at, (d.starts_at::timestamp at time zone ${TZ})) as live_since
        from deals d
        where d.expiry_date >= ${day}::date and (d.starts_at is null or d.starts_at <= ${day}::date)
      ), candidates as (
        select distinct on (f.user_id, d.id) f.user_id, d.id as deal_id, d.category, d.title, d.title_en, d.title_de, d.live_since
        from live d
        join follows f on (f.type = 'category' and f.ref = d.category) or (f.type = 'partner' and f.ref = d.partner_id)
          or (f.type = 'trip' and f.ref = d.id::text)
        -- Live since the follow, or from the same instant (PGlite's clock counts whole milliseconds:
        -- a follow and a deal saved in one millisecond have the same time).
        where d.live_since >= f.created_at
          and d.live_since > ${at}::timestamptz - make_interval(days => ${LOOKBACK_DAYS})
          -- at has milliseconds, the database microseconds: a deal made in the same millisecond is live.
          and d.live_since < ${at}::timestamptz + interval '1 millisecond'
          and not exists (select 1 from notification_keys k where k.user_id = f.user_id and k.key = 'new-deal:' || d.id)
      ), today as (
        insert into notification_keys (user_id, key)
        select distinct user_id, 'new-deals-day:' || ${day} from candidates
        on conflict do nothing
        returning user_id
      ), claimed as (
        insert into notification_keys (user_id, key)
        select c.user_id, 'new-deal:' || c.deal_id from candidates c join today t on t.user_id = c.user_id
        on conflict do nothing
        returning user_id, key
      )
      select c.user_id, coalesce(p.language_preference, u.lang) as lang, c.category,
             case coalesce(p.language_preference, u.lang)
               when 'en' then coalesce(nullif(c.title_en, ''), c.title)
               when 'de' then coalesce(nullif(c.title_de, ''), c.title)
               else c.title end as title
      from candidates c
      join claimed k on k.user_id = c.user_id and k.key = 'new-deal:' || c.deal_id
      join "user" u on u.id = c.user_id
      left join profiles p on p.id = c.user_id
      order by c.user_id, c.live_since, c.title, c.deal_id`);
    const byUser = new Map<string, { lang: Lang; deals: NewDeal[] }>();
    const found = parseRows(newDealRow, result);
    for (const row of found) {
      const lang = (["el", "en", "de"].includes(row.lang) ? row.lang : "el") as Lang;
      const entry = byUser.get(row.user_id) ?? { lang, deals: [] };
      entry.deals.push({ category: row.category, title: row.title });
      byUser.set(row.user_id, entry);
    }
    const rows: NewNotification[] = [...byUser].map(([user_id, { lang, deals }]) => ({
      user_id,
      type: "info",
      ...newDealsText(lang, deals),
    }));
    const events: NotificationEvent[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const ids = await tx
        .insert(notifications)
        .values(rows.slice(i, i + INSERT_BATCH))
        .returning({ id: notifications.id, user_id: notifications.user_id });
      for (const x of ids) events.push({ user_id: x.user_id, kind: "created", ids: [x.id] });
    }
    return { written: rows.length, events, deals: found.length };
  });
  // Live events only once the notifications are committed.
  for (let i = 0; i < events.length; i += 1000) await service.announce(events.slice(i, i + 1000));
  return { users: written, deals };
}
