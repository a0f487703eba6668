// Accounts deleted in the last moments, so that a copy of their session cached in a browser
// (the signed `session_data` cookie, valid for SESSION_CACHE_SEC) opens nothing: not a read, not
// the session endpoint, not a live stream. Every instance hears of a deletion on the event bus.
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";
import { readCachedCopy } from "./session-memo.ts";
import type { EventBus } from "../events/bus.ts";

/** Deletions remembered at once; beyond, the oldest go first (each only matters for a minute). */
const MAX_DELETED = 100_000;

const SESSION_COOKIE_NAMES = /(?:^|;\s*)((?:__Secure-)?taxidaki\.(?:session_token|session_data|dont_remember))=/g;

/** The user id inside a cached copy, signed or not: it only ever denies. */
function cachedCopyUser(cookie: string): string | undefined {
  const id = readCachedCopy(cookie)?.session?.user?.id;
  return typeof id === "string" ? id : undefined;
}

export class DeletedAccounts {
  private ids: LRUCache<string, true>;
  constructor(rememberMs: number) {
    this.ids = new LRUCache({ max: MAX_DELETED, ttl: rememberMs, ttlAutopurge: false });
  }
  add(userId: string): void {
    this.ids.set(userId, true);
  }
  has(userId: string): boolean {
    return this.ids.get(userId) === true;
  }
  get size(): number {
    return this.ids.size;
  }
}

/**
 * Refuses a request whose cached session copy belongs to a deleted account: 401 (the session
 * endpoint answers `null`, like any signed-out one), and the session cookies are cleared.
 */
export function refuseDeletedAccounts(deleted: DeletedAccounts, secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = deleted.size > 0 ? c.req.header("cookie") : undefined;
    const id = cookie && cachedCopyUser(cookie);
    if (!id || !deleted.has(id)) return next();
    for (const m of cookie.matchAll(SESSION_COOKIE_NAMES)) {
      c.header("Set-Cookie", `${m[1]}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`, {
        append: true,
      });
    }
    if (c.req.method === "GET" && c.req.path === "/api/auth/get-session") return c.json(null);
    return c.json(errorBody("UNAUTHORIZED", "Sign in to continue"), 401);
  };
}

/**
 * The guard of an app: it hears of every deletion on the event bus (all instances) and remembers it a little longer
 * than a cached session copy lives.
 */
export function deletedAccountsGuard(
  events: EventBus,
  opts: { sessionCacheSec: number; secure: boolean },
): MiddlewareHandler<AppEnv> {
  const deleted = new DeletedAccounts((opts.sessionCacheSec + 5) * 1000);
  events.subscribe((e) => {
    if (e.kind === "account-deleted") deleted.add(e.user_id);
  });
  return refuseDeletedAccounts(deleted, opts.secure);
}
