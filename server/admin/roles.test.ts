// The last-admin rule under concurrency (issue 28): two admins revoking each other at the same
// moment must leave one of them an admin. Meaningful on PostgreSQL (DATABASE_URL), where the two
// requests run on separate connections; on PGlite (one connection) it runs too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { createTestContext, signedInUser, type TestContext } from "../test/harness.ts";
import { user } from "../db/schema.ts";
import { cliActor } from "./audit.ts";
import { setRole } from "./roles.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("revoking admins", () => {
  it("two admins revoking each other at once leave exactly one of them an admin, five times out of five", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signedInUser(ctx, { lang: "en" });
      const b = await signedInUser(ctx, { lang: "en" });
      await setRole(ctx.database.db, a.email, "admin", cliActor());
      await setRole(ctx.database.db, b.email, "admin", cliActor());
      const [byA, byB] = await Promise.all([
        a.client.post("/api/v1/admin/admins", { email: b.email, role: "user" }),
        b.client.post("/api/v1/admin/admins", { email: a.email, role: "user" }),
      ]);
      const roles = await ctx.database.db
        .select({ email: user.email, role: user.role })
        .from(user)
        .where(inArray(user.email, [a.email, b.email]));
      expect(
        roles.filter((r) => r.role === "admin"),
        `round ${round}`,
      ).toHaveLength(1);
      // One revocation went through; the other admin had lost the role by the time theirs ran.
      expect([byA.status, byB.status].sort(), `round ${round}`).toEqual([200, 403]);
    }
  });

  it("an admin who lost the role cannot revoke anyone (the role is re-read under the lock)", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    await setRole(ctx.database.db, a.email, "admin", cliActor());
    await setRole(ctx.database.db, b.email, "admin", cliActor());
    await setRole(ctx.database.db, a.email, "user", cliActor());
    const err = await setRole(ctx.database.db, b.email, "user", { id: a.id, email: a.email }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 403, code: "FORBIDDEN" });
    const [row] = await ctx.database.db
      .select({ role: user.role })
      .from(user)
      .where(inArray(user.email, [b.email]));
    expect(row!.role).toBe("admin");
  });
});
