// What Better Auth answered for a browser's session cookies, while that answer cannot change.
//
// With the signed cookie cache (decision 011) Better Auth answers a request from its
// `session_data` cookie alone: it checks two HMAC signatures (WebCrypto, in the thread pool), the
// token and both expiry times, and no store is asked. For the same Cookie header the answer is
// therefore the same until the cached copy or the session expires — whichever comes first — so
// it is kept here until then and the checks are not repeated on every request. Only answers that
// came from a valid cached copy are kept (Better Auth set no cookie); a renewed or refused copy,
// a bearer token or a chunked cookie always goes through Better Auth. Revocation is unchanged:
// a device that signed out no longer sends this header, and other devices' copies ended at the
// same time as Better Auth's own check would have ended them (docs/api.md).
import { LRUCache } from "lru-cache";
import type { SessionUser } from "../../core/session.ts";

/** Browsers remembered at once (the oldest goes first). */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** ms since the epoch: the earlier of the cached copy's and the session's expiry. */
  until: number;
}

const DATA_COOKIE = /(?:^|;\s*)(?:__Secure-)?taxidaki\.session_data=([^;\s]*)/;
/** The cookies Better Auth's answer depends on: the session token, the cached copy, "don't remember me". */
const SESSION_COOKIES = /(?:^|;\s*)((?:__Secure-)?taxidaki\.(?:session_token|session_data|dont_remember)=[^;\s]*)/g;

/**
 * The memo's key: only the session's own cookies, in order. Other cookies (theme, language, or
 * junk a client adds) neither change Better Auth's answer nor make a new entry, so one session is
 * one entry however its Cookie header varies.
 */
function keyOf(cookie: string): string | undefined {
  const parts = [...cookie.matchAll(SESSION_COOKIES)].map((m) => m[1] ?? "");
  return parts.some((p) => p.includes("session_data=")) ? parts.join("; ") : undefined;
}
const CHUNKED = /(?:^|;\s*)(?:__Secure-)?taxidaki\.session_data\.\d+=/;

/** What a compact cached copy holds (base64url JSON), unchecked: its signature is Better Auth's to check. */
interface CachedCopy {
  expiresAt?: unknown;
  session?: { session?: { expiresAt?: unknown }; user?: { id?: unknown } };
}

/** The cached copy in a Cookie header, read but not verified; undefined when absent, chunked or not JSON. */
export function readCachedCopy(cookie: string): CachedCopy | undefined {
  const value = DATA_COOKIE.exec(cookie)?.[1];
  if (!value || CHUNKED.test(cookie)) return undefined;
  try {
    return JSON.parse(Buffer.from(decodeURIComponent(value), "base64url").toString("utf8")) as CachedCopy;
  } catch {
    return undefined;
  }
}

/** The expiry of a compact cached copy: the earlier of its own `expiresAt` and the session's. */
function cachedCopyExpiry(cookie: string): number | undefined {
  const parsed = readCachedCopy(cookie);
  if (!parsed) return undefined;
  const until = Math.min(Number(parsed.expiresAt), new Date(parsed.session?.session?.expiresAt as string).getTime());
  return Number.isFinite(until) ? until : undefined;
}

export class SessionMemo {
  /** Bounded: the least recently used go first (each entry also ends at its own `until`). */
  private entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** The user for this Cookie header, when Better Auth already accepted it and it is still valid. */
  get(cookie: string, now = Date.now()): SessionUser | undefined {
    const key = keyOf(cookie);
    const entry = key && this.entries.get(key);
    if (!key || !entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  /** Remembers Better Auth's answer for a Cookie header that holds a valid cached copy. */
  remember(cookie: string, user: SessionUser, now = Date.now()): void {
    const until = cachedCopyExpiry(cookie);
    const key = keyOf(cookie);
    if (until === undefined || until <= now || !key) return;
    this.entries.set(key, { user, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
