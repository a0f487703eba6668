import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { deals, favorites } from "../db/schema.ts";
import { loadConfig } from "../config.ts";
import type { Mailer } from "../mail/transport.ts";
import { createTestContext, ORIGIN, signedInUser, TEST_SECRET, type TestContext } from "../test/harness.ts";
import { notifyExpiringDeals } from "./deal-alerts.ts";
import type { JobDeps } from "./jobs.ts";

let ctx: TestContext;
let jobCtx: JobDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET: TEST_SECRET });
  jobCtx = {
    db: ctx.database.db,
    config,
    mailer: {} as Mailer,
    logger: pino({ level: "silent" }),
    notifications: ctx.live.service,
  };
});
afterAll(() => ctx.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("favourited deal expiring within 48 hours", () => {
  it("notifies once, in the user's language (the deal's title too); never twice for the same deal; not for later or expired deals", async () => {
    const u = await signedInUser(ctx, { lang: "en" });
    const tag = Math.random().toString(36).slice(2, 8);
    const [soon, later, past] = await ctx.database.db
      .insert(deals)
      .values([
        {
          title: `Ξενοδοχεία Νάξου ${tag}`,
          title_en: `Naxos hotels ${tag}`,
          title_de: `Hotels auf Naxos ${tag}`,
          description: "-20%",
          expiry_date: inDays(1),
        },
        { title: `Crete ferries ${tag}`, description: "-10%", expiry_date: inDays(10) },
        { title: `Old deal ${tag}`, description: "-5%", expiry_date: inDays(-2) },
      ])
      .returning();
    for (const d of [soon!, later!, past!]) {
      await ctx.database.db
        .insert(favorites)
        .values({ user_id: u.id, type: "deal", title: d.title, data: { id: d.id, expiry_date: d.expiry_date } });
    }
    const first = await notifyExpiringDeals(jobCtx);
    expect(first.created).toBeGreaterThanOrEqual(1);
    const again = await notifyExpiringDeals(jobCtx);
    expect(again.created).toBe(0);

    const list = (await u.client.get("/api/v1/notifications")).body as {
      title: string;
      message: string;
      type: string;
    }[];
    const alerts = list.filter((n) => n.title === "Your favourite deal ends soon");
    expect(alerts).toHaveLength(1);
    const [y, m, d] = soon!.expiry_date.split("-");
    expect(alerts[0]).toMatchObject({
      type: "warning",
      message: `“Naxos hotels ${tag}” is valid until ${d}/${m}/${y}.`,
    });

    // A German user reads the German title; a Greek user the Greek one; without a German title, the Greek one.
    const de = await signedInUser(ctx, { lang: "de" });
    const el = await signedInUser(ctx, { lang: "el" });
    const [greekOnly] = await ctx.database.db
      .insert(deals)
      .values({ title: `Μόνο ελληνικά ${tag} %d`, description: "-5%", expiry_date: inDays(1) })
      .returning();
    for (const [who, d] of [
      [de, soon!],
      [el, soon!],
      [de, greekOnly!],
    ] as const) {
      await ctx.database.db
        .insert(favorites)
        .values({ user_id: who.id, type: "deal", title: d.title, data: { id: d.id } });
    }
    await notifyExpiringDeals(jobCtx);
    const messages = async (who: typeof de) =>
      ((await who.client.get("/api/v1/notifications")).body as { type: string; message: string }[])
        .filter((n) => n.type === "warning")
        .map((n) => n.message)
        .sort();
    expect(await messages(de)).toEqual([
      `„Hotels auf Naxos ${tag}“ gilt bis ${d}/${m}/${y}.`,
      `„Μόνο ελληνικά ${tag} %d“ gilt bis ${d}/${m}/${y}.`,
    ]);
    expect(await messages(el)).toEqual([`«Ξενοδοχεία Νάξου ${tag}» ισχύει έως ${d}/${m}/${y}.`]);
  });
});
