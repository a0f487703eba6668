import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites } from "../../db/schema.ts";
import { readSse } from "../../notifications/sse-reader.ts";
import { createTestContext, randomEmail, signedInUser, type TestContext } from "../../test/harness.ts";

const adminEmail = randomEmail("operator");
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: adminEmail });
  admin = await signedInUser(ctx, { email: adminEmail });
});
afterAll(() => ctx.close());

const notice = (audience: unknown) => ({
  type: "warning",
  title: { el: "Απεργία στα πλοία", en: "Ferry strike" },
  message: { el: "Ελέγξτε τα δρομολόγια", en: "Check your sailings", de: "Prüfen Sie Ihre Fahrten" },
  audience,
});

describe("POST /api/v1/admin/notices", () => {
  it("only operators may send; bad input is a 400 naming the field", async () => {
    const someone = await signedInUser(ctx);
    expect((await someone.client.post("/api/v1/admin/notices", notice("all"))).status).toBe(403);
    expect((await ctx.client().post("/api/v1/admin/notices", notice("all"))).status).toBe(401);
    const bad = await admin.client.post("/api/v1/admin/notices", { ...notice({ category: "spaceships" }), type: "error" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(["type", "audience"]));
  });

  it("to a segment: a dry run counts, the send reaches only users with a favourite in the category, each in their language, live", async () => {
    const fan = await signedInUser(ctx, { lang: "en" });
    const fanDe = await signedInUser(ctx, { lang: "de" });
    const other = await signedInUser(ctx);
    for (const [u, category] of [
      [fan, "ferries"],
      [fanDe, "ferries"],
      [other, "hotels"],
    ] as const) {
      await ctx.database.db.insert(favorites).values({ user_id: u.id, type: "partner", title: `p-${u.id}`, data: { category } });
    }
    const res = await ctx.app.request("/api/v1/notifications/stream", {
      headers: { cookie: [...fan.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const stream = readSse(res);
    await stream.next("ready");

    const dry = await admin.client.post("/api/v1/admin/notices?dry_run=1", notice({ category: "ferries" }));
    expect(dry.status).toBe(200);
    expect(dry.body.recipients).toBeGreaterThanOrEqual(2);
    const before = (await fan.client.get("/api/v1/notifications")).body.length;
    expect(before).toBe(1); // the dry run sent nothing

    const sent = await admin.client.post("/api/v1/admin/notices", notice({ category: "ferries" }));
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toBe(dry.body.recipients);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ kind: "created" });
    await stream.cancel();

    const [en] = (await fan.client.get("/api/v1/notifications")).body;
    expect(en).toMatchObject({ title: "Ferry strike", message: "Check your sailings", type: "warning", is_read: false });
    const [de] = (await fanDe.client.get("/api/v1/notifications")).body;
    expect(de).toMatchObject({ title: "Απεργία στα πλοία", message: "Prüfen Sie Ihre Fahrten" }); // no German title: the Greek one
    expect((await other.client.get("/api/v1/notifications")).body).toHaveLength(1); // the welcome notice only
  });
});
