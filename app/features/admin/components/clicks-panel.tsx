import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { Lang } from "~content/types.ts";
import { LOCALES } from "~core/locales.ts";
import { cn } from "~/lib/cn";
import { useClicks, type ClicksReport } from "~/features/admin/api/admin.ts";
import { useAdminT } from "~/features/admin/i18n.ts";
import { ScrollTable } from "./fields.tsx";
import { AdminLoading } from "./admin-loading.tsx";

const RANGES = [7, 30, 90] as const;

/** The chart's day labels in the operator's language and order: "23/11" (el, en-GB), "23.11." (de). */
export function dayLabels(lang: Lang, seconds: number[]): string[] {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "numeric", timeZone: "UTC" });
  return seconds.map((s) => format.format(new Date(s * 1000)));
}

/** Clicks per day as a uPlot chart (loaded with this tab only), the same numbers as a table for screen readers. */
function Chart({ report, label, lang }: { report: ClicksReport; label: string; lang: Lang }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: { destroy(): void } | undefined;
    let cancelled = false;
    void (async () => {
      const [{ default: UPlot }] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
      if (cancelled || !box.current) return;
      const xs = report.series.map((s) => Date.parse(`${s.day}T00:00:00Z`) / 1000);
      const ys = report.series.map((s) => s.clicks);
      const width = box.current.clientWidth || 320;
      plot = new UPlot(
        {
          width,
          height: 220,
          legend: { show: false },
          scales: { x: { time: true } },
          series: [{}, { label, stroke: "#1e40af", fill: "rgba(30,64,175,0.15)", width: 2 }],
          // Days in the operator's language and order ("23/11", "23.11."), not uPlot's US "11/23".
          axes: [
            { stroke: "currentColor", values: (_u: unknown, splits: number[]) => dayLabels(lang, splits) },
            { stroke: "currentColor" },
          ],
        },
        [xs, ys],
        box.current,
      );
    })();
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [report, label, lang]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="w-full overflow-hidden text-muted-foreground"
      data-testid="clicks-chart"
    />
  );
}

export default function ClicksPanel() {
  const { t, m, lang } = useAdminT();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const report = useClicks(days, lang);
  return (
    <section aria-labelledby="admin-clicks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-clicks-heading" className="text-xl font-bold">
          {m.clicks.heading}
        </h2>
        <a
          href={`/api/v1/admin/clicks?days=${days}&format=csv&lang=${lang}`}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          {m.clicks.csv}
        </a>
      </div>
      <div role="group" aria-label={m.clicks.range} className="flex gap-2">
        {RANGES.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={days === d}
            onClick={() => setDays(d)}
            className={cn(buttonVariants({ variant: days === d ? "default" : "outline", size: "sm" }))}
          >
            {t("clicks.days", { count: d })}
          </button>
        ))}
      </div>
      {report.isPending || !report.data ? (
        <AdminLoading />
      ) : (
        <>
          <p className="font-semibold">{t("clicks.total", { count: report.data.total })}</p>
          <div className="rounded-2xl border bg-card p-3">
            <Chart report={report.data} label={m.clicks.chart} lang={lang} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {(Object.keys(m.clicks.by) as (keyof typeof m.clicks.by)[]).map((dim) => (
              <ScrollTable key={dim} caption={m.clicks.by[dim]} className="[&_table]:min-w-0">
                <thead>
                  <tr>
                    <th scope="col">{m.clicks.key}</th>
                    <th scope="col" className="text-right">
                      {m.clicks.count}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.by[dim].length === 0 ? (
                    <tr>
                      <td colSpan={2} className="text-muted-foreground">
                        {m.clicks.none}
                      </td>
                    </tr>
                  ) : (
                    report.data.by[dim].map((r) => (
                      <tr key={r.key}>
                        <td className="break-all">
                          {dim === "prefilled"
                            ? (m.clicks.prefilledValues[r.key as "yes" | "no"] ?? r.key)
                            : (r.name ?? r.key)}
                        </td>
                        <td className="text-right tabular-nums">{r.clicks}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </ScrollTable>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
