// The admin check reads the caller's role once per request, however many parts of the request ask.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, signedInUser, type TestContext } from "../test/harness.ts";
import { setRole } from "./roles.ts";
import { cliActor } from "./audit.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the admin check", () => {
  it("reads the role from the database once per request, and afresh on the next", async () => {
    const admin = await signedInUser(ctx, { lang: "en" });
    await setRole(ctx.database.db, admin.email, "admin", cliActor());
    // The check's query: the role (and language) of the signed-in user.
    const spy = vi.spyOn(ctx.database.db, "select");
    const roleReads = () => spy.mock.calls.filter(([fields]) => fields && "role" in fields && "lang" in fields).length;
    try {
      // /admin/me runs behind the router's admin check and asks for the admin itself.
      const me = await admin.client.get("/api/v1/admin/me");
      expect(me.status).toBe(200);
      expect(roleReads()).toBe(1);
      // Demoted: the next request reads the role again and is refused.
      await setRole(ctx.database.db, admin.email, "user", cliActor());
      expect((await admin.client.get("/api/v1/admin/me")).status).toBe(403);
      expect(roleReads()).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
