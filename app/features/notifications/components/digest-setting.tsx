// The opt-in daily e-mail digest (off by default): one checkbox, a profile preference (the
// profile route shows it under the profile card).
import { Mail } from "lucide-react";
import { useState } from "react";
import { useNotificationSettings, useSaveNotificationSettings } from "~/features/notifications/api/notifications.ts";
import { Card } from "~/components/ui/card";
import { useT } from "~/i18n/i18n";

export function DigestSetting({ userId }: { userId: string }) {
  const { t } = useT();
  const settings = useNotificationSettings(userId);
  const save = useSaveNotificationSettings(userId);
  // The box shows the new state from the click on (the mutation's own pending state arrives a
  // tick later, and a controlled checkbox would flick back meanwhile); a failed save reverts it.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? !!settings.data?.email_digest;
  return (
    <Card className="flex items-start gap-3 p-4 sm:p-5">
      <Mail className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <label className="flex cursor-pointer items-start justify-between gap-3 font-semibold">
          <span>{t("account.notifications.digest")}</span>
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
            checked={checked}
            disabled={settings.isPending || save.isPending}
            onChange={(e) => {
              const email_digest = e.currentTarget.checked;
              setChoice(email_digest);
              save.mutate({ email_digest }, { onSettled: () => setChoice(null) });
            }}
            aria-describedby="digest-hint"
          />
        </label>
        <p id="digest-hint" className="mt-1 text-sm text-muted-foreground">
          {t("account.notifications.digestHint")}
        </p>
      </div>
    </Card>
  );
}
