// Two users: every endpoint tried with the other user's ids reads and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, read, signedInUser, type TestContext } from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("user data is scoped to the signed-in user", () => {
  it("never lets one user read or change another's rows", async () => {
    const alice = await signedInUser(ctx);
    const bob = await signedInUser(ctx);
    const fav = (await read(alice.client.api.favorites.$post({ json: { type: "hotel", title: "Alice's hotel" } })))
      .body;
    const search = (await read(alice.client.api["search-history"].$post({ json: { query: "alice private search" } })))
      .body;
    const [note] = (await read(alice.client.api.notifications.$get({ query: {} }))).body;
    await read(alice.client.api.profile.$put({ json: { full_name: "Alice", phone: "123" } }));
    const trip = (
      await read(
        alice.client.api.trips.$post({
          json: {
            name: "Alice's trip",
            trip: { stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }], returns: false },
          },
        }),
      )
    ).body;
    const { token } = (await read(alice.client.api.trips[":id"].share.$post({ param: { id: trip.id }, json: {} })))
      .body;
    const snapshot = async () => ({
      profile: (await read(alice.client.api.profile.$get())).body,
      favorites: (await read(alice.client.api.favorites.$get({ query: {} }))).body,
      notifications: (await read(alice.client.api.notifications.$get({ query: {} }))).body,
      history: (await read(alice.client.api["search-history"].$get())).body,
      trips: (await read(alice.client.api.trips.$get())).body,
    });
    const before = await snapshot();

    // Bob, with Alice's ids.
    expect((await read(bob.client.api.favorites[":id"].$delete({ param: { id: fav.id } }))).status).toBe(404);
    expect((await read(bob.client.api["search-history"][":id"].$delete({ param: { id: search.id } }))).status).toBe(
      404,
    );
    expect(
      (await read(bob.client.api.notifications[":id"].$patch({ param: { id: note!.id }, json: { is_read: true } })))
        .status,
    ).toBe(404);
    expect((await read(bob.client.api.notifications[":id"].$delete({ param: { id: note!.id } }))).status).toBe(404);
    expect((await read(bob.client.api.notifications.read.$post({ json: { ids: [note!.id] } }))).body).toEqual({
      updated: 0,
    });
    expect((await read(bob.client.api.trips[":id"].$get({ param: { id: trip.id } }))).status).toBe(404);
    expect(
      (await read(bob.client.api.trips[":id"].$patch({ param: { id: trip.id }, json: { name: "pwned" } }))).status,
    ).toBe(404);
    expect((await read(bob.client.api.trips[":id"].$delete({ param: { id: trip.id } }))).status).toBe(404);
    expect((await read(bob.client.api.trips[":id"].share.$post({ param: { id: trip.id }, json: {} }))).status).toBe(
      404,
    );
    expect((await read(bob.client.api.trips[":id"].share.$delete({ param: { id: trip.id } }))).status).toBe(404);
    // A shared link reads the trip, never its owner, and changes nothing.
    const shared = (await read(bob.client.api["shared-trips"][":token"].$get({ param: { token } }))).body;
    expect(shared).toEqual({ name: "Alice's trip", trip: trip.trip, updated_at: trip.updated_at });
    // Bulk operations touch only Bob's rows.
    await read(bob.client.api.notifications.read.$post({ json: {} }));
    await read(bob.client.api["search-history"].$delete());
    // A user id in the body is refused, not trusted.
    expect((await bob.client.post("/api/v1/favorites", { type: "hotel", title: "x", user_id: alice.id })).status).toBe(
      400,
    );
    expect((await bob.client.put("/api/v1/profile", { id: alice.id, full_name: "pwned" })).status).toBe(400);

    // Bob sees only his own things.
    expect((await read(bob.client.api.favorites.$get({ query: {} }))).body).toEqual([]);
    expect((await read(bob.client.api["search-history"].$get())).body).toEqual([]);
    expect((await read(bob.client.api.trips.$get())).body).toEqual({ trips: [] });
    const bobNotes = (await read(bob.client.api.notifications.$get({ query: {} }))).body;
    expect(bobNotes.every((n: { user_id: string }) => n.user_id === bob.id)).toBe(true);
    expect((await read(bob.client.api.profile.$get())).body.id).toBe(bob.id);

    expect(await snapshot()).toEqual(before);
  });
});
