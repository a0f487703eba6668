import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createUpdateSchema } from "drizzle-zod";
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema.ts";
import { ensureProfile } from "../auth.ts";
import { ApiError, validate } from "../http/errors.ts";
import { requireUser, type AppEnv } from "../http/context.ts";

// Refinements keep the column's own optional/nullable shape; every string is bounded.
const text = (max: number) => (s: z.ZodString) => s.trim().max(max);

export const profileUpdate = createUpdateSchema(profiles, {
  full_name: text(200),
  phone: text(40),
  location: text(200),
  preferences: text(2000),
  email: z.email().max(320).optional(),
})
  .pick({ full_name: true, phone: true, location: true, preferences: true, theme: true, language_preference: true, email: true })
  .strict();

export function profileRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const u = requireUser(c);
      let [row] = await db.select().from(profiles).where(eq(profiles.id, u.id));
      if (!row) {
        await ensureProfile(db, u.id);
        [row] = await db.select().from(profiles).where(eq(profiles.id, u.id));
      }
      return c.json(row!);
    })
    .put("/", validate("json", profileUpdate), async (c) => {
      const u = requireUser(c);
      const { email, ...changes } = c.req.valid("json");
      if (email !== undefined && email.toLowerCase() !== u.email.toLowerCase()) {
        throw new ApiError(400, "VALIDATION", "The e-mail address cannot be changed here", { email: "read-only" });
      }
      await ensureProfile(db, u.id);
      const [row] = await db
        .update(profiles)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(profiles.id, u.id))
        .returning();
      return c.json(row!);
    });
}
