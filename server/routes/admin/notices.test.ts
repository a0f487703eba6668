import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { partners } from "../../../content/partners.ts";
import type { NoticeInput } from "../../../core/requests.ts";
import { audit_log, deals, favorites } from "../../db/schema.ts";
import { cliActor } from "../../admin/audit.ts";
import { setRole } from "../../admin/roles.ts";
import { readSse } from "../../test/sse-reader.ts";
import { createTestContext, randomEmail, signedInUser, type TestContext, read } from "../../test/harness.ts";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInUser(ctx, { email: randomEmail("operator") });
  // The admin role, set in the database as `npm run admin -- grant` does.
  await setRole(ctx.database.db, admin.email, "admin", cliActor());
});
const noticeAudits = () => ctx.database.db.select().from(audit_log).where(eq(audit_log.action, "notice.send"));
afterAll(() => ctx.close());

// A notice to `audience`; the tests of bad input give one that is not an audience on purpose.
const notice = (audience: unknown): NoticeInput => ({
  type: "warning",
  title: { el: "Απεργία στα πλοία", en: "Ferry strike" },
  message: { el: "Ελέγξτε τα δρομολόγια", en: "Check your sailings", de: "Prüfen Sie Ihre Fahrten" },
  audience: audience as NoticeInput["audience"],
});

describe("POST /api/v1/admin/notices", () => {
  it("only admins may send; bad input is a 400 naming the field", async () => {
    const someone = await signedInUser(ctx);
    expect((await read(someone.client.api.admin.notices.$post({ query: {}, json: notice("all") }))).status).toBe(403);
    expect(
      (await read(someone.client.api.admin.notices.$post({ query: { dry_run: "1" }, json: notice("all") }))).status,
    ).toBe(403);
    expect((await someone.client.post("/api/v1/admin/notices", { type: "error" })).status).toBe(403); // the guard before the body's rules
    expect((await ctx.client().post("/api/v1/admin/notices", notice("all"))).status).toBe(401);
    const bad = await admin.client.post("/api/v1/admin/notices", {
      ...notice({ category: "spaceships" }),
      type: "error",
    });
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
      await ctx.database.db
        .insert(favorites)
        .values({ user_id: u.id, type: "partner", title: `p-${u.id}`, data: { category } });
    }
    // Also in the segment: a favourited category, a favourited partner of it (by the catalogue),
    // a favourited deal of it. A favourited destination is not.
    const byCategory = await signedInUser(ctx, { lang: "en" });
    const byPartner = await signedInUser(ctx, { lang: "en" });
    const byDeal = await signedInUser(ctx, { lang: "en" });
    const byCity = await signedInUser(ctx, { lang: "en" });
    const ferryPartner = partners.find((p) => p.category === "ferries")!;
    const [ferryDeal] = await ctx.database.db
      .insert(deals)
      .values({ title: `Πλοία ${byDeal.id}`, description: "-10%", category: "ferries", expiry_date: "2099-01-01" })
      .returning();
    await ctx.database.db.insert(favorites).values([
      { user_id: byCategory.id, type: "category", title: "Ferries", data: { id: "ferries" } },
      { user_id: byPartner.id, type: "partner", title: ferryPartner.name, data: { id: ferryPartner.id } },
      { user_id: byDeal.id, type: "deal", title: ferryDeal!.title, data: { id: ferryDeal!.id } },
      { user_id: byCity.id, type: "destination", title: "Piraeus", data: { id: "city.piraeus" } },
    ]);
    const res = await ctx.app.request("/api/v1/notifications/stream", {
      headers: { cookie: [...fan.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const stream = readSse(res);
    await stream.next("ready");

    const dry = await read(
      admin.client.api.admin.notices.$post({ query: { dry_run: "1" }, json: notice({ category: "ferries" }) }),
    );
    expect(dry.status).toBe(200);
    expect(dry.body.recipients).toBeGreaterThanOrEqual(2);
    const before = (await read(fan.client.api.notifications.$get({ query: {} }))).body.length;
    expect(before).toBe(1); // the dry run sent nothing
    expect(await noticeAudits()).toHaveLength(0); // and is not in the audit log

    const sent = await read(admin.client.api.admin.notices.$post({ query: {}, json: notice({ category: "ferries" }) }));
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toBe(dry.body.recipients);
    const audits = await noticeAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      entity: "notice",
      after: {
        type: "warning",
        title: { el: "Απεργία στα πλοία", en: "Ferry strike" },
        audience: { category: "ferries" },
        recipients: sent.body.recipients,
      },
    });
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ kind: "created" });
    await stream.cancel();

    const [en] = (await read(fan.client.api.notifications.$get({ query: {} }))).body;
    expect(en).toMatchObject({
      title: "Ferry strike",
      message: "Check your sailings",
      type: "warning",
      is_read: false,
    });
    for (const u of [byCategory, byPartner, byDeal])
      expect((await read(u.client.api.notifications.$get({ query: {} }))).body[0]).toMatchObject({
        title: "Ferry strike",
      });
    // The welcome notice only:
    expect((await read(byCity.client.api.notifications.$get({ query: {} }))).body).toHaveLength(1);
    const [de] = (await read(fanDe.client.api.notifications.$get({ query: {} }))).body;
    expect(de).toMatchObject({ title: "Απεργία στα πλοία", message: "Prüfen Sie Ihre Fahrten" }); // no German title: the Greek one
    // The welcome notice only:
    expect((await read(other.client.api.notifications.$get({ query: {} }))).body).toHaveLength(1);
  });
});
