// The public deals list one page at a time. A page ends with an opaque cursor: the sort position
// of its last deal (base64url JSON), so the next page starts right after it even when deals were
// added or removed in between — no deal is skipped or shown twice by a change elsewhere in the list.
import { z } from "zod";
import { compareDeals, type DealPosition } from "./service.ts";

/** Deals per page when the client does not say (the API and the server-filled /deals pages). */
export const DEALS_PAGE_SIZE = 50;
/** The largest page the API gives. */
export const DEALS_PAGE_MAX = 100;
/** A cursor is under 1.3 kB for the longest title the console accepts (200 characters). */
const CURSOR_MAX_LENGTH = 2048;

const position = z.tuple([
  z.boolean(),
  z.boolean(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().max(1000),
  z.string().max(100),
]);

export function encodeCursor(deal: DealPosition): string {
  const tuple: z.infer<typeof position> = [deal.expired, deal.featured, deal.expires_at, deal.title, deal.id];
  return Buffer.from(JSON.stringify(tuple)).toString("base64url");
}

/** The position a cursor names, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): DealPosition | undefined {
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[\w-]+$/.test(cursor)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = position.safeParse(json);
  if (!parsed.success) return undefined;
  const [expired, featured, expires_at, title, id] = parsed.data;
  return { expired, featured, expires_at, title, id };
}

/** A query parameter holding a cursor: the position it names, or a validation error on `cursor`. */
export const cursorParam = z
  .string()
  .max(CURSOR_MAX_LENGTH)
  .transform((text, ctx) => {
    const after = decodeCursor(text);
    if (!after) ctx.addIssue({ code: "custom", message: "Not a cursor this list gave" });
    return after ?? z.NEVER;
  });

/** Index of the first deal after `after` in a list ordered by compareDeals (binary search). */
function firstIndexAfter(list: readonly DealPosition[], after: DealPosition): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareDeals(list[mid]!, after) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface DealsPage<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** One page of an ordered list: `limit` deals after the cursor's position (from the start without one). */
export function dealsPage<T extends DealPosition>(
  list: readonly T[],
  opts: { limit: number; after?: DealPosition },
): DealsPage<T> {
  const start = opts.after ? firstIndexAfter(list, opts.after) : 0;
  const items = list.slice(start, start + opts.limit);
  const last = items.at(-1);
  return { items, nextCursor: last && start + items.length < list.length ? encodeCursor(last) : null };
}
