// Two users: every endpoint tried with the other user's ids reads and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInUser, type TestContext } from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("user data is scoped to the signed-in user", () => {
  it("never lets one user read or change another's rows", async () => {
    const alice = await signedInUser(ctx);
    const bob = await signedInUser(ctx);
    const fav = (await alice.client.post("/api/v1/favorites", { type: "hotel", title: "Alice's hotel" })).body;
    const search = (await alice.client.post("/api/v1/search-history", { query: "alice private search" })).body;
    const [note] = (await alice.client.get("/api/v1/notifications")).body;
    await alice.client.put("/api/v1/profile", { full_name: "Alice", phone: "123" });
    const trip = (await alice.client.post("/api/v1/trips", { name: "Alice's trip", trip: { stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }], returns: false } })).body;
    const { token } = (await alice.client.post(`/api/v1/trips/${trip.id}/share`, {})).body;
    const snapshot = async () => ({
      profile: (await alice.client.get("/api/v1/profile")).body,
      favorites: (await alice.client.get("/api/v1/favorites")).body,
      notifications: (await alice.client.get("/api/v1/notifications")).body,
      history: (await alice.client.get("/api/v1/search-history")).body,
      trips: (await alice.client.get("/api/v1/trips")).body,
    });
    const before = await snapshot();

    // Bob, with Alice's ids.
    expect((await bob.client.del(`/api/v1/favorites/${fav.id}`)).status).toBe(404);
    expect((await bob.client.del(`/api/v1/search-history/${search.id}`)).status).toBe(404);
    expect((await bob.client.patch(`/api/v1/notifications/${note!.id}`, { is_read: true })).status).toBe(404);
    expect((await bob.client.del(`/api/v1/notifications/${note!.id}`)).status).toBe(404);
    expect((await bob.client.post("/api/v1/notifications/read", { ids: [note!.id] })).body).toEqual({ updated: 0 });
    expect((await bob.client.get(`/api/v1/trips/${trip.id}`)).status).toBe(404);
    expect((await bob.client.patch(`/api/v1/trips/${trip.id}`, { name: "pwned" })).status).toBe(404);
    expect((await bob.client.del(`/api/v1/trips/${trip.id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/v1/trips/${trip.id}/share`, {})).status).toBe(404);
    expect((await bob.client.del(`/api/v1/trips/${trip.id}/share`)).status).toBe(404);
    // A shared link reads the trip, never its owner, and changes nothing.
    const shared = (await bob.client.get(`/api/v1/shared-trips/${token}`)).body;
    expect(shared).toEqual({ name: "Alice's trip", trip: trip.trip, updated_at: trip.updated_at });
    // Bulk operations touch only Bob's rows.
    await bob.client.post("/api/v1/notifications/read", {});
    await bob.client.del("/api/v1/search-history");
    // A user id in the body is refused, not trusted.
    expect((await bob.client.post("/api/v1/favorites", { type: "hotel", title: "x", user_id: alice.id })).status).toBe(400);
    expect((await bob.client.put("/api/v1/profile", { id: alice.id, full_name: "pwned" })).status).toBe(400);

    // Bob sees only his own things.
    expect((await bob.client.get("/api/v1/favorites")).body).toEqual([]);
    expect((await bob.client.get("/api/v1/search-history")).body).toEqual([]);
    expect((await bob.client.get("/api/v1/trips")).body).toEqual({ trips: [] });
    const bobNotes = (await bob.client.get("/api/v1/notifications")).body;
    expect(bobNotes.every((n: { user_id: string }) => n.user_id === bob.id)).toBe(true);
    expect((await bob.client.get("/api/v1/profile")).body.id).toBe(bob.id);

    expect(await snapshot()).toEqual(before);
  });
});
