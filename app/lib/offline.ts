// Saved data readable offline, on the web and in the native app alike (issue 30, decision 037).
// The last answer of each kept query — the signed-in user's favourites, saved trips and each saved
// trip, and any query that says `meta: { offline: true }` — is written to the device's storage under
// that user's id. When the server cannot be reached, the last user it confirmed on this device is
// shown from there with those copies, each marked with its date (useOfflineCopy). The device keeps
// one user's copies at a time: they go on sign-out, on account deletion, and as soon as the server
// says nobody, or somebody else, is signed in. Writes made offline are refused with a message in the
// page's language. The service worker (app/service-worker.ts) never caches the API.
import { hashKey, onlineManager, useQueryClient, type Query, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { tFor } from "~/i18n/i18n";
import { splitLangPath } from "~core/paths";
import { ApiError } from "./api-error.ts";
import { SESSION_KEY, type SessionUser } from "./session.ts";

const PREFIX = "taxidaki.offline.";
/** The last user the server confirmed on this device (id and e-mail). */
const USER_ITEM = `${PREFIX}user`;
/** That user's copies, by query hash. */
const copiesItem = (userId: string) => `${PREFIX}copies.${userId}`;
/** At most this many copies, and this many characters of JSON, per user: the oldest go first. */
export const MAX_COPIES = 150;
export const MAX_CHARS = 2_000_000;

interface Copy {
  key: QueryKey;
  data: unknown;
  savedAt: number;
}
type Copies = Record<string, Copy>;

/** Queries kept for offline reading, besides those with `meta.offline`. */
const KEPT: ((key: QueryKey, userId: string) => boolean)[] = [
  (k, u) => k[0] === "me" && k[1] === u && k[2] === "favorites",
  (k) => k[0] === "trips" && k.length === 1,
  (k) => k[0] === "trip" && typeof k[1] === "string" && k[1] !== "-",
];

/** True when the last answer of this query is kept on the device for `userId`. */
export function isKeptOffline(key: QueryKey, userId: string, meta?: Record<string, unknown>): boolean {
  if (key[0] === "me" && key[1] !== userId) return false; // another user's data is never kept for this one
  return meta?.offline === true || KEPT.some((kept) => kept(key, userId));
}

let store: Storage | null = null;
/** True while the user shown was read from the device because the server did not answer. */
let fromDevice = false;
/** Copies put into the cache, by query hash: the time of the copy. */
const restored = new Map<string, number>();
let restoring = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function read<T>(item: string): T | null {
  try {
    const raw = store?.getItem(item);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function readCopies(userId: string): Copies {
  return read<Copies>(copiesItem(userId)) ?? {};
}

/** Writes the copies, the oldest dropped past the limits or when the storage is full. */
function writeCopies(userId: string, copies: Copies): void {
  let entries = Object.entries(copies).sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, MAX_COPIES);
  for (;;) {
    const json = JSON.stringify(Object.fromEntries(entries));
    if (json.length <= MAX_CHARS || entries.length <= 1) {
      try {
        store?.setItem(copiesItem(userId), json);
        return;
      } catch {
        if (entries.length <= 1) return; // full even for one: nothing kept
      }
    }
    entries = entries.slice(0, Math.floor(entries.length / 2));
  }
}

function storedUser(): SessionUser | null {
  const u = read<SessionUser>(USER_ITEM);
  return u && typeof u.id === "string" ? u : null;
}

function setFromDevice(value: boolean): void {
  if (fromDevice === value) return;
  fromDevice = value;
  emit();
}

/** Removes every copy and the remembered user from the device (and, given the client, the kept queries from memory). */
export function forgetOfflineCopies(client?: QueryClient): void {
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
  restored.clear();
  client?.removeQueries({ predicate: (q) => isKeptOffline(q.queryKey, String(q.queryKey[1]), q.meta) });
  setFromDevice(false);
}

/** The server answered the session: remember its user (dropping another user's copies), or forget everything. */
function serverSession(user: SessionUser | null | undefined): void {
  setFromDevice(false);
  if (!user) return forgetOfflineCopies();
  const known = storedUser();
  if (known?.id === user.id && known.email === user.email) return;
  if (known && known.id !== user.id) forgetOfflineCopies();
  try {
    store?.setItem(USER_ITEM, JSON.stringify({ id: user.id, email: user.email }));
  } catch {
    // storage refused: nothing will be readable offline
  }
}

const currentUser = (client: QueryClient) => client.getQueryData<SessionUser | null>(SESSION_KEY) ?? null;
const isSession = (key: QueryKey) => key.length === SESSION_KEY.length && key[0] === SESSION_KEY[0];
/** fetch failed (no network, or no server): not an answer of the server. */
const networkFailure = (e: unknown) => e instanceof TypeError || (e instanceof ApiError && e.status === 0);

function putCopy(client: QueryClient, copy: Copy): void {
  restoring = true;
  try {
    client.setQueryData(copy.key, copy.data, { updatedAt: copy.savedAt });
  } finally {
    restoring = false;
  }
  restored.set(hashKey(copy.key), copy.savedAt);
  emit();
}

/** Copies of the user into the queries that have no data yet (all of them when `only` is not given). */
function restore(client: QueryClient, only?: Query): void {
  const user = currentUser(client);
  if (!user) return;
  const copies = readCopies(user.id);
  const wanted = only ? [copies[only.queryHash]].filter((c): c is Copy => !!c) : Object.values(copies);
  for (const copy of wanted) {
    if (client.getQueryData(copy.key) === undefined && isKeptOffline(copy.key, user.id)) putCopy(client, copy);
  }
}

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
  if (user) restore(client);
}

function save(client: QueryClient, query: Query): void {
  const user = currentUser(client);
  if (!user || query.state.data === undefined || !isKeptOffline(query.queryKey, user.id, query.meta)) return;
  const copies = readCopies(user.id);
  copies[query.queryHash] = { key: query.queryKey, data: query.state.data, savedAt: query.state.dataUpdatedAt || Date.now() };
  // A trip's own copy goes with the trip: kept only while the list of trips still has it.
  if (query.queryKey[0] === "trips" && Array.isArray(query.state.data)) {
    const ids = new Set((query.state.data as { id?: unknown }[]).map((t) => t?.id));
    for (const [hash, copy] of Object.entries(copies)) if (copy.key[0] === "trip" && !ids.has(copy.key[1])) delete copies[hash];
  }
  writeCopies(user.id, copies);
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
export function installOfflineCopies(client: QueryClient, storage: Storage | null = browserStorage()): () => void {
  store = storage;
  restored.clear();
  fromDevice = false;
  // TanStack Query counts as online until an `offline` event: start from what the browser knows.
  if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
  if (!onlineManager.isOnline()) readFromDevice(client);
  const stopQueries = client.getQueryCache().subscribe((event) => {
    const query = event.query;
    if (event.type === "added") {
      if (fromDevice || !onlineManager.isOnline()) queueMicrotask(() => restore(client, query));
      return;
    }
    if (event.type !== "updated") return;
    const action = event.action;
    if (isSession(query.queryKey)) {
      if (action.type === "success" && !action.manual) serverSession(query.state.data as SessionUser | null);
      else if (action.type === "error" && networkFailure(action.error) && query.state.data === undefined) queueMicrotask(() => readFromDevice(client));
      return;
    }
    if (action.type === "success" && !restoring) {
      save(client, query);
      // The server answers again: ask it who is signed in, to leave the device's copy.
      if (fromDevice && !action.manual) void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) readFromDevice(client);
    emit();
  });
  return () => {
    stopQueries();
    stopOnline();
    store = null;
  };
}

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

/** True for a write refused offline: its own message says so (a screen may skip its own error text). */
export const isOfflineRefusal = (e: unknown): boolean => e instanceof ApiError && e.code === "OFFLINE";

/**
 * Throws OfflineWriteError offline (the mutation cache calls it before every write). When only the
 * server was out of reach, it is asked again at once, so that a new try works as soon as it answers.
 */
export function refuseOfflineWrite(client?: QueryClient): void {
  if (!offlineNow()) return;
  if (fromDevice && onlineManager.isOnline()) void client?.invalidateQueries({ queryKey: SESSION_KEY });
  throw new OfflineWriteError();
}

/** When the query's data on screen is the device's copy, or the network is gone: the time of that data. */
export function offlineCopyTime(client: QueryClient, queryKey: QueryKey): number {
  const state = client.getQueryState(queryKey);
  if (!state || state.data === undefined || !state.dataUpdatedAt) return 0;
  return offlineNow() || restored.get(hashKey(queryKey)) === state.dataUpdatedAt ? state.dataUpdatedAt : 0;
}

export interface OfflineCopy {
  /** The time of the copy shown; null when offline with nothing saved on this device. */
  savedAt: Date | null;
}

/**
 * For a screen showing a kept query (favourites, trips, a trip): null while its data is live;
 * otherwise when the copy shown was saved (or null with nothing saved). Render it with
 * `OfflineCopyNote` (app/components/offline-copy-note.tsx), or show it your own way.
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
