// Offline copies of the user's saved data (decision 037): what is kept, for whom, when it is shown
// and when it is gone.
import { QueryClient, QueryObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { MAX_COPIES, forgetOfflineCopies, installOfflineCopies, isKeptOffline, offlineCopyTime, refuseOfflineWrite } from "./offline.ts";
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

let storage: MemoryStorage;
let client: QueryClient;
let stop: () => void;

/** The device as a signed-in visit leaves it: the server confirmed Ann, her favourites were read. */
async function visitOnline(user = ann, favs: unknown = annFavs) {
  await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => user });
  await client.fetchQuery({ queryKey: favKey(user.id), queryFn: async () => favs });
}

/** The same device opened again later without a network: a new page, a new client. */
function reopenOffline() {
  stop();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onlineManager.setOnline(false);
  stop = installOfflineCopies(client, storage);
}

beforeEach(() => {
  storage = new MemoryStorage();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = installOfflineCopies(client, storage);
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
    expect(isKeptOffline(["me", "u1", "notifications"], "u1")).toBe(false);
    expect(isKeptOffline(["shared-trip", "tok"], "u1")).toBe(false);
    expect(isKeptOffline(["trip", "-"], "u1")).toBe(false);
    expect(isKeptOffline(["deals"], "u1", { offline: true })).toBe(true);
    expect(isKeptOffline(["me", "u2", "history"], "u1", { offline: true })).toBe(false);
  });

  it("keeps the last answer under the signed-in user's id, and nothing for a signed-out visitor", async () => {
    await client.fetchQuery({ queryKey: ["trips"], queryFn: async () => [{ id: "t1" }] });
    expect(storage.length).toBe(0); // nobody signed in yet
    await visitOnline();
    await client.fetchQuery({ queryKey: ["me", ann.id, "notifications"], queryFn: async () => [{ id: "n1" }] });
    const copies = JSON.parse(storage.getItem(`taxidaki.offline.copies.${ann.id}`)!);
    expect(Object.values(copies).map((c: any) => c.key)).toEqual([["me", ann.id, "favorites"]]);
    expect(JSON.parse(storage.getItem("taxidaki.offline.user")!)).toEqual(ann);
  });
});

describe("reading offline", () => {
  it("opened without a network, the last user is shown from the device with the copy, marked with its time", async () => {
    await visitOnline();
    const savedAt = client.getQueryState(favKey(ann.id))!.dataUpdatedAt;
    reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toEqual(ann);
    // The screen's query is created later (when the screen mounts): it gets the copy.
    client.getQueryCache().build(client, { queryKey: favKey(ann.id) });
    await tick();
    expect(client.getQueryData(favKey(ann.id))).toEqual(annFavs);
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(savedAt);
    expect(() => refuseOfflineWrite()).toThrow(ApiError);
  });

  it("a session the server does not answer (network failure) turns to the device's user", async () => {
    await visitOnline();
    stop();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = installOfflineCopies(client, storage);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: () => Promise.reject(new TypeError("Failed to fetch")) }).catch(() => {});
    await tick();
    expect(client.getQueryData(SESSION_KEY)).toEqual(ann);
    expect(client.getQueryData(favKey(ann.id))).toEqual(annFavs);
    expect(offlineCopyTime(client, favKey(ann.id))).toBeGreaterThan(0);
    // A write is refused, and the server is asked again at once: once it answers, writes go through.
    let asked = 0;
    // The app's session query (useSession), on screen.
    const session = new QueryObserver(client, { queryKey: SESSION_KEY, queryFn: async () => (asked++, ann), refetchOnMount: false });
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
    reopenOffline();
    client.getQueryCache().build(client, { queryKey: favKey(ann.id) });
    await tick();
    onlineManager.setOnline(true);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    await client.fetchQuery({ queryKey: favKey(ann.id), queryFn: async () => [...annFavs, { id: "f2", title: "Kayak" }] });
    expect(offlineCopyTime(client, favKey(ann.id))).toBe(0);
    expect(() => refuseOfflineWrite()).not.toThrow();
  });

  it("online, a copy is never put in place of the server's answer", async () => {
    await visitOnline();
    stop();
    client = new QueryClient();
    stop = installOfflineCopies(client, storage);
    expect(client.getQueryData(SESSION_KEY)).toBeUndefined(); // the server is asked who is signed in
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    client.getQueryCache().build(client, { queryKey: favKey(ann.id) });
    await tick();
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });
});

describe("nobody else sees the copies", () => {
  it("sign-out (and account deletion, the same path) removes them from the device and from memory", async () => {
    await visitOnline();
    await client.fetchQuery({ queryKey: ["trips"], queryFn: async () => [{ id: "t1" }] });
    forgetOfflineCopies(client);
    expect(storage.length).toBe(0);
    expect(client.getQueryData(["trips"])).toBeUndefined();
    reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toBeNull(); // signed out, not waiting for a server
    client.getQueryCache().build(client, { queryKey: favKey(ann.id) });
    await tick();
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });

  it("a session the server ended removes them; another user signing in removes the previous user's", async () => {
    await visitOnline();
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => null, staleTime: 0 });
    expect(storage.length).toBe(0);

    await visitOnline();
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => bob, staleTime: 0 });
    expect(storage.getItem(`taxidaki.offline.copies.${ann.id}`)).toBeNull();
    expect(JSON.parse(storage.getItem("taxidaki.offline.user")!)).toEqual(bob);
    reopenOffline();
    expect(client.getQueryData(SESSION_KEY)).toEqual(bob);
    client.getQueryCache().build(client, { queryKey: favKey(ann.id) });
    await tick();
    expect(client.getQueryData(favKey(ann.id))).toBeUndefined();
  });
});

describe("limits", () => {
  it("keeps the newest copies within the count, and halves them when the storage is full", async () => {
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    for (let i = 0; i < MAX_COPIES + 5; i++) client.setQueryData(["trip", `t${i}`], { id: `t${i}` }, { updatedAt: 1000 + i });
    const copies = JSON.parse(storage.getItem(`taxidaki.offline.copies.${ann.id}`)!);
    expect(Object.keys(copies)).toHaveLength(MAX_COPIES);
    expect(Object.values(copies).some((c: any) => c.key[1] === "t0")).toBe(false);
    expect(Object.values(copies).some((c: any) => c.key[1] === `t${MAX_COPIES + 4}`)).toBe(true);

    const small = new MemoryStorage(2_000);
    stop();
    client = new QueryClient();
    stop = installOfflineCopies(client, small);
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    for (let i = 0; i < 40; i++) client.setQueryData(["trip", `t${i}`], { id: `t${i}`, name: "x".repeat(40) }, { updatedAt: 1000 + i });
    const kept = JSON.parse(small.getItem(`taxidaki.offline.copies.${ann.id}`)!);
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    expect(Object.values(kept).some((c: any) => c.key[1] === "t39")).toBe(true); // the newest stays
  });

  it("a trip's copy goes once the list of trips no longer has it", async () => {
    await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: async () => ann });
    client.setQueryData(["trip", "t1"], { id: "t1" });
    client.setQueryData(["trip", "t2"], { id: "t2" });
    client.setQueryData(["trips"], [{ id: "t2" }]);
    const copies = JSON.parse(storage.getItem(`taxidaki.offline.copies.${ann.id}`)!);
    expect(Object.values(copies).map((c: any) => c.key.join("/")).sort()).toEqual(["trip/t2", "trips"]);
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
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async () => sent++ }).execute(undefined);
    expect(sent).toBe(1);
  });
});
