// New-deal alerts as soon as a deal goes live (issue 29): a follower's open notification stream
// hears of a new deal in a saved category within seconds of an admin saving it, an import of
// several live deals is one grouped alert, a scheduled deal alerts when its start day begins;
// still at most one alert a follower a day, grouped after that. Two job runners ("instances")
// work on the database the whole time: every case still gives one alert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import type { Mailer } from "../mail/transport.ts";
import { setRole } from "../admin/roles.ts";
import { cliActor } from "../admin/audit.ts";
import {
  Client,
  createTestContext,
  ORIGIN,
  signedInUser,
  TEST_SECRET,
  type TestContext,
  read,
} from "../test/harness.ts";
import { createPostgresBus, type EventBus } from "../events/bus.ts";
import { readSse, type SseReader } from "../test/sse-reader.ts";
import { athensDay, athensMidnight, NEW_DEALS_NOW_JOB, NEW_DEALS_START_JOB } from "./deals-live.ts";
import { jobs, type JobDeps } from "./jobs.ts";
import { newDealsText, notifyNewDeals } from "./new-deal-alerts.ts";
import { startJobs, type JobRunner } from "./runner.ts";

let ctx: TestContext;
let jobCtx: JobDeps;
const runners: JobRunner[] = [];
let admin: Awaited<ReturnType<typeof signedInUser>>;
const tag = Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;
const logger = pino({ level: "silent" });
const config = loadConfig({ NODE_ENV: "test", PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET: TEST_SECRET });
const dataDir = () => mkdtempSync(path.join(tmpdir(), "taxidaki-deals-live-"));
/** What the server gives its jobs (server/index.ts), for the instance `c`. */
const jobContext = (c: TestContext): JobDeps => ({
  db: c.database.db,
  config,
  mailer: {} as Mailer,
  logger,
  notifications: c.live.service,
});
/** The server's jobs on instance `c`, with their default polling, as server/index.ts starts them. */
const startRunner = (c: TestContext) =>
  startJobs({ database: c.database, databaseUrl: process.env.DATABASE_URL, logger, jobs, ctx: jobContext(c) });

beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: dataDir() });
  jobCtx = jobContext(ctx);
  admin = await signedInUser(ctx, { lang: "en" });
  await setRole(ctx.database.db, admin.email, "admin", cliActor());
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await ctx?.close();
});

const today = () => athensDay(new Date());
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function openStream(client: Client, on: TestContext = ctx): Promise<SseReader> {
  const headers = new Headers({ "x-forwarded-for": client.ip, accept: "text/event-stream" });
  headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await on.app.request("/api/v1/notifications/stream", { headers });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.next("ready");
  return sse;
}

/**
 * A signed-in follower of `category` (the catalogue page's "follow" button saves this), with the stream of an open page
 * (on instance `on`).
 */
async function follower(category: string, lang: "el" | "en" | "de" = "el", on: TestContext = ctx) {
  const u = await signedInUser(ctx, { lang });
  const fav = await read(
    u.client.api.favorites.$post({
      json: { type: "category", title: `${category} ${tag}`, data: { id: category, path: `/${category}` } },
    }),
  );
  expect(fav.status).toBe(201);
  return { ...u, stream: await openStream(u.client, on) };
}

/** The user's new-deal alerts (the welcome notice is a "success"). */
async function alerts(client: Client) {
  const list = (await read(client.api.notifications.$get({ query: {} }))).body as {
    id: string;
    title: string;
    message: string;
    type: string;
  }[];
  return list.filter((n) => n.type === "info");
}

const newDeal = (category: string, over: Record<string, unknown> = {}) => ({
  title: `Live ${category} ${tag} ${Math.random().toString(36).slice(2, 6)}`,
  description: "Πέντε νύχτες στη Ρόδο.",
  partner: "booking",
  category,
  url: "https://www.booking.com/rhodes",
  expires_at: dayAfter(today(), 30),
  ...over,
});

/** Jobs of `queue` not yet finished (queued, running or waiting for a retry), on any instance. */
async function pending(queue: string): Promise<number> {
  const r = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active')`,
  );
  return r.rows[0]!.n;
}
/** Waits until every queued run of "new deals now" has finished. */
const settled = () => expect.poll(() => pending(NEW_DEALS_NOW_JOB), { timeout: 15_000, interval: 100 }).toBe(0);

describe("a new deal reaches its followers' open pages at once", () => {
  // Two job runners on one database, as two instances start them.
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) runners.push(await startRunner(ctx));
  });
  afterAll(async () => {
    while (runners.length) await runners.pop()!.stop();
  });

  it("an admin's live deal in a saved category: within 10 s; a second one the same day waits (grouped tomorrow); another category's follower hears nothing", async () => {
    const maria = await follower("hotels");
    const nikos = await follower("flights");

    const deal = newDeal("hotels");
    const t0 = performance.now();
    const created = await read(admin.client.api.admin.deals.$post({ query: {}, json: deal }));
    expect(created.status).toBe(201);
    const event = await maria.stream.next("notification", 10_000);
    const delay = performance.now() - t0;
    console.log(`new-deal alert on the follower's open stream ${delay.toFixed(0)} ms after the admin's POST`);
    expect(delay).toBeLessThan(10_000);
    const got = await alerts(maria.client);
    expect(got).toHaveLength(1);
    expect(JSON.parse(event.data)).toEqual({ kind: "created", ids: [got[0]!.id] });
    expect(got[0]).toMatchObject({ title: "1 νέα προσφορά για ξενοδοχεία", message: `«${deal.title}».` });

    // A second deal the same day: at most one alert a day, so nothing now …
    const second = newDeal("hotels");
    expect((await read(admin.client.api.admin.deals.$post({ query: {}, json: second }))).status).toBe(201);
    await settled();
    await expect(maria.stream.next("notification", 1000)).rejects.toThrow(/no "notification" event/);
    expect(await alerts(maria.client)).toHaveLength(1);
    // … and Nikos, who follows flights, heard of neither.
    expect(nikos.stream.seen.filter((m) => m.event === "notification")).toEqual([]);
    expect(await alerts(nikos.client)).toEqual([]);
    // The waiting deal comes with the next day's first run, as before.
    await notifyNewDeals(jobCtx, new Date(Date.now() + DAY));
    expect((await alerts(maria.client)).map((n) => n.message)).toContain(`«${second.title}».`);
    await Promise.all([maria.stream.cancel(), nikos.stream.cancel()]);
  });

  it("an import of 3 live deals: one grouped alert, not one a row", async () => {
    const eleni = await follower("car-rental", "en");
    const titles = [1, 2, 3].map((i) => `Import ${tag} ${i}`);
    const expires = dayAfter(today(), 20);
    const csv = `title,expiryDate,imageUrl,description,partner,url,category\n${titles.map((t) => `${t},${expires},,Περιγραφή.,booking,https://www.booking.com/x,car-rental`).join("\n")}\n`;
    const form = new FormData();
    form.set("file", new Blob([csv]), "deals.csv");
    const headers = new Headers({
      origin: ORIGIN,
      cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    });
    const t0 = performance.now();
    const res = await ctx.app.request("/api/v1/admin/deals/import", { method: "POST", headers, body: form });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { plan: { counts: { create: number } } }).plan.counts.create).toBe(3);

    await eleni.stream.next("notification", 10_000);
    console.log(`grouped import alert ${(performance.now() - t0).toFixed(0)} ms after the upload`);
    await settled();
    await expect(eleni.stream.next("notification", 1000)).rejects.toThrow(/no "notification" event/);
    const got = await alerts(eleni.client);
    expect(got).toHaveLength(1);
    const expected = newDealsText(
      "en",
      titles.map((title) => ({ title, category: "car-rental" })),
    );
    expect(got[0]).toMatchObject(expected);
    expect(expected.title).toBe("3 new deals for car rental");
    await eleni.stream.cancel();
  });

  it("a scheduled deal alerts when its start day begins: one job for the day, whatever the number of deals and instances", async () => {
    const kostas = await follower("ferries");
    const start = dayAfter(today(), 1);
    const deals = [1, 2].map((i) => newDeal("ferries", { starts_at: start, title: `Ferry ${tag} ${i}` }));
    for (const d of deals)
      expect((await read(admin.client.api.admin.deals.$post({ query: {}, json: d }))).status).toBe(201);

    // Not live yet: no run now, and nothing on the page.
    await settled();
    expect(await alerts(kostas.client)).toEqual([]);
    // One job, due at 00:00 Athens time on the start day (both instances listen to the saves).
    const queued = await ctx.database.db.execute<{ id: string; start_after: Date | string; data: { at: string } }>(
      sql`select id, start_after, data from pgboss.job where name = ${NEW_DEALS_START_JOB} and singleton_key = ${start} and state = 'created'`,
    );
    expect(queued.rows).toHaveLength(1);
    const job = queued.rows[0]!;
    expect(new Date(job.start_after).toISOString()).toBe(athensMidnight(start).toISOString());
    expect(job.data.at).toBe(athensMidnight(start).toISOString());
    expect(athensDay(athensMidnight(start))).toBe(start);
    expect(athensDay(new Date(athensMidnight(start).getTime() - 1))).toBe(today());

    // The start arrives: the job becomes due (the database's clock decides), runs with its own clock.
    await ctx.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${NEW_DEALS_START_JOB} and id = ${job.id}`,
    );
    const t0 = performance.now();
    for (const r of runners) r.wake(NEW_DEALS_START_JOB);
    await kostas.stream.next("notification", 10_000);
    console.log(`scheduled deal alert ${(performance.now() - t0).toFixed(0)} ms after its job became due`);
    const got = await alerts(kostas.client);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject(
      newDealsText(
        "el",
        deals.map((d) => ({ title: d.title, category: "ferries" })),
      ),
    );
    expect(got[0]!.title).toBe("2 νέες προσφορές για πλοία & σκάφη");
    await expect(kostas.stream.next("notification", 1000)).rejects.toThrow(/no "notification" event/);
    await kostas.stream.cancel();
  });

  it("a deal moved to start today (published) alerts at once", async () => {
    const sofia = await follower("esim", "de");
    const deal = newDeal("esim", { starts_at: dayAfter(today(), 3), title_de: `eSIM ${tag}` });
    const created = await read(admin.client.api.admin.deals.$post({ query: {}, json: deal }));
    expect(created.status).toBe(201);
    await settled();
    expect(await alerts(sofia.client)).toEqual([]);
    const id = (created.body as { deal: { id: string } }).deal.id;
    expect(
      (
        await read(
          admin.client.api.admin.deals[":id"].$patch({ param: { id }, query: {}, json: { starts_at: today() } }),
        )
      ).status,
    ).toBe(200);
    await sofia.stream.next("notification", 10_000);
    expect(await alerts(sofia.client)).toMatchObject([
      { title: "1 neues Angebot für eSIM", message: `„eSIM ${tag}“.` },
    ]);
    await sofia.stream.cancel();
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("two instances on one PostgreSQL (LISTEN/NOTIFY)", () => {
  // Instance A takes the admin's request; the follower's page streams from instance B; both run
  // the jobs. The alert is written once, by whichever instance takes the job, and reaches B.
  let b: TestContext;
  const buses: EventBus[] = [];
  let a: TestContext;
  beforeAll(async () => {
    buses.push(createPostgresBus(databaseUrl!), createPostgresBus(databaseUrl!));
    await Promise.all(buses.map((x) => x.ready()));
    a = await createTestContext({ DATA_DIR: dataDir() }, { events: buses[0] });
    b = await createTestContext({ DATA_DIR: dataDir() }, { events: buses[1] });
    runners.push(await startRunner(a), await startRunner(b));
  });
  afterAll(async () => {
    while (runners.length) await runners.pop()!.stop();
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(buses.map((x) => x.close()));
  });

  it("a deal created through A alerts the follower's stream on B within 10 s, once", async () => {
    const anna = await follower("tours", "el", b);
    const deal = newDeal("tours");
    const onA = new Client(a.app, admin.client.ip, ORIGIN);
    onA.cookies = admin.client.cookies;
    const t0 = performance.now();
    expect((await read(onA.api.admin.deals.$post({ query: {}, json: deal }))).status).toBe(201);
    await anna.stream.next("notification", 10_000);
    console.log(`new-deal alert across instances ${(performance.now() - t0).toFixed(0)} ms after the POST`);
    await expect.poll(() => pending(NEW_DEALS_NOW_JOB), { timeout: 15_000, interval: 100 }).toBe(0);
    await expect(anna.stream.next("notification", 1000)).rejects.toThrow(/no "notification" event/);
    expect(await alerts(anna.client)).toMatchObject([newDealsText("el", [{ title: deal.title, category: "tours" }])]);
    await anna.stream.cancel();
  });
});
