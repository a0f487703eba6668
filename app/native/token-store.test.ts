// The native API client: bearer token from secure storage, stored on sign-in, cleared on sign-out.
import { afterEach, describe, expect, it, vi } from "vitest";
import { nativeTransport } from "./token-store.ts";
import { setAuthTransport, webTransport } from "~/lib/auth-transport.ts";
import { apiFetch } from "~/lib/api.ts";
import { TOKEN_KEY } from "./config.ts";

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: async (k: string) => m.get(k) ?? null,
    setItem: async (k: string, v: string) => void m.set(k, v),
    removeItem: async (k: string) => void m.delete(k),
  };
}

afterEach(() => {
  setAuthTransport(webTransport);
  vi.unstubAllGlobals();
});

describe("native API client", () => {
  it("keeps the token from sign-in, sends it as a bearer to the server origin, and clears it on sign-out", async () => {
    const storage = memoryStorage();
    setAuthTransport(nativeTransport("https://taxidaki.gr", storage));
    const seen: { url: string; auth: string | null; credentials?: RequestCredentials }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, auth: new Headers(init.headers).get("authorization"), credentials: init.credentials });
        const headers: Record<string, string> = url.endsWith("/sign-in/email") ? { "set-auth-token": "tok-123" } : {};
        return new Response("{}", { status: 200, headers });
      }),
    );
    await apiFetch("/api/auth/sign-in/email", { method: "POST", body: "{}" });
    expect(storage.m.get(TOKEN_KEY)).toBe("tok-123");
    await apiFetch("/api/v1/favorites");
    expect(seen[1]).toEqual({
      url: "https://taxidaki.gr/api/v1/favorites",
      auth: "Bearer tok-123",
      credentials: "omit",
    });

    // After an app restart: a fresh transport reads the token back from secure storage.
    setAuthTransport(nativeTransport("https://taxidaki.gr", storage));
    await apiFetch("/api/v1/profile");
    expect(seen[2]!.auth).toBe("Bearer tok-123");

    await apiFetch("/api/auth/sign-out", { method: "POST", body: "{}" });
    expect(storage.m.has(TOKEN_KEY)).toBe(false);
    await apiFetch("/api/v1/profile");
    expect(seen[4]!.auth).toBeNull();
  });

  it("forgets a token the server no longer accepts", async () => {
    const storage = memoryStorage();
    storage.m.set(TOKEN_KEY, "expired");
    setAuthTransport(nativeTransport("https://taxidaki.gr", storage));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    await apiFetch("/api/v1/profile");
    expect(storage.m.has(TOKEN_KEY)).toBe(false);
  });

  it("on the web sends same-origin requests with cookies and no token", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200, headers: { "set-auth-token": "ignored" } }));
    vi.stubGlobal("fetch", fetchMock);
    await apiFetch("/api/v1/profile");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/profile");
    expect(new Headers(init.headers).get("authorization")).toBeNull();
    expect(init.credentials).toBe("same-origin");
  });
});
