// What a deal is, and the one set of rules every way in (API, console, spreadsheet, CLI) applies.
import { CATEGORY_IDS, type CategoryId, type Lang } from "../../content/types.ts";
import { partnerById } from "../../content/partners.ts";
import { isoDay } from "../../core/iso-day.ts";
import type { Problem } from "./messages.ts";

/** The editable fields, as the API and the spreadsheet's named columns call them. */
export const DEAL_FIELDS = [
  "title",
  "description",
  "title_en",
  "description_en",
  "title_de",
  "description_de",
  "partner",
  "category",
  "url",
  "image_url",
  "price_from",
  "price_was",
  "starts_at",
  "expires_at",
  "featured",
] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** A deal's values after the rules: what the table stores (prices in cents, dates as YYYY-MM-DD). */
export interface DealValues {
  title: string;
  description: string;
  title_en: string | null;
  description_en: string | null;
  title_de: string | null;
  description_de: string | null;
  partner_id: string;
  category: CategoryId;
  url: string;
  image_url: string;
  price_from: number | null;
  price_was: number | null;
  starts_at: string | null;
  expiry_date: string;
  featured: boolean;
}

export type RawDeal = Partial<Record<DealField, unknown>>;
export type Problems = Partial<Record<DealField, Problem>>;

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 2000;

/** Today's date in Greece (YYYY-MM-DD): deals expire at the end of their last day, Greek time. */
// Made once: building an Intl formatter costs far more than using it.
const athensDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Athens",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// Athens changes its offset only on the hour, so one answer holds for a whole minute (every
// public deals request asks).
let lastDay = { minute: NaN, day: "" };

export function todayInGreece(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: athensDay.format(now) };
  return lastDay.day;
}

/** A real day of the calendar between 2000 and 2100. */
const validYmd = (year: number, month: number, day: number) =>
  year >= 2000 && year <= 2100 ? isoDay(year, month, day) : undefined;

/** A real date cell, an Excel serial number, an ISO date (or date-time) or a Greek dd/mm/yyyy. */
export function parseDate(v: unknown): string | undefined {
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? undefined : validYmd(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  if (typeof v === "number" && Number.isFinite(v) && v > 30000 && v < 80000) {
    return parseDate(new Date(Math.round((v - 25569) * 86400_000))); // Excel's day 0 is 1899-12-30
  }
  if (typeof v !== "string") return undefined;
  const s = v.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return validYmd(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

/** Euro amount to cents: 49, "49,90", "49.90 €", "1.299,00". */
export function parsePrice(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 && v < 1_000_000 ? Math.round(v * 100) : undefined;
  if (typeof v !== "string") return undefined;
  let s = v.replace(/€|eur/gi, "").replace(/\s/g, "");
  if (s.includes(",") && s.includes(".")) s = s.replace(/\./g, "");
  s = s.replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(s)) return undefined;
  return Math.round(Number(s) * 100);
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const text = (v: unknown) => (blank(v) ? "" : v instanceof Date ? v.toISOString() : String(v).trim());
const hostOf = (h: string) => h.toLowerCase().replace(/^www\./, "");

function parseBool(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  return /^(1|true|yes|ναι|ja|x)$/i.test(text(v));
}

export interface RuleOptions {
  today: string;
  /** Allow an expiry date in the past (editing or expiring a deal; never on create or import). */
  allowPast?: boolean;
  /** Image URLs accepted as they are: our stored images and the site's own art. */
  imageOk?: (url: string) => Problem | undefined;
}

/** Applies every rule; returns the stored values or the problems by field. */
export function checkDeal(raw: RawDeal, opts: RuleOptions): { values?: DealValues; problems: Problems } {
  const problems: Problems = {};
  const str = (f: DealField, max: number, required: boolean): string | null => {
    const s = text(raw[f]);
    if (!s) {
      if (required) problems[f] = { code: "required" };
      return null;
    }
    if (s.length > max) problems[f] = { code: "too_long", params: { max } };
    return s;
  };
  const title = str("title", MAX_TITLE, true);
  const description = str("description", MAX_DESCRIPTION, true);
  const title_en = str("title_en", MAX_TITLE, false);
  const description_en = str("description_en", MAX_DESCRIPTION, false);
  const title_de = str("title_de", MAX_TITLE, false);
  const description_de = str("description_de", MAX_DESCRIPTION, false);

  const partnerId = text(raw.partner);
  const partner = partnerId ? partnerById(partnerId) : undefined;
  if (!partnerId) problems.partner = { code: "required" };
  else if (!partner) problems.partner = { code: "partner_unknown", params: { value: partnerId } };

  const categoryText = text(raw.category);
  let category: CategoryId | undefined = partner?.category;
  if (categoryText) {
    if ((CATEGORY_IDS as readonly string[]).includes(categoryText)) category = categoryText as CategoryId;
    else problems.category = { code: "category_unknown", params: { value: categoryText } };
  }

  const urlText = text(raw.url);
  let url: string | undefined;
  if (!urlText) problems.url = { code: "required" };
  else {
    let parsed: URL | undefined;
    try {
      parsed = new URL(urlText);
    } catch {
      /* invalid */
    }
    if (!parsed || parsed.protocol !== "https:" || parsed.username || parsed.password || urlText.length > 2000)
      problems.url = { code: "url_invalid" };
    // The partner's site on its default port only (an explicit :443 is the default and reads as
    // none): another port on the partner's host is another service, not the partner's site.
    else if (parsed.port !== "") problems.url = { code: "url_port", params: { value: parsed.port } };
    else if (partner && hostOf(parsed.hostname) !== hostOf(new URL(partner.url).hostname)) {
      problems.url = { code: "url_host", params: { host: new URL(partner.url).hostname, value: parsed.hostname } };
    } else url = parsed.toString();
  }

  const image = text(raw.image_url);
  if (image) {
    const p = opts.imageOk?.(image);
    if (p) problems.image_url = p;
  }

  const price = (f: "price_from" | "price_was") => {
    if (blank(raw[f])) return null;
    const cents = parsePrice(raw[f]);
    if (cents === undefined) problems[f] = { code: "price_invalid", params: { value: text(raw[f]) } };
    return cents ?? null;
  };
  const price_from = price("price_from");
  const price_was = price("price_was");
  if (price_from !== null && price_was !== null && price_was <= price_from && !problems.price_was)
    problems.price_was = { code: "price_was_low" };

  const date = (f: "starts_at" | "expires_at", required: boolean) => {
    if (blank(raw[f])) {
      if (required) problems[f] = { code: "required" };
      return null;
    }
    const d = parseDate(raw[f]);
    if (!d) problems[f] = { code: "date_invalid", params: { value: text(raw[f]) } };
    return d ?? null;
  };
  const starts_at = date("starts_at", false);
  const expiry_date = date("expires_at", true);
  if (expiry_date && !opts.allowPast && expiry_date < opts.today)
    problems.expires_at = { code: "date_past", params: { value: expiry_date } };
  if (starts_at && expiry_date && starts_at > expiry_date && !problems.starts_at)
    problems.starts_at = { code: "starts_after_expiry" };

  if (Object.keys(problems).length || !title || !description || !partner || !category || !url || !expiry_date)
    return { problems };
  return {
    problems,
    values: {
      title,
      description,
      title_en,
      description_en,
      title_de,
      description_de,
      partner_id: partner.id,
      category,
      url,
      image_url: image,
      price_from,
      price_was,
      starts_at,
      expiry_date,
      featured: parseBool(raw.featured),
    },
  };
}

/** A stored deal back in the API's field names (for edits: merge a patch over this). */
export function toRaw(d: DealValues): RawDeal {
  return {
    title: d.title,
    description: d.description,
    title_en: d.title_en,
    description_en: d.description_en,
    title_de: d.title_de,
    description_de: d.description_de,
    partner: d.partner_id,
    category: d.category,
    url: d.url,
    image_url: d.image_url,
    price_from: d.price_from === null ? null : d.price_from / 100,
    price_was: d.price_was === null ? null : d.price_was / 100,
    starts_at: d.starts_at,
    expires_at: d.expiry_date,
    featured: d.featured,
  };
}

/** The deal's texts in a language, falling back to Greek; `lang` says which language they are in. */
export function textsIn(
  d: Pick<DealValues, "title" | "description" | "title_en" | "description_en" | "title_de" | "description_de">,
  lang: Lang,
) {
  if (lang === "en" && d.title_en)
    return { title: d.title_en, description: d.description_en || d.description, lang: "en" as Lang };
  if (lang === "de" && d.title_de)
    return { title: d.title_de, description: d.description_de || d.description, lang: "de" as Lang };
  return { title: d.title, description: d.description, lang: "el" as Lang };
}
