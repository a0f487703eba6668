// Notifications of the signed-in user (SPEC §2, §4): list, mark read (one or all), delete.
// Read marks are optimistic and rolled back with an error toast when the server refuses.
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "sonner";
import { useT } from "~/i18n/i18n";
import { api } from "~/lib/api";
import { readBody, sessionEnded } from "~/lib/api-error";
import { useOptimisticList } from "~/lib/optimistic-list";
import { meKey } from "~/lib/query-client";
import type { NotificationSettings } from "~core/requests";
import { subscribeLive } from "~/features/notifications/live.ts";
import { writeErrorToast } from "~/lib/offline";

/** A notification as `GET /api/v1/notifications` returns it (type from the server's routes). */
export type Notification = InferResponseType<typeof api.api.v1.notifications.$get, 200>[number];

export const notificationsKey = (userId: string) => meKey(userId, "notifications");

/** The user's notifications, kept current by the live stream (every tab, the native app in the foreground). */
export function useNotifications(userId: string | null) {
  const { t } = useT();
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return subscribeLive(userId, () => void qc.invalidateQueries({ queryKey: notificationsKey(userId) }));
  }, [userId, qc]);
  return useQuery({
    queryKey: notificationsKey(userId ?? "-"),
    enabled: !!userId,
    refetchInterval: 60_000,
    queryFn: async () => {
      try {
        // The newest 100 (the list's first page; older ones stay on the server).
        return await readBody(api.api.v1.notifications.$get({ query: { limit: "100" } }));
      } catch (e) {
        if (!sessionEnded(e)) toast.error(t("account.notifications.loadError"), { id: "notifications-load" });
        throw e;
      }
    },
  });
}

export function useMarkRead(userId: string) {
  const { t } = useT();
  const o = useOptimisticList<Notification>(notificationsKey(userId));
  return useMutation({
    mutationFn: (id: string) =>
      readBody(api.api.v1.notifications[":id"].$patch({ param: { id }, json: { is_read: true } })),
    onMutate: (id) => o.apply((rows) => rows?.map((n) => (n.id === id ? { ...n, is_read: true } : n))),
    onError: (e, _id, before) => {
      o.rollback(before);
      writeErrorToast(e, t("account.notifications.updateError"));
    },
  });
}

export function useMarkAllRead(userId: string) {
  const { t } = useT();
  const o = useOptimisticList<Notification>(notificationsKey(userId));
  return useMutation({
    mutationFn: () => readBody(api.api.v1.notifications.read.$post({ json: {} })),
    onMutate: () => o.apply((rows) => rows?.map((n) => ({ ...n, is_read: true }))),
    onSuccess: () => toast.success(t("account.notifications.markAllSuccess")),
    onError: (e, _v, before) => {
      o.rollback(before);
      writeErrorToast(e, t("account.notifications.updateAllError"));
    },
  });
}

export function useDeleteNotification(userId: string) {
  const { t } = useT();
  const o = useOptimisticList<Notification>(notificationsKey(userId));
  return useMutation({
    mutationFn: (id: string) => readBody(api.api.v1.notifications[":id"].$delete({ param: { id } })),
    onMutate: (id) => o.apply((rows) => rows?.filter((n) => n.id !== id)),
    onSuccess: () => toast.success(t("account.notifications.deleted")),
    onError: (e, _id, before) => {
      o.rollback(before);
      writeErrorToast(e, t("account.notifications.deleteError"));
    },
  });
}

export const settingsKey = (userId: string) => meKey(userId, "notification-settings");

export function useNotificationSettings(userId: string) {
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: () => readBody(api.api.v1.notifications.settings.$get()),
  });
}

export function useSaveNotificationSettings(userId: string) {
  const { t } = useT();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: NotificationSettings) => readBody(api.api.v1.notifications.settings.$put({ json: s })),
    onSuccess: (s) => {
      qc.setQueryData(settingsKey(userId), s);
      toast.success(t(s.email_digest ? "account.notifications.digestOn" : "account.notifications.digestOff"));
    },
    onError: (e) => writeErrorToast(e, t("account.notifications.digestError")),
  });
}
