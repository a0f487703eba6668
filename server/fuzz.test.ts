// Thousands of generated bad bodies, params and headers: never a 5xx, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { asc, inArray } from "drizzle-orm";
import { account, deals, favorites, notifications, profiles, search_history, user } from "./db/schema.ts";
import { createTestContext, ORIGIN, signedInUser, type Client, type TestContext } from "./test/harness.ts";

let ctx: TestContext;
let me: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
const ownIds: string[] = [];
const otherIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  me = await signedInUser(ctx);
  other = await signedInUser(ctx);
  for (const u of [me, other]) {
    const f = (await u.client.post("/api/v1/favorites", { type: "hotel", title: "Seed" })).body;
    const s = (await u.client.post("/api/v1/search-history", { query: "seed" })).body;
    const [n] = (await u.client.get("/api/v1/notifications")).body;
    (u === me ? ownIds : otherIds).push(f.id, s.id, n!.id);
  }
});
afterAll(() => ctx.close());

/** Everything of the two users, and the deals (other test files may share a PostgreSQL database). */
async function snapshot() {
  const { db } = ctx.database;
  const ids = [me.id, other.id];
  return {
    user: await db.select().from(user).where(inArray(user.id, ids)).orderBy(asc(user.id)),
    account: await db.select().from(account).where(inArray(account.userId, ids)).orderBy(asc(account.id)),
    profiles: await db.select().from(profiles).where(inArray(profiles.id, ids)).orderBy(asc(profiles.id)),
    favorites: await db.select().from(favorites).where(inArray(favorites.user_id, ids)).orderBy(asc(favorites.id)),
    notifications: await db
      .select()
      .from(notifications)
      .where(inArray(notifications.user_id, ids))
      .orderBy(asc(notifications.id)),
    search_history: await db
      .select()
      .from(search_history)
      .where(inArray(search_history.user_id, ids))
      .orderBy(asc(search_history.id)),
    deals: await db.select().from(deals).orderBy(asc(deals.id)),
  };
}

/** Values of every JSON type, never a valid body for any endpoint. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.constantFrom(
    "",
    "  ",
    "\u0000",
    "x".repeat(5000),
    "𝕏😀",
    "<script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "NaN",
    "-1",
  ),
  // Text PostgreSQL cannot store or that is not valid UTF-16.
  fc.constantFrom("a\u0000b", "\ud800", "x\udc00y", "\udbff\udbff", "😀\ud83d"),
  fc.string({ unit: "binary", maxLength: 20 }),
);
/** An object that always carries an unknown key (strict schemas refuse it) or wrong-typed fields. */
const badObject = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 6 }).map((o) => ({ ...o, __fuzz: true })),
  fc.record({
    type: junk,
    title: junk,
    description: junk,
    data: junk,
    query: junk,
    search_type: junk,
    results_count: junk,
    is_read: fc.constantFrom(false, "true", 1, null, "yes"),
    ids: fc.oneof(junk, fc.array(fc.string(), { maxLength: 3 })),
    theme: fc.string({ maxLength: 8 }).filter((s) => s !== "light" && s !== "dark"),
    language_preference: fc.string({ maxLength: 3 }).filter((s) => !["el", "en", "de"].includes(s)),
    email: fc.oneof(junk, fc.constant("not-an-email")),
    password: junk,
    token_hash: junk,
    type_: junk,
  }),
);
const rawBody = fc.oneof(
  badObject.map((o) => JSON.stringify(o)),
  junk.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }), // not JSON at all
  fc.constantFrom(
    "{",
    "[1,2",
    '{"a":}',
    "\u0000\u0001",
    "null",
    '{"title":"\\u0000"}',
    '{"type":"h","title":"\\ud800"}',
  ),
  // Nesting deep enough to break JSON.stringify (jsonb) and recursive walkers, as raw text.
  fc
    .tuple(fc.integer({ min: 33, max: 20_000 }), fc.constantFrom("title", "data", "name", "query"))
    .map(([n, key]) => `{"type":"hotel","${key}":${'{"d":'.repeat(n)}1${"}".repeat(n)}}`),
  // Form-encoded auth bodies (Better Auth reads those too).
  fc.constantFrom(
    "email=maria%40example.com&password=guess-1",
    "email=x%40y.z",
    "name=%00&email=a%40b.c&password=123456",
  ),
);
const idParam = () =>
  fc.oneof(
    fc.constantFrom(...otherIds),
    fc.uuid(),
    fc.string({ maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom("%00", "..%2F..", "%E2%28%A1", "1;DROP TABLE favorites", "'"),
  );
const endpoint = () =>
  fc.oneof(
    fc.constantFrom(
      ["POST", "/api/v1/favorites"],
      ["PUT", "/api/v1/profile"],
      ["POST", "/api/v1/search-history"],
      ["POST", "/api/v1/notifications/read"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/sign-in/magic-link"],
      ["POST", "/api/auth/confirm"],
      ["POST", "/api/auth/send-verification-email"],
      ["GET", "/api/v1/deals"],
      ["GET", "/api/v1/profile"],
    ),
    idParam().chain((id) =>
      fc.constantFrom(
        ["PATCH", `/api/v1/notifications/${id}`],
        ["DELETE", `/api/v1/notifications/${id}`],
        ["DELETE", `/api/v1/favorites/${id}`],
        ["DELETE", `/api/v1/search-history/${id}`],
        ["GET", `/go/${id}`],
        ["GET", `/api/v1/deals?q=${id}`],
      ),
    ),
  ) as fc.Arbitrary<[string, string]>;
const headers = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
      "",
    ),
    origin: fc.constantFrom(ORIGIN, "https://evil.example", "null", ""),
    cookie: fc.oneof(fc.string({ maxLength: 80 }), fc.constant("taxidaki.session_token=forged.value")),
    authorization: fc.oneof(
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
      fc.constant("Basic Zm9vOmJhcg=="),
    ),
    "accept-language": fc.string({ maxLength: 40 }),
  },
  { requiredKeys: [] },
);

describe("generated bad requests", () => {
  it("never answer 5xx and never change the database (2 000+ requests)", { timeout: 300_000 }, async () => {
    const before = await snapshot();
    let count = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        endpoint(),
        fc.option(rawBody, { nil: undefined }),
        headers,
        fc.boolean(),
        async ([method, path], body, hdrs, signedIn) => {
          const client: Client = signedIn ? me.client : ctx.client();
          const clean = Object.fromEntries(
            Object.entries(hdrs).filter(([, v]) => v !== "" && /^[\t\x20-\x7e]*$/.test(v!)),
          );
          // A forged cookie makes the server clear the session cookies (as a browser would): keep the
          // signed-in client's own cookies for the next request.
          const cookies = new Map(me.client.cookies);
          const res = await client.req(
            method,
            path,
            method === "GET" || method === "DELETE" ? undefined : body,
            clean as Record<string, string>,
          );
          me.client.cookies = cookies;
          count++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(
            res.status,
            `${method} ${path} ${String(body).slice(0, 80)} → ${JSON.stringify(res.body).slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400 && path.startsWith("/api/v1")) expect(res.body?.error?.code, path).toBeTruthy();
        },
      ),
      { numRuns: 2200, seed: 20261121 },
    );
    expect(count).toBeGreaterThanOrEqual(2000);
    expect(await snapshot()).toEqual(before);
    // Still working afterwards, with the own ids intact.
    expect((await me.client.get("/api/v1/favorites")).body.map((f: { id: string }) => f.id)).toContain(ownIds[0]);
    console.log(`fuzz: ${count} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  });
});

describe("generated bad auth bodies", () => {
  /** Never a valid update: name is never text that could be stored. */
  const badName = fc.oneof(
    fc.constantFrom(null, 42, true, [], {}, "a\u0000b", "\ud800", "x\udc00"),
    fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
  );
  it(
    "refuse every form-encoded body and every invalid name with 4xx, changing nothing (300 requests)",
    { timeout: 120_000 },
    async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "/api/auth/sign-in/email",
            "/api/auth/sign-up/email",
            "/api/auth/sign-in/magic-link",
            "/api/auth/update-user",
            "/api/auth/send-verification-email",
          ),
          fc.boolean(),
          badName,
          async (path, asForm, name) => {
            const res = asForm
              ? await me.client.req(
                  "POST",
                  path,
                  new URLSearchParams({
                    email: "maria@example.com",
                    password: "guess-123",
                    name: String(name),
                  }).toString(),
                  {
                    "content-type": "application/x-www-form-urlencoded",
                  },
                )
              : await me.client.post(path, { name });
            expect(res.status, `${path} ${asForm ? "form" : JSON.stringify(name)}`).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            expect(res.body?.error?.code).toBeTruthy();
            if (asForm) expect(res.status).toBe(415);
          },
        ),
        { numRuns: 300, seed: 20261123 },
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});
