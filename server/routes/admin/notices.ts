// POST /api/v1/admin/notices (+ ?dry_run=1): an operator notice to all users or to those with
// a favourite in a category. Dry run answers { recipients } without sending. Admins only (the role
// of issue 13: 401 without a session, 403 for anyone else); every send is in the audit log.
import { Hono } from "hono";
import type { Logger } from "pino";
import { noticeInput, noticeQuery } from "../../../core/requests.ts";
import type { Db } from "../../db/client.ts";
import { documented, validate } from "../openapi.ts";
import { noticeResultJson } from "../responses.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { adminOnly, requireAdmin } from "../../admin/guard.ts";
import { audit } from "../../admin/audit.ts";
import { countRecipients, sendNotice } from "../../notifications/notices.ts";
import type { NotificationService } from "../../notifications/service.ts";

const noticeBody = noticeInput;

export function noticeRoutes(db: Db, service: NotificationService, opts: { logger: Logger }) {
  // The guard runs before validation: a non-admin learns nothing about the body's rules.
  return new Hono<AppEnv>().post(
    "/",
    documented({
      summary: "Send a notice to users (`dry_run=1`: only count them)",
      response: noticeResultJson,
      status: [200, 201],
    }),
    adminOnly(db),
    validate("query", noticeQuery),
    validate("json", noticeBody),
    async (c) => {
      const u = await requireAdmin(c, db);
      const notice = c.req.valid("json");
      const { dry_run } = c.req.valid("query");
      if (dry_run === "1" || dry_run === "true")
        return c.json({ recipients: await countRecipients(db, notice.audience) });
      const t0 = Date.now();
      const recipients = await sendNotice(db, service, notice, (tx, n) =>
        audit(tx, u, {
          action: "notice.send",
          entity: "notice",
          after: { type: notice.type, title: notice.title, audience: notice.audience, recipients: n },
        }),
      );
      opts.logger.info(
        { by: u.id, type: notice.type, audience: notice.audience, recipients, ms: Date.now() - t0 },
        "operator notice sent",
      );
      return c.json({ recipients }, 201);
    },
  );
}
