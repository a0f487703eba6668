// Creating, reading and deleting notifications, with an event on the bus for each change so
// every open stream of the user (on any instance) hears of it. Routes, jobs and the notices
// API all go through here.
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema.ts";
import type { EventBus, NotificationEvent } from "../events/bus.ts";

export type NotificationType = "info" | "success" | "warning" | "error";
export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  user_id: string;
  title: string;
  message: string;
  type?: NotificationType;
}

/** Rows per INSERT when creating many (well under PostgreSQL's 65 535 parameters). */
export const INSERT_BATCH = 5000;

export interface NotificationService {
  create(n: NewNotification): Promise<NotificationRow>;
  /** Set-based: one INSERT per batch of rows; one event per user. Returns how many were created. */
  createMany(rows: NewNotification[]): Promise<number>;
  /** Marks the given ids (or all of the user's) read; returns the ids that changed. */
  markRead(userId: string, ids?: string[]): Promise<string[]>;
  /** Deletes one; false when it is not the user's or does not exist. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Announces notifications created elsewhere (e.g. by an INSERT … SELECT). */
  announce(events: NotificationEvent[]): Promise<void>;
}

export function createNotificationService(db: Db, bus: EventBus, logger?: Logger): NotificationService {
  // A change is committed before its event goes out; a lost event costs a live update, not
  // data, and the client resyncs on reconnect, so publishing never fails the request.
  const announce = async (events: NotificationEvent[]) => {
    try {
      await bus.publish(events);
    } catch (err) {
      logger?.warn({ err, events: events.length }, "notification events not published");
    }
  };

  return {
    announce,
    async create(n) {
      const [row] = await db
        .insert(notifications)
        .values({ type: "info", ...n })
        .returning();
      await announce([{ user_id: row!.user_id, kind: "created", ids: [row!.id] }]);
      return row!;
    },
    async createMany(rows) {
      let created = 0;
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH).map((n) => ({ type: "info" as const, ...n }));
        const ids = await db
          .insert(notifications)
          .values(batch)
          .returning({ id: notifications.id, user_id: notifications.user_id });
        created += ids.length;
        const byUser = new Map<string, string[]>();
        for (const r of ids) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
        await announce([...byUser].map(([user_id, list]) => ({ user_id, kind: "created" as const, ids: list })));
      }
      return created;
    },
    async markRead(userId, ids) {
      if (ids?.length === 0) return [];
      const mine = eq(notifications.user_id, userId);
      const updated = await db
        .update(notifications)
        .set({ is_read: true })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
        .returning({ id: notifications.id });
      const changed = updated.map((r) => r.id);
      if (changed.length) await announce([{ user_id: userId, kind: "read", ids: changed }]);
      return changed;
    },
    async remove(userId, id) {
      const gone = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
        .returning({ id: notifications.id });
      if (gone.length) await announce([{ user_id: userId, kind: "deleted", ids: [id] }]);
      return gone.length > 0;
    },
  };
}
