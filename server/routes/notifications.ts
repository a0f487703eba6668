import { Hono } from "hono";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";
import { idParam } from "./params.ts";

// Read is one-way: the only value accepted is true.
const markRead = z.strictObject({ is_read: z.literal(true) });
const markMany = z.strictObject({ ids: z.array(z.uuid()).max(500).optional() });

export function notificationRoutes(db: Db) {
  // Read on every page of a signed-in visitor (header badge): planned once per connection.
  const list = db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, sql.placeholder("userId")))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .prepare("notifications_list");
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const u = requireUser(c);
      return c.json(await list.execute({ userId: u.id }));
    })
    .patch("/:id", validate("param", idParam), validate("json", markRead), async (c) => {
      const u = requireUser(c);
      const { id } = c.req.valid("param");
      const [row] = await db
        .update(notifications)
        .set({ is_read: true })
        .where(and(eq(notifications.id, id), eq(notifications.user_id, u.id)))
        .returning();
      if (!row) throw new ApiError(404, "NOT_FOUND", "Notification not found");
      return c.json(row);
    })
    .post("/read", validate("json", markMany), async (c) => {
      const u = requireUser(c);
      const { ids } = c.req.valid("json");
      if (ids?.length === 0) return c.json({ updated: 0 });
      const mine = eq(notifications.user_id, u.id);
      const updated = await db
        .update(notifications)
        .set({ is_read: true })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
        .returning({ id: notifications.id });
      return c.json({ updated: updated.length });
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const u = requireUser(c);
      const { id } = c.req.valid("param");
      const gone = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.user_id, u.id)))
        .returning({ id: notifications.id });
      if (!gone.length) throw new ApiError(404, "NOT_FOUND", "Notification not found");
      return c.body(null, 204);
    });
}
