// Granting and revoking the admin role: the command line (`npm run admin`) and the console call these.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { audit, type Actor } from "./audit.ts";

export type Role = "user" | "admin";

export async function listAdmins(db: Db) {
  return db.select({ id: user.id, email: user.email }).from(user).where(eq(user.role, "admin")).orderBy(user.email);
}

/** Sets a user's role; 404 for an unknown e-mail. Returns whether anything changed. */
export async function setRole(
  db: Db,
  email: string,
  role: Role,
  actor: Actor,
): Promise<{ email: string; role: Role; changed: boolean }> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // The last-admin rule under concurrency: every role change first locks the admin rows (in one
    // order, so two changes queue instead of deadlocking) and re-reads them. Two admins revoking
    // each other at once: the second waits, then sees that its actor is no longer an admin (403).
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, "admin"))
      .orderBy(user.id)
      .for("no key update");
    const adminIds = new Set(admins.map((a) => a.id));
    if (actor.id !== null && !adminIds.has(actor.id)) throw new ApiError(403, "FORBIDDEN", "Administrators only");
    const [row] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, normalized));
    if (!row) throw new ApiError(404, "NOT_FOUND", `No account with the e-mail ${normalized}`);
    if (row.role === role) return { email: row.email, role, changed: false };
    if (role === "user" && actor.id === row.id)
      throw new ApiError(409, "CONFLICT", "You cannot revoke your own admin role");
    await tx.update(user).set({ role }).where(eq(user.id, row.id));
    await audit(tx, actor, {
      action: role === "admin" ? "role.grant" : "role.revoke",
      entity: "user",
      entityId: row.id,
      before: { email: row.email, role: row.role },
      after: { email: row.email, role },
    });
    return { email: row.email, role, changed: true };
  });
}
