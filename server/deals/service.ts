// The deals service: plain functions the API, the console and the command line all call.
import { and, asc, eq, ne } from "drizzle-orm";
import type { Lang } from "../../content/types.ts";
import { fold } from "../../core/search/normalize.ts";
import { partnerById, partnerDisplayName } from "../../content/partners.ts";
import type { Db } from "../db/client.ts";
import { deals } from "../db/schema.ts";
import { audit, type Actor } from "../admin/audit.ts";
import { checkDeal, textsIn, toRaw, todayInGreece, type DealValues, type Problems, type RawDeal } from "./model.ts";
import { imageRule, mediaUrl, type ImageStore, type PreparedImage } from "./images.ts";
import { message } from "./messages.ts";

export type DealRow = typeof deals.$inferSelect;

/** Rules broken by a create or an edit: the API answers 400 (or 409 for a taken title) with each field's message. */
export class DealRulesError extends Error {
  constructor(
    readonly problems: Problems,
    readonly status: 400 | 409 = 400,
  ) {
    super("deal rules");
  }
  fields(lang: Lang): Record<string, string> {
    return Object.fromEntries(Object.entries(this.problems).map(([k, p]) => [k, message(p!, lang)]));
  }
}

/** How many days after expiry a deal still shows in the public list (search still finds it). */
export const EXPIRED_LISTED_DAYS = 30;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** A row as the audit log and the console see it (no surprises from Date objects). */
export function snapshot(row: DealRow) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function rowValues(row: DealRow): DealValues {
  return {
    title: row.title,
    description: row.description,
    title_en: row.title_en,
    description_en: row.description_en,
    title_de: row.title_de,
    description_de: row.description_de,
    partner_id: row.partner_id ?? "",
    category: (row.category ?? "hotels") as DealValues["category"],
    url: row.url ?? "",
    image_url: row.image_url,
    price_from: row.price_from,
    price_was: row.price_was,
    starts_at: row.starts_at,
    expiry_date: row.expiry_date,
    featured: row.featured,
  };
}

export async function listDeals(db: Db): Promise<DealRow[]> {
  return db.select().from(deals).orderBy(asc(deals.expiry_date), asc(deals.title));
}

export async function getDeal(db: Db, id: string): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row;
}

async function titleTaken(db: Pick<Db, "select">, title: string, exceptId?: string) {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(exceptId ? and(eq(deals.title, title), ne(deals.id, exceptId)) : eq(deals.title, title));
  return !!row;
}

export async function createDeal(db: Db, raw: RawDeal, actor: Actor, today = todayInGreece()): Promise<DealRow> {
  const { values, problems } = checkDeal(raw, { today, imageOk: imageRule([]) });
  if (!values) throw new DealRulesError(problems);
  return db.transaction(async (tx) => {
    if (await titleTaken(tx, values.title)) throw new DealRulesError({ title: { code: "title_taken" } }, 409);
    const [row] = await tx.insert(deals).values(values).returning();
    await audit(tx, actor, { action: "deal.create", entity: "deal", entityId: row!.id, after: snapshot(row!) });
    return row!;
  });
}

/** A partial edit: the patch is merged over the stored deal and every rule applies again (a past expiry is allowed: expiring). */
export async function updateDeal(db: Db, id: string, patch: RawDeal, actor: Actor, today = todayInGreece()): Promise<DealRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id));
    if (!before) return undefined;
    const { values, problems } = checkDeal({ ...toRaw(rowValues(before)), ...patch }, { today, allowPast: true, imageOk: imageRule([]) });
    if (!values) throw new DealRulesError(problems);
    if (await titleTaken(tx, values.title, id)) throw new DealRulesError({ title: { code: "title_taken" } }, 409);
    const [after] = await tx.update(deals).set(values).where(eq(deals.id, id)).returning();
    await audit(tx, actor, { action: "deal.update", entity: "deal", entityId: id, before: snapshot(before), after: snapshot(after!) });
    return after!;
  });
}

/**
 * Gives a deal an uploaded image. Every rule is checked with the new image before anything is
 * written, so a deal that breaks them (a seed deal without partner or url) gets a 400 naming the
 * fields and neither the image nor the row is written.
 */
export async function setDealImage(db: Db, id: string, image: PreparedImage, store: ImageStore, actor: Actor, today = todayInGreece()): Promise<DealRow | undefined> {
  const before = await getDeal(db, id);
  if (!before) return undefined;
  const patch = { image_url: mediaUrl(image.name) };
  const { values, problems } = checkDeal({ ...toRaw(rowValues(before)), ...patch }, { today, allowPast: true, imageOk: imageRule([]) });
  if (!values) throw new DealRulesError(problems);
  await store.put(image.name, image.data);
  return updateDeal(db, id, patch, actor, today);
}

export async function deleteDeal(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!before) return false;
    await audit(tx, actor, { action: "deal.delete", entity: "deal", entityId: id, before: snapshot(before) });
    return true;
  });
}

/** A deal as the public API shows it, in one language. */
export function publicDeal(row: DealRow, lang: Lang, today: string) {
  const texts = textsIn(row, lang);
  const partner = row.partner_id ? partnerById(row.partner_id) : undefined;
  const expired = row.expiry_date < today;
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    /** The language the texts are in: el when the deal has no text in the requested language. */
    text_lang: texts.lang,
    partner: partner ? { id: partner.id, name: partnerDisplayName(partner) } : null,
    category: row.category,
    /** The way out: through /go/ (recorded as a click on this deal). null when the deal has no landing page. */
    go: row.url && partner ? `/go/deal.${row.id}` : null,
    image_url: row.image_url,
    currency: "EUR" as const,
    price_from: row.price_from === null ? null : row.price_from / 100,
    price_was: row.price_was === null ? null : row.price_was / 100,
    starts_at: row.starts_at,
    expires_at: row.expiry_date,
    expired,
    /** Whole days left including today (0 on the last day); negative once expired. */
    days_left: daysBetween(today, row.expiry_date),
    featured: row.featured,
  };
}
export type PublicDeal = ReturnType<typeof publicDeal>;

/**
 * How the deal filter compares texts: lower case, accents and umlauts folded as the search folds
 * them ("ΈΚΠΤΩΣΗ", "έκπτωση" and "εκπτωση" are one text). The cache keys its lists by it too.
 */
export const foldDealText = fold;

const collator = new Intl.Collator("el");
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What orders the visitor's list; a page cursor holds these fields of the page's last deal. */
export type DealPosition = Pick<PublicDeal, "expired" | "featured" | "expires_at" | "title" | "id">;

/** The visitor's order: live first (featured first, then the soonest to end), then the most recently ended; by title, then id. */
export function compareDeals(a: DealPosition, b: DealPosition): number {
  return (
    Number(a.expired) - Number(b.expired) ||
    (a.expired ? b.expires_at.localeCompare(a.expires_at) : Number(b.featured) - Number(a.featured) || a.expires_at.localeCompare(b.expires_at)) ||
    collator.compare(a.title, b.title) ||
    byId(a.id, b.id)
  );
}

/**
 * The visitor's list: live deals first (featured first, then the soonest to end), expired deals
 * after them; deals that have not started are hidden, and expired ones leave the list 30 days
 * after expiry — a search still finds them.
 */
export async function publicDeals(db: Db, opts: { lang: Lang; q?: string; today?: string }): Promise<PublicDeal[]> {
  const today = opts.today ?? todayInGreece();
  const rows = await db.select().from(deals);
  const needle = opts.q ? foldDealText(opts.q) : "";
  const list = rows
    .filter((r) => !r.starts_at || r.starts_at <= today)
    .map((r) => ({ r, d: publicDeal(r, opts.lang, today) }))
    .filter(({ r, d }) => {
      if (!needle) return d.days_left >= -EXPIRED_LISTED_DAYS;
      const texts = [r.title, r.description, d.title, d.description, d.partner?.name ?? ""];
      return texts.some((t) => foldDealText(t).includes(needle));
    })
    .map(({ d }) => d);
  return list.sort(compareDeals);
}
