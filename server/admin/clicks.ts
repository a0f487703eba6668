// What the clicks earn: clicks per day and by partner, category, page, language, device class
// and pre-filled link, over the last 7/30/90 days. Clicks carry no IP address and no user id.
import { sql } from "drizzle-orm";
import { categories } from "../../content/categories.ts";
import { cities } from "../../content/cities.ts";
import { offersBanner } from "../../content/home.ts";
import { islands } from "../../content/islands.ts";
import { partnerById, partnerDisplayName, partners } from "../../content/partners.ts";
import type { Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { z } from "zod";
import { parseRows } from "../db/rows.ts";

export const DIMENSIONS = ["partner", "category", "page", "lang", "device", "prefilled"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface ClicksReport {
  days: number;
  from: string;
  to: string;
  total: number;
  series: { day: string; clicks: number }[];
  /**
   * Each row's key (a stable id, as the CSV has it) and, for partners and categories, its name in the operator's
   * language.
   */
  by: Record<Dimension, { key: string; name?: string; clicks: number }[]>;
}

const BANNER = { el: "Μπάνερ προσφορών", en: "Deals banner", de: "Angebotsbanner" } satisfies Record<Lang, string>;
const hostOf = (url: string) => new URL(url).hostname;
/** The partner whose site a catalogue link opens (a city's hotels: Booking.com). */
const partnerOfUrl = (url: string) => partners.find((p) => hostOf(p.url) === hostOf(url));

/**
 * What a click's target is called, for the operator (issue 37: not `city.athens`): a partner's
 * name; a city's or island's name with the partner its link opens; the deals banner with its
 * partner. Undefined for what the catalogue no longer has (the key is shown then).
 */
export function targetName(key: string, lang: Lang): string | undefined {
  const partner = partnerById(key);
  if (partner) return partnerDisplayName(partner);
  const [kind, id] = [key.slice(0, key.indexOf(".")), key.slice(key.indexOf(".") + 1)];
  const place =
    kind === "city"
      ? cities.find((c) => c.id === id)
      : kind === "island"
        ? islands.find((i) => i.id === id)
        : undefined;
  const via = (url: string, label: string) => {
    const p = partnerOfUrl(url);
    return p ? `${label} · ${partnerDisplayName(p)}` : label;
  };
  if (place) return via(place.url, place.name[lang]);
  if (key === "offer.banner") {
    const p = partnerById(offersBanner.partnerId);
    return p ? `${BANNER[lang]} · ${partnerDisplayName(p)}` : BANNER[lang];
  }
  return undefined;
}

const categoryName = (key: string, lang: Lang) => categories.find((c) => c.id === key)?.name[lang];

/** A row of the report's one query: the clicks of one day and one combination of the dimensions. */
const clickGroupRow = z.object({
  day: z.string(),
  partner: z.string(),
  category: z.string().nullable(),
  page: z.string().nullable(),
  lang: z.string().nullable(),
  device: z.string().nullable(),
  prefilled: z.boolean(),
  clicks: z.number(),
});

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export async function clicksReport(db: Db, days: number, now = new Date(), lang: Lang = "el"): Promise<ClicksReport> {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  // One pass over the window, grouped by every dimension at once (UTC days).
  const result = await db.execute(sql`
    select to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           coalesce(d.partner_id, c.target_id) as partner,
           c.category, c.page, c.lang, c.device_class as device, c.prefilled,
           count(*)::int as clicks
    from clicks c left join deals d on d.id::text = c.deal_id
    where c.created_at >= ${from.toISOString()}::timestamptz
    group by 1, 2, 3, 4, 5, 6, 7`);
  const rows = parseRows(clickGroupRow, result);
  const perDay = new Map<string, number>();
  const by = Object.fromEntries(DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<
    Dimension,
    Map<string, number>
  >;
  let total = 0;
  for (const r of rows) {
    const n = Number(r.clicks);
    total += n;
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + n);
    const keys: Record<Dimension, string> = {
      partner: r.partner,
      category: r.category ?? "—",
      page: r.page ?? "—",
      lang: r.lang ?? "—",
      device: r.device ?? "—",
      prefilled: r.prefilled ? "yes" : "no",
    };
    for (const d of DIMENSIONS) by[d].set(keys[d], (by[d].get(keys[d]) ?? 0) + n);
  }
  const series = Array.from({ length: days }, (_, i) => {
    const day = ymd(new Date(from.getTime() + i * 86_400_000));
    return { day, clicks: perDay.get(day) ?? 0 };
  });
  const named = (d: Dimension, key: string) =>
    d === "partner" ? targetName(key, lang) : d === "category" ? categoryName(key, lang) : undefined;
  const sorted = (d: Dimension, m: Map<string, number>) =>
    [...m]
      .map(([key, clicks]) => {
        const name = named(d, key);
        return name ? { key, name, clicks } : { key, clicks };
      })
      .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key));
  return {
    days,
    from: ymd(from),
    to: ymd(to),
    total,
    series,
    by: Object.fromEntries(DIMENSIONS.map((d) => [d, sorted(d, by[d])])) as ClicksReport["by"],
  };
}

const cell = (v: string | number) => {
  const s = String(v);
  // Quote when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The same rows as CSV: `dimension,key,name,clicks` (dimension "day" for the series). */
export function clicksCsv(report: ClicksReport): string {
  const lines = [["dimension", "key", "name", "clicks"]];
  for (const s of report.series) lines.push(["day", s.day, "", String(s.clicks)]);
  for (const d of DIMENSIONS) for (const r of report.by[d]) lines.push([d, r.key, r.name ?? "", String(r.clicks)]);
  return lines.map((l) => l.map(cell).join(",")).join("\r\n") + "\r\n";
}
