// PGlite with named prepared statements answers exactly as PGlite's own query() does: same rows,
// types, errors and row counts, after a table changes under a statement, and with a bounded set of
// statements kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite, types } from "@electric-sql/pglite";
import { withPreparedStatements } from "./pglite-statements.ts";

let plain: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  prepared = withPreparedStatements(plain, 3);
  await plain.exec(`
    create table trip (id serial primary key, place text not null unique, nights int, data jsonb, starts timestamptz, tags text[]);
    insert into trip (place, nights, data, starts, tags) values
      ('Νάξος', 3, '{"ferry": true}', '2026-08-20T06:30:00Z', '{sea,island}'),
      ('Μέτσοβο', null, null, null, '{}');
  `);
});

afterAll(() => plain.close());

/** Server-side prepared statements of the one embedded backend. */
const preparedCount = async () =>
  (await plain.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

describe("PGlite with prepared statements", () => {
  it("returns what PGlite's own query() returns, in object and array mode, with its parsers", async () => {
    const text = "select id, place, nights, data, starts, tags from trip where nights is distinct from $1 order by id";
    for (const options of [
      undefined,
      { rowMode: "array" as const },
      { parsers: { [types.TIMESTAMPTZ]: (v: string) => `at ${v}` } },
    ]) {
      const ours = await prepared.query(text, [99], options);
      const theirs = await plain.query(text, [99], options);
      expect(ours).toEqual(theirs);
      // And again, from the prepared statement.
      expect(await prepared.query(text, [99], options)).toEqual(theirs);
    }
    const [naxos] = (await prepared.query<{ place: string; data: unknown; starts: Date; tags: string[] }>(text, [0]))
      .rows;
    expect(naxos).toMatchObject({ place: "Νάξος", data: { ferry: true }, tags: ["sea", "island"] });
    expect(naxos!.starts.toISOString()).toBe("2026-08-20T06:30:00.000Z");
  });

  it("passes parameters of every kind (null, JSON, dates, arrays) as PGlite does", async () => {
    const r = await prepared.query<{ id: number }>(
      "insert into trip (place, nights, data, starts, tags) values ($1, $2, $3, $4, $5) returning id",
      ["Ζαγόρι", null, { hike: ["Βίκος"] }, new Date("2026-09-01T00:00:00Z"), ["mountain"]],
    );
    expect(r.affectedRows).toBe(1);
    const row = (
      await plain.query<Record<string, unknown>>("select nights, data, starts, tags from trip where id = $1", [
        r.rows[0]!.id,
      ])
    ).rows[0]!;
    expect(row).toEqual({
      nights: null,
      data: { hike: ["Βίκος"] },
      starts: new Date("2026-09-01T00:00:00Z"),
      tags: ["mountain"],
    });
    const updated = await prepared.query("update trip set nights = coalesce(nights, 0) + 1 where place <> $1", [
      "none",
    ]);
    expect(updated.affectedRows).toBe(3);
  });

  it("throws PGlite's database error, with its code and the query, and goes on working", async () => {
    const error = await prepared.query("insert into trip (place) values ($1)", ["Νάξος"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", query: "insert into trip (place) values ($1)", params: ["Νάξος"] });
    await expect(prepared.query("select nope from trip")).rejects.toMatchObject({ code: "42703" });
    expect((await prepared.query<{ n: number }>("select count(*)::int as n from trip")).rows).toEqual([{ n: 3 }]);
  });

  it("prepares a statement anew when its table changed under it, and answers with the new columns", async () => {
    const text = "select * from trip where id = $1";
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0]!)).not.toContain("note");
    await plain.exec("alter table trip add column note text default 'καλό'");
    expect((await prepared.query<{ note: string }>(text, [1])).rows[0]!.note).toBe("καλό");
  });

  it("keeps a bounded number of statements, closing the least recently used", async () => {
    for (let i = 0; i < 10; i++) await prepared.query(`select ${i}::int as n where $1::int > 0`, [1]);
    expect(await preparedCount()).toBe(3);
    // Still answers for an evicted text (prepared again).
    expect((await prepared.query<{ n: number }>("select 0::int as n where $1::int > 0", [1])).rows).toEqual([{ n: 0 }]);
  });

  it("leaves transactions to PGlite, and runs queries one at a time around them", async () => {
    let outside: Promise<unknown> | undefined;
    await prepared.transaction(async (tx) => {
      await tx.query("update trip set nights = 10 where place = $1", ["Νάξος"]);
      // Outside the transaction, this waits for it to end.
      outside = prepared.query("update trip set nights = nights + 1 where place = $1", ["Νάξος"]);
      await tx.query("update trip set nights = nights * 2 where place = $1", ["Νάξος"]);
    });
    await outside;
    const row = await prepared.query<{ nights: number }>("select nights from trip where place = $1", ["Νάξος"]);
    expect(row.rows[0]!.nights).toBe(21);
  });
});
