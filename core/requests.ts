// Request bodies of the account API, written once: the server validates with these schemas
// (server/routes/*), the client's forms and calls take their input types from them.
import { z } from "zod";
import { CATEGORY_IDS, LANGS } from "../content/types.ts";

export const MAX_FAVORITE_DATA_BYTES = 16 * 1024;

/** `POST /api/v1/favorites`. */
export const favoriteInput = z.strictObject({
  type: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => new TextEncoder().encode(JSON.stringify(d)).length <= MAX_FAVORITE_DATA_BYTES, "data must be at most 16 KB")
    .optional(),
});
export type FavoriteInput = z.input<typeof favoriteInput>;

// Every string is bounded; a column the user may empty stays nullable.
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** `PUT /api/v1/profile`: the e-mail is read-only (accepted only when unchanged). */
export const profileUpdate = z.strictObject({
  full_name: text(200),
  phone: text(40),
  location: text(200),
  preferences: text(2000),
  theme: z.enum(["light", "dark"]).optional(),
  language_preference: z.enum(LANGS).optional(),
  email: z.email().max(320).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** `POST /api/v1/search-history`. */
export const searchInput = z.strictObject({
  query: z.string().trim().min(1, "must not be blank").max(200),
  search_type: z.string().trim().min(1).max(40).regex(/^[a-z_-]+$/, "lowercase letters, - and _ only").optional(),
  results_count: z.number().int().min(0).max(1_000_000).optional(),
});

/** `PUT /api/v1/notifications/settings`. */
export const notificationSettings = z.strictObject({ email_digest: z.boolean() });
export type NotificationSettings = z.input<typeof notificationSettings>;

// ── The operator console (/api/v1/admin) ──

/** `POST /api/v1/admin/deals`, `PATCH /api/v1/admin/deals/:id`: a deal's fields, prices in euros. */
export const dealInput = z.strictObject({
  title: z.string().max(1000).optional(),
  description: z.string().max(10_000).optional(),
  title_en: z.string().max(1000).nullable().optional(),
  description_en: z.string().max(10_000).nullable().optional(),
  title_de: z.string().max(1000).nullable().optional(),
  description_de: z.string().max(10_000).nullable().optional(),
  partner: z.string().max(100).optional(),
  category: z.string().max(100).nullable().optional(),
  url: z.string().max(3000).optional(),
  image_url: z.string().max(3000).optional(),
  price_from: z.union([z.number(), z.string().max(20)]).nullable().optional(),
  price_was: z.union([z.number(), z.string().max(20)]).nullable().optional(),
  starts_at: z.string().max(40).nullable().optional(),
  expires_at: z.string().max(40).optional(),
  featured: z.boolean().optional(),
});
export type DealInput = z.input<typeof dealInput>;

/** The console's `?lang=` (the operator's language for messages; any other value is ignored). */
export const consoleQuery = z.strictObject({ lang: z.string().optional() });

/** `POST /api/v1/admin/deals/import`: `dry_run=1` previews without writing. */
export const importQuery = z.strictObject({ lang: z.string().optional(), dry_run: z.string().max(5).optional() });

/** The click report's ranges, in days. */
export const CLICK_DAYS = ["7", "30", "90"] as const;

/** `GET /api/v1/admin/clicks`. */
export const clicksQuery = z.strictObject({
  days: z.enum(CLICK_DAYS, { error: "7, 30 or 90" }).default("30"),
  format: z.enum(["json", "csv"]).default("json"),
  lang: z.string().optional(),
});

/** The most audit entries one page shows. */
export const MAX_AUDIT_PAGE = 200;

/** `GET /api/v1/admin/audit`. */
export const auditQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE).default(50),
  before: z.iso.datetime({ offset: true }).optional(),
  lang: z.string().optional(),
});

/** `POST /api/v1/admin/admins`: grant or take back the admin role. */
export const roleInput = z.strictObject({ email: z.email({ error: "an e-mail address" }).max(320), role: z.enum(["admin", "user"]) });
export type RoleInput = z.input<typeof roleInput>;

export const NOTICE_TYPES = ["info", "success", "warning"] as const;
const noticeText = (max: number) => z.string().trim().min(1).max(max);
const localizedText = (max: number) => z.strictObject({ el: noticeText(max), en: noticeText(max).optional(), de: noticeText(max).optional() });

/** `POST /api/v1/admin/notices`: to everyone, or to those with a favourite in a category. */
export const noticeInput = z.strictObject({
  type: z.enum(NOTICE_TYPES),
  title: localizedText(120),
  message: localizedText(1000),
  audience: z.union([z.literal("all"), z.strictObject({ category: z.enum(CATEGORY_IDS) })]),
});
/** `?dry_run=1` counts the recipients without sending. */
export type NoticeInput = z.input<typeof noticeInput>;
export const noticeQuery = z.strictObject({ dry_run: z.enum(["0", "1", "true", "false"]).optional() });
