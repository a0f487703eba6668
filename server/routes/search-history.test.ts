import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { search_history } from "../db/schema.ts";
import { createTestContext, signedInUser, type TestContext, read } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const queries = (rows: { query: string }[]) => rows.map((r) => r.query);

describe("/api/v1/search-history", () => {
  it("saves a search, replaces an earlier identical one (any case, same type), newest first", async () => {
    const { client } = await signedInUser(ctx);
    const first = await read(
      client.api["search-history"].$post({
        json: { query: "δωμάτιο στην Κέρκυρα", search_type: "general", results_count: 4 },
      }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ query: "δωμάτιο στην Κέρκυρα", search_type: "general", results_count: 4 });
    await read(client.api["search-history"].$post({ json: { query: "Naxos ferry" } }));
    await read(
      client.api["search-history"].$post({
        json: { query: "ΔΩΜΆΤΙΟ ΣΤΗΝ ΚΈΡΚΥΡΑ", search_type: "general", results_count: 7 },
      }),
    );
    await read(client.api["search-history"].$post({ json: { query: "naxos FERRY", search_type: "deals" } }));
    const rows = (await read(client.api["search-history"].$get())).body;
    expect(queries(rows)).toEqual(["naxos FERRY", "ΔΩΜΆΤΙΟ ΣΤΗΝ ΚΈΡΚΥΡΑ", "Naxos ferry"]);
    expect(rows[1]!.results_count).toBe(7);
    expect(rows[0]!.search_type).toBe("deals");
  });

  it("lists newest first also for searches saved within one tick of the clock", async () => {
    const { client, id } = await signedInUser(ctx);
    // One transaction: now() is the same for every statement in it, as two requests' clocks are
    // when they fall in one millisecond (PGlite's clock reads milliseconds).
    await ctx.database.db.transaction(async (tx) => {
      for (const query of ["Άνδρος", "Τήνος", "Σύρος"])
        await tx.execute(sql`select * from save_search(${id}, ${query}, 'general', 1, 20)`);
    });
    expect(queries((await read(client.api["search-history"].$get())).body)).toEqual(["Σύρος", "Τήνος", "Άνδρος"]);
  });

  it("keeps at most 20 (19 kept plus the new one)", async () => {
    const { client } = await signedInUser(ctx);
    for (let i = 1; i <= 23; i++) {
      const r = await read(client.api["search-history"].$post({ json: { query: `query ${i}` } }));
      expect(r.status).toBe(201);
    }
    const rows = (await read(client.api["search-history"].$get())).body;
    expect(rows).toHaveLength(20);
    expect(rows[0]!.query).toBe("query 23");
    expect(rows[19]!.query).toBe("query 4");
  });

  it("a variant in another case replaces its twin in a full list, which still holds 20", async () => {
    const { client } = await signedInUser(ctx);
    for (let i = 1; i <= 22; i++)
      expect((await read(client.api["search-history"].$post({ json: { query: `αναζήτηση ${i}` } }))).status).toBe(201);
    expect((await read(client.api["search-history"].$post({ json: { query: "ΑΝΑΖΉΤΗΣΗ 5" } }))).status).toBe(201);
    const rows = (await read(client.api["search-history"].$get())).body.map((r) => r.query);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toBe("ΑΝΑΖΉΤΗΣΗ 5");
    expect(rows).not.toContain("αναζήτηση 5");
    // The oldest the cap had dropped for the new one came back in the twin's place.
    expect(rows.slice(1)).toEqual(
      Array.from({ length: 20 }, (_, i) => `αναζήτηση ${22 - i}`)
        .filter((q) => q !== "αναζήτηση 5")
        .slice(0, 19),
    );
  });

  it("holds the cap under concurrent saves", async () => {
    const { client, id } = await signedInUser(ctx);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        read(client.api["search-history"].$post({ json: { query: `parallel ${i}` } })),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Counted in the table itself, not through the capped list endpoint.
    expect(await ctx.database.db.$count(search_history, eq(search_history.user_id, id))).toBe(20);
  });

  it("rejects blank queries and changes nothing", async () => {
    const { client } = await signedInUser(ctx);
    for (const query of ["", "   ", "\n\t"]) {
      const r = await read(client.api["search-history"].$post({ json: { query } }));
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toHaveProperty("query");
    }
    const long = await read(client.api["search-history"].$post({ json: { query: "x".repeat(201) } }));
    expect(long.body.error.fields).toHaveProperty("query");
    expect((await read(client.api["search-history"].$get())).body).toEqual([]);
  });

  it("deletes one, then all", async () => {
    const { client } = await signedInUser(ctx);
    const a = (await read(client.api["search-history"].$post({ json: { query: "Rhodes" } }))).body;
    await read(client.api["search-history"].$post({ json: { query: "Crete" } }));
    await read(client.api["search-history"].$post({ json: { query: "Milos" } }));
    expect((await read(client.api["search-history"][":id"].$delete({ param: { id: a.id } }))).status).toBe(204);
    expect(queries((await read(client.api["search-history"].$get())).body)).toEqual(["Milos", "Crete"]);
    expect((await read(client.api["search-history"].$delete())).body).toEqual({ deleted: 2 });
    expect((await read(client.api["search-history"].$get())).body).toEqual([]);
  });
});
