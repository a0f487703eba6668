// Personal API answers carry `Cache-Control: private, no-store` (issue 37): every /api route of
// the app (its own list, not a copy), signed in and signed out, successes and refusals alike, and
// Better Auth's account answers. Only what is the same for everyone says public.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../routes/openapi.ts";
import { createTestContext, ORIGIN, PASSWORD, signedInUser, type Client, type TestContext } from "../test/harness.ts";
import { PRIVATE } from "./private-answers.ts";

let ctx: TestContext;
let user: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  user = (await signedInUser(ctx)).client;
});
afterAll(() => ctx.close());

/** The answers that are the same for everyone, and say so. */
const PUBLIC = new Set(["GET /api/v1/deals", "GET /api/v1/openapi.json"]);
const UUID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** `path` with each parameter filled, and a request for it as `client` sends one (the answer's headers only). */
async function answer(client: Client | null, method: string, path: string) {
  const url = path.replace(/:id\b/g, UUID).replace(/:token\b/g, "t".repeat(43));
  const headers = new Headers({ origin: ORIGIN });
  if (client) headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const write = method !== "GET" && method !== "HEAD" && method !== "DELETE";
  if (write) headers.set("content-type", "application/json");
  const res = await ctx.app.request(url, { method, headers, body: write ? "{}" : undefined });
  await res.body?.cancel(); // the live stream would not end by itself
  return res;
}

describe("Cache-Control of /api answers", () => {
  it("is private, no-store on every route but the public ones, for a signed-in user and a signed-out one", async () => {
    const routes = apiRoutes(ctx.app.routes);
    expect(routes.length).toBeGreaterThan(30);
    const personal = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));
    // Among them what the issue named: profile, favourites, trips, notifications, search history.
    for (const p of [
      "/api/v1/profile",
      "/api/v1/favorites",
      "/api/v1/trips",
      "/api/v1/notifications",
      "/api/v1/search-history",
    ]) {
      expect(
        personal.some((r) => r.method === "GET" && r.path === p),
        p,
      ).toBe(true);
    }
    const wrong: string[] = [];
    for (const { method, path } of personal) {
      for (const who of [user, null]) {
        const res = await answer(who, method, path);
        if (res.headers.get("cache-control") !== PRIVATE)
          wrong.push(
            `${method} ${path} ${who ? "signed in" : "signed out"}: ${res.status} ${res.headers.get("cache-control")}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // The successes among them really are the user's data.
    for (const p of [
      "/api/v1/profile",
      "/api/v1/favorites",
      "/api/v1/trips",
      "/api/v1/notifications",
      "/api/v1/search-history",
      "/api/v1/notifications/stream",
    ]) {
      const res = await answer(user, "GET", p);
      expect([p, res.status, res.headers.get("cache-control")]).toEqual([p, 200, PRIVATE]);
    }
    for (const key of PUBLIC) {
      const [method, path] = key.split(" ") as [string, string];
      expect((await answer(user, method, path)).headers.get("cache-control"), key).toMatch(/^public, max-age=\d+$/);
    }
  });

  it("is private, no-store on the account's answers (Better Auth): session, sign-in, password, deletion, sign-out", async () => {
    const { client, email } = await signedInUser(ctx);
    const calls: [string, string, unknown][] = [
      ["GET", "/api/auth/get-session", undefined],
      ["POST", "/api/auth/sign-in/email", { email, password: PASSWORD }],
      ["POST", "/api/auth/change-password", { currentPassword: "wrong-password", newPassword: "another-password-1" }],
      ["POST", "/api/auth/sign-out", undefined],
      ["POST", "/api/auth/sign-in/email", { email, password: PASSWORD }],
      ["POST", "/api/auth/delete-user", { password: PASSWORD }],
      ["GET", "/api/auth/get-session", undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await client.req(method, path, body);
      expect([method, path, res.headers.get("cache-control")]).toEqual([method, path, PRIVATE]);
    }
  });
});
