// Sample deals for a development start: the spec's built-in deals ended in 2025, so a fresh
// database has no live deal and a newcomer would see an empty deals page. When the server starts
// with config.sampleDeals (`npm start` and `npm run dev` set SAMPLE_DEALS outside production;
// config turns it off in production) on a database with no live deal, it adds these, starting
// today and ending in a few weeks. Each title says it is a sample in its own language, so the
// deals page, the search and the console all show it. The title is the key: a later start
// moves the dates of expired samples instead of adding them again.
import { and, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addDays } from "../../core/iso-day.ts";
import type { Db } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { invalidateDealsCache } from "./cache.ts";
import { checkDeal, todayInGreece, type DealValues, type RawDeal } from "./deal-rules.ts";

/** What each title ends with, in its language. */
export const SAMPLE_MARK = { el: " (δείγμα)", en: " (sample)", de: " (Beispiel)" } as const;

/** docs/deals-sample.csv's deals, with the weeks each one runs from today. */
const SAMPLES: (RawDeal & { weeks: number })[] = [
  {
    weeks: 6,
    title: "Κρήτη: 3 νύχτες με πρωινό από 89 €",
    description: "Τρεις νύχτες σε ξενοδοχείο στα Χανιά με πρωινό, για δύο άτομα.",
    title_en: "Crete: 3 nights with breakfast from €89",
    description_en: "Three nights in a hotel in Chania with breakfast, for two.",
    title_de: "Kreta: 3 Nächte mit Frühstück ab 89 €",
    description_de: "Drei Nächte in einem Hotel in Chania mit Frühstück, für zwei Personen.",
    partner: "booking",
    category: "hotels",
    url: "https://www.booking.com/city/gr/chania.html",
    price_from: 89,
    price_was: 129,
    featured: true,
  },
  {
    weeks: 4,
    title: "Πειραιάς–Νάξος με πλοίο από 39 €",
    description: "Ακτοπλοϊκά εισιτήρια για Νάξο σε οικονομική θέση.",
    title_en: "Piraeus–Naxos by ferry from €39",
    description_en: "Ferry tickets to Naxos in economy class.",
    title_de: "Piräus–Naxos mit der Fähre ab 39 €",
    description_de: "Fährtickets nach Naxos in der Economy-Klasse.",
    partner: "ferries-gr",
    url: "https://www.ferries.gr/naxos",
    price_from: 39,
  },
  {
    weeks: 8,
    title: "eSIM Ευρώπης 10 GB",
    description: "Δεδομένα 10 GB για 30 μέρες σε όλη την Ευρώπη, χωρίς περιαγωγή.",
    title_en: "Europe eSIM 10 GB",
    description_en: "10 GB of data for 30 days across Europe, no roaming.",
    title_de: "Europa-eSIM 10 GB",
    description_de: "10 GB Daten für 30 Tage in ganz Europa, ohne Roaming.",
    partner: "airalo",
    category: "esim",
    url: "https://www.airalo.com/europe-esim",
  },
];

/** The sample deals as stored, marked, starting `today`; they pass the rules every deal passes. */
export function sampleDeals(today: string): DealValues[] {
  return SAMPLES.map(({ weeks, ...raw }) => {
    const { values, problems } = checkDeal(
      {
        ...raw,
        title: `${raw.title}${SAMPLE_MARK.el}`,
        title_en: `${raw.title_en}${SAMPLE_MARK.en}`,
        title_de: `${raw.title_de}${SAMPLE_MARK.de}`,
        starts_at: today,
        expires_at: addDays(today, weeks * 7),
      },
      { today },
    );
    if (!values) throw new Error(`sample deal "${String(raw.title)}": ${JSON.stringify(problems)}`);
    return values;
  });
}

/**
 * Adds the sample deals when no deal is live today (or moves the dates of earlier, expired ones).
 * Returns how many were written: 0 when a live deal exists.
 */
export async function addSampleDeals(db: Db, logger?: Pick<Logger, "info">, today = todayInGreece()): Promise<number> {
  const [live] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(gte(deals.expiry_date, today), or(isNull(deals.starts_at), lte(deals.starts_at, today))))
    .limit(1);
  if (live) return 0;
  const rows = await db
    .insert(deals)
    .values(sampleDeals(today))
    .onConflictDoUpdate({
      target: deals.title,
      set: { starts_at: sql`excluded.starts_at`, expiry_date: sql`excluded.expiry_date`, updated_at: sql`now()` },
    })
    .returning({ id: deals.id });
  invalidateDealsCache(db);
  logger?.info({ count: rows.length }, "no live deal: added sample deals (development; SAMPLE_DEALS)");
  return rows.length;
}
