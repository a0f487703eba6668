import { guardedScreen } from "./guarded-screen.tsx";
import { DeleteAccount } from "~/features/auth/components/delete-account";
import { DigestSetting } from "~/features/notifications/components/digest-setting";
import { ProfileView } from "~/features/profile/components/profile-view";

const screen = guardedScreen({
  screen: "profile",
  signedOut: "account.guard.signInNeeded",
  view: (user) => (
    <ProfileView user={user}>
      <DigestSetting userId={user.id} />
      <DeleteAccount />
    </ProfileView>
  ),
});

export const meta = screen.meta;
export default screen.Page;
