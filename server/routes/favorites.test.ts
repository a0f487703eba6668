import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import { deals, favorites } from "../db/schema.ts";
import { MAX_FAVORITES } from "./favorites.ts";
import { DEFAULT_PAGE_SIZE } from "./pagination.ts";
import { createTestContext, signedInUser, type TestContext, read } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("/api/v1/favorites", () => {
  it("adds, lists newest first, refuses a duplicate title+type, and removes", async () => {
    const { client } = await signedInUser(ctx);
    expect((await read(client.api.favorites.$get({ query: {} }))).body).toEqual([]);
    const a = await read(
      client.api.favorites.$post({
        json: { type: "hotel", title: "Booking.com", description: "Hotels", data: { partnerId: "booking" } },
      }),
    );
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ type: "hotel", title: "Booking.com", data: { partnerId: "booking" } });
    const b = await read(client.api.favorites.$post({ json: { type: "destination", title: "Κέρκυρα" } }));
    expect(b.body).toMatchObject({ description: null, data: {} });
    // Same title, other type: a different favourite.
    expect(
      (await read(client.api.favorites.$post({ json: { type: "destination", title: "Booking.com" } }))).status,
    ).toBe(201);

    const list = (await read(client.api.favorites.$get({ query: {} }))).body;
    expect(list.map((f: { title: string; type: string }) => `${f.type}:${f.title}`)).toEqual([
      "destination:Booking.com",
      "destination:Κέρκυρα",
      "hotel:Booking.com",
    ]);

    const dup = await read(client.api.favorites.$post({ json: { type: "hotel", title: "Booking.com" } }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CONFLICT");

    expect((await read(client.api.favorites[":id"].$delete({ param: { id: a.body.id } }))).status).toBe(204);
    expect((await read(client.api.favorites[":id"].$delete({ param: { id: a.body.id } }))).status).toBe(404);
    expect((await read(client.api.favorites.$get({ query: {} }))).body).toHaveLength(2);
  });

  it("bounds data at 16 KB and rejects bad bodies with the field named", async () => {
    const { client } = await signedInUser(ctx);
    const big = { blob: "x".repeat(16 * 1024) };
    const res = await read(client.api.favorites.$post({ json: { type: "hotel", title: "Big", data: big } }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.data).toMatch(/16 KB/);
    expect(
      (
        await read(
          client.api.favorites.$post({ json: { type: "hotel", title: "Fits", data: { blob: "x".repeat(15 * 1024) } } }),
        )
      ).status,
    ).toBe(201);
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
    expect((await read(client.api.favorites.$get({ query: {} }))).body).toHaveLength(1);
    const badId = await read(client.api.favorites[":id"].$delete({ param: { id: "not-a-uuid" } }));
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty("id");
  });

  it("keeps at most 500 favourites per user and says so clearly", async () => {
    const { client, id } = await signedInUser(ctx);
    // Seed 499 directly (fast), then fill the last place and overflow it concurrently over HTTP.
    await ctx.database.db
      .insert(favorites)
      .values(
        Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => ({ user_id: id, type: "hotel", title: `Seed ${i}` })),
      );
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        read(client.api.favorites.$post({ json: { type: "hotel", title: `Last ${i}` } })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("LIMIT_REACHED");
      expect(r.body.error.message).toMatch(/at most 500 favourites/);
    }
    const [row] = await ctx.database.db.select({ n: count() }).from(favorites).where(eq(favorites.user_id, id));
    expect(row?.n).toBe(MAX_FAVORITES);
  });

  it("pages the list with a cursor, newest first, each row exactly once", async () => {
    const { client, id } = await signedInUser(ctx);
    // Many rows with the same creation time: the cursor must still order and split them exactly.
    const at = new Date();
    await ctx.database.db.insert(favorites).values(
      Array.from({ length: 130 }, (_, i) => ({
        user_id: id,
        type: "city",
        title: `City ${i}`,
        created_at: i < 60 ? at : new Date(at.getTime() + i),
      })),
    );
    const first = await read(client.api.favorites.$get({ query: {} }));
    expect(first.body).toHaveLength(DEFAULT_PAGE_SIZE);
    const seen: string[] = first.body.map((f: { id: string }) => f.id);
    let cursor = first.headers.get("x-next-cursor");
    let pages = 1;
    while (cursor) {
      const res = await read(client.api.favorites.$get({ query: { limit: "40", cursor } }));
      expect(res.status).toBe(200);
      seen.push(...res.body.map((f: { id: string }) => f.id));
      cursor = res.headers.get("x-next-cursor");
      pages++;
    }
    expect(pages).toBe(1 + Math.ceil((130 - DEFAULT_PAGE_SIZE) / 40));
    expect(new Set(seen).size).toBe(130);
    expect(seen).toHaveLength(130);
    expect((await read(client.api.favorites.$get({ query: { limit: "101" } }))).status).toBe(400);
    const bad = await read(client.api.favorites.$get({ query: { cursor: "not-a-cursor" } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("cursor");
    // Another user's cursor shows nothing of theirs.
    const other = await signedInUser(ctx);
    const theirs = await read(
      other.client.api.favorites.$get({ query: { cursor: first.headers.get("x-next-cursor")! } }),
    );
    expect(theirs.body).toEqual([]);
  });

  it("keeps a saved deal's price, expiry and way out as the deal has them, whatever the client sent (issue 28)", async () => {
    const { client } = await signedInUser(ctx);
    const tag = Math.random().toString(36).slice(2, 8);
    const [live, bare] = await ctx.database.db
      .insert(deals)
      .values([
        {
          title: `Κρήτη από 89 € ${tag}`,
          description: "Τρεις νύχτες.",
          partner_id: "booking",
          category: "hotels",
          url: "https://www.booking.com/x",
          price_from: 8900,
          price_was: 12900,
          expiry_date: "2099-06-30",
        },
        { title: `Χωρίς σελίδα ${tag}`, description: "Χωρίς συνεργάτη.", expiry_date: "2099-07-01" },
      ])
      .returning();
    try {
      // The heart sends what the card shows; a client that lies about the price is not believed.
      const saved = await read(
        client.api.favorites.$post({
          json: {
            type: "deal",
            title: live!.title,
            description: live!.description,
            data: { id: live!.id, expires_at: "2000-01-01", price_from: 1, go: true, note: "mine" },
          },
        }),
      );
      expect(saved.status).toBe(201);
      expect(saved.body.data).toEqual({
        id: live!.id,
        expires_at: "2099-06-30",
        price_from: 89,
        price_was: 129,
        currency: "EUR",
        go: true,
        note: "mine",
      });
      const other = await read(
        client.api.favorites.$post({ json: { type: "deal", title: bare!.title, data: { id: bare!.id } } }),
      );
      expect(other.body.data).toEqual({
        id: bare!.id,
        expires_at: "2099-07-01",
        price_from: null,
        price_was: null,
        currency: "EUR",
        go: false,
      });
      const list = (await read(client.api.favorites.$get({ query: {} }))).body as { title: string; data: unknown }[];
      expect(list.find((f) => f.title === live!.title)?.data).toEqual(saved.body.data);

      // A deal id that names no deal: nothing saved.
      const gone = await read(
        client.api.favorites.$post({
          json: { type: "deal", title: "Δεν υπάρχει", data: { id: "00000000-0000-4000-8000-00000000dead" } },
        }),
      );
      expect(gone.status).toBe(404);
      expect(gone.body.error.code).toBe("NOT_FOUND");
      // Any other id is the client's own (as before): kept, but never marked as the deal's facts.
      const own = await read(
        client.api.favorites.$post({
          json: {
            type: "deal",
            title: "Δική μου",
            data: { id: "my-deal", expiry_date: "2025-07-31", price_from: 5, go: true },
          },
        }),
      );
      expect(own.status).toBe(201);
      expect(own.body.data).toEqual({ id: "my-deal", expiry_date: "2025-07-31" });
    } finally {
      await ctx.database.db.delete(deals).where(inArray(deals.id, [live!.id, bare!.id]));
    }
  });
});
