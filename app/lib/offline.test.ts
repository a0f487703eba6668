// Offline copies of the user's saved data (decisions 037, 047): what is kept, for whom, when it is
// shown and when it is gone. The copies are written by TanStack Query's persister: these tests read
// the device's storage as the library leaves it.
import { QueryClient, QueryObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { toast } from "sonner";
import {
  COPIES_ITEM,
  busterFor,
  writeErrorToast,
  forgetOfflineCopies,
  installOfflineCopies,
  isKeptOffline,
  offlineCopiesReady,
  offlineCopyTime,
  refuseOfflineWrite,
} from "./offline.ts";
import { SESSION_KEY } from "./session.ts";

/** localStorage as the browser has it, in memory; `quota` characters at most, like a full disk. */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.items].reduce((n, [key, value]) => n + (key === k ? 0 : value.length), 0);
    if (used + v.length > this.quota) throw new DOMException("full", "QuotaExceededError");
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

const ann = { id: "u-ann", email: "ann@example.com" };
const bob = { id: "u-bob", email: "bob@example.com" };
const favKey = (u: string) => ["me", u, "favorites"] as const;
const annFavs = [{ id: "f1", title: "Skyscanner" }];
const tick = () => new Promise((r) => setTimeout(r, 0));
/** The persister's writes, unthrottled here (throttleMs 0), are done after a few turns of the event loop. */
async function written() {
  for (let i = 0; i < 5; i++) await tick();
}
const install = (c: QueryClient, s: Storage) => installOfflineCopies(c, s, { throttleMs: 0 });

/** What the device holds: the persisted client's buster and its queries' keys. */
function onDevice(s: Storage = storage): { buster: string; keys: unknown[][] } | null {
  const raw = s.getItem(COPIES_ITEM);
  if (!raw) return null;
  const c = JSON.parse(raw) as { buster: string; clientState: { queries: { queryKey: unknown[] }[] } };
  return { buster: c.buster, keys: c.clientState.queries.map((q) => q.queryKey) };
}

let storage: MemoryStorage;
let client: QueryClient;
let stop: () => void;

/** The device as a signed-in visit leaves it: the server confirmed Ann, her favourites were read. */
async function visitOnline(user = ann, favs: unknown = annFavs) {
  await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => user });
  await offlineCopiesReady();
  await client.fetchQuery({ queryKey: favKey(user.id), queryFn: async () => favs });
  await written();
}

/** The same device opened again later without a network: a new page, a new client. */
async function reopenOffline() {
  stop();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onlineManager.setOnline(false);
  stop = install(client, storage);
  await offlineCopiesReady();
}

beforeEach(() => {
  storage = new MemoryStorage();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = install(client, storage);
});
afterEach(() => {
  stop();
  onlineManager.setOnline(true);
});

describe("what is kept on the device", () => {
  it("the user's favourites, trips and each trip, and queries that ask for it; never another user's data", () => {
    expect(isKeptOffline(favKey("u1"), "u1")).toBe(true);
    expect(isKeptOffline(["trips"], "u1")).toBe(true);
    expect(isKeptOffline(["trip", "t-1"], "u1")).toBe(true);
    expect(isKeptOffline(favKey("u2"), "u1")).toBe(false);
    expect(isKeptOffline(["me", "u1", "notifications"], "u1")).toBe(true);
    expect(isKeptOffline(["me", "u1", "profile"], "u1")).toBe(true);
    expect(isKeptOffline(["shared-trip", "tok"], "u1")).toBe(false);
    expect(isKeptOffline(["trip", "-"], "u1")).toBe(false);
    expect(isKeptOffline(["deals"], "u1", { offline: true })).toBe(true);
    expect(isKeptOffline(["me", "u2", "history"], "u1", { offline: true })).toBe(false);
  });

  it("keeps the last answer under the signed-in user's id, and nothing for a signed-out visitor", async () => {
    await client.fetchQuery({ queryKey: ["trips"], queryFn: async () => [{ id: "t1" }] });
    await written();
    expect(storage.length).toBe(0); // nobody signed in yet
    client.clear();
    await visitOnline();
    await client.fetchQuery({ queryKey: ["me", ann.id, "notifications"], queryFn: async () => [{ id: "n1" }] });
    await client.fetchQuery({ queryKey: ["deals"], queryFn: async () => [{ id: "d1" }] });
    await written();
    expect(onDevice()).toEqual({
      buster: busterFor(ann.id),
      keys: [
        ["me", ann.id, "favorites"],
        ["me", ann.id, "notifications"],
      ],
    });
    expect(JSON.parse(storage.getItem("taxidaki.offline.user")!)).toEqual(ann);
  });

  it("a later visit that reads only some screens keeps the copies of the others", async () => {
    await visitOnline();
    await client.fetchQuery({ queryKey: ["trips"], queryFn: async () => [{ id: "t1" }] });
    await written();
    // A new page online: only the profile is read this time.
    stop();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = install(client, storage);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await offlineCopiesReady();
    await client.fetchQuery({ queryKey: ["me", ann.id, "profile"], queryFn: async () => ({ full_name: "Ann" }) });
    await written();
    expect(onDevice()!.keys).toEqual(
      expect.arrayContaining([["me", ann.id, "favorites"], ["trips"], ["me", ann.id, "profile"]]),
    );
  });
});

describe("reading offline", () => {
  it("opened without a network, the last user is shown from the device with the copy, marked with its time", async () => {
    await visitOnline();
    const savedAt = client.getQueryState(favKey(ann.id))!.dataUpdatedAt;
    await reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toEqual(ann);
    expect(client.getQueryData(favKey(ann.id))).toEqual(annFavs);
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(savedAt);
    expect(() => refuseOfflineWrite()).toThrow(ApiError);
  });

  it("a session the server does not answer (network failure) turns to the device's user", async () => {
    await visitOnline();
    stop();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = install(client, storage);
    await client
      .fetchQuery({ queryKey: SESSION_KEY, queryFn: () => Promise.reject(new TypeError("Failed to fetch")) })
      .catch(() => {});
    await tick();
    await offlineCopiesReady();
    expect(client.getQueryData(SESSION_KEY)).toEqual(ann);
    expect(client.getQueryData(favKey(ann.id))).toEqual(annFavs);
    expect(offlineCopyTime(client, favKey(ann.id))).toBeGreaterThan(0);
    // A write is refused, and the server is asked again at once: once it answers, writes go through.
    let asked = 0;
    // The app's session query (useSession), on screen.
    const session = new QueryObserver(client, {
      queryKey: SESSION_KEY,
      queryFn: async () => (asked++, ann),
      refetchOnMount: false,
    });
    const unsubscribe = session.subscribe(() => {});
    expect(() => refuseOfflineWrite(client)).toThrow(ApiError);
    await tick();
    await tick();
    unsubscribe();
    expect(asked).toBe(1);
    expect(offlineCopyTime(client, favKey(ann.id))).toBeGreaterThan(0); // still the device's copy until read again
    expect(() => refuseOfflineWrite(client)).not.toThrow();
  });

  it("a fresh answer from the server replaces the copy and the mark goes", async () => {
    await visitOnline();
    await reopenOffline();
    onlineManager.setOnline(true);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await client.fetchQuery({
      queryKey: favKey(ann.id),
      queryFn: async () => [...annFavs, { id: "f2", title: "Kayak" }],
    });
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(0);
    expect(() => refuseOfflineWrite()).not.toThrow();
  });

  it("online, the copy waits for the server to confirm the user, is not marked while the server is asked, and gives way to its answer", async () => {
    await visitOnline();
    stop();
    client = new QueryClient();
    stop = install(client, storage);
    expect(client.getQueryData(SESSION_KEY)).toBeUndefined(); // the server is asked who is signed in
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await offlineCopiesReady();
    // The screen asks the server at once (the copy is stale), and shows the copy unmarked meanwhile.
    let answer!: (v: unknown) => void;
    const screen = new QueryObserver(client, {
      queryKey: favKey(ann.id),
      queryFn: () => new Promise((r) => (answer = r)),
    });
    const unsubscribe = screen.subscribe(() => {});
    expect(screen.getCurrentResult().data).toEqual(annFavs);
    expect(screen.getCurrentResult().isFetching).toBe(true);
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(0);
    answer([]);
    await tick();
    expect(client.getQueryData(favKey(ann.id))).toEqual([]);
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(0);
    unsubscribe();
  });

  it("another user's copy is never restored (the persister's buster is the user)", async () => {
    await visitOnline();
    storage.setItem("taxidaki.offline.user", JSON.stringify(bob)); // as if Bob had been confirmed last, without his copies
    await reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toEqual(bob);
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });
});

describe("nobody else sees the copies", () => {
  it("sign-out (and account deletion, the same path) removes them from the device and from memory", async () => {
    await visitOnline();
    // A write still pending when the user signs out does not bring the copy back.
    await client.fetchQuery({ queryKey: ["trips"], queryFn: async () => [{ id: "t1" }] });
    await client.fetchQuery({ queryKey: ["trip", "t1"], queryFn: async () => ({ id: "t1" }) });
    forgetOfflineCopies(client);
    await written();
    expect(storage.length).toBe(0);
    expect(client.getQueryData(["trips"])).toBeUndefined();
    await reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toBeNull(); // signed out, not waiting for a server
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });

  it("a session the server ended removes them; another user signing in removes the previous user's", async () => {
    await visitOnline();
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => null, staleTime: 0 });
    await written();
    expect(storage.length).toBe(0);

    await visitOnline();
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => bob, staleTime: 0 });
    await offlineCopiesReady();
    await written();
    expect(onDevice()).toBeNull(); // Ann's copies are gone, Bob has none yet
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
    expect(JSON.parse(storage.getItem("taxidaki.offline.user")!)).toEqual(bob);
    await reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toEqual(bob);
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });
});

describe("limits", () => {
  it("when the storage is full, the oldest copies go first and the newest stay", async () => {
    const small = new MemoryStorage(2_000);
    stop();
    client = new QueryClient();
    stop = install(client, small);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await offlineCopiesReady();
    for (let i = 0; i < 40; i++)
      client.setQueryData(["trip", `t${i}`], { id: `t${i}`, name: "x".repeat(40) }, { updatedAt: 1000 + i });
    await written();
    const kept = onDevice(small)!.keys;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(40);
    expect(kept).toContainEqual(["trip", "t39"]); // the newest stays
    expect(kept).not.toContainEqual(["trip", "t0"]);
  });

  it("a trip's copy goes once the list of trips no longer has it", async () => {
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await offlineCopiesReady();
    client.setQueryData(["trip", "t1"], { id: "t1" });
    client.setQueryData(["trip", "t2"], { id: "t2" });
    client.setQueryData(["trips"], [{ id: "t2" }]);
    await written();
    expect(
      onDevice()!
        .keys.map((k) => k.join("/"))
        .sort(),
    ).toEqual(["trip/t2", "trips"]);
  });

  it("a copy whose last fetch failed is still written as data, and read back as data", async () => {
    await visitOnline();
    await client
      .fetchQuery({
        queryKey: favKey(ann.id),
        queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
        staleTime: 0,
      })
      .catch(() => {});
    expect(client.getQueryState(favKey(ann.id))!.status).toBe("error");
    await written();
    await reopenOffline();
    expect(client.getQueryState(favKey(ann.id))).toMatchObject({ status: "success", data: annFavs, error: null });
  });
});

describe("writes offline", () => {
  it("the refusal speaks the page's language", () => {
    onlineManager.setOnline(false);
    try {
      vi.stubGlobal("location", { pathname: "/de/favorites" });
      expect(() => refuseOfflineWrite()).toThrow("Keine Verbindung: Die Änderung wurde nicht gespeichert.");
      vi.stubGlobal("location", { pathname: "/en/trips" });
      expect(() => refuseOfflineWrite()).toThrow("No connection: the change was not saved.");
      vi.stubGlobal("location", { pathname: "/favorites" });
      expect(() => refuseOfflineWrite()).toThrow("Χωρίς σύνδεση: η αλλαγή δεν αποθηκεύτηκε.");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a mutation is refused before it is sent, with the OFFLINE code and a message in the page's language", async () => {
    const { queryClient } = await import("./query-client.ts");
    onlineManager.setOnline(false);
    let sent = 0;
    const error = await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => sent++ })
      .execute(undefined)
      .catch((e: unknown) => e);
    expect(sent).toBe(0);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("OFFLINE");
    expect((error as ApiError).message).toMatch(/Χωρίς σύνδεση/);
    onlineManager.setOnline(true);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => sent++ })
      .execute(undefined);
    expect(sent).toBe(1);
  });

  it("an offline write shows one toast, the refusal's, whatever error text its screen has", async () => {
    const { queryClient } = await import("./query-client.ts");
    const shown = vi.spyOn(toast, "error").mockImplementation(() => "");
    onlineManager.setOnline(false);
    try {
      // As the trip page saves: an error toast of its own per call, and one in the hook.
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: async () => 1,
        onError: (e) => writeErrorToast(e, "Could not save the trip"),
      });
      await mutation.execute(undefined).catch(() => {});
      expect(shown.mock.calls.map((c) => c[0])).toEqual([expect.stringMatching(/^Χωρίς σύνδεση/)]);
      // Online, a write the server refuses shows the screen's own text.
      shown.mockClear();
      writeErrorToast(new ApiError(500, "INTERNAL", "boom"), "Could not save the trip");
      expect(shown.mock.calls.map((c) => c[0])).toEqual(["Could not save the trip"]);
    } finally {
      onlineManager.setOnline(true);
      shown.mockRestore();
    }
  });
});
