// The rows of raw queries (`db.execute`), parsed instead of asserted (issue 39, decision 054): a
// query whose columns drift from what its caller reads fails at the query, naming the column.
// Schemas of whole or partial table rows come from the Drizzle schema (drizzle-zod).
import type { QueryResult } from "pg";
import { z, type ZodType } from "zod";

/** The rows of `result`, each parsed with `row`. */
export function parseRows<T extends ZodType>(row: T, result: Pick<QueryResult, "rows">): z.infer<T>[] {
  return z.array(row).parse(result.rows);
}

/** A timestamp as a driver gives it: a Date (pg, PGlite), or its text from a JSON-built row. */
export const timestampValue = z.union([z.date(), z.string()]);

/** A `count(*)::int`: a number (a bigint count would come as text, read as its number). */
export const countRow = z.object({ n: z.coerce.number().int() });
