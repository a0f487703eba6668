// Saved and shared trips (issue 30): the owner's verbs, isolation, share links (revoked, forged,
// another trip's), the cap, bad input with the field named and nothing written, account deletion.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { MAX_TRIP_STOPS, MAX_TRIPS, type TripInput } from "../../core/requests.ts";
import { trips } from "../db/schema.ts";
import { createTestContext, PASSWORD, read, signedInUser, type TestContext } from "../test/harness.ts";
import { sharedTripRule } from "./trips.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof signedInUser>>;
type Trip = {
  id: string;
  name: string;
  trip: unknown;
  shared: boolean;
  share_token: string | null;
  created_at: string;
  updated_at: string;
};

const naxos: TripInput = {
  name: "Κυκλάδες τον Ιούλιο",
  trip: {
    stops: [
      { place: "Athens" },
      { place: "Naxos", nights: 3, transport: "ferries", legPrice: 45 },
      { place: "Santorini", nights: 2, stayPrice: 180 },
      { place: "Athens" },
    ],
    start: "2027-07-12",
    travellers: 2,
    returns: true,
  },
};
const corfu: TripInput = {
  name: "Corfu weekend",
  trip: { stops: [{ place: "Igoumenitsa" }, { place: "Corfu", nights: 2 }], returns: false },
};

async function save(u: User, body: TripInput = naxos): Promise<Trip> {
  const res = await read(u.client.api.trips.$post({ json: body }));
  expect(res.status).toBe(201);
  return res.body as unknown as Trip;
}
async function rowsOf(userId: string) {
  return ctx.database.db.select().from(trips).where(eq(trips.user_id, userId)).orderBy(trips.created_at);
}
/** A signed-out reader (another browser). */
const stranger = () => ctx.client();

describe("/api/v1/trips", () => {
  it("saves, lists newest first, reads, renames, edits and deletes the user's own trips", async () => {
    const u = await signedInUser(ctx);
    expect((await read(u.client.api.trips.$get())).body).toEqual({ trips: [] });
    const a = await save(u, naxos);
    expect(a).toMatchObject({ name: naxos.name, trip: naxos.trip, shared: false, share_token: null });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(a.created_at)).not.toBeNaN();
    // Names are trimmed, like every other text of the API.
    const b = await save(u, { ...corfu, name: "  Corfu weekend  " });
    expect(b.name).toBe("Corfu weekend");

    const list = (await read(u.client.api.trips.$get())).body as { trips: Trip[] };
    expect(list.trips.map((t) => t.name)).toEqual(["Corfu weekend", naxos.name]);
    expect(list.trips[1]).toEqual(a);
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: a.id } }))).body).toEqual(a);
    // An upper-case id is the same id.
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: a.id.toUpperCase() } }))).body).toEqual(a);

    const renamed = await read(
      u.client.api.trips[":id"].$patch({ param: { id: a.id }, json: { name: "Νάξος και Σαντορίνη" } }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: a.id, name: "Νάξος και Σαντορίνη", trip: naxos.trip });
    expect(Date.parse((renamed.body as Trip).updated_at)).toBeGreaterThanOrEqual(Date.parse(a.updated_at));
    const fewer = { ...naxos.trip, stops: naxos.trip.stops.slice(0, 2), returns: false };
    const edited = await read(u.client.api.trips[":id"].$patch({ param: { id: a.id }, json: { trip: fewer } }));
    expect(edited.body).toMatchObject({ name: "Νάξος και Σαντορίνη", trip: fewer });
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: a.id } }))).body).toEqual(edited.body);

    expect((await read(u.client.api.trips[":id"].$delete({ param: { id: a.id } }))).status).toBe(204);
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: a.id } }))).status).toBe(404);
    expect((await read(u.client.api.trips[":id"].$delete({ param: { id: a.id } }))).status).toBe(404);
    expect(((await read(u.client.api.trips.$get())).body as { trips: Trip[] }).trips.map((t) => t.id)).toEqual([b.id]);
  });

  it("answers 401 signed out, and refuses a write from another origin", async () => {
    const out = stranger();
    expect((await read(out.api.trips.$get())).status).toBe(401);
    expect((await read(out.api.trips.$post({ json: naxos }))).status).toBe(401);
    const u = await signedInUser(ctx);
    const t = await save(u);
    const evil = ctx.client({ origin: "https://evil.example" });
    evil.cookies = new Map(u.client.cookies);
    expect((await read(evil.api.trips.$post({ json: corfu }))).status).toBe(403);
    expect((await read(evil.api.trips[":id"].$delete({ param: { id: t.id } }))).status).toBe(403);
    expect((await read(evil.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }))).status).toBe(403);
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.id, r.share_token])).toEqual([[t.id, null]]);
  });

  it("never lets one user read or change another's trip: every verb answers 404, nothing changes", async () => {
    const alice = await signedInUser(ctx);
    const bob = await signedInUser(ctx);
    const trip = await save(alice);
    const token = (
      (await read(alice.client.api.trips[":id"].share.$post({ param: { id: trip.id }, json: {} }))).body as {
        token: string;
      }
    ).token;
    const before = await rowsOf(alice.id);

    for (const res of [
      await read(bob.client.api.trips[":id"].$get({ param: { id: trip.id } })),
      await read(bob.client.api.trips[":id"].$patch({ param: { id: trip.id }, json: { name: "pwned" } })),
      await read(bob.client.api.trips[":id"].$patch({ param: { id: trip.id }, json: { trip: corfu.trip } })),
      await read(bob.client.api.trips[":id"].$delete({ param: { id: trip.id } })),
      await read(bob.client.api.trips[":id"].share.$post({ param: { id: trip.id }, json: {} })),
      await read(bob.client.api.trips[":id"].share.$delete({ param: { id: trip.id } })),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    // Ids that are not ids: 404 too, never a 5xx.
    for (const id of [
      "not-a-uuid",
      "1",
      "00000000-0000-4000-8000-000000000000",
      "%27%3B%20drop%20table%20trips",
      encodeURIComponent(trip.id + "x"),
    ]) {
      expect((await read(bob.client.api.trips[":id"].$get({ param: { id } }))).status, id).toBe(404);
      expect((await read(bob.client.api.trips[":id"].$patch({ param: { id }, json: { name: "x" } }))).status, id).toBe(
        404,
      );
      expect((await read(bob.client.api.trips[":id"].$delete({ param: { id } }))).status, id).toBe(404);
      expect((await read(bob.client.api.trips[":id"].share.$post({ param: { id }, json: {} }))).status, id).toBe(404);
      expect((await read(bob.client.api.trips[":id"].share.$delete({ param: { id } }))).status, id).toBe(404);
    }
    // A user id in the body is refused, not trusted.
    const forged = await bob.client.post("/api/v1/trips", { ...corfu, user_id: alice.id });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields.body).toMatch(/user_id/);

    expect((await read(bob.client.api.trips.$get())).body).toEqual({ trips: [] });
    expect(await rowsOf(alice.id)).toEqual(before);
    expect(await rowsOf(bob.id)).toEqual([]);
    // Alice's link still works, and still shows Alice's trip as it was.
    expect((await stranger().get(`/api/v1/shared-trips/${token}`)).body).toMatchObject({
      name: naxos.name,
      trip: naxos.trip,
    });
  });

  it("keeps at most 100 trips per user, also under concurrent saves, and says so", async () => {
    const { client, id } = await signedInUser(ctx);
    await ctx.database.db
      .insert(trips)
      .values(Array.from({ length: MAX_TRIPS - 1 }, (_, i) => ({ user_id: id, name: `Seed ${i}`, model: corfu.trip })));
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => read(client.api.trips.$post({ json: { ...naxos, name: `Last ${i}` } }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("LIMIT_REACHED");
      expect(r.body.error.message).toMatch(/at most 100 trips/);
    }
    const [row] = await ctx.database.db.select({ n: count() }).from(trips).where(eq(trips.user_id, id));
    expect(row?.n).toBe(MAX_TRIPS);
    expect(((await read(client.api.trips.$get())).body as { trips: Trip[] }).trips).toHaveLength(MAX_TRIPS);
    // Deleting one makes room for one.
    const some = ((await read(client.api.trips.$get())).body as { trips: Trip[] }).trips[5]!;
    expect((await read(client.api.trips[":id"].$delete({ param: { id: some.id } }))).status).toBe(204);
    expect((await read(client.api.trips.$post({ json: corfu }))).status).toBe(201);
    expect((await read(client.api.trips.$post({ json: corfu }))).status).toBe(409);
  });

  it("refuses bad trips with 400 naming the field, and writes nothing", async () => {
    const u = await signedInUser(ctx);
    const stop = (place: string) => ({ place, nights: 1 });
    const cases: [unknown, string][] = [
      [{ ...naxos, trip: { ...naxos.trip, stops: [] } }, "trip.stops"],
      [
        {
          ...naxos,
          trip: { ...naxos.trip, stops: Array.from({ length: MAX_TRIP_STOPS + 1 }, (_, i) => stop(`P${i}`)) },
        },
        "trip.stops",
      ],
      [
        { ...naxos, trip: { ...naxos.trip, stops: [{ place: "Athens" }, { place: "Naxos", nights: 0 }] } },
        "trip.stops.1.nights",
      ],
      [{ ...naxos, trip: { ...naxos.trip, stops: [{ place: "Naxos", nights: 2.5 }] } }, "trip.stops.0.nights"],
      [{ ...naxos, trip: { ...naxos.trip, stops: [{ place: "  " }] } }, "trip.stops.0.place"],
      [
        { ...naxos, trip: { ...naxos.trip, stops: [{ place: "Naxos", transport: "rockets" }] } },
        "trip.stops.0.transport",
      ],
      [{ ...naxos, trip: { ...naxos.trip, start: "2027-02-30" } }, "trip.start"],
      [{ ...naxos, trip: { ...naxos.trip, start: "12/07/2027" } }, "trip.start"],
      [{ ...naxos, trip: { ...naxos.trip, travellers: 0 } }, "trip.travellers"],
      [{ ...naxos, trip: { ...naxos.trip, travellers: 2, children: 3 } }, "trip.children"],
      [
        { ...naxos, trip: { ...naxos.trip, budget: { amount: 80, currency: "euro", per: "night" } } },
        "trip.budget.currency",
      ],
      [{ ...naxos, trip: { ...naxos.trip, returns: undefined } }, "trip.returns"],
      [{ ...naxos, trip: { ...naxos.trip, links: ["https://example.com"] } }, "trip"],
      [{ ...naxos, trip: { ...naxos.trip, stops: [{ place: "Naxos", url: "x" }] } }, "trip.stops.0"],
      [{ ...naxos, owner: "me" }, "body"],
      [{ ...naxos, name: "   " }, "name"],
      [{ ...naxos, name: "x".repeat(121) }, "name"],
      [{ trip: naxos.trip }, "name"],
      [{ name: "No trip" }, "trip"],
    ];
    for (const [body, field] of cases) {
      const res = await u.client.post("/api/v1/trips", body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
      expect(Object.keys(res.body.error.fields), JSON.stringify(body).slice(0, 200)).toContain(field);
    }
    expect(
      (await u.client.req("POST", "/api/v1/trips", "{not json", { "content-type": "application/json" })).status,
    ).toBe(400);
    expect(await rowsOf(u.id)).toEqual([]);

    // An edit with bad input changes nothing either.
    const t = await save(u);
    const before = await rowsOf(u.id);
    for (const [body, field] of [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ trip: { ...naxos.trip, stops: [] } }, "trip.stops"],
      [{ name: "ok", trip: { ...naxos.trip, start: "tomorrow" } }, "trip.start"],
      [{ name: "ok", user_id: "someone" }, "body"],
    ] as const) {
      const res = await u.client.patch(`/api/v1/trips/${t.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect(await rowsOf(u.id)).toEqual(before);
    // The longest name and the most stops are fine.
    const most = {
      name: "x".repeat(120),
      trip: { stops: Array.from({ length: MAX_TRIP_STOPS }, (_, i) => stop(`P${i}`)), returns: false },
    };
    expect((await read(u.client.api.trips.$post({ json: most }))).status).toBe(201);
  });
});

describe("shared trips", () => {
  it("shares a read-only link (the same one until revoked) that anyone can open, showing nothing of the owner", async () => {
    const u = await signedInUser(ctx);
    const t = await save(u);
    const first = await read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }));
    expect(first.status).toBe(200);
    const token = (first.body as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      ((await read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }))).body as { token: string })
        .token,
    ).toBe(token);
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: t.id } }))).body).toMatchObject({
      shared: true,
      share_token: token,
    });

    const opened = await stranger().get(`/api/v1/shared-trips/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(opened.body as object).sort()).toEqual(["name", "trip", "updated_at"]);
    expect(opened.body).toEqual({ name: naxos.name, trip: naxos.trip, updated_at: expect.any(String) });
    expect(JSON.stringify(opened.body)).not.toContain(u.id);
    expect(JSON.stringify(opened.body)).not.toContain(u.email);
    // Signed in as someone else: the same, read-only.
    const other = await signedInUser(ctx);
    expect((await read(other.client.api["shared-trips"][":token"].$get({ param: { token } }))).body).toEqual(
      opened.body,
    );

    // The owner's edit shows through the link.
    await read(u.client.api.trips[":id"].$patch({ param: { id: t.id }, json: { name: "Renamed", trip: corfu.trip } }));
    expect((await stranger().get(`/api/v1/shared-trips/${token}`)).body).toMatchObject({
      name: "Renamed",
      trip: corfu.trip,
    });
    // Sharing is not an edit: updated_at stays.
    const { updated_at } = (await read(u.client.api.trips[":id"].$get({ param: { id: t.id } }))).body as Trip;
    await read(u.client.api.trips[":id"].share.$delete({ param: { id: t.id } }));
    await read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }));
    expect(((await read(u.client.api.trips[":id"].$get({ param: { id: t.id } }))).body as Trip).updated_at).toBe(
      updated_at,
    );
  });

  it("a revoked, forged, malformed or deleted trip's link answers 404; another trip's token shows that trip only", async () => {
    const u = await signedInUser(ctx);
    const a = await save(u, naxos);
    const b = await save(u, corfu);
    const tokenA = (
      (await read(u.client.api.trips[":id"].share.$post({ param: { id: a.id }, json: {} }))).body as { token: string }
    ).token;
    const tokenB = (
      (await read(u.client.api.trips[":id"].share.$post({ param: { id: b.id }, json: {} }))).body as { token: string }
    ).token;
    expect(tokenA).not.toBe(tokenB);
    const reader = stranger();
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenA } }))).body).toMatchObject({
      name: naxos.name,
    });
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenB } }))).body).toMatchObject({
      name: corfu.name,
    });

    // Revoked: the old link is dead at once, the owner sees it unshared, a new share is a new link.
    const revoked = await read(u.client.api.trips[":id"].share.$delete({ param: { id: a.id } }));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ token: null });
    const dead = await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenA } }));
    expect(dead.status).toBe(404);
    expect(dead.body.error.code).toBe("NOT_FOUND");
    expect((await read(u.client.api.trips[":id"].$get({ param: { id: a.id } }))).body).toMatchObject({
      shared: false,
      share_token: null,
    });
    // Revoking twice is harmless.
    expect((await read(u.client.api.trips[":id"].share.$delete({ param: { id: a.id } }))).status).toBe(200);
    const again = (
      (await read(u.client.api.trips[":id"].share.$post({ param: { id: a.id }, json: {} }))).body as { token: string }
    ).token;
    expect(again).not.toBe(tokenA);
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenA } }))).status).toBe(404);
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: again } }))).status).toBe(200);
    // B was never touched.
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenB } }))).body).toMatchObject({
      name: corfu.name,
    });

    // Forged and malformed tokens.
    const forged = [
      randomBytes(24).toString("base64url"),
      tokenB.slice(0, -1) + (tokenB.endsWith("A") ? "B" : "A"),
      tokenB.toLowerCase() === tokenB ? tokenB.toUpperCase() : tokenB.toLowerCase(),
      tokenB.slice(0, 16),
      tokenB + "x",
      "x".repeat(300),
      "%00",
      "%27%20or%201%3D1",
      a.id,
    ];
    for (const token of forged) {
      const res = await read(reader.api["shared-trips"][":token"].$get({ param: { token } }));
      expect(res.status, token).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }

    // A deleted trip's link dies with it.
    await read(u.client.api.trips[":id"].$delete({ param: { id: b.id } }));
    expect((await read(reader.api["shared-trips"][":token"].$get({ param: { token: tokenB } }))).status).toBe(404);
  });

  it("two share requests at once give one token", async () => {
    const u = await signedInUser(ctx);
    const t = await save(u);
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }))),
    );
    const seen = new Set(tokens.map((r) => (r.body as { token: string }).token));
    expect(seen.size).toBe(1);
    expect((await rowsOf(u.id))[0]?.share_token).toBe([...seen][0]);
  });

  it("is rate limited per client address: tokens cannot be walked through", async () => {
    const u = await signedInUser(ctx);
    const t = await save(u);
    const token = (
      (await read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }))).body as { token: string }
    ).token;
    const walker = stranger();
    const statuses: number[] = [];
    for (let i = 0; i < sharedTripRule.max; i++)
      statuses.push(
        (
          await read(
            walker.api["shared-trips"][":token"].$get({ param: { token: randomBytes(24).toString("base64url") } }),
          )
        ).status,
      );
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await read(walker.api["shared-trips"][":token"].$get({ param: { token } }));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another reader is not affected.
    expect((await stranger().get(`/api/v1/shared-trips/${token}`)).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("removes the user's trips and kills their share links; another user's trips stay", async () => {
    const u = await signedInUser(ctx);
    const keep = await signedInUser(ctx);
    const t = await save(u);
    const kept = await save(keep);
    const token = (
      (await read(u.client.api.trips[":id"].share.$post({ param: { id: t.id }, json: {} }))).body as { token: string }
    ).token;
    const res = await u.client.post("/api/auth/delete-user", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await rowsOf(u.id)).toEqual([]);
    expect((await stranger().get(`/api/v1/shared-trips/${token}`)).status).toBe(404);
    expect((await rowsOf(keep.id)).map((r) => r.id)).toEqual([kept.id]);
  });
});
