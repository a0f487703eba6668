// POST /api/v1/admin/notices (+ ?dry_run=1): an operator notice to all users or to those with
// a favourite in a category. Dry run answers { recipients } without sending.
import { Hono } from "hono";
import { z } from "zod";
import type { Logger } from "pino";
import { CATEGORY_IDS } from "../../../content/types.ts";
import type { Db } from "../../db/client.ts";
import { ApiError, validate } from "../../http/errors.ts";
import { requireUser, type AppEnv } from "../../http/context.ts";
import { isAdmin } from "../../notifications/is-admin.ts";
import { countRecipients, sendNotice } from "../../notifications/notices.ts";
import type { NotificationService } from "../../notifications/service.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const localized = (max: number) => z.strictObject({ el: text(max), en: text(max).optional(), de: text(max).optional() });
const noticeBody = z.strictObject({
  type: z.enum(["info", "success", "warning"]),
  title: localized(120),
  message: localized(1000),
  audience: z.union([z.literal("all"), z.strictObject({ category: z.enum(CATEGORY_IDS) })]),
});
const noticeQuery = z.strictObject({ dry_run: z.enum(["0", "1", "true", "false"]).optional() });

export function noticeRoutes(db: Db, service: NotificationService, opts: { adminEmails: readonly string[]; logger: Logger }) {
  return new Hono<AppEnv>().post("/", validate("query", noticeQuery), validate("json", noticeBody), async (c) => {
    const u = requireUser(c);
    if (!(await isAdmin(db, u.id, opts.adminEmails))) throw new ApiError(403, "FORBIDDEN", "Operators only");
    const notice = c.req.valid("json");
    const { dry_run } = c.req.valid("query");
    if (dry_run === "1" || dry_run === "true") return c.json({ recipients: await countRecipients(db, notice.audience) });
    const t0 = Date.now();
    const recipients = await sendNotice(db, service, notice);
    // Audit: who sent what to whom (the audit_log table of issue 13 takes this at merge).
    opts.logger.info({ audit: "notice.sent", by: u.id, type: notice.type, audience: notice.audience, title: notice.title.el, recipients, ms: Date.now() - t0 }, "operator notice sent");
    return c.json({ recipients }, 201);
  });
}
