import { useAudit } from "~/features/admin/api/admin.ts";
import { useAdminT } from "~/features/admin/i18n.ts";
import { locales } from "~/lib/language";
import { ScrollTable } from "./fields.tsx";

/** Who changed what and when, newest first, with the record before and after. */
export function AuditPanel() {
  const { m, lang } = useAdminT();
  const audit = useAudit();
  const when = new Intl.DateTimeFormat(locales[lang], { dateStyle: "short", timeStyle: "short" });
  return (
    <section aria-labelledby="admin-audit-heading" className="grid gap-4">
      <h2 id="admin-audit-heading" className="text-xl font-bold">
        {m.audit.heading}
      </h2>
      {audit.data?.length === 0 ? (
        <p className="text-muted-foreground">{m.audit.none}</p>
      ) : (
        <ScrollTable caption={m.audit.heading}>
          <thead>
            <tr>
              <th scope="col">{m.audit.when}</th>
              <th scope="col">{m.audit.who}</th>
              <th scope="col">{m.audit.what}</th>
              <th scope="col">{m.audit.details}</th>
            </tr>
          </thead>
          <tbody>
            {(audit.data ?? []).map((e) => (
              <tr key={e.id} data-testid="audit-row" className="align-top">
                <td className="whitespace-nowrap">{when.format(new Date(e.created_at))}</td>
                <td className="break-all">{e.actor_email}</td>
                <td>
                  <code>{e.action}</code>
                  {e.entity_id && <span className="block text-xs break-all text-muted-foreground">{e.entity_id}</span>}
                </td>
                <td>
                  <details>
                    <summary className="cursor-pointer text-sm">JSON</summary>
                    <pre className="max-w-md overflow-x-auto text-xs">
                      {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                    </pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
