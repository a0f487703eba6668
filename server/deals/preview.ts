// The import preview as text (the command line prints it; the console shows the same rows as a table).
import type { Lang } from "../../content/types.ts";
import type { ImportPlan } from "./import.ts";

const labels = {
  el: { create: "νέα", update: "αλλαγή", skip: "ίδια", error: "λάθος", row: "Γραμμή", summary: "Σύνολο" },
  en: { create: "create", update: "update", skip: "unchanged", error: "error", row: "Row", summary: "Total" },
  de: { create: "neu", update: "ändern", skip: "gleich", error: "Fehler", row: "Zeile", summary: "Gesamt" },
} as const;

export function formatPlan(plan: Pick<ImportPlan, "rows" | "counts">, lang: Lang): string {
  const l = labels[lang];
  const lines: string[] = [];
  for (const r of plan.rows) {
    const changes = r.action === "update" && r.changes?.length ? `  [${r.changes.join(", ")}]` : "";
    lines.push(`${l.row} ${String(r.row).padStart(4)}  ${l[r.action].padEnd(9)}  ${r.title || "—"}${changes}`);
    for (const e of r.errors) lines.push(`            ${e.column}: ${e.message}`);
  }
  const c = plan.counts;
  lines.push(
    `${l.summary}: ${c.create} ${l.create}, ${c.update} ${l.update}, ${c.skip} ${l.skip}, ${c.error} ${l.error}`,
  );
  return lines.join("\n");
}
