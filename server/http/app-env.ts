// What the middleware puts in the Hono context, and requireUser for handlers.
import type { Context } from "hono";
import type { Logger } from "pino";
import type { SessionUser } from "../../core/session.ts";
import { ApiError } from "./errors.ts";

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    /** How the request authenticated: browser cookie or native-app bearer token. */
    authVia: "cookie" | "bearer" | null;
    logger: Logger;
    /** This request's id (X-Request-Id): in its log lines and error bodies. */
    requestId: string;
  };
}

/** The signed-in user, or a 401. Every user-data query takes its user id from here. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const u = c.get("user");
  if (!u) throw new ApiError(401, "UNAUTHORIZED", "Sign in to continue");
  return u;
}
