// "Delete account" on the profile page (GDPR erasure): what goes, then the password and an
// explicit confirmation. On success the device forgets the user and lands on /home with a toast.
import { Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/i18n/i18n";
import { ApiError } from "~/lib/api-error";
import { PasswordInput } from "./password-input.tsx";
import { useDeleteAccount } from "~/features/auth/account-actions.ts";

type ErrorKey = "passwordRequired" | "wrongPassword" | "lastAdmin" | "rateLimited" | "error";

function errorKey(err: unknown): ErrorKey {
  if (!(err instanceof ApiError)) return "error";
  if (err.code === "INVALID_PASSWORD" || err.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return "wrongPassword";
  if (err.code === "VALIDATION") return "passwordRequired";
  if (err.code === "LAST_ADMIN") return "lastAdmin";
  if (err.code === "RATE_LIMITED") return "rateLimited";
  return "error";
}

export function DeleteAccount() {
  const { t } = useT();
  const id = useId();
  const del = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) startButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Focus goes to the field with its error once the form is enabled again (a disabled field
  // cannot take focus while the request is pending).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest && !del.isPending) input.current?.focus();
  }, [focusRequest, del.isPending]);
  const fail = (key: ErrorKey) => {
    setError(key);
    setFocusRequest((n) => n + 1);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return fail("passwordRequired");
    setError(null);
    try {
      await del.mutateAsync(password);
    } catch (err) {
      fail(errorKey(err));
    }
  }

  const cancel = () => {
    setOpen(false);
    setPassword("");
    setError(null);
  };
  const errorText =
    error === "rateLimited" ? t("account.auth.rateLimitedSoon") : error ? t(`account.deleteAccount.${error}`) : null;

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Trash2 className="size-5 shrink-0 text-red-700 dark:text-red-400" aria-hidden="true" />
        {t("account.deleteAccount.title")}
      </h2>
      <p id={`${id}-intro`} className="mt-1 text-sm text-muted-foreground">
        {t("account.deleteAccount.intro")}
      </p>
      {!open ? (
        <Button
          ref={startButton}
          variant="outline"
          className="mt-4 max-sm:w-full"
          onClick={() => setOpen(true)}
          aria-describedby={`${id}-intro`}
        >
          {t("account.deleteAccount.start")}
        </Button>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-3">
          <fieldset disabled={del.isPending} className="flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-password`} className="text-sm font-semibold">
                {t("account.deleteAccount.password")}
              </label>
              <PasswordInput
                ref={input}
                id={`${id}-password`}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                visible={visible}
                onToggle={() => setVisible((v) => !v)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
              />
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {t("account.deleteAccount.passwordHint")}
              </p>
              {errorText && (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
                  {errorText}
                </p>
              )}
            </div>
            <p className="text-sm font-semibold">{t("account.deleteAccount.confirmQuestion")}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={cancel} className="max-sm:flex-1">
                {t("account.deleteAccount.cancel")}
              </Button>
              <Button type="submit" className="bg-red-700 text-white hover:bg-red-800 max-sm:flex-1">
                {del.isPending ? t("account.deleteAccount.deleting") : t("account.deleteAccount.confirm")}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
    </Card>
  );
}
