// A Redis that hangs (accepts connections, never answers) or is dead (its port refuses) must not
// hang a request or make it fail: sessions come from the database, rate limits are counted there,
// /readyz says 503 (decision 031). With REDIS_URL set, the same while a real Redis stops answering
// in the middle of a session, and a sign-out made meanwhile still holds once it is back.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus, type EventBus } from "./events/bus.ts";
import { deleteKeys, openRedis, type RedisHandle } from "./redis.ts";
import { startFaultyRedis, type FaultyRedis } from "./test/faulty-redis.ts";
import { freePort } from "./test/ports.ts";
import {
  createTestContext,
  PASSWORD,
  randomEmail,
  signedInUser,
  type Client,
  type TestContext,
} from "./test/harness.ts";

/** What a request may take with Redis down: one Redis timeout (500 ms) and the database's work. */
const WITHIN_MS = 2000;
const TIMEOUT_MS = 500;

/** Every request looks its session up (no signed cookie cache), so each one asks the session store. */
const env = { SESSION_CACHE_SEC: "0" };

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const start = performance.now();
  const res = await fn();
  return { ms: performance.now() - start, res };
}

const readyz = (ctx: TestContext) => timed(async () => ctx.app.request("/readyz"));

async function waitReady(ctx: TestContext) {
  for (let n = 0; n < 100; n++) {
    if ((await ctx.app.request("/readyz")).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("Redis did not come back");
}

async function expectSignedInRequestServed(client: Client) {
  const { ms, res } = await timed(() => client.get("/api/v1/profile"));
  expect(res.status).toBe(200);
  expect(ms).toBeLessThan(WITHIN_MS);
}

async function expectSignInServed(ctx: TestContext, email: string) {
  const client = ctx.client();
  const { ms, res } = await timed(() => client.post("/api/auth/sign-in/email", { email, password: PASSWORD }));
  expect(res.status).toBe(200);
  expect(ms).toBeLessThan(WITHIN_MS);
  return client;
}

async function expectNotReady(ctx: TestContext) {
  const { ms, res } = await readyz(ctx);
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ status: "unavailable", redis: true });
  expect(ms).toBeLessThan(WITHIN_MS);
}

describe.each([
  ["hung", () => startFaultyRedis({ mode: "hang" })],
  ["dead", async () => ({ url: `redis://127.0.0.1:${await freePort()}`, close: async () => {} })],
] as const)("with a %s Redis", (_name, startRedis) => {
  let fake: { url: string; close(): Promise<void> };
  let redis: RedisHandle;
  let events: EventBus;
  let ctx: TestContext;

  beforeAll(async () => {
    fake = await startRedis();
    const { url } = fake;
    const { ms } = await timed(async () => (redis = await openRedis(url, "test:", { timeoutMs: TIMEOUT_MS })));
    // The server starts without it rather than waiting for it.
    expect(ms).toBeLessThan(WITHIN_MS);
    events = createRedisBus(url, { channel: "test:notifications", timeoutMs: TIMEOUT_MS });
    ctx = await createTestContext(env, { redis, events });
  });
  afterAll(async () => {
    await ctx?.close();
    await events?.close();
    await redis?.close();
    await fake?.close();
  });

  it("signs up, confirms and serves a signed-in request from the database, each within 2 s", async () => {
    const { ms, res } = await timed(() => signedInUser(ctx));
    expect(ms).toBeLessThan(3 * WITHIN_MS); // sign-up, confirmation, first profile read
    await expectSignedInRequestServed(res.client);
  });

  it("signs in with a password within 2 s, and that session serves the next request", async () => {
    const { email } = await signedInUser(ctx);
    const client = await expectSignInServed(ctx, email);
    await expectSignedInRequestServed(client);
  });

  it("signs in with a magic link: its token is kept in the database", async () => {
    const { email, mail: confirmation } = await signedInUser(ctx);
    const phone = ctx.client();
    expect((await phone.post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    const mail = await ctx.smtp.waitFor(email, (m) => !!m.link && m.subject !== confirmation.subject);
    const confirmed = await phone.post("/api/auth/confirm", {
      token_hash: new URL(mail.link!).searchParams.get("token_hash"),
      type: "email",
    });
    expect(confirmed.status).toBe(200);
    await expectSignedInRequestServed(phone);
  });

  it("ends a session on sign-out", async () => {
    const { client } = await signedInUser(ctx);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/v1/profile")).status).toBe(401);
  });

  it("still limits password attempts on one address: they are counted in the database", async () => {
    const email = randomEmail("limit");
    const statuses: number[] = [];
    // 10 attempts per address per 5 minutes (authRules.emailSignIn), from several addresses.
    for (let n = 0; n < 12; n++)
      statuses.push(
        (await ctx.client().post("/api/auth/sign-in/email", { email, password: "wrong-password-1" })).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it("marks a notification read within 2 s (the live event is dropped, not waited for)", async () => {
    const { client } = await signedInUser(ctx);
    const { ms, res } = await timed(() => client.post("/api/v1/notifications/read", {}));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1 });
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it("answers /readyz with 503 within 2 s", async () => {
    await expectNotReady(ctx);
  });
});

const realRedis = process.env.REDIS_URL;

describe.skipIf(!realRedis)("when a real Redis stops answering in the middle of a session", () => {
  let faulty: FaultyRedis;
  let redis: RedisHandle;
  let ctx: TestContext;
  const prefix = `test-${randomBytes(4).toString("hex")}:`;
  const sessionKeys = async () => redis.client.keys(`${prefix}auth:*`);

  beforeAll(async () => {
    faulty = await startFaultyRedis({ mode: "pass", upstream: realRedis });
    redis = await openRedis(faulty.url, prefix, { timeoutMs: TIMEOUT_MS });
    ctx = await createTestContext(env, { redis });
  });
  afterAll(async () => {
    await faulty?.setMode("pass");
    if (ctx) await waitReady(ctx);
    if (redis) await deleteKeys(redis);
    await ctx?.close();
    await redis?.close();
    await faulty?.close();
  });

  for (const fault of ["hang", "dead"] as const) {
    it(`${fault}: sessions kept in Redis are read from the database, sign-ins work, /readyz says 503`, async () => {
      const { client, email } = await signedInUser(ctx);
      expect((await sessionKeys()).length).toBeGreaterThan(0);
      await faulty.setMode(fault);
      // The first call on a connection that stops answering waits for the timeout; later ones fail at once.
      await expectSignedInRequestServed(client);
      await expectSignedInRequestServed(client);
      await expectSignInServed(ctx, email);
      await expectNotReady(ctx);
      await faulty.setMode("pass");
      await waitReady(ctx);
      await expectSignedInRequestServed(client);
    });

    it(`${fault}: a sign-out made while Redis is ${fault === "hang" ? "hung" : "dead"} holds once it answers again`, async () => {
      const { client } = await signedInUser(ctx);
      const stale = new Map(client.cookies);
      await faulty.setMode(fault);
      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
      await faulty.setMode("pass");
      await waitReady(ctx);
      // Redis still holds a copy of the session: the delete it missed is written once it answers.
      client.cookies = stale;
      expect((await client.get("/api/v1/profile")).status).toBe(401);
    });
  }
});
