import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { AdminError, importSheet, type ImportPlan } from "~/features/admin/api/admin.ts";
import { importChangesNothing, importCounts, useAdminT } from "~/features/admin/i18n.ts";
import { ScrollTable, fileClass } from "./fields.tsx";
import { useQueryClient } from "@tanstack/react-query";

/** Upload → preview (what is created, updated, skipped; row errors) → confirm. Nothing is written before. */
export function ImportPanel() {
  const { t, m, lang } = useAdminT();
  const qc = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Cleared after an import, so that choosing the same file again is a change the form hears.
  const input = useRef<HTMLInputElement>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const res = await importSheet(file, lang, dryRun);
      if (dryRun) setPlan(res.plan);
      else {
        toast.success(t("import.done", { counts: importCounts(t, res.plan.counts, ["create", "update"]) }));
        setPlan(null);
        setFile(null);
        if (input.current) input.current.value = "";
        await qc.invalidateQueries({ queryKey: ["admin"] });
      }
    } catch (e) {
      const body = e instanceof AdminError ? (e.body as { plan?: ImportPlan } | null) : null;
      if (body?.plan) setPlan(body.plan);
      setError(e instanceof AdminError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const preview = (e: FormEvent) => {
    e.preventDefault();
    void run(true);
  };

  return (
    <section aria-labelledby="admin-import-heading" className="grid gap-4">
      <h2 id="admin-import-heading" className="text-xl font-bold">
        {m.import.heading}
      </h2>
      <p className="max-w-3xl text-sm text-muted-foreground">{m.import.hint}</p>
      <form onSubmit={preview} className="flex flex-wrap items-end gap-3 rounded-2xl border bg-card p-4">
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-semibold">
            {m.import.file}
          </label>
          <input
            id={fileId}
            ref={input}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPlan(null);
              setError(null);
            }}
            className={fileClass}
          />
        </div>
        <Button type="submit" disabled={!file || busy}>
          {m.import.preview}
        </Button>
      </form>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      {plan && (
        <div className="grid gap-3">
          <p className="font-semibold" role="status">
            {importCounts(t, plan.counts)}
          </p>
          {plan.ok && importChangesNothing(plan.counts) && <p className="text-sm">{m.import.unchanged}</p>}
          {!plan.ok && <p className="text-sm text-red-700 dark:text-red-300">{m.import.hasErrors}</p>}
          <ScrollTable caption={m.import.heading}>
            <thead>
              <tr>
                <th scope="col">{m.import.row}</th>
                <th scope="col">{m.import.action}</th>
                <th scope="col">{m.import.titleCol}</th>
                <th scope="col">{m.import.problems}</th>
              </tr>
            </thead>
            <tbody>
              {plan.rows.map((r) => (
                <tr
                  key={r.row}
                  data-testid="import-row"
                  className={cn(r.action === "error" && "bg-red-50 dark:bg-red-950/40")}
                >
                  <td>{r.row}</td>
                  <td className="font-semibold">{m.import.actions[r.action]}</td>
                  <td>{r.title}</td>
                  <td>
                    {r.errors.map((e) => (
                      <p key={e.field}>
                        <span className="font-semibold">{e.column}</span>: {e.message}
                      </p>
                    ))}
                    {r.action === "update" && r.changes?.join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {plan.ok && !importChangesNothing(plan.counts) && (
            <div>
              <Button variant="accent" disabled={busy} onClick={() => void run(false)}>
                {m.import.confirm}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
