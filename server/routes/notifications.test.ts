import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../db/schema.ts";
import { createTestContext, read, signedInUser, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function userWithNotes(n: number) {
  const u = await signedInUser(ctx);
  const base = Date.now();
  await ctx.database.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      user_id: u.id,
      title: `Note ${i}`,
      message: `Message ${i}`,
      type: ["info", "warning", "error"][i % 3]!,
      created_at: new Date(base + (i + 1) * 1000),
    })),
  );
  return u;
}

describe("/api/v1/notifications", () => {
  it("lists newest first and marks one read (one-way)", async () => {
    const { client } = await userWithNotes(3);
    const list = (await read(client.api.notifications.$get({ query: {} }))).body;
    expect(list.map((n: { title: string }) => n.title)).toEqual([
      "Note 2",
      "Note 1",
      "Note 0",
      "Καλώς ήρθες στο Taxidaki!",
    ]);
    const marked = await read(
      client.api.notifications[":id"].$patch({ param: { id: list[0]!.id }, json: { is_read: true } }),
    );
    expect(marked.status).toBe(200);
    expect(marked.body.is_read).toBe(true);
    const unread = await client.patch(`/api/v1/notifications/${list[0]!.id}`, { is_read: false });
    expect(unread.status).toBe(400);
    expect(unread.body.error.fields).toHaveProperty("is_read");
    expect((await read(client.api.notifications.$get({ query: {} }))).body[0]!.is_read).toBe(true);
  });

  it("marks a list of ids read, or all of the user's when no ids are given", async () => {
    const { client } = await userWithNotes(4);
    const list = (await read(client.api.notifications.$get({ query: {} }))).body;
    const some = await read(client.api.notifications.read.$post({ json: { ids: [list[0]!.id, list[1]!.id] } }));
    expect(some.body).toEqual({ updated: 2 });
    const after = (await read(client.api.notifications.$get({ query: {} }))).body;
    expect(after.filter((n: { is_read: boolean }) => !n.is_read)).toHaveLength(3);
    expect((await read(client.api.notifications.read.$post({ json: { ids: [] } }))).body).toEqual({ updated: 0 });
    expect((await read(client.api.notifications.read.$post({ json: {} }))).body).toEqual({ updated: 5 });
    expect(
      (await read(client.api.notifications.$get({ query: {} }))).body.every((n: { is_read: boolean }) => n.is_read),
    ).toBe(true);
  });

  it("deletes one; a second delete is 404", async () => {
    const { client } = await userWithNotes(1);
    const [first] = (await read(client.api.notifications.$get({ query: {} }))).body;
    expect((await read(client.api.notifications[":id"].$delete({ param: { id: first!.id } }))).status).toBe(204);
    expect((await read(client.api.notifications[":id"].$delete({ param: { id: first!.id } }))).status).toBe(404);
    expect((await read(client.api.notifications.$get({ query: {} }))).body).toHaveLength(1);
  });

  it("pages the list (50 by default, X-Next-Cursor for the rest)", async () => {
    const { client } = await userWithNotes(120);
    const first = await read(client.api.notifications.$get({ query: {} }));
    expect(first.body).toHaveLength(50);
    expect(first.body[0]!.title).toBe("Note 119");
    const rest = await read(
      client.api.notifications.$get({ query: { limit: "100", cursor: first.headers.get("x-next-cursor")! } }),
    );
    expect(rest.body).toHaveLength(71); // 120 notes + the welcome
    expect(rest.body[0]!.title).toBe("Note 69");
    expect(rest.headers.get("x-next-cursor")).toBeNull();
  });
});
