// Who may send operator notices. A stand-in until the admin role of issue 13 lands: the lead
// swaps this body for the role check at merge; callers only use isAdmin(db, userId, …).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";

export async function isAdmin(db: Db, userId: string, adminEmails: readonly string[]): Promise<boolean> {
  if (!adminEmails.length) return false;
  const [row] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  return !!row?.verified && adminEmails.includes(row.email.toLowerCase());
}
