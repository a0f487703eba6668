// A deleted account's other devices are signed out on every instance while Redis is down
// (issue 37). Their browsers hold a signed copy of the session (valid SESSION_CACHE_SEC, 60 s by
// default) that no store is asked about; only the deletion event, which every instance's guard
// hears, refuses it. That event went only through Redis pub/sub, even to the instance that
// deleted the account: with Redis hung or dead, the copy opened everything for up to a minute.
// Now the publishing instance hears its own events at once, and an event Redis does not take goes
// out by the database's NOTIFY (PostgreSQL), which every instance also listens to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresBus, createRedisBus, type EventBus } from "./events/bus.ts";
import { startFaultyRedis } from "./test/faulty-redis.ts";
import { freePort } from "./test/ports.ts";
import {
  Client,
  createTestContext,
  openTestDatabase,
  PASSWORD,
  read,
  signedInUser,
  type TestContext,
} from "./test/harness.ts";

const databaseUrl = process.env.DATABASE_URL;
const TIMEOUT_MS = 300;

/** The same browser (its cookies) talking to another instance. */
function sameDeviceOn(ctx: TestContext, device: Client): Client {
  const c = ctx.client({ ip: device.ip });
  c.cookies = new Map(device.cookies);
  return c;
}

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return true;
  return check();
}

/** A second device of the account: a password sign-in, whose answer holds the cached session copy. */
async function secondDevice(ctx: TestContext, email: string): Promise<Client> {
  const phone = ctx.client();
  expect((await phone.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  expect([...phone.cookies.keys()].some((k) => k.endsWith("session_data"))).toBe(true);
  return phone;
}

describe.each([
  ["hung", () => startFaultyRedis({ mode: "hang" })],
  ["dead", async () => ({ url: `redis://127.0.0.1:${await freePort()}`, close: async () => {} })],
] as const)("with a %s Redis", (_name, startRedis) => {
  let fake: { url: string; close(): Promise<void> };
  const buses: EventBus[] = [];
  const contexts: TestContext[] = [];
  const bus = () => {
    const b = createRedisBus(fake.url, {
      channel: `test:${process.pid}:deleted`,
      timeoutMs: TIMEOUT_MS,
      fallbackDatabaseUrl: databaseUrl,
    });
    buses.push(b);
    return b;
  };

  beforeAll(async () => {
    fake = await startRedis();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    for (const b of buses) await b.close();
    await fake.close();
  });

  it("the instance that deleted the account refuses its other devices' cached session at once", async () => {
    const ctx = await createTestContext({}, { events: bus() });
    contexts.push(ctx);
    const { client: laptop, email } = await signedInUser(ctx);
    const phone = await secondDevice(ctx, email);
    expect((await read(phone.api.favorites.$get({ query: {} }))).status).toBe(200);
    expect((await laptop.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(200);
    const after = await read(phone.api.favorites.$get({ query: {} }));
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("UNAUTHORIZED");
    expect((await phone.get("/api/auth/get-session")).body).toBeNull();
  });

  it.skipIf(!databaseUrl)(
    "another instance on the same PostgreSQL hears of it through the database and refuses the copy too",
    async () => {
      const a = await createTestContext({}, { events: bus() });
      const b = await createTestContext({}, { events: bus(), database: await openTestDatabase() });
      contexts.push(a, b);
      // Both listen on the database already (Redis's own readiness never comes while it hangs):
      // a probe sent there by a third party reaches each.
      const probe = createPostgresBus(databaseUrl!);
      for (const listening of buses.slice(-2)) {
        let heard = false;
        const off = listening.subscribe((e) => (heard ||= e.user_id === "probe"));
        expect(
          await eventually(async () => (await probe.publish([{ user_id: "probe", kind: "read", ids: null }]), heard)),
        ).toBe(true);
        off();
      }
      await probe.close();
      const { client: laptop, email } = await signedInUser(a);
      // The phone signs in through instance B and keeps using B.
      const phone = await secondDevice(b, email);
      expect((await read(phone.api.favorites.$get({ query: {} }))).status).toBe(200);
      const copy = new Map(phone.cookies);
      // The laptop deletes the account through instance A.
      expect((await laptop.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(200);
      // B refuses the phone's cached copy (within the NOTIFY's delivery), on every route…
      expect(await eventually(async () => (await read(phone.api.favorites.$get({ query: {} }))).status === 401)).toBe(
        true,
      );
      expect((await phone.get("/api/auth/get-session")).body).toBeNull();
      // …and so does A, for the same copy arriving there.
      const moved = sameDeviceOn(a, phone);
      moved.cookies = copy;
      expect((await read(moved.api.favorites.$get({ query: {} }))).status).toBe(401);
    },
  );
});
