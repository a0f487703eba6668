import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  useAdmins,
  useAffiliate,
  useSaveAffiliate,
  useSetRole,
  type AffiliateParams,
} from "~/features/admin/api/admin.ts";
import { useAdminT } from "~/features/admin/i18n.ts";
import { textareaClass } from "./fields.tsx";
import { writeErrorToast } from "~/lib/offline";

/** Affiliate parameters (console over environment) and the admins list. */
export function SettingsPanel() {
  const { m } = useAdminT();
  const affiliate = useAffiliate();
  const saveAffiliate = useSaveAffiliate();
  const admins = useAdmins();
  const setRole = useSetRole();
  const jsonId = useId();
  const emailId = useId();
  const [json, setJson] = useState("");
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  useEffect(() => {
    if (affiliate.data) setJson(JSON.stringify(affiliate.data.overrides, null, 2));
  }, [affiliate.data]);

  const submitAffiliate = (e: FormEvent) => {
    e.preventDefault();
    let value: AffiliateParams;
    try {
      value = JSON.parse(json || "{}") as AffiliateParams;
    } catch {
      setJsonError(m.settings.invalidJson);
      return;
    }
    setJsonError(null);
    saveAffiliate.mutate(value, {
      onSuccess: () => toast.success(m.settings.saved),
      onError: (err) => setJsonError(err.message),
    });
  };
  const grant = (e: FormEvent) => {
    e.preventDefault();
    setRole.mutate(
      { email, role: "admin" },
      {
        onSuccess: () => (toast.success(m.admins.granted), setEmail("")),
        onError: (err) => writeErrorToast(err, err.message),
      },
    );
  };

  return (
    <div className="grid gap-10">
      <section aria-labelledby="admin-settings-heading" className="grid gap-3">
        <h2 id="admin-settings-heading" className="text-xl font-bold">
          {m.settings.heading}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.settings.hint}</p>
        <h3 className="text-sm font-semibold">{m.settings.defaults}</h3>
        <pre className="overflow-x-auto rounded-xl bg-muted p-3 text-xs">
          {JSON.stringify(affiliate.data?.default ?? {}, null, 2)}
        </pre>
        <form onSubmit={submitAffiliate} className="grid gap-2">
          <label htmlFor={jsonId} className="text-sm font-semibold">
            {m.settings.overrides}
          </label>
          <textarea
            id={jsonId}
            value={json}
            onChange={(e) => setJson(e.target.value)}
            spellCheck={false}
            className={`${textareaClass} min-h-40 font-mono`}
            aria-invalid={jsonError ? true : undefined}
            aria-describedby={jsonError ? `${jsonId}-err` : undefined}
          />
          {jsonError && (
            <p id={`${jsonId}-err`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {jsonError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={saveAffiliate.isPending}>
              {m.settings.save}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="admin-admins-heading" className="grid gap-3">
        <h2 id="admin-admins-heading" className="text-xl font-bold">
          {m.admins.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{m.admins.cli}</p>
        <ul className="grid gap-2">
          {(admins.data ?? []).map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card px-3 py-2"
            >
              <span className="break-all">{a.email}</span>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 dark:text-red-300"
                aria-label={`${m.admins.revoke}: ${a.email}`}
                onClick={() =>
                  setRole.mutate(
                    { email: a.email, role: "user" },
                    {
                      onSuccess: () => toast.success(m.admins.revoked),
                      onError: (err) => writeErrorToast(err, err.message),
                    },
                  )
                }
              >
                {m.admins.revoke}
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={grant} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-64 flex-1 gap-1.5">
            <label htmlFor={emailId} className="text-sm font-semibold">
              {m.admins.email}
            </label>
            <Input
              id={emailId}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={!email || setRole.isPending}>
            {m.admins.grant}
          </Button>
        </form>
      </section>
    </div>
  );
}
