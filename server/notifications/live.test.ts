// Live delivery: GET /api/v1/notifications/stream over the in-process bus (PGlite or one
// instance), and across two instances on one PostgreSQL database (LISTEN/NOTIFY, or Redis).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresBus, createRedisBus, type EventBus } from "../events/bus.ts";
import { createTestContext, read, signedInUser, type Client, type TestContext } from "../test/harness.ts";
import { readSse } from "../test/sse-reader.ts";

function headersOf(client: Client): Headers {
  const h = new Headers({ "x-forwarded-for": client.ip, accept: "text/event-stream" });
  if (client.cookies.size) h.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  if (client.bearer) h.set("authorization", `Bearer ${client.bearer}`);
  return h;
}

async function openStream(ctx: TestContext, client: Client) {
  const res = await ctx.app.request("/api/v1/notifications/stream", { headers: headersOf(client) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const sse = readSse(res);
  await sse.next("ready");
  return sse;
}

const payload = (m: { data: string }) => JSON.parse(m.data) as { kind: string; ids: string[] | null };

describe("notification stream (one instance)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { streamLimits: { perUser: 2, heartbeatMs: 200, idleMs: 60_000 } });
  });
  afterAll(() => ctx.close());

  it("needs a session: 401 in our error shape", async () => {
    const res = await ctx.client().get("/api/v1/notifications/stream");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("tells the user when a notification is created, read and deleted — and nothing of another user's", async () => {
    const maria = await signedInUser(ctx);
    const nikos = await signedInUser(ctx);
    const mine = await openStream(ctx, maria.client);
    const theirs = await openStream(ctx, nikos.client);

    const note = await ctx.live.service.create({
      user_id: maria.id,
      title: "Νέα προσφορά",
      message: "Ξενοδοχεία -20%",
    });
    expect(payload(await mine.next())).toEqual({ kind: "created", ids: [note.id] });

    expect(
      (await read(maria.client.api.notifications[":id"].$patch({ param: { id: note.id }, json: { is_read: true } })))
        .status,
    ).toBe(200);
    expect(payload(await mine.next())).toEqual({ kind: "read", ids: [note.id] });

    expect((await read(maria.client.api.notifications[":id"].$delete({ param: { id: note.id } }))).status).toBe(204);
    expect(payload(await mine.next())).toEqual({ kind: "deleted", ids: [note.id] });

    // Nikos's stream got heartbeats only.
    await expect(theirs.next("notification", 300)).rejects.toThrow(/no "notification" event/);
    expect(theirs.seen.filter((m) => m.event === "notification")).toEqual([]);
    // A request by Nikos on Maria's notification changes nothing and tells nobody.
    const other = await ctx.live.service.create({ user_id: maria.id, title: "x", message: "y" });
    await mine.next();
    expect((await read(nikos.client.api.notifications[":id"].$delete({ param: { id: other.id } }))).status).toBe(404);
    await expect(mine.next("notification", 300)).rejects.toThrow();
    await Promise.all([mine.cancel(), theirs.cancel()]);
  });

  it("sends heartbeats, refuses a stream beyond the per-user cap with 429, and frees the slot on disconnect", async () => {
    const u = await signedInUser(ctx);
    const a = await openStream(ctx, u.client);
    const b = await openStream(ctx, u.client);
    await a.next("ping", 1000);
    const third = await read(u.client.api.notifications.stream.$get());
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("RATE_LIMITED");
    expect(third.headers.get("retry-after")).toBe("10");
    expect(ctx.live.hub.count(u.id)).toBe(2);
    await b.cancel();
    await expect.poll(() => ctx.live.hub.count(u.id)).toBe(1);
    const c = await openStream(ctx, u.client);
    await Promise.all([a.cancel(), c.cancel()]);
    await expect.poll(() => ctx.live.hub.count(u.id)).toBe(0);
  });

  it("closes a stream that delivered nothing for the idle time", async () => {
    const idle = await createTestContext({}, { streamLimits: { heartbeatMs: 200, idleMs: 1500 } });
    try {
      const u = await signedInUser(idle);
      const s = await openStream(idle, u.client);
      const t0 = Date.now();
      await s.ended;
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1200);
      expect(idle.live.hub.count(u.id)).toBe(0);
    } finally {
      await idle.close();
    }
  });

  it("marking all read tells every open stream of the user", async () => {
    const u = await signedInUser(ctx);
    const [a, b] = [await openStream(ctx, u.client), await openStream(ctx, u.client)];
    expect((await read(u.client.api.notifications.read.$post({ json: {} }))).body).toEqual({ updated: 1 });
    for (const s of [a, b]) expect(payload(await s.next())).toMatchObject({ kind: "read" });
    await Promise.all([a.cancel(), b.cancel()]);
  });
});

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

function twoInstances(name: string, makeBus: () => EventBus) {
  describe(name, () => {
    let a: TestContext;
    let b: TestContext;
    const buses: EventBus[] = [];
    beforeAll(async () => {
      buses.push(makeBus(), makeBus());
      await Promise.all(buses.map((x) => x.ready()));
      a = await createTestContext({}, { events: buses[0] });
      b = await createTestContext({}, { events: buses[1] });
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close(), ...buses.map((x) => x.close())]);
    });

    it("a stream on instance B receives, within 2 s, a notification created through instance A; another user's stream does not", async () => {
      const maria = await signedInUser(a);
      const nikos = await signedInUser(a);
      // Sessions live in the shared database: the same cookies work on B.
      const onB = await openStream(b, maria.client);
      const nikosOnB = await openStream(b, nikos.client);
      const t0 = Date.now();
      const note = await a.live.service.create({ user_id: maria.id, title: "Ειδοποίηση", message: "από το Α" });
      const got = await onB.next("notification", 2000);
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(payload(got)).toEqual({ kind: "created", ids: [note.id] });
      // Marking it read through A reaches B too.
      await read(maria.client.api.notifications[":id"].$patch({ param: { id: note.id }, json: { is_read: true } }));
      expect(payload(await onB.next("notification", 2000))).toEqual({ kind: "read", ids: [note.id] });
      await expect(nikosOnB.next("notification", 500)).rejects.toThrow();
      await Promise.all([onB.cancel(), nikosOnB.cancel()]);
    });
  });
}

if (databaseUrl) twoInstances("two instances on one PostgreSQL (LISTEN/NOTIFY)", () => createPostgresBus(databaseUrl));
if (databaseUrl && redisUrl)
  twoInstances("two instances on one PostgreSQL (Redis pub/sub)", () =>
    createRedisBus(redisUrl, { channel: `test:${process.pid}:notifications` }),
  );
