// Operator notices (issue 14): one set-based INSERT … SELECT writes the notice to every
// recipient in the recipient's language (el is the fallback), then the live events go out.
import { sql, type SQL } from "drizzle-orm";
import { partners } from "../../content/partners.ts";
import type { Db } from "../db/client.ts";
import type { NotificationService } from "./service.ts";
import { z } from "zod";
import { countRow, parseRows } from "../db/rows.ts";

export interface Localized {
  el: string;
  en?: string;
  de?: string;
}

export type Audience = "all" | { category: string };

export interface Notice {
  type: "info" | "success" | "warning";
  title: Localized;
  message: Localized;
  audience: Audience;
}

/**
 * Users of the audience: everyone, or those with a favourite in the category — the category
 * itself (type "category", data.id), a partner of it (the catalogue's partner, or data.category
 * as the partner cards save it), or a favourited deal of that category.
 */
function audienceFilter(audience: Audience): SQL {
  if (audience === "all") return sql`true`;
  const category = audience.category;
  const partnerIds = partners.filter((p) => p.category === category).map((p) => p.id);
  return sql`exists (
    select 1 from favorites f
    where f.user_id = u.id and (
      f.data->>'category' = ${category}
      or (f.type = 'category' and f.data->>'id' = ${category})
      or (f.type = 'partner' and f.data->>'id' = any(${sql.param(partnerIds)}::text[]))
      or (f.type = 'deal' and exists (select 1 from deals d where d.id::text = f.data->>'id' and d.category = ${category}))
    ))`;
}

const inLang = (t: Localized) =>
  sql`case coalesce(p.language_preference, u.lang) when 'en' then ${t.en ?? t.el}::text when 'de' then ${t.de ?? t.el}::text else ${t.el}::text end`;

/** The audience-count query's one row. */

export async function countRecipients(db: Db, audience: Audience): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from "user" u where ${audienceFilter(audience)}`);
  return parseRows(countRow, result)[0]?.n ?? 0;
}

/** A row of the notice insert: who received it. */
const recipientRow = z.object({ user_id: z.string() });

/** Sends the notice; returns how many notifications were written. `record` runs inside the same
 * transaction as the write (the audit row), and the live events go out only after it commits. */
export async function sendNotice(
  db: Db,
  service: NotificationService,
  notice: Notice,
  record?: (tx: Pick<Db, "insert">, recipients: number) => Promise<void>,
): Promise<number> {
  const users = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into notifications (user_id, title, message, type)
      select u.id, ${inLang(notice.title)}, ${inLang(notice.message)}, ${notice.type}
      from "user" u left join profiles p on p.id = u.id
      where ${audienceFilter(notice.audience)}
      returning user_id`);
    const ids = parseRows(recipientRow, result).map((x) => x.user_id);
    await record?.(tx, ids.length);
    return ids;
  });
  for (let i = 0; i < users.length; i += 1000) {
    await service.announce(
      users.slice(i, i + 1000).map((user_id) => ({ user_id, kind: "created" as const, ids: null })),
    );
  }
  return users.length;
}
