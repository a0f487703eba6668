import { guardedScreen } from "./guarded-screen.tsx";
import { ProfileView } from "~/features/profile/components/profile-view";

const screen = guardedScreen({ screen: "profile", signedOut: "account.guard.signInNeeded", view: (user) => <ProfileView user={user} /> });

export const meta = screen.meta;
export default screen.Page;
