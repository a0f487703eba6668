// The header's link to /notifications with the unread badge (9+ above 9), for a signed-in user.
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useNotifications } from "~/features/notifications/api/notifications.ts";
import { badgeText } from "~/features/notifications/badge.ts";
import { headerLink } from "~/components/layout/header-link";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

export function NotificationsBell({ userId }: { userId: string }) {
  const { t, lang } = useT();
  const notifications = useNotifications(userId);
  const unread = notifications.data?.filter((n) => !n.is_read).length ?? 0;
  const badge = badgeText(unread);
  return (
    <Link
      to={localizedPath("/notifications", lang)}
      className={`${headerLink} relative w-9 hover:bg-white/15`}
      aria-label={
        unread > 0 ? t("account.header.notificationsUnread", { count: unread }) : t("account.header.notifications")
      }
      title={t("account.header.notifications")}
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge && (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-[#c2410c] px-1 text-[11px] leading-none font-bold text-white ring-2 ring-header"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
