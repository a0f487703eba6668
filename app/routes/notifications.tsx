import { guardedScreen } from "./guarded-screen.tsx";
import { NotificationsList } from "~/features/notifications/components/notifications-list";

const screen = guardedScreen({
  screen: "notifications",
  signedOut: "account.notifications.signedOut",
  tone: "sea",
  view: (user) => <NotificationsList user={user} />,
});

export const meta = screen.meta;
export default screen.Page;
