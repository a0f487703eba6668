import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { profileUpdate } from "../../core/requests.ts";
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema.ts";
import { ensureProfile } from "../auth.ts";
import { ApiError } from "../http/errors.ts";
import { documented, validate } from "./openapi.ts";
import { profileRow } from "./responses.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";

// The body schema is shared with the client (core/requests.ts); it must fit the table.
const profileBody = profileUpdate satisfies z.ZodType<Partial<typeof profiles.$inferInsert>>;

export function profileRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", documented({ summary: "The signed-in user's profile", response: profileRow }), async (c) => {
      const u = requireUser(c);
      let [row] = await db.select().from(profiles).where(eq(profiles.id, u.id));
      if (!row) {
        await ensureProfile(db, u.id);
        [row] = await db.select().from(profiles).where(eq(profiles.id, u.id));
      }
      return c.json(row!);
    })
    .put(
      "/",
      documented({ summary: "Change the profile", response: profileRow }),
      validate("json", profileBody),
      async (c) => {
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
      },
    );
}
