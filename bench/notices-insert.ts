// How long one operator notice to 100 000 users takes on PostgreSQL: the set-based
// INSERT … SELECT of sendNotice, plus its live events on the LISTEN/NOTIFY bus.
// Usage: DATABASE_URL=postgres://… npx tsx bench/notices-insert.ts [users=100000]
// Creates throw-away users (e-mail bench-notice-…@example.invalid) and deletes them after.
import { sql } from "drizzle-orm";
import { migrateDatabase, openPostgres } from "../server/db/client.ts";
import { createPostgresBus } from "../server/events/bus.ts";
import { countRecipients, sendNotice } from "../server/notifications/notices.ts";
import { createNotificationService } from "../server/notifications/service.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the benchmark adds and then removes its users).");
  process.exit(1);
}
const n = Number(process.argv[2] ?? 100_000);
const database = await openPostgres(url);
await migrateDatabase(database);
const { db } = database;
const bus = createPostgresBus(url);
await bus.ready();
const service = createNotificationService(db, bus);
const tag = `bench-notice-${Date.now()}`;

const t0 = performance.now();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified, lang)
  select ${tag} || '-' || g, '', ${tag} || '-' || g || '@example.invalid', true, (array['el','en','de'])[1 + g % 3]
  from generate_series(1, ${n}) g`);
await db.execute(sql`
  insert into favorites (user_id, type, title, data)
  select id, 'partner', 'bench', '{"category":"ferries"}'::jsonb from "user" where id like ${tag + "-%"} and right(id, 1) in ('0','5')`);
console.log(`set-up: ${n} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

try {
  const notice = {
    type: "info" as const,
    title: { el: "Ανακοίνωση", en: "Notice", de: "Hinweis" },
    message: { el: "Μήνυμα προς όλους", en: "A message to all", de: "Eine Nachricht an alle" },
  };
  const t1 = performance.now();
  const total = await countRecipients(db, "all");
  console.log(`dry run (all): ${total} recipients in ${(performance.now() - t1).toFixed(0)} ms`);
  const t2 = performance.now();
  const sent = await sendNotice(db, service, { ...notice, audience: "all" });
  console.log(
    `notice to all: ${sent} notifications in ${((performance.now() - t2) / 1000).toFixed(2)} s (insert + events)`,
  );
  const t3 = performance.now();
  const seg = await sendNotice(db, service, { ...notice, audience: { category: "ferries" } });
  console.log(
    `notice to a segment (ferries): ${seg} notifications in ${((performance.now() - t3) / 1000).toFixed(2)} s`,
  );
} finally {
  const t4 = performance.now();
  await db.execute(sql`delete from "user" where id like ${tag + "-%"}`);
  console.log(`clean-up in ${((performance.now() - t4) / 1000).toFixed(1)} s`);
  await bus.close();
  await database.close();
}
