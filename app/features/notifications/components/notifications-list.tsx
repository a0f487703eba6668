// /notifications (SPEC §2): type icon, title, relative time, message, unread dot and highlight;
// click marks read; mark-all only when unread exist; delete.
import { AlertTriangle, Bell, CheckCheck, CheckCircle2, Info, Trash2, XCircle } from "lucide-react";
import {
  notificationsKey,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  type Notification,
} from "~/features/notifications/api/notifications.ts";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { useOfflineCopy } from "~/lib/offline";
import { relativeTime } from "~/features/notifications/relative-time.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

type Kind = "success" | "warning" | "error" | "info";
const kindOf = (type: string): Kind => (type === "success" || type === "warning" || type === "error" ? type : "info");
const ICON = { success: CheckCircle2, warning: AlertTriangle, error: XCircle, info: Info } as const;
const ICON_STYLE = {
  success: "bg-sea-soft text-sea-soft-foreground",
  warning: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
  error: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  info: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
} as const;

export function NotificationsList({ user }: { user: SessionUser }) {
  const { t } = useT();
  const list = useNotifications(user.id);
  const markRead = useMarkRead(user.id);
  const markAll = useMarkAllRead(user.id);
  const del = useDeleteNotification(user.id);
  const offline = useOfflineCopy(notificationsKey(user.id));
  const note = <OfflineCopyNote queryKey={notificationsKey(user.id)} className="mb-4" />;
  // Offline with no copy on this device: the note says the page needs a connection.
  if (offline?.savedAt === null) return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">{note}</div>;
  if (list.isPending) {
    return (
      <div
        className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-8 sm:px-6"
        role="status"
        aria-label={t("common.loading")}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  const rows = list.data ?? [];
  const unread = rows.filter((n) => !n.is_read).length;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {note}
      <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          {unread > 0 && <Badge>{t("account.notifications.unreadCount", { count: unread })}</Badge>}
        </p>
        {unread > 0 && (
          <Button variant="outline" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            <CheckCheck aria-hidden="true" />
            {t("account.notifications.markAll")}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <Card className="flex flex-col items-center p-8 text-center">
          <div className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
            <Bell className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-xl font-bold">{t("account.notifications.empty")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("account.notifications.emptyHint")}</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              onRead={() => !n.is_read && markRead.mutate(n.id)}
              onDelete={() => del.mutate(n.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({ n, onRead, onDelete }: { n: Notification; onRead: () => void; onDelete: () => void }) {
  const { t, lang } = useT();
  const kind = kindOf(n.type);
  const Icon = ICON[kind];
  return (
    <li
      className={cn(
        "relative flex gap-3 rounded-2xl border bg-card p-4 shadow-sm transition-colors sm:gap-4 sm:p-5",
        !n.is_read && "border-primary/40 bg-blue-50/70 dark:border-primary/60 dark:bg-[#13214a]",
      )}
    >
      <span className={cn("grid size-10 shrink-0 place-items-center rounded-full", ICON_STYLE[kind])}>
        <Icon className="size-5" aria-hidden="true" />
        <span className="sr-only">{t(`account.notifications.types.${kind}`)}</span>
      </span>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onRead}
          className="block w-full cursor-pointer rounded-lg text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-describedby={`n-${n.id}-time`}
        >
          <span className="flex items-center gap-2">
            {!n.is_read && (
              <span
                className="size-2.5 shrink-0 rounded-full bg-primary"
                role="img"
                aria-label={t("account.notifications.unread")}
              />
            )}
            <span className={cn("font-semibold", !n.is_read && "font-bold")}>{n.title}</span>
          </span>
          <span className="mt-1 block text-sm text-muted-foreground">{n.message}</span>
        </button>
        <time id={`n-${n.id}-time`} dateTime={n.created_at} className="mt-2 block text-xs text-muted-foreground">
          {relativeTime(n.created_at, lang)}
        </time>
      </div>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t("account.notifications.delete", { title: n.title })}
        title={t("account.notifications.delete", { title: n.title })}
        className="-mt-1 -mr-1 grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-red-700 focus-visible:outline-3 focus-visible:outline-ring dark:hover:text-red-400"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
