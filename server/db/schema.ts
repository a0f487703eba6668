// The one definition of every table. zod schemas (server/validation.ts) derive from it.
import { sql } from "drizzle-orm";
import {
  boolean,
  primaryKey,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TripModel } from "../../core/requests.ts";

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp("created_at", tz).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── Better Auth tables (model names user/session/account/verification) ──────────────

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Language chosen at sign-up: the language of every e-mail to this user. */
  lang: text("lang").notNull().default("el"),
  /** "user" or "admin": set only by `npm run admin` or by another admin (never at sign-up). */
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// ── Product tables (SPEC §3) ─────────────────────────────────────────────────────────

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    full_name: text("full_name"),
    phone: text("phone"),
    location: text("location"),
    preferences: text("preferences"),
    theme: text("theme", { enum: ["light", "dark"] })
      .notNull()
      .default("light"),
    language_preference: text("language_preference", { enum: ["el", "en", "de"] })
      .notNull()
      .default("el"),
    updated_at: updatedAt(),
  },
  (t) => [
    check("profiles_theme_check", sql`${t.theme} in ('light', 'dark')`),
    check("profiles_language_check", sql`${t.language_preference} in ('el', 'en', 'de')`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("info"),
    is_read: boolean("is_read").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index("notifications_user_created_idx").on(t.user_id, t.created_at)],
);

export const search_history = pgTable(
  "search_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    search_type: text("search_type").notNull().default("general"),
    results_count: integer("results_count").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("search_history_user_created_idx").on(t.user_id, t.created_at)],
);

export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("favorites_user_type_title_idx").on(t.user_id, t.type, t.title)],
);

/**
 * Saved trips (issue 30, decision 036): the model as core/requests.ts `tripModel` has it, never its
 * links (made again when shown). `share_token` is the read-only link's secret (192 random bits,
 * base64url), null while the trip is not shared; revoking it sets it back to null.
 * `updated_at` is the trip's own change (name or model), set by the route, not by sharing.
 */
export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    model: jsonb("model").$type<TripModel>().notNull(),
    share_token: text("share_token").unique(),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("trips_user_created_idx").on(t.user_id, t.created_at),
    // The places a trip visits (lower case; its starting point left out): new-deal alerts find the
    // trips that follow a deal's place through it (trip_places(), migration 0007).
    index("trips_places_idx").using("gin", sql`trip_places(${t.model})`),
  ],
);

/**
 * Deals the operator manages (console, spreadsheet import). Greek texts are required; English and
 * German fall back to Greek. The title is the import key: importing a sheet twice changes nothing.
 */
export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().unique(),
    description: text("description").notNull(),
    title_en: text("title_en"),
    description_en: text("description_en"),
    title_de: text("title_de"),
    description_de: text("description_de"),
    /** Catalogue partner id (content/partners.ts); null only for the three seed deals of the spec. */
    partner_id: text("partner_id"),
    category: text("category"),
    /** Landing page on the partner's own host (checked like /go/). */
    url: text("url"),
    /** A stored image (`/media/deals/<hash>.webp`) or "" for the category's art. */
    image_url: text("image_url").notNull().default(""),
    /** Prices in euro cents. */
    price_from: integer("price_from"),
    price_was: integer("price_was"),
    starts_at: date("starts_at", { mode: "string" }),
    /** Last day the deal is valid (inclusive). */
    expiry_date: date("expiry_date", { mode: "string" }).notNull(),
    featured: boolean("featured").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("deals_expiry_idx").on(t.expiry_date)],
);

/** Every admin write: who, what, when, and the record before and after. */
export const audit_log = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null when the command line made the change. */
    actor_id: text("actor_id"),
    actor_email: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    created_at: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at)],
);

/** Operator settings edited in the console (e.g. affiliate parameters); the environment is the default. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: updatedAt(),
});

/** Affiliate clicks through /go/:id. No IP address, no user id. */
export const clicks = pgTable(
  "clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    target_id: text("target_id").notNull(),
    category: text("category"),
    page: text("page"),
    lang: text("lang"),
    /** The link carried values the search understood (a filled deep link). */
    prefilled: boolean("prefilled").notNull().default(false),
    /** "phone" | "desktop", derived from the user agent; the user agent itself is not kept. */
    device_class: text("device_class"),
    /** The deal the click came from, when it came from a deal card. */
    deal_id: text("deal_id"),
    created_at: createdAt(),
  },
  (t) => [
    index("clicks_target_created_idx").on(t.target_id, t.created_at),
    index("clicks_created_idx").on(t.created_at),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every server instance: rate-limiter-flexible's
 * Drizzle store (server/rate-limit.ts) reads and writes them as `key`, `points` and `expire`.
 */
export const rate_limits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("count").notNull(),
  expire: timestamp("reset_at", tz).notNull(),
});

/** Per-user notification delivery settings (issue 14): the opt-in daily e-mail digest. */
export const notification_settings = pgTable("notification_settings", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** E-mail me a daily digest of new alerts (off by default). */
  email_digest: boolean("email_digest").notNull().default(false),
  /** When the last digest went out: the next one lists only notifications created after it. */
  digest_sent_at: timestamp("digest_sent_at", tz),
  /** When the digest was last turned on: an unsubscribe link is bound to it, so an older link no longer works. */
  digest_on_at: timestamp("digest_on_at", tz),
  updated_at: updatedAt(),
});

/** Alerts already sent, by key (e.g. "deal-expiring:<deal id>"): an alert never goes out twice. */
export const notification_keys = pgTable(
  "notification_keys",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
