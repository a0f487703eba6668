// The opt-in daily digest, run as a pg-boss job on the test database (PGlite or PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { notification_settings } from "../db/schema.ts";
import { createMailer } from "../mail/transport.ts";
import { loadConfig } from "../config.ts";
import { createTestContext, ORIGIN, signedInUser, TEST_SECRET, type TestContext, read } from "../test/harness.ts";
import { DIGEST_JOB, jobs, type JobDeps } from "./jobs.ts";
import { startJobs, type JobRunner } from "./runner.ts";

let ctx: TestContext;
let runner: JobRunner;
let jobCtx: JobDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  const logger = pino({ level: "silent" });
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: ORIGIN,
    AUTH_SECRET: TEST_SECRET,
    SMTP_URL: ctx.smtp.url,
  });
  const mailer = createMailer({ smtpUrl: ctx.smtp.url, from: config.MAIL_FROM, outboxDir: "/nonexistent", logger });
  jobCtx = { db: ctx.database.db, config, mailer, logger, notifications: ctx.live.service };
  runner = await startJobs({
    database: ctx.database,
    databaseUrl: process.env.DATABASE_URL,
    logger,
    jobs,
    ctx: jobCtx,
    options: { pollSeconds: 0.5 },
  });
});
afterAll(async () => {
  await runner?.stop();
  jobCtx?.mailer.close();
  await ctx?.close();
});

async function waitForJob(id: string | null) {
  expect(id).toBeTruthy();
  await expect
    .poll(async () => (await runner.boss.getJobById(DIGEST_JOB, id!))?.state, { timeout: 15_000, interval: 200 })
    .toBe("completed");
  return (await runner.boss.getJobById(DIGEST_JOB, id!))!.output as { sent: number };
}

describe("daily e-mail digest", () => {
  it("is off by default, and is sent only to those who turned it on, in their language, with a one-click unsubscribe", async () => {
    const anna = await signedInUser(ctx, { lang: "en" });
    const off = await signedInUser(ctx);
    expect((await read(anna.client.api.notifications.settings.$get())).body).toEqual({ email_digest: false });
    expect((await anna.client.put("/api/v1/notifications/settings", { email_digest: "yes" })).status).toBe(400);
    expect((await read(anna.client.api.notifications.settings.$put({ json: { email_digest: true } }))).body).toEqual({
      email_digest: true,
    });
    await ctx.live.service.create({ user_id: anna.id, title: "Hotels −20% in Naxos", message: "Until Sunday" });
    await ctx.live.service.create({ user_id: off.id, title: "Not mailed", message: "digest off" });

    await waitForJob(await runner.send(DIGEST_JOB));
    const mail = await ctx.smtp.waitFor(anna.email, (m) => m.subject.includes("new notification"));
    expect(mail.subject).toBe("2 new notifications on Taxidaki"); // the welcome notice and the deal
    expect(mail.text).toContain("Hotels −20% in Naxos");
    expect(mail.text).toContain(`${ORIGIN}/en/notifications`);
    const unsubscribe = /<(.+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${ORIGIN}/api/mail/unsubscribe\\?u=`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(ctx.smtp.for(off.email).filter((m) => m.subject.includes("Taxidaki") && !m.link)).toEqual([]);

    // Never twice the same day: a second run sends nothing.
    const again = await waitForJob(await runner.send(DIGEST_JOB));
    expect(again.sent).toBe(0);
    expect(ctx.smtp.for(anna.email).filter((m) => m.subject.includes("new notification"))).toHaveLength(1);

    // One-click unsubscribe: a mail client's POST, no session, no Origin.
    const path = new URL(unsubscribe!).pathname + new URL(unsubscribe!).search;
    const stranger = ctx.client({ origin: null });
    const page = await stranger.get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Stop the daily e-mail digest");
    const done = await stranger.req("POST", path, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain("The daily digest is off");
    expect((await read(anna.client.api.notifications.settings.$get())).body).toEqual({ email_digest: false });
    // A forged token changes nothing.
    const forged = await stranger.req(
      "POST",
      `/api/mail/unsubscribe?u=${off.id}&t=${"x".repeat(43)}`,
      "List-Unsubscribe=One-Click",
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(forged.status).toBe(400);

    // From a webmail's page (another origin), the one-click POST works too; the link is then void
    // once the user turns the digest on again: an old e-mail cannot turn it off behind their back.
    expect((await read(anna.client.api.notifications.settings.$put({ json: { email_digest: true } }))).body).toEqual({
      email_digest: true,
    });
    const [{ digest_on_at: firstOn } = { digest_on_at: null }] = await ctx.database.db
      .select()
      .from(notification_settings)
      .where(eq(notification_settings.user_id, anna.id));
    await ctx.live.service.create({ user_id: anna.id, title: "Ferry deal", message: "Piraeus–Naxos" });
    await ctx.database.db
      .update(notification_settings)
      .set({ digest_sent_at: null })
      .where(eq(notification_settings.user_id, anna.id));
    await waitForJob(await runner.send(DIGEST_JOB));
    const second = await ctx.smtp.waitFor(anna.email, (m) => m.text.includes("Ferry deal"));
    const link = new URL(/<(.+)>/.exec(second.headers["list-unsubscribe"] ?? "")![1]!);
    expect(link.search).not.toBe(new URL(unsubscribe!).search);
    const webmail = ctx.client({ origin: "https://mail.example.com" });
    const oneClick = await webmail.req("POST", link.pathname + link.search, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(oneClick.status).toBe(200);
    expect((await read(anna.client.api.notifications.settings.$get())).body).toEqual({ email_digest: false });
    // On again: both older links are void and change nothing.
    expect((await read(anna.client.api.notifications.settings.$put({ json: { email_digest: true } }))).body).toEqual({
      email_digest: true,
    });
    for (const old of [path, link.pathname + link.search]) {
      const stale = await webmail.req("POST", old, "List-Unsubscribe=One-Click", {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(stale.status).toBe(400);
      expect(stale.body).toContain("This link is no longer valid");
    }
    expect((await read(anna.client.api.notifications.settings.$get())).body).toEqual({ email_digest: true });
    // Saving "on" while it is on keeps the links of the running generation.
    const [{ digest_on_at: on } = { digest_on_at: null }] = await ctx.database.db
      .select()
      .from(notification_settings)
      .where(eq(notification_settings.user_id, anna.id));
    await read(anna.client.api.notifications.settings.$put({ json: { email_digest: true } }));
    const [{ digest_on_at: still } = { digest_on_at: null }] = await ctx.database.db
      .select()
      .from(notification_settings)
      .where(eq(notification_settings.user_id, anna.id));
    expect(on).not.toEqual(firstOn);
    expect(still).toEqual(on);
  });

  it("a user with nothing new gets no digest", async () => {
    const u = await signedInUser(ctx, { lang: "de" });
    await read(u.client.api.notifications.read.$post({ json: {} }));
    await read(u.client.api.notifications.settings.$put({ json: { email_digest: true } }));
    const out = await waitForJob(await runner.send(DIGEST_JOB));
    expect(out.sent).toBe(0);
    const [row] = await ctx.database.db
      .select()
      .from(notification_settings)
      .where(eq(notification_settings.user_id, u.id));
    expect(row?.email_digest).toBe(true);
  });
});
