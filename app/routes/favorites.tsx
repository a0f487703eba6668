import { guardedScreen } from "./guarded-screen.tsx";
import { FavoritesList } from "~/features/favorites/components/favorites-list";

const screen = guardedScreen({
  screen: "favorites",
  signedOut: "account.favorites.signedOut",
  tone: "accent",
  view: (user) => <FavoritesList user={user} />,
});

export const meta = screen.meta;
export default screen.Page;
