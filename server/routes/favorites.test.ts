import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInUser, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("/api/v1/favorites", () => {
  it("adds, lists newest first, refuses a duplicate title+type, and removes", async () => {
    const { client } = await signedInUser(ctx);
    expect((await client.get("/api/v1/favorites")).body).toEqual([]);
    const a = await client.post("/api/v1/favorites", { type: "hotel", title: "Booking.com", description: "Hotels", data: { partnerId: "booking" } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ type: "hotel", title: "Booking.com", data: { partnerId: "booking" } });
    const b = await client.post("/api/v1/favorites", { type: "destination", title: "Κέρκυρα" });
    expect(b.body).toMatchObject({ description: null, data: {} });
    // Same title, other type: a different favourite.
    expect((await client.post("/api/v1/favorites", { type: "destination", title: "Booking.com" })).status).toBe(201);

    const list = (await client.get("/api/v1/favorites")).body;
    expect(list.map((f: { title: string; type: string }) => `${f.type}:${f.title}`)).toEqual([
      "destination:Booking.com",
      "destination:Κέρκυρα",
      "hotel:Booking.com",
    ]);

    const dup = await client.post("/api/v1/favorites", { type: "hotel", title: "Booking.com" });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CONFLICT");

    expect((await client.del(`/api/v1/favorites/${a.body.id}`)).status).toBe(204);
    expect((await client.del(`/api/v1/favorites/${a.body.id}`)).status).toBe(404);
    expect((await client.get("/api/v1/favorites")).body).toHaveLength(2);
  });

  it("bounds data at 16 KB and rejects bad bodies with the field named", async () => {
    const { client } = await signedInUser(ctx);
    const big = { blob: "x".repeat(16 * 1024) };
    const res = await client.post("/api/v1/favorites", { type: "hotel", title: "Big", data: big });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.data).toMatch(/16 KB/);
    expect((await client.post("/api/v1/favorites", { type: "hotel", title: "Fits", data: { blob: "x".repeat(15 * 1024) } })).status).toBe(201);
    for (const [body, field] of [
      [{ type: "hotel" }, "title"],
      [{ type: "", title: "x" }, "type"],
      [{ type: "hotel", title: "x", data: [1, 2] }, "data"],
      [{ type: "hotel", title: "x", user_id: "other" }, "body"],
      [{ type: "hotel", title: "   " }, "title"],
    ] as const) {
      const r = await client.post("/api/v1/favorites", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.fields).toHaveProperty(field);
    }
    expect((await client.get("/api/v1/favorites")).body).toHaveLength(1);
    const badId = await client.del("/api/v1/favorites/not-a-uuid");
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty("id");
  });
});
