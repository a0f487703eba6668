// What the /api routes answer, as zod schemas (issue 39, decision 054): the rows come from the
// Drizzle schema through drizzle-zod, with the JSON forms of what JSON cannot carry (a timestamp
// travels as its ISO text). The OpenAPI document reads them (routes/openapi.ts `documented`), the
// tests check every answer against them, and the raw queries parse their rows with them.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { tripModel } from "../../core/requests.ts";
import { LANGS } from "../../content/types.ts";
import { timestampValue } from "../db/rows.ts";
import { audit_log, deals, favorites, notifications, profiles, search_history, trips } from "../db/schema.ts";

/** A timestamp in JSON: the ISO text of a Date, or PostgreSQL's own text of it from a raw query. */
const timestampText = z.string().describe("a timestamp (ISO 8601)");

export const profileRow = createSelectSchema(profiles, { updated_at: timestampText });
export const notificationRow = createSelectSchema(notifications, { created_at: timestampText });
export const searchRow = createSelectSchema(search_history, { created_at: timestampText });
export const favoriteRow = createSelectSchema(favorites, {
  created_at: timestampText,
  data: z.record(z.string(), z.unknown()),
});
export const auditRow = createSelectSchema(audit_log, { created_at: timestampText });

/** A trips row read by a raw query (`add_trip`): the model is the one core/requests.ts validates. */
export const tripRow = createSelectSchema(trips, {
  model: tripModel,
  created_at: timestampValue,
  updated_at: timestampValue,
}).omit({ user_id: true });

/** One trip as the API answers it: the model under `trip`, sharing as a flag and its token. */
export const tripJson = z.object({
  id: z.uuid(),
  name: z.string(),
  trip: tripModel,
  shared: z.boolean(),
  share_token: z.string().nullable(),
  created_at: timestampText,
  updated_at: timestampText,
});
export type TripJson = z.infer<typeof tripJson>;

/** What a shared link shows: nothing of the owner. */
export const sharedTripJson = tripJson.pick({ name: true, trip: true, updated_at: true });
export type SharedTripJson = z.infer<typeof sharedTripJson>;

/**
 * The row `save_search` (migration 0005) returns: the saved search, the other searches of its type, the ones the cap
 * dropped.
 */
export const savedSearchRow = searchRow.extend({
  created_at: z.string(),
  others: z.array(z.tuple([z.string(), z.string()])).nullable(),
  dropped: z.array(z.tuple([z.string(), z.string(), z.string(), z.number(), z.string()])).nullable(),
});

/** A deal on the public list (server/deals/service.ts `publicDeal`). */
export const publicDealJson = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  text_lang: z.enum(LANGS),
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  category: z.string().nullable(),
  go: z.string().nullable(),
  image_url: z.string().nullable(),
  currency: z.literal("EUR"),
  price_from: z.number().nullable(),
  price_was: z.number().nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string(),
  expired: z.boolean(),
  days_left: z.number().int(),
  featured: z.boolean(),
  price_in_title: z.boolean(),
});

export const publicDealsPage = z.object({
  items: z.array(publicDealJson),
  nextCursor: z.string().nullable().describe("pass as `cursor` for the next page; null on the last one"),
  total: z.number().int(),
  live: z.number().int(),
  deals: z.array(publicDealJson).describe("deprecated: the same page as `items`"),
});

/** A deal as the console sees it: every stored field, prices in euros. */
export const adminDealJson = createSelectSchema(deals, {
  created_at: timestampText,
  updated_at: timestampText,
  price_from: z.number().nullable(),
  price_was: z.number().nullable(),
});

const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export const importPlanJson = z.object({
  ok: z.boolean(),
  counts: importCounts,
  rows: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(["create", "update", "skip", "error"]),
      title: z.string(),
      id: z.string().optional(),
      changes: z.array(z.string()).optional(),
      errors: z.array(z.object({ column: z.string(), field: z.string(), code: z.string(), message: z.string() })),
    }),
  ),
});

const clickCount = z.object({ key: z.string(), name: z.string().optional(), clicks: z.number().int() });
export const clicksReportJson = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  series: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  by: z.record(z.string(), z.array(clickCount)),
});

const affiliateParams = z.record(z.string(), z.record(z.string(), z.string()));
export const affiliateSettingsJson = z.object({ default: affiliateParams, overrides: affiliateParams });

export const noticeResultJson = z.object({
  recipients: z.number().int().describe("users the notice reaches (dry run) or was sent to"),
});
