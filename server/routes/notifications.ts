import { Hono, type Context } from "hono";
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { notification_settings, notifications } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { documented, validate } from "./openapi.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";
import type { NotificationService } from "../notifications/service.ts";
import type { StreamHub } from "../notifications/streams.ts";
import { notificationSettings } from "../../core/requests.ts";
import { idParam } from "./params.ts";
import { notificationRow } from "./responses.ts";
import { afterPosition, decodeCursor, DEFAULT_PAGE_SIZE, page, pageQuery, positionOf } from "./pagination.ts";

// Read is one-way: the only value accepted is true.
const markRead = z.strictObject({ is_read: z.literal(true) });
const markMany = z.strictObject({ ids: z.array(z.uuid()).max(500).optional() });

export interface LiveNotifications {
  service: NotificationService;
  hub: StreamHub;
}

export function notificationRoutes(db: Db, live: LiveNotifications) {
  // The list every signed-in page reads: prepared once (planned once per connection), newest first.
  const list = (where?: SQL) =>
    db
      .select({ ...getTableColumns(notifications), _pos: positionOf(notifications.created_at) })
      .from(notifications)
      .where(and(eq(notifications.user_id, sql.placeholder("user")), where))
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(sql.placeholder("limit"));
  const pages = {
    first: list().prepare("notifications_first_page"),
    next: list(afterPosition(notifications.created_at, notifications.id)).prepare("notifications_next_page"),
  };
  const { service } = live;
  return new Hono<AppEnv>()
    .get(
      "/",
      documented({
        summary: "The signed-in user's notifications, newest first (X-Next-Cursor when there are more)",
        response: z.array(notificationRow),
      }),
      validate("query", pageQuery),
      async (c) => {
        const u = requireUser(c);
        const { limit = DEFAULT_PAGE_SIZE, cursor } = c.req.valid("query");
        const mine = { user: u.id, limit: limit + 1 };
        const rows = cursor
          ? await pages.next.execute({ ...mine, ...decodeCursor(cursor) })
          : await pages.first.execute(mine);
        return c.json(page(c, rows, limit));
      },
    )
    .get("/stream", documented({ summary: "Live events (server-sent)", produces: ["text/event-stream"] }), (c) =>
      notificationStream(c, live.hub),
    )
    .get("/settings", documented({ summary: "Delivery settings", response: notificationSettings }), async (c) =>
      c.json(await readSettings(db, requireUser(c).id)),
    )
    .put(
      "/settings",
      documented({ summary: "Change the delivery settings", response: notificationSettings }),
      validate("json", notificationSettings),
      async (c) => {
        const u = requireUser(c);
        const { email_digest } = c.req.valid("json");
        // Turning the digest on starts a new generation of unsubscribe links (older ones stop working).
        await db
          .insert(notification_settings)
          .values({
            user_id: u.id,
            email_digest,
            digest_on_at: email_digest ? sql`date_trunc('milliseconds', now())` : null,
          })
          .onConflictDoUpdate({
            target: notification_settings.user_id,
            set: {
              email_digest,
              digest_on_at: sql`case when ${email_digest} and not ${notification_settings.email_digest} then date_trunc('milliseconds', now()) else ${notification_settings.digest_on_at} end`,
            },
          });
        return c.json(await readSettings(db, u.id));
      },
    )
    .patch(
      "/:id",
      documented({ summary: "Mark one notification read", response: notificationRow }),
      validate("param", idParam),
      validate("json", markRead),
      async (c) => {
        const u = requireUser(c);
        const { id } = c.req.valid("param");
        const [changed] = await service.markRead(u.id, [id]);
        if (!changed) throw new ApiError(404, "NOT_FOUND", "Notification not found");
        const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
        if (!row) throw new ApiError(404, "NOT_FOUND", "Notification not found");
        return c.json(row);
      },
    )
    .post(
      "/read",
      documented({
        summary: "Mark notifications read (all when `ids` is left out)",
        response: z.object({ updated: z.number().int() }),
      }),
      validate("json", markMany),
      async (c) => {
        const u = requireUser(c);
        const { ids } = c.req.valid("json");
        const updated = await service.markRead(u.id, ids);
        return c.json({ updated: updated.length });
      },
    )
    .delete(
      "/:id",
      documented({ summary: "Delete a notification", noContent: true }),
      validate("param", idParam),
      async (c) => {
        const u = requireUser(c);
        const { id } = c.req.valid("param");
        if (!(await service.remove(u.id, id))) throw new ApiError(404, "NOT_FOUND", "Notification not found");
        return c.body(null, 204);
      },
    );
}

/** Delivery settings of a user; the defaults when never saved (digest off). */
async function readSettings(db: Db, userId: string): Promise<{ email_digest: boolean }> {
  const [row] = await db
    .select({ email_digest: notification_settings.email_digest })
    .from(notification_settings)
    .where(eq(notification_settings.user_id, userId));
  return { email_digest: row?.email_digest ?? false };
}

/**
 * GET /api/v1/notifications/stream — server-sent events for the signed-in user only:
 * `ready` on connect (the client resyncs its list), `notification` { kind, ids } when one of
 * the user's notifications is created, read or deleted, `ping` heartbeats. Closed when idle;
 * 429 beyond the per-user cap.
 */
function notificationStream(c: Context<AppEnv>, hub: StreamHub) {
  const u = requireUser(c);
  const { heartbeatMs, idleMs } = hub.limits;
  const pending: string[] = [];
  let wake = null as (() => void) | null;
  let ended = false;
  const end = () => {
    ended = true;
    wake?.();
  };
  const close = hub.open(u.id, {
    deliver(e) {
      pending.push(JSON.stringify({ kind: e.kind, ids: e.ids }));
      wake?.();
    },
    end,
  });
  if (!close) {
    c.header("Retry-After", "10");
    throw new ApiError(429, "RATE_LIMITED", "Too many open notification streams for this account");
  }
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    stream.onAbort(end);
    c.req.raw.signal.addEventListener("abort", end, { once: true });
    const heartbeat = setInterval(() => void stream.writeSSE({ event: "ping", data: "" }).catch(end), heartbeatMs);
    let idle = setTimeout(end, idleMs);
    try {
      await stream.writeSSE({ event: "ready", data: JSON.stringify({ heartbeat_ms: heartbeatMs }) });
      while (!ended) {
        if (!pending.length) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (ended) break;
        clearTimeout(idle);
        idle = setTimeout(end, idleMs);
        for (const data of pending.splice(0)) await stream.writeSSE({ event: "notification", data });
      }
    } catch {
      /* the client went away */
    } finally {
      clearInterval(heartbeat);
      clearTimeout(idle);
      close();
    }
  });
}
