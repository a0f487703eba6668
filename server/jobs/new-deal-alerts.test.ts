// New live deals in a favourited category, from a favourited partner (issue 14) or for a stop of a
// saved trip (issue 30): one
// notification per deal, at most one a user a day, the rest grouped; never twice; in the
// recipient's language. Runs on the test database (PGlite, or PostgreSQL shared with other files:
// every assertion looks only at this test's users and deals).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { deals, favorites } from "../db/schema.ts";
import { loadConfig } from "../config.ts";
import type { Mailer } from "../mail/transport.ts";
import { createTestContext, ORIGIN, signedInUser, TEST_SECRET, type TestContext } from "../test/harness.ts";
import type { JobDeps } from "./jobs.ts";
import { newDealsText, notifyNewDeals } from "./new-deal-alerts.ts";

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

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const tag = () => Math.random().toString(36).slice(2, 8);
type User = Awaited<ReturnType<typeof signedInUser>>;

/** The user's new-deal alerts (the welcome notice is a "success", the expiry alert a "warning"). */
async function alerts(u: User) {
  const list = (await u.client.get("/api/v1/notifications")).body as { title: string; message: string; type: string }[];
  return list.filter((n) => n.type === "info").map(({ title, message }) => ({ title, message }));
}

async function follow(u: User, type: "category" | "partner" | "deal" | "destination", id: string) {
  await ctx.database.db
    .insert(favorites)
    .values({ user_id: u.id, type, title: `${type} ${id} ${tag()}`, data: { id } });
}

function deal(t: string, values: Partial<typeof deals.$inferInsert> = {}) {
  return {
    title: `Ξενοδοχεία ${t}`,
    description: "-20%",
    category: "hotels",
    partner_id: "booking",
    expiry_date: inDays(10),
    ...values,
  };
}

describe("new live deal in a favourited category or from a favourited partner", () => {
  it("one deal → one notification naming it, in the user's language; never twice", async () => {
    const u = await signedInUser(ctx, { lang: "en" });
    const t = tag();
    await follow(u, "category", `cat-${t}`);
    await ctx.database.db.insert(deals).values(deal(t, { category: `cat-${t}`, title_en: `Naxos hotels ${t}` }));
    // An unknown category id has no name: the title has no "for …".
    await notifyNewDeals(jobCtx);
    expect(await alerts(u)).toEqual([{ title: "1 new deal", message: `“Naxos hotels ${t}”.` }]);
    await notifyNewDeals(jobCtx);
    await notifyNewDeals(jobCtx, new Date(Date.now() + 2 * DAY));
    expect(await alerts(u)).toHaveLength(1);
  });

  it("3 deals the same day → one grouped notification with the count, in Greek ('3 νέες προσφορές για ξενοδοχεία')", async () => {
    const u = await signedInUser(ctx, { lang: "el" });
    const t = tag();
    const partner = `partner-${t}`;
    await follow(u, "partner", partner);
    await ctx.database.db
      .insert(deals)
      .values([
        deal(`Α ${t}`, { partner_id: partner }),
        deal(`Β ${t}`, { partner_id: partner }),
        deal(`Γ ${t}`, { partner_id: partner }),
      ]);
    await notifyNewDeals(jobCtx);
    const got = await alerts(u);
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe("3 νέες προσφορές για ξενοδοχεία");
    expect(got[0]!.message).toBe(`«Ξενοδοχεία Α ${t}», «Ξενοδοχεία Β ${t}» και «Ξενοδοχεία Γ ${t}».`);
    // Never twice: a later run the same day and the next day add nothing.
    await notifyNewDeals(jobCtx);
    await notifyNewDeals(jobCtx, new Date(Date.now() + DAY));
    expect(await alerts(u)).toHaveLength(1);
  });

  it("at most one a user a day: deals after today's alert wait for tomorrow and are grouped there (German)", async () => {
    const u = await signedInUser(ctx, { lang: "de" });
    const t = tag();
    const partner = `partner-${t}`;
    await follow(u, "partner", partner);
    await ctx.database.db.insert(deals).values(deal(`1 ${t}`, { partner_id: partner, title_de: `Hotels eins ${t}` }));
    await notifyNewDeals(jobCtx);
    expect(await alerts(u)).toEqual([{ title: "1 neues Angebot für Hotels", message: `„Hotels eins ${t}“.` }]);

    await ctx.database.db
      .insert(deals)
      .values([
        deal(`2 ${t}`, { partner_id: partner, title_de: `Hotels zwei ${t}` }),
        deal(`3 ${t}`, { partner_id: partner, category: "flights" }),
      ]);
    await notifyNewDeals(jobCtx);
    expect(await alerts(u)).toHaveLength(1);

    await notifyNewDeals(jobCtx, new Date(Date.now() + DAY));
    const got = await alerts(u);
    expect(got).toHaveLength(2);
    expect(got).toContainEqual({
      title: "2 neue Angebote für Hotels und Flüge",
      message: `„Hotels zwei ${t}“ und „Ξενοδοχεία 3 ${t}“.`,
    });
  });

  it("counts category and partner favourites only; other users' favourites don't leak; expired, future and old deals don't count", async () => {
    const t = tag();
    const [cat, partner, other] = [`cat-${t}`, `partner-${t}`, `other-${t}`];
    const a = await signedInUser(ctx, { lang: "en" });
    const b = await signedInUser(ctx, { lang: "en" });
    const c = await signedInUser(ctx, { lang: "en" });
    await follow(a, "category", cat);
    await follow(b, "category", other);
    // A partner favourite counts for that partner's deals, not for its whole category; deal and
    // destination favourites count for nothing here.
    await follow(c, "partner", partner);

    const [, , , , , d] = await ctx.database.db
      .insert(deals)
      .values([
        deal(`live ${t}`, { category: cat, partner_id: `x-${t}` }),
        deal(`expired ${t}`, { category: cat, expiry_date: inDays(-1) }),
        deal(`future ${t}`, { category: cat, starts_at: inDays(5) }),
        deal(`same category, other partner ${t}`, { category: cat, partner_id: `y-${t}` }),
        deal(`partner ${t}`, { category: `z-${t}`, partner_id: partner }),
        deal(`for favourite ${t}`, { category: `w-${t}` }),
      ])
      .returning();
    const [old] = await ctx.database.db
      .insert(deals)
      .values(deal(`old ${t}`, { category: cat, created_at: new Date(Date.now() - 30 * DAY) }))
      .returning();
    await follow(b, "deal", d!.id);
    await follow(b, "destination", `w-${t}`);
    await ctx.database.db
      .insert(favorites)
      .values({ user_id: b.id, type: "deal", title: `old ${t}`, data: { id: old!.id } });

    await notifyNewDeals(jobCtx);
    const ofA = await alerts(a);
    expect(ofA).toHaveLength(1);
    expect(ofA[0]!.title).toBe("2 new deals");
    expect(ofA[0]!.message).toBe(`“Ξενοδοχεία live ${t}” and “Ξενοδοχεία same category, other partner ${t}”.`);
    expect(await alerts(b)).toEqual([]);
    expect(await alerts(c)).toEqual([{ title: "1 new deal", message: `“Ξενοδοχεία partner ${t}”.` }]);
  });

  it("a deal that existed before the favourite is not new to that user", async () => {
    const t = tag();
    await ctx.database.db
      .insert(deals)
      .values(deal(`before ${t}`, { category: `cat-${t}`, created_at: new Date(Date.now() - 3_600_000) }));
    const u = await signedInUser(ctx);
    await follow(u, "category", `cat-${t}`);
    await notifyNewDeals(jobCtx);
    expect(await alerts(u)).toEqual([]);
  });
});

describe("new ferry or stay deal for a stop of a saved trip (issue 30)", () => {
  // Each test names its own islands: the database may be shared with other test files, whose
  // deals must not be for a place these trips visit.
  const year = new Date().getUTCFullYear() + 1;
  async function saveTrip(u: User, stops: { place: string; nights?: number }[], start?: string) {
    const res = await u.client.post("/api/v1/trips", {
      name: `Trip ${tag()}`,
      trip: { stops, returns: false, ...(start ? { start } : {}) },
    });
    expect(res.status).toBe(201);
    return res.body as unknown as { id: string };
  }

  it("a deal for a stop → one notification to the owner, in their language; the same deal again → none; a place not on the trip → none", async () => {
    const u = await signedInUser(ctx, { lang: "el" });
    await saveTrip(u, [{ place: "Athens" }, { place: "Folegandros", nights: 3 }, { place: "Sifnos", nights: 2 }]);
    const t = tag();
    await ctx.database.db.insert(deals).values([
      deal(`Φολέγανδρος · ${t}`),
      // Not on the trip; and a flight is not a ferry or a stay.
      deal(`Ικαρία · ${t}`),
      deal(`flight ${t}`, { title: `Πτήσεις για Σίφνο · ${t}`, category: "flights" }),
    ]);
    await notifyNewDeals(jobCtx);
    expect(await alerts(u)).toEqual([
      { title: "1 νέα προσφορά για ξενοδοχεία", message: `«Ξενοδοχεία Φολέγανδρος · ${t}».` },
    ]);
    await notifyNewDeals(jobCtx);
    await notifyNewDeals(jobCtx, new Date(Date.now() + DAY));
    expect(await alerts(u)).toHaveLength(1);

    // Tomorrow: a rental and a boat for the trip's places, in one grouped alert (English titles here).
    const e = await signedInUser(ctx, { lang: "en" });
    await saveTrip(e, [{ place: "Piraeus" }, { place: "Amorgos", nights: 4 }]);
    await ctx.database.db.insert(deals).values([
      deal(`rental ${t}`, {
        title: `Ενοικιαζόμενα στην Αμοργό · ${t}`,
        title_en: `Amorgos rooms ${t}`,
        category: "vacation-rentals",
      }),
      deal(`boat ${t}`, {
        title: `Πλοίο για Αμοργό · ${t}`,
        title_en: `Boat to Amorgos ${t}`,
        category: "ferries",
        partner_id: "ferryhopper",
      }),
    ]);
    await notifyNewDeals(jobCtx);
    expect(await alerts(e)).toEqual([
      {
        title: "2 new deals for holiday rentals and ferries & boats",
        message: `“Amorgos rooms ${t}” and “Boat to Amorgos ${t}”.`,
      },
    ]);
  });

  it("another user's trip does not make the deal mine; two trips with the place still make one alert", async () => {
    const alice = await signedInUser(ctx, { lang: "en" });
    const bob = await signedInUser(ctx, { lang: "en" });
    await saveTrip(alice, [{ place: "Athens" }, { place: "Milos", nights: 2 }]);
    await saveTrip(alice, [{ place: "Milos", nights: 5 }]);
    await saveTrip(bob, [{ place: "Athens" }, { place: "Serifos", nights: 2 }]);
    const t = tag();
    await ctx.database.db
      .insert(deals)
      .values(deal(`camping ${t}`, { title: `Κάμπινγκ Μήλος · ${t}`, category: "camping" }));
    await notifyNewDeals(jobCtx);
    expect(await alerts(alice)).toEqual([
      { title: "1 new deal for camping & glamping", message: `“Κάμπινγκ Μήλος · ${t}”.` },
    ]);
    expect(await alerts(bob)).toEqual([]);
  });

  it("counts a deal whose dates overlap the trip's (start + nights) or that names none; not one for other days, nor for the place the trip sets out from", async () => {
    const u = await signedInUser(ctx, { lang: "en" });
    // Kythnos 12–15 July, then Kythira 15–17 July (5 nights from the start).
    await saveTrip(
      u,
      [{ place: "Serifos" }, { place: "Kythnos", nights: 3 }, { place: "Kythira", nights: 2 }],
      `${year}-07-12`,
    );
    // A one-stop trip with no start: its one place counts, on any days.
    const solo = await signedInUser(ctx, { lang: "en" });
    await saveTrip(solo, [{ place: "Kythira", nights: 4 }]);
    const t = tag();
    await ctx.database.db
      .insert(deals)
      .values([
        deal(`in ${t}`, { title_en: `Kythnos hotels 16-20 July ${year} ${t}` }),
        deal(`after ${t}`, { title_en: `Kythira hotels 1-5 September ${year} ${t}` }),
        deal(`month ${t}`, { title_en: `Kythira hotels in August ${year} ${t}` }),
        deal(`start ${t}`, { title_en: `Serifos hotels ${t}` }),
      ]);
    await notifyNewDeals(jobCtx);
    // 16–20 July overlaps the trip (12–17 July); September and August do not; Serifos is the start.
    expect(await alerts(u)).toEqual([
      { title: "1 new deal for hotels", message: `“Kythnos hotels 16-20 July ${year} ${t}”.` },
    ]);
    expect(await alerts(solo)).toEqual([
      {
        title: "2 new deals for hotels",
        message: `“Kythira hotels 1-5 September ${year} ${t}” and “Kythira hotels in August ${year} ${t}”.`,
      },
    ]);

    // A trip saved after a deal went live: that deal is not new to it.
    const late = await signedInUser(ctx, { lang: "en" });
    await saveTrip(late, [{ place: "Serifos" }, { place: "Kythnos", nights: 3 }]);
    await notifyNewDeals(jobCtx);
    expect(await alerts(late)).toEqual([]);
  });
});

describe("text of a new-deals notification", () => {
  it("real plural forms and the category's name in each language; long lists are counted", () => {
    const d = (title: string, category = "hotels") => ({ title, category });
    expect(newDealsText("el", [d("Α")])).toEqual({ title: "1 νέα προσφορά για ξενοδοχεία", message: "«Α»." });
    expect(newDealsText("en", [d("A"), d("B")])).toEqual({ title: "2 new deals for hotels", message: "“A” and “B”." });
    expect(newDealsText("de", [d("A", "car-rental")]).title).toBe("1 neues Angebot für Mietwagen");
    expect(newDealsText("el", [d("Α"), d("Β", "ferries"), d("Γ"), d("Δ"), d("Ε")])).toEqual({
      title: "5 νέες προσφορές για ξενοδοχεία και πλοία & σκάφη",
      message: "«Α», «Β», «Γ» και 2 ακόμη.",
    });
    expect(newDealsText("en", [d("A", "esim")]).title).toBe("1 new deal for eSIM");
    expect(newDealsText("de", [d("A"), d("B"), d("C"), d("D")]).message).toBe("„A“, „B“, „C“ und 1 weiteres.");
  });
});
