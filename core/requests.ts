// Request bodies of the account API, written once: the server validates with these schemas
// (server/routes/*), the client's forms and calls take their input types from them.
import { z } from "zod";
import { LANGS } from "../content/types.ts";

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
