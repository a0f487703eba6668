// What fills the slots of the shared UI (app/components/slots.tsx): the root composes features here.
import type { Slots } from "./components/slots.tsx";
import { AccountNav } from "./features/auth/components/account-nav.tsx";
import { FavoriteToggle } from "./features/favorites/components/favorite-toggle.tsx";
import { NotificationsBell } from "./features/notifications/components/notifications-bell.tsx";
import { LanguageSelect } from "./features/preferences/language-picker.tsx";
import { ThemeToggle } from "./features/preferences/theme-toggle.tsx";
import { loadSearchEngine } from "./features/search/load-engine.ts";

export const appSlots: Slots = {
  favoriteToggle: FavoriteToggle,
  headerControls: (
    <>
      <LanguageSelect />
      <ThemeToggle />
      <AccountNav signedIn={(user) => <NotificationsBell userId={user.id} />} />
    </>
  ),
  prefetchSearch: () => void loadSearchEngine().catch(() => undefined),
};
