// Account deletion (GDPR erasure): POST /api/auth/delete-user with the current password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { setRole } from "../admin/roles.ts";
import { cliActor } from "../admin/audit.ts";
import {
  account,
  favorites,
  notification_keys,
  notification_settings,
  notifications,
  profiles,
  search_history,
  session,
  user,
} from "../db/schema.ts";
import { readSse } from "../test/sse-reader.ts";
import { createTestContext, PASSWORD, signedInUser, type Client, type TestContext, read } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A signed-in user with a row in every table that holds user data. */
async function userWithData() {
  const u = await signedInUser(ctx);
  const fav = await read(
    u.client.api.favorites.$post({
      json: { type: "hotel", title: "Booking.com", description: "Hotels", data: { partnerId: "booking" } },
    }),
  );
  expect(fav.status).toBe(201);
  expect((await read(u.client.api["search-history"].$post({ json: { query: "Κρήτη" } }))).status).toBe(201);
  expect((await u.client.req("PUT", "/api/v1/notifications/settings", { email_digest: true })).status).toBe(200);
  await ctx.database.db.insert(notification_keys).values({ user_id: u.id, key: "deal-expiring:test" });
  return u;
}

/** Rows of `userId` in every user table. */
async function rowsOf(userId: string) {
  const { db } = ctx.database;
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    user: await count(db.select({ id: user.id }).from(user).where(eq(user.id, userId))),
    session: await count(db.select({ id: session.id }).from(session).where(eq(session.userId, userId))),
    account: await count(db.select({ id: account.id }).from(account).where(eq(account.userId, userId))),
    profiles: await count(db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId))),
    notifications: await count(
      db.select({ id: notifications.id }).from(notifications).where(eq(notifications.user_id, userId)),
    ),
    favorites: await count(db.select({ id: favorites.id }).from(favorites).where(eq(favorites.user_id, userId))),
    search_history: await count(
      db.select({ id: search_history.id }).from(search_history).where(eq(search_history.user_id, userId)),
    ),
    notification_settings: await count(
      db
        .select({ id: notification_settings.user_id })
        .from(notification_settings)
        .where(eq(notification_settings.user_id, userId)),
    ),
    notification_keys: await count(
      db.select({ id: notification_keys.key }).from(notification_keys).where(eq(notification_keys.user_id, userId)),
    ),
  };
}

const none = {
  user: 0,
  session: 0,
  account: 0,
  profiles: 0,
  notifications: 0,
  favorites: 0,
  search_history: 0,
  notification_settings: 0,
  notification_keys: 0,
};

async function openStream(client: Client) {
  const h = new Headers({ "x-forwarded-for": client.ip, accept: "text/event-stream" });
  h.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await ctx.app.request("/api/v1/notifications/stream", { headers: h });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.next("ready");
  return sse;
}

describe("POST /api/auth/delete-user", () => {
  it("refuses a wrong or missing password with 400 and deletes nothing", async () => {
    const u = await userWithData();
    const before = await rowsOf(u.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const wrong = await u.client.post("/api/auth/delete-user", { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("INVALID_PASSWORD");

    const missing = await u.client.post("/api/auth/delete-user", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: "VALIDATION", fields: { password: "is required" } });
    // No body at all: not Better Auth's "fresh session is enough".
    const empty = await u.client.post("/api/auth/delete-user");
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty("password");
    // A deletion link (token) is not offered.
    const token = await u.client.post("/api/auth/delete-user", { password: PASSWORD, token: "x" });
    expect(token.status).toBe(400);
    expect(token.body.error.code).toBe("VALIDATION");

    expect(await rowsOf(u.id)).toEqual(before);
    expect((await read(u.client.api.profile.$get())).status).toBe(200);
  });

  it("is rate limited per IP like a sign-in: password guessing gets 429 with Retry-After", async () => {
    const u = await signedInUser(ctx);
    let res = await u.client.post("/api/auth/delete-user", { password: "guess-0" });
    for (let i = 1; i <= 31 && res.status !== 429; i++)
      res = await u.client.post("/api/auth/delete-user", { password: `guess-${i}` });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits now.
    expect((await u.client.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(429);
    expect((await rowsOf(u.id)).user).toBe(1);
  });

  it("refuses a signed-out request with 401", async () => {
    const res = await ctx.client().post("/api/auth/delete-user", { password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBeTypeOf("string");
  });

  it("refuses a cross-origin request with the session cookie", async () => {
    const u = await userWithData();
    for (const origin of ["https://evil.example", null]) {
      const evil = ctx.client({ origin });
      evil.cookies = new Map(u.client.cookies);
      const res = await evil.post("/api/auth/delete-user", { password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
    expect((await rowsOf(u.id)).user).toBe(1);
  });

  it("deletes the user and every row of theirs, clears the cookie, closes the live stream; others keep theirs; the e-mail can register again", async () => {
    const other = await userWithData();
    const otherBefore = await rowsOf(other.id);
    const u = await userWithData();
    // A second device, signed in too.
    const phone = ctx.client();
    expect((await phone.post("/api/auth/sign-in/email", { email: u.email, password: PASSWORD })).status).toBe(200);
    expect((await read(phone.api.favorites.$get({ query: {} }))).status).toBe(200);
    const stream = await openStream(u.client);
    const before = ctx.logs.length;

    const res = await u.client.post("/api/auth/delete-user", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    const cleared = res.headers.getSetCookie().filter((c) => c.startsWith("taxidaki.session_token="));
    expect(cleared.length).toBeGreaterThan(0);
    expect(cleared.every((c) => /Max-Age=0/i.test(c))).toBe(true);
    expect(u.client.cookies.has("taxidaki.session_token")).toBe(false);

    expect(await rowsOf(u.id)).toEqual(none);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await read(other.client.api.favorites.$get({ query: {} }))).body).toHaveLength(1);

    // The open stream ends.
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error("stream still open")), 3000)),
    ]);
    // One log line, without the e-mail address.
    const lines = ctx.logs.slice(before).filter((l) => l.includes('"account deleted"'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(u.id);
    expect(ctx.logs.slice(before).join("\n")).not.toContain(u.email);

    // The other device's session is gone too; a write from its cached copy of the session (up to
    // SESSION_CACHE_SEC) is refused as signed out, never a 500, and stores nothing.
    const cached = new Map(phone.cookies);
    expect(cached.has("taxidaki.session_data")).toBe(true);
    const late = await read(
      phone.api.favorites.$post({ json: { type: "hotel", title: "Late", description: "", data: {} } }),
    );
    expect(late.status).toBe(401);
    expect((await read(phone.api["search-history"].$post({ json: { query: "late" } }))).status).toBe(401);
    expect(await rowsOf(u.id)).toEqual(none);
    // Reads too, each with the still-valid cached copy: the profile, the session endpoint and a
    // live stream see a signed-out visitor, and the copy is cleared.
    for (const path of ["/api/v1/profile", "/api/v1/favorites", "/api/v1/notifications/stream"]) {
      phone.cookies = new Map(cached);
      expect((await phone.get(path)).status, path).toBe(401);
      expect(phone.cookies.has("taxidaki.session_data")).toBe(false);
    }
    phone.cookies = new Map(cached);
    const session = await phone.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
    expect(phone.cookies.has("taxidaki.session_data")).toBe(false);

    // Signed out; the old password no longer signs in; the address registers afresh.
    expect((await read(u.client.api.profile.$get())).status).toBe(401);
    const signIn = await ctx.client().post("/api/auth/sign-in/email", { email: u.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    const fresh = ctx.client();
    expect(
      (await fresh.post("/api/auth/sign-up/email", { email: u.email, password: PASSWORD, name: "", lang: "el" }))
        .status,
    ).toBe(200);
    const mail = await ctx.smtp.waitFor(u.email, (m) => !!m.link && m.link !== u.mail.link);
    const token_hash = new URL(mail.link!).searchParams.get("token_hash");
    expect((await fresh.post("/api/auth/confirm", { token_hash, type: "email" })).status).toBe(200);
    const me = await read(fresh.api.profile.$get());
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(u.id);
    expect((await read(fresh.api.favorites.$get({ query: {} }))).body).toEqual([]);
  });

  it("lets an admin delete their account while another admin remains, and refuses the last admin with 409", async (t) => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    await setRole(ctx.database.db, a.email, "admin", cliActor());
    await setRole(ctx.database.db, b.email, "admin", cliActor());
    const deleted = await a.client.post("/api/auth/delete-user", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect((await rowsOf(a.id)).user).toBe(0);

    try {
      // The shared PostgreSQL test database can hold other files' admins: b is the last one only here.
      const others = await ctx.database.db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, "admin"), ne(user.id, b.id)));
      if (others.length) t.skip();
      const refused = await b.client.post("/api/auth/delete-user", { password: PASSWORD });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("LAST_ADMIN");
      expect((await rowsOf(b.id)).user).toBe(1);
      expect((await read(b.client.api.profile.$get())).status).toBe(200);
    } finally {
      // No admin left behind for the next run on a shared database.
      await setRole(ctx.database.db, b.email, "user", cliActor());
      expect((await b.client.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(200);
    }
  });
});
