// /api/mail/unsubscribe?u=…&t=… — stops the daily digest without signing in.
// GET shows a page with one button (link scanners that open links change nothing);
// POST unsubscribes: the page's button, or a mail client's one-click POST (RFC 8058,
// body "List-Unsubscribe=One-Click"), from any origin (a webmail's page): the link's token is the
// credential, no cookie is used, so no CSRF check applies (app.ts). A link is bound to when the
// digest was last turned on (mail/digest.ts): turned on again, older links are void.
import { documented } from "./openapi.ts";
import { Hono, type Context } from "hono";
import { eq, sql } from "drizzle-orm";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { notification_settings, profiles, user } from "../db/schema.ts";
import { checkUnsubscribeToken, unsubscribePage } from "../mail/digest.ts";
import { escapeHtml } from "../mail/html.ts";

function page(lang: Lang, body: string, status: 200 | 400, c: Context) {
  const t = unsubscribePage[lang];
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} · Taxidaki</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a"><main style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="margin:0 0 16px;font-size:20px;color:#1e40af">${escapeHtml(t.title)}</h1>${body}</main></body></html>`,
    status,
  );
}

export function unsubscribeRoutes(db: Db, secret: string) {
  const who = async (c: Context) => {
    const id = c.req.query("u") ?? "";
    const token = c.req.query("t") ?? "";
    if (!id || !token || id.length > 200 || token.length > 100) return null;
    const [row] = await db
      .select({
        id: user.id,
        lang: sql<string>`coalesce(${profiles.language_preference}, ${user.lang})`,
        digestOnAt: notification_settings.digest_on_at,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(notification_settings, eq(notification_settings.user_id, user.id))
      .where(eq(user.id, id));
    if (!row) return null;
    const lang = (["el", "en", "de"].includes(row.lang) ? row.lang : "el") as Lang;
    // The link of the digest as it is now: one from before the digest was last turned on is void
    // (said in the account's language).
    return checkUnsubscribeToken(secret, id, row.digestOnAt, token) ? { id: row.id, lang } : { lang };
  };
  const invalid = (c: Context, lang: Lang = "el") =>
    page(lang, `<p>${escapeHtml(unsubscribePage[lang].invalid)}</p>`, 400, c);

  return new Hono()
    .get(
      "/unsubscribe",
      documented({ summary: "The digest's unsubscribe page (asks first)", produces: ["text/html"] }),
      async (c) => {
        const u = await who(c);
        if (!u?.id) return invalid(c, u?.lang);
        const t = unsubscribePage[u.lang];
        const action = `?u=${encodeURIComponent(c.req.query("u")!)}&t=${encodeURIComponent(c.req.query("t")!)}`;
        return page(
          u.lang,
          `<p>${escapeHtml(t.ask)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#1e40af;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-weight:600;font-size:16px">${escapeHtml(t.button)}</button></form>`,
          200,
          c,
        );
      },
    )
    .post(
      "/unsubscribe",
      documented({ summary: "Stop the digest (the page says so)", produces: ["text/html"] }),
      async (c) => {
        const u = await who(c);
        if (!u?.id) return invalid(c, u?.lang);
        await db
          .insert(notification_settings)
          .values({ user_id: u.id, email_digest: false })
          .onConflictDoUpdate({ target: notification_settings.user_id, set: { email_digest: false } });
        return page(u.lang, `<p role="status">${escapeHtml(unsubscribePage[u.lang].done)}</p>`, 200, c);
      },
    );
}
