// The one admin check. Every /api/v1/admin/* handler runs behind `adminOnly`, and any other
// handler that needs an admin calls `requireAdmin(c, db)`.
import type { Context, MiddlewareHandler } from "hono";
import { eq } from "drizzle-orm";
import { LANGS, type Lang } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { SessionUser } from "../../core/session.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";
import type { Actor } from "./audit.ts";

type Admin = SessionUser & Actor & { lang: Lang };

/** Each request's answer, so the middleware's check and a handler's own call read the role once. */
const checked = new WeakMap<Context, Promise<Admin>>();

/**
 * 401 without a session, 403 for a signed-in user who is not an admin; the role is read fresh for each request, once.
 */
export function requireAdmin(c: Context<AppEnv>, db: Db): Promise<Admin> {
  let admin = checked.get(c);
  if (!admin) checked.set(c, (admin = readAdmin(c, db)));
  return admin;
}

async function readAdmin(c: Context<AppEnv>, db: Db): Promise<Admin> {
  const u = requireUser(c);
  const [row] = await db.select({ role: user.role, lang: user.lang }).from(user).where(eq(user.id, u.id));
  if (row?.role !== "admin") throw new ApiError(403, "FORBIDDEN", "Administrators only");
  return { ...u, lang: (LANGS as readonly string[]).includes(row.lang) ? (row.lang as Lang) : "el" };
}

/** Middleware form for a whole router (`/api/v1/admin/*`). */
export function adminOnly(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireAdmin(c, db);
    await next();
  };
}
