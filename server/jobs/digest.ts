// The opt-in daily e-mail digest: for each user who turned it on and has unread notifications
// created since the last digest, one e-mail in the user's language. Each user is claimed in
// the database before the mail goes out, so a second run the same day (another instance, a
// retry) sends nothing twice.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Lang } from "../../content/types.ts";
import { localizedPath } from "../../core/paths.ts";
import { notifications } from "../db/schema.ts";
import { renderDigest, unsubscribeUrl } from "../mail/digest.ts";
import type { JobDeps } from "./job-deps.ts";
import { z } from "zod";
import { parseRows, timestampValue } from "../db/rows.ts";

/** A user gets at most one digest in this many hours. */
export const DIGEST_MIN_HOURS = 20;

/** A row of the digest claim: who gets one, since when, and where it goes. */
const digestClaimRow = z.object({
  user_id: z.string(),
  since: timestampValue,
  digest_on_at: timestampValue.nullable(),
  email: z.string(),
  lang: z.string(),
});

export async function sendDigests(ctx: JobDeps): Promise<{ claimed: number; sent: number }> {
  const { db, mailer, config, logger } = ctx;
  const claimedResult = await db.execute(sql`
    with due as (
      select s.user_id, coalesce(s.digest_sent_at, now() - interval '1 day') as since
      from notification_settings s
      where s.email_digest and (s.digest_sent_at is null or s.digest_sent_at < now() - make_interval(hours => ${DIGEST_MIN_HOURS}))
      for update skip locked
    ), claimed as (
      update notification_settings s set digest_sent_at = now()
      from due where s.user_id = due.user_id
      returning s.user_id, due.since, s.digest_on_at
    )
    select c.user_id, c.since, c.digest_on_at, u.email, coalesce(p.language_preference, u.lang) as lang
    from claimed c join "user" u on u.id = c.user_id left join profiles p on p.id = c.user_id`);
  let sent = 0;
  const claimed = parseRows(digestClaimRow, claimedResult);
  for (const row of claimed) {
    const items = await db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, row.user_id),
          eq(notifications.is_read, false),
          gt(notifications.created_at, new Date(row.since)),
        ),
      )
      .orderBy(asc(notifications.created_at))
      .limit(50);
    if (!items.length) continue;
    const lang = (["el", "en", "de"].includes(row.lang) ? row.lang : "el") as Lang;
    const message = renderDigest(lang, items, {
      notifications: config.publicOrigin + localizedPath("/notifications", lang),
      unsubscribe: unsubscribeUrl(
        config.publicOrigin,
        config.authSecret,
        row.user_id,
        row.digest_on_at === null ? null : new Date(row.digest_on_at),
      ),
    });
    try {
      await mailer.send(row.email, message);
      sent++;
    } catch (err) {
      logger.error({ err, user: row.user_id }, "digest not sent");
    }
  }
  return { claimed: claimed.length, sent };
}
