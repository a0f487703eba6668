// Deal alerts. "Expiring": a deal the user favourited expires within 48 hours → one
// notification, never twice for the same deal (notification_keys). One set-based statement
// claims the keys and writes the notifications in each user's language.
// The deal is named by its title in the recipient's language (Greek when it has none).
// "New deal in a favourited category or from a favourited partner": new-deal-alerts.ts.
import { sql } from "drizzle-orm";
import type { JobDeps } from "./job-deps.ts";
import { createSelectSchema } from "drizzle-zod";
import { parseRows } from "../db/rows.ts";
import { favorites } from "../db/schema.ts";

export const EXPIRY_WINDOW_HOURS = 48;

const texts = {
  title: {
    el: "Η αγαπημένη σου προσφορά λήγει σύντομα",
    en: "Your favourite deal ends soon",
    de: "Ihr Lieblingsangebot endet bald",
  },
  message: { el: "«%s» ισχύει έως %d.", en: "“%s” is valid until %d.", de: "„%s“ gilt bis %d." },
};

/** A row of the expiring-favourites query: the notification claimed and whose it is. */
const expiringFavoriteRow = createSelectSchema(favorites).pick({ id: true, user_id: true });

export async function notifyExpiringDeals(ctx: JobDeps): Promise<{ created: number }> {
  const { db, notifications } = ctx;
  const byLang = (t: Record<"el" | "en" | "de", string>) =>
    sql`case due.lang when 'en' then ${t.en}::text when 'de' then ${t.de}::text else ${t.el}::text end`;
  const result = await db.execute(sql`
    with due as (
      select distinct on (f.user_id, d.id) f.user_id, d.id as deal_id, d.expiry_date, l.lang,
             case l.lang
               when 'en' then coalesce(nullif(d.title_en, ''), d.title)
               when 'de' then coalesce(nullif(d.title_de, ''), d.title)
               else d.title end as title
      from favorites f
      join deals d on d.id::text = f.data->>'id'
      join "user" u on u.id = f.user_id
      left join profiles p on p.id = f.user_id
      cross join lateral (select coalesce(p.language_preference, u.lang) as lang) l
      where f.type = 'deal'
        and d.expiry_date >= current_date
        and d.expiry_date <= (now() + make_interval(hours => ${EXPIRY_WINDOW_HOURS}))::date
    ), fresh as (
      insert into notification_keys (user_id, key)
      select user_id, 'deal-expiring:' || deal_id from due
      on conflict do nothing
      returning user_id, key
    )
    insert into notifications (user_id, title, message, type)
    select due.user_id, ${byLang(texts.title)},
           replace(replace(${byLang(texts.message)}, '%d', to_char(due.expiry_date, 'DD/MM/YYYY')), '%s', due.title),
           'warning'
    from due join fresh on fresh.user_id = due.user_id and fresh.key = 'deal-expiring:' || due.deal_id
    returning id, user_id`);
  const byUser = new Map<string, string[]>();
  const rows = parseRows(expiringFavoriteRow, result);
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
  await notifications.announce([...byUser].map(([user_id, ids]) => ({ user_id, kind: "created" as const, ids })));
  return { created: rows.length };
}
