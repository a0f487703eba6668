// The signed session cookie cache (SESSION_CACHE_SEC): sign-out takes effect at once on the
// device that signs out; a revocation made elsewhere reaches other devices within the lifetime.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, PASSWORD, read, signedInUser, type TestContext } from "./test/harness.ts";

const CACHE_SEC = 2;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_CACHE_SEC: String(CACHE_SEC) });
});
afterAll(async () => {
  await ctx.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("session cookie cache", () => {
  it("gives a signed-in browser its cached session cookie, and signing out ends the session for its next request", async () => {
    const { client } = await signedInUser(ctx);
    expect([...client.cookies.keys()]).toContain("taxidaki.session_data");
    expect((await read(client.api.favorites.$get({ query: {} }))).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(client.cookies.has("taxidaki.session_data")).toBe(false);
    expect((await read(client.api.favorites.$get({ query: {} }))).status).toBe(401);
  });

  it(
    "a password change that signs out other devices reaches them within the cache lifetime",
    { timeout: 30_000 },
    async () => {
      const { client: laptop, email } = await signedInUser(ctx);
      const phone = ctx.client();
      expect((await phone.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
      expect((await read(phone.api.favorites.$get({ query: {} }))).status).toBe(200);

      const changed = await laptop.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: "another-horse-2",
        revokeOtherSessions: true,
      });
      expect(changed.status).toBe(200);
      // The device that changed the password stays signed in.
      expect((await read(laptop.api.favorites.$get({ query: {} }))).status).toBe(200);
      // The other device is signed out once its cached copy is older than the lifetime.
      await wait(CACHE_SEC * 1000 + 500);
      expect((await read(phone.api.favorites.$get({ query: {} }))).status).toBe(401);
    },
  );

  it(
    "renews an expired cached copy from the database and hands the browser a fresh one",
    { timeout: 30_000 },
    async () => {
      const { client } = await signedInUser(ctx);
      const before = client.cookies.get("taxidaki.session_data");
      await wait(CACHE_SEC * 1000 + 500);
      const res = await read(client.api.favorites.$get({ query: {} }));
      expect(res.status).toBe(200);
      expect(client.cookies.get("taxidaki.session_data")).toBeTruthy();
      expect(client.cookies.get("taxidaki.session_data")).not.toBe(before);
    },
  );
});
