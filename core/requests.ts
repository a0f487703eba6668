// Request bodies of the account API, written once: the server validates with these schemas
// (server/routes/*), the client's forms and calls take their input types from them.
import { z } from "zod";
import { CATEGORY_IDS, LANGS } from "../content/types.ts";
import {
  MAX_TRIP_BUDGET,
  MAX_TRIP_NIGHTS,
  MAX_TRIP_PRICE,
  MAX_TRIP_STOPS,
  MAX_TRIP_TRAVELLERS,
  TRIP_BUDGET_PER,
} from "./trip-limits.ts";

export const MAX_FAVORITE_DATA_BYTES = 16 * 1024;

/** `POST /api/v1/favorites`. */
export const favoriteInput = z.strictObject({
  type: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine(
      (d) => new TextEncoder().encode(JSON.stringify(d)).length <= MAX_FAVORITE_DATA_BYTES,
      "data must be at most 16 KB",
    )
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
  search_type: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z_-]+$/, "lowercase letters, - and _ only")
    .optional(),
  results_count: z.number().int().min(0).max(1_000_000).optional(),
});

/** `PUT /api/v1/notifications/settings`. */
export const notificationSettings = z.strictObject({ email_digest: z.boolean() });
export type NotificationSettings = z.input<typeof notificationSettings>;

// ── Trips (issue 30, decision 036) ──

// (The trip's limits are written in trip-limits.ts, which has no zod: the trip engine clamps to them.)
export {
  MAX_TRIP_BUDGET,
  MAX_TRIP_NIGHTS,
  MAX_TRIP_PRICE,
  MAX_TRIP_SENTENCE,
  MAX_TRIP_STOPS,
  MAX_TRIP_TRAVELLERS,
  MAX_TRIPS,
} from "./trip-limits.ts";
const euros = z.number().min(0).max(MAX_TRIP_PRICE);

/** One place of a trip, in order. Prices are what the traveller noted, in euros. */
export const tripStop = z.strictObject({
  place: z.string().trim().min(1).max(100),
  /** Nights of a stay here; none: the start, a place passed through, or the end. */
  nights: z.number().int().min(1).max(MAX_TRIP_NIGHTS).optional(),
  /** The transport the traveller chose for the leg that arrives here (default: the data's). */
  transport: z.enum(CATEGORY_IDS).optional(),
  /** The noted price of the leg that arrives here, and of the stay here (all travellers). */
  legPrice: euros.optional(),
  stayPrice: euros.optional(),
});

/**
 * A trip as the sentence said it and the traveller edited it: the model, never its links (they are
 * made again when shown, so a partner's new URL format reaches saved trips).
 */
export const tripModel = z
  .strictObject({
    stops: z.array(tripStop).min(1).max(MAX_TRIP_STOPS),
    /** The first leg's day, YYYY-MM-DD. */
    start: z.iso.date().optional(),
    travellers: z.number().int().min(1).max(MAX_TRIP_TRAVELLERS).optional(),
    children: z
      .number()
      .int()
      .min(0)
      .max(MAX_TRIP_TRAVELLERS - 1)
      .optional(),
    budget: z
      .strictObject({
        amount: z.number().positive().max(MAX_TRIP_BUDGET),
        currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code"),
        per: z.enum(TRIP_BUDGET_PER),
      })
      .optional(),
    /** The last stop is the first again ("and back"). */
    returns: z.boolean(),
    /**
     * "… and fly home": a closing flight from the last stop to a home the sentence did not name, and its noted price.
     */
    home: z.strictObject({ legPrice: euros.optional() }).optional(),
  })
  .refine((t) => t.children === undefined || t.travellers === undefined || t.children <= t.travellers, {
    message: "must not be more than the travellers",
    path: ["children"],
  });
export type TripModel = z.infer<typeof tripModel>;

const tripName = z.string().trim().min(1, "must not be blank").max(120);
/** `POST /api/v1/trips`. */
export const tripInput = z.strictObject({ name: tripName, trip: tripModel });
export type TripInput = z.input<typeof tripInput>;
/** `PATCH /api/v1/trips/:id`: a new name, a new model, or both. */
export const tripUpdate = z
  .strictObject({ name: tripName.optional(), trip: tripModel.optional() })
  .refine((u) => u.name !== undefined || u.trip !== undefined, { message: "name or trip is required", path: ["name"] });

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
  price_from: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  price_was: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
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
export const roleInput = z.strictObject({
  email: z.email({ error: "an e-mail address" }).max(320),
  role: z.enum(["admin", "user"]),
});
export type RoleInput = z.input<typeof roleInput>;

export const NOTICE_TYPES = ["info", "success", "warning"] as const;
const noticeText = (max: number) => z.string().trim().min(1).max(max);
const localizedText = (max: number) =>
  z.strictObject({ el: noticeText(max), en: noticeText(max).optional(), de: noticeText(max).optional() });

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
