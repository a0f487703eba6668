// Saved data readable offline, on the web and in the native app alike (issue 30, decisions 037, 047).
// TanStack Query's own persistence (`@tanstack/react-query-persist-client` with the storage
// persister of `@tanstack/query-async-storage-persister`) keeps the last answer of the signed-in
// user's screens — favourites, saved trips and each trip, profile, notifications, recent searches,
// and any query that says `meta: { offline: true }` — in the device's storage, for that user only
// (the persister's buster is the user's id, so another user's copy is never restored). Here: which
// user it is for (the last one the server confirmed on this device, also when the server cannot be
// reached), the "offline copy" mark (useOfflineCopy), the wipe on sign-out, and writes refused
// offline with a message in the page's language. The service worker (app/service-worker.ts) never
// caches the API.
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  hashKey,
  onlineManager,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { persistQueryClient, removeOldestQuery, type PersistedClient } from "@tanstack/react-query-persist-client";
import { useCallback, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { tFor } from "~/i18n/i18n";
import { splitLangPath } from "~core/paths";
import { ApiError } from "./api-error.ts";
import { SESSION_KEY, type SessionUser } from "./session.ts";

const PREFIX = "taxidaki.offline.";
/** The last user the server confirmed on this device (id and e-mail). */
const USER_ITEM = `${PREFIX}user`;
/** That user's copies: the persister's one item. */
export const COPIES_ITEM = `${PREFIX}copies`;
/** The shape of the copies; a new one drops the old copies instead of reading them. */
const COPIES_VERSION = "2";
/** The persister's buster: a copy is restored only for the user (and the shape) it was written for. */
export const busterFor = (userId: string) => `${COPIES_VERSION}:${userId}`;

/** A signed-in user's own screens whose last answer is kept, besides queries with `meta.offline`. */
const KEPT: ((key: QueryKey, userId: string) => boolean)[] = [
  // Everything of the user's own under ["me", id, …]: favourites, profile, notifications and their settings, recent
  // searches.
  (k, u) => k[0] === "me" && k[1] === u,
  (k) => k[0] === "trips" && k.length === 1,
  (k) => k[0] === "trip" && typeof k[1] === "string" && k[1] !== "-",
];

/** True when the last answer of this query is kept on the device for `userId`. */
export function isKeptOffline(key: QueryKey, userId: string, meta?: Record<string, unknown>): boolean {
  if (key[0] === "me" && key[1] !== userId) return false; // another user's data is never kept for this one
  return meta?.offline === true || KEPT.some((kept) => kept(key, userId));
}

let store: Storage | null = null;
/** At most one write of the copies in this many ms (the persister's throttle). */
let throttleMs = 100;
/** True while the user shown was read from the device because the server did not answer. */
let fromDevice = false;
/** Copies put into the cache from the device, by query hash: the time of the copy. */
const restored = new Map<string, number>();
/** The persistence running for one user: its end, and when its copies are in the cache. */
let running: { userId: string; stop: () => void; ready: Promise<void> } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function storedUser(): SessionUser | null {
  try {
    const raw = store?.getItem(USER_ITEM);
    const u = raw ? (JSON.parse(raw) as SessionUser) : null;
    return u && typeof u.id === "string" ? u : null;
  } catch {
    return null;
  }
}

function setFromDevice(value: boolean): void {
  if (fromDevice === value) return;
  fromDevice = value;
  emit();
}

/**
 * What is written for `userId`: kept queries with data; a trip's copy only while the list of trips (when known) still
 * has it.
 */
function keep(client: QueryClient, query: Query, userId: string): boolean {
  if (query.state.data === undefined) return false;
  if (!isKeptOffline(query.queryKey, userId, query.meta) && !restored.has(query.queryHash)) return false;
  if (query.queryKey[0] !== "trip") return true;
  const trips = client.getQueryData<{ id?: unknown }[]>(["trips"]);
  return !Array.isArray(trips) || trips.some((t) => t?.id === query.queryKey[1]);
}

/** A copy is data, not a fetch: written as a success, whatever the last fetch did. */
function serialize(client: PersistedClient): string {
  const queries = client.clientState.queries.map((q) => ({
    ...q,
    state: {
      ...q.state,
      status: "success" as const,
      error: null,
      fetchStatus: "idle" as const,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  }));
  return JSON.stringify({ ...client, clientState: { mutations: [], queries } });
}

/**
 * Keeps `userId`'s copies: first puts those on the device into the cache (the library's restore),
 * then writes the kept queries on each change (the library's subscribe, throttled). The storage
 * refuses writes once this user's persistence has stopped, so a save still pending cannot bring
 * back a wiped copy.
 */
function persistFor(client: QueryClient, userId: string): Promise<void> {
  if (running?.userId === userId) return running.ready;
  running?.stop();
  const storage = store;
  let active = true;
  const guarded = storage && {
    getItem: (k: string) => storage.getItem(k),
    setItem: (k: string, v: string) => (active ? storage.setItem(k, v) : undefined),
    removeItem: (k: string) => storage.removeItem(k),
  };
  const base = createAsyncStoragePersister({
    storage: guarded,
    key: COPIES_ITEM,
    throttleTime: throttleMs,
    serialize,
    retry: removeOldestQuery,
  });
  let found: PersistedClient | undefined;
  const persister = {
    ...base,
    restoreClient: async () => (found = await base.restoreClient()),
  };
  const [stopLibrary, restoring] = persistQueryClient({
    queryClient: client,
    persister,
    buster: busterFor(userId),
    maxAge: Infinity,
    // Restored queries stay until they are replaced or wiped (not dropped after 5 idle minutes).
    hydrateOptions: { defaultOptions: { queries: { gcTime: Infinity } } },
    dehydrateOptions: { shouldDehydrateMutation: () => false, shouldDehydrateQuery: (q) => keep(client, q, userId) },
  });
  const ready = restoring
    .catch(() => {}) // unreadable copies are removed by the library: nothing to show
    .then(() => {
      if (!active || found?.buster !== busterFor(userId)) return;
      for (const q of found.clientState.queries) {
        if (client.getQueryState(q.queryKey)?.dataUpdatedAt === q.state.dataUpdatedAt)
          restored.set(q.queryHash, q.state.dataUpdatedAt);
      }
      emit();
    });
  running = {
    userId,
    ready,
    stop: () => {
      active = false;
      stopLibrary();
    },
  };
  return ready;
}

/** Removes every copy and the remembered user from the device (and, given the client, the kept queries from memory). */
export function forgetOfflineCopies(client?: QueryClient): void {
  running?.stop();
  running = null;
  try {
    const items: string[] = [];
    for (let i = 0; store && i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(PREFIX)) items.push(k);
    }
    for (const k of items) store?.removeItem(k);
  } catch {
    // storage refused: nothing was kept there either
  }
  client?.removeQueries({
    predicate: (q) => restored.has(q.queryHash) || isKeptOffline(q.queryKey, String(q.queryKey[1]), q.meta),
  });
  restored.clear();
  setFromDevice(false);
}

/** Restored copies shown while the server answers again: asked for afresh. */
function refreshRestored(client: QueryClient): void {
  if (restored.size)
    void client.invalidateQueries({ predicate: (q) => restored.get(q.queryHash) === q.state.dataUpdatedAt });
}

/**
 * The server answered the session: remember its user (dropping another user's copies) and keep theirs, or forget
 * everything.
 */
function serverSession(client: QueryClient, user: SessionUser | null | undefined): void {
  const wasFromDevice = fromDevice;
  setFromDevice(false);
  if (!user) return forgetOfflineCopies();
  const known = storedUser();
  if (known && known.id !== user.id) forgetOfflineCopies(client);
  if (known?.id !== user.id || known.email !== user.email) {
    try {
      store?.setItem(USER_ITEM, JSON.stringify({ id: user.id, email: user.email }));
    } catch {
      // storage refused: nothing will be readable offline
    }
  }
  const first = running?.userId !== user.id;
  void persistFor(client, user.id).then(() => {
    if (first || wasFromDevice) refreshRestored(client);
  });
}

/** fetch failed (no network, or no server): not an answer of the server. */
const networkFailure = (e: unknown) => e instanceof TypeError || (e instanceof ApiError && e.status === 0);
const isSession = (key: QueryKey) => key.length === SESSION_KEY.length && key[0] === SESSION_KEY[0];

/**
 * No server to ask: the last user it confirmed on this device, from the device, with their copies;
 * nobody (signed out) when the device remembers nobody.
 */
function readFromDevice(client: QueryClient): void {
  const user = storedUser();
  if (client.getQueryData(SESSION_KEY) === undefined) {
    // Stale at once: the server is asked again as soon as it can be.
    client.setQueryData(SESSION_KEY, user, { updatedAt: 1 });
    if (user) setFromDevice(true);
  }
  const shown = client.getQueryData<SessionUser | null>(SESSION_KEY);
  if (shown) void persistFor(client, shown.id);
}

/** The browser's local storage, when it can be used. */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps and restores the copies for `client` (the app's one, in the browser; a test's own).
 * Returns the way to stop.
 */
export function installOfflineCopies(
  client: QueryClient,
  storage: Storage | null = browserStorage(),
  options: { throttleMs?: number } = {},
): () => void {
  store = storage;
  throttleMs = options.throttleMs ?? 100;
  restored.clear();
  running?.stop();
  running = null;
  fromDevice = false;
  // TanStack Query counts as online until an `offline` event: start from what the browser knows.
  if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
  if (!onlineManager.isOnline()) readFromDevice(client);
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const { query, action } = event;
    if (isSession(query.queryKey)) {
      if (action.type === "success" && !action.manual) serverSession(client, query.state.data as SessionUser | null);
      else if (action.type === "error" && networkFailure(action.error) && query.state.data === undefined)
        queueMicrotask(() => readFromDevice(client));
      return;
    }
    // The server answers again: ask it who is signed in, to leave the device's copy.
    if (action.type === "success" && !action.manual && fromDevice)
      void client.invalidateQueries({ queryKey: SESSION_KEY });
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) readFromDevice(client);
    emit();
  });
  return () => {
    stopQueries();
    stopOnline();
    running?.stop();
    running = null;
    store = null;
  };
}

/** When the copies of the user shown are in the cache (tests, and screens that wait for them). */
export const offlineCopiesReady = (): Promise<void> => running?.ready ?? Promise.resolve();

/** True when a write cannot reach the server: the browser is offline, or the user shown is the device's copy. */
export const offlineNow = () => !onlineManager.isOnline() || fromDevice;

/** A write refused offline (code OFFLINE); its message is in the page's language. */
export class OfflineWriteError extends ApiError {
  constructor() {
    const lang = typeof location === "undefined" ? "el" : splitLangPath(location.pathname).lang;
    super(0, "OFFLINE", tFor(lang)("offline.writeRefused"));
    this.name = "OfflineWriteError";
  }
}

/** True for a write refused offline: its own message says so (a screen skips its own error text). */
export const isOfflineRefusal = (e: unknown): boolean => e instanceof ApiError && e.code === "OFFLINE";

/**
 * The error toast of a failed write, unless the write was refused offline: the refusal has its own
 * toast (query-client.ts), and one toast says it (issue 37). Every mutation's onError shows its
 * error through this (a lint rule keeps `toast.error` out of onError handlers).
 */
export function writeErrorToast(error: unknown, message: string): void {
  if (!isOfflineRefusal(error)) toast.error(message);
}

/**
 * Throws OfflineWriteError offline (the mutation cache calls it before every write). When only the
 * server was out of reach, it is asked again at once, so that a new try works as soon as it answers.
 */
export function refuseOfflineWrite(client?: QueryClient): void {
  if (!offlineNow()) return;
  if (fromDevice && onlineManager.isOnline()) void client?.invalidateQueries({ queryKey: SESSION_KEY });
  throw new OfflineWriteError();
}

/**
 * The time of the data shown for this query when it is not the server's live answer: offline, any
 * data; online, a copy from the device that no fetch is replacing. 0 otherwise.
 */
export function offlineCopyTime(client: QueryClient, queryKey: QueryKey): number {
  const state = client.getQueryState(queryKey);
  if (!state || state.data === undefined || !state.dataUpdatedAt) return 0;
  if (offlineNow()) return state.dataUpdatedAt;
  return restored.get(hashKey(queryKey)) === state.dataUpdatedAt && state.fetchStatus !== "fetching"
    ? state.dataUpdatedAt
    : 0;
}

export interface OfflineCopy {
  /** The time of the copy shown; null when offline with nothing saved on this device. */
  savedAt: Date | null;
}

/**
 * For a screen showing a kept query: null while its data is live; otherwise when the copy shown
 * was saved (or null with nothing saved, when the screen can only say it needs a connection).
 * Render it with `OfflineCopyNote` (app/components/offline-copy-note.tsx), or your own way.
 */
export function useOfflineCopy(queryKey: QueryKey): OfflineCopy | null {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (changed: () => void) => {
      const stopQueries = client.getQueryCache().subscribe((e) => e.query.queryHash === hash && changed());
      const stopOnline = onlineManager.subscribe(changed);
      listeners.add(changed);
      return () => {
        stopQueries();
        stopOnline();
        listeners.delete(changed);
      };
    },
    [client, hash],
  );
  // Numbers, so that the snapshot is stable: the copy's time, -1 offline with nothing, 0 live.
  const at = useSyncExternalStore(
    subscribe,
    () => offlineCopyTime(client, queryKey) || (offlineNow() && client.getQueryData(queryKey) === undefined ? -1 : 0),
    () => 0,
  );
  return at === 0 ? null : { savedAt: at > 0 ? new Date(at) : null };
}
