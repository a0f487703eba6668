import { guardedScreen } from "./guarded-screen.tsx";
import { DigestSetting } from "~/features/notifications/components/digest-setting";
import { ProfileView } from "~/features/profile/components/profile-view";

const screen = guardedScreen({
  screen: "profile",
  signedOut: "account.guard.signInNeeded",
  view: (user) => (
    <ProfileView user={user}>
      <DigestSetting userId={user.id} />
    </ProfileView>
  ),
});

export const meta = screen.meta;
export default screen.Page;
