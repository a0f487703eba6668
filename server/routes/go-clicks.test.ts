// The click report counts people, not requests (issue 37): anonymous requests to /go/:id wrote
// one row each, 3 000 in 1.9 s from one client, so the operator's report could be inflated at
// will. A client's repeated clicks on a link count once within a window, a client's clicks are
// recorded up to a number per window, and every request is still redirected.
import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "../../content/partners.ts";
import { clicks } from "../db/schema.ts";
import { createTestContext, randomIp, type TestContext } from "../test/harness.ts";
import { CLICK_LIMITS } from "./go.ts";

let ctx: TestContext;
/** A server whose repeat window is short (the test's own), to see a click count again after it. */
let shortWindow: TestContext;
const REPEAT_MS = 600;
beforeAll(async () => {
  ctx = await createTestContext();
  shortWindow = await createTestContext({}, { clickLimits: { repeatWindowMs: REPEAT_MS } });
});
afterAll(async () => {
  await ctx.close();
  await shortWindow.close();
});

/** A page of this test's own, so that only its clicks are counted (the PostgreSQL database is shared). */
const page = () => `/test-${randomBytes(6).toString("hex")}`;
const rows = async (from: string, target?: string, on = ctx) =>
  (
    await on.database.db
      .select({ n: count() })
      .from(clicks)
      .where(target ? and(eq(clicks.page, from), eq(clicks.target_id, target)) : eq(clicks.page, from))
  )[0]!.n;
const go = (ip: string, id: string, from: string, on = ctx) => on.client({ ip }).get(`/go/${id}?from=${from}&lang=el`);

describe("/go/:id under repeated anonymous requests", () => {
  it("redirects 3 000 requests of one client and records one click", { timeout: 240_000 }, async () => {
    const ip = randomIp();
    const from = page();
    const statuses = new Set<number>();
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => go(ip, "booking", from)));
      for (const a of answers) statuses.add(a.status);
    }
    expect([...statuses]).toEqual([302]);
    expect(await rows(from)).toBe(1);
  });

  it("records each client's click once, and a client's click again after the window", async () => {
    const from = page();
    const [a, b] = [randomIp(), randomIp()];
    for (const ip of [a, b, a, b]) expect((await go(ip, "booking", from, shortWindow)).status).toBe(302);
    expect(await rows(from, undefined, shortWindow)).toBe(2);
    await new Promise((r) => setTimeout(r, REPEAT_MS + 100));
    expect((await go(a, "booking", from, shortWindow)).status).toBe(302);
    expect(await rows(from, undefined, shortWindow)).toBe(3);
  });

  it(`records at most ${CLICK_LIMITS.perClient} clicks of one client on different links, redirecting every one`, async () => {
    const ip = randomIp();
    const from = page();
    const ids = partners.slice(0, CLICK_LIMITS.perClient + 20).map((p) => p.id);
    expect(ids.length).toBe(CLICK_LIMITS.perClient + 20);
    for (const id of ids) expect((await go(ip, id, from)).status, id).toBe(302);
    expect(await rows(from)).toBe(CLICK_LIMITS.perClient);
    // Another client is not affected.
    expect((await go(randomIp(), ids.at(-1)!, from)).status).toBe(302);
    expect(await rows(from, ids.at(-1)!)).toBe(1);
  });

  it("counts the addresses of one IPv6 /64 as one client, and another /64 as another", async () => {
    const from = page();
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:aaaa::9", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff"])
      expect((await go(ip, "booking", from)).status).toBe(302);
    expect(await rows(from)).toBe(1);
    expect((await go("2001:db8:1:3::1", "booking", from)).status).toBe(302);
    expect(await rows(from)).toBe(2);
  });
});
