// The operator's API: who may call it, the deals rules, the audit trail, clicks and settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq, inArray, like } from "drizzle-orm";
import {
  createTestContext,
  ORIGIN,
  randomIp,
  read,
  signedInUser,
  type Client,
  type TestContext,
} from "../../test/harness.ts";
import { setRole } from "../../admin/roles.ts";
import { cliActor } from "../../admin/audit.ts";
import { audit_log, clicks, deals } from "../../db/schema.ts";

let ctx: TestContext;
let admin: { client: Client; email: string; id: string };
let plain: { client: Client; email: string; id: string };
const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-admin-test-"));
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: dataDir, AFFILIATE_PARAMS: JSON.stringify({ booking: { aid: "env-1" } }) });
  admin = await signedInUser(ctx, { lang: "en" });
  plain = await signedInUser(ctx);
  await setRole(ctx.database.db, admin.email, "admin", cliActor());
});
afterAll(() => ctx.close());

/** A multipart upload with the client's session. */
async function upload(client: Client | null, url: string, data: Buffer | string, name = "file.bin") {
  const form = new FormData();
  form.set("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)]), name);
  const headers = new Headers({ origin: ORIGIN });
  if (client?.cookies.size) headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await ctx.app.request(url, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const future = "2099-05-01";
const newDeal = (over: Record<string, unknown> = {}) => ({
  title: `Ρόδος ${tag} ${Math.random().toString(36).slice(2, 6)}`,
  description: "Πέντε νύχτες στη Ρόδο.",
  partner: "booking",
  url: "https://www.booking.com/rhodes",
  expires_at: future,
  ...over,
});

describe("who may use /api/v1/admin", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/api/v1/admin/me"],
    ["GET", "/api/v1/admin/deals"],
    ["POST", "/api/v1/admin/deals", {}],
    ["GET", `/api/v1/admin/deals/${someId}`],
    ["PATCH", `/api/v1/admin/deals/${someId}`, {}],
    ["DELETE", `/api/v1/admin/deals/${someId}`],
    ["GET", "/api/v1/admin/clicks?days=30"],
    ["GET", "/api/v1/admin/clicks?days=30&format=csv"],
    ["GET", "/api/v1/admin/settings/affiliate"],
    ["PUT", "/api/v1/admin/settings/affiliate", { overrides: {} }],
    ["GET", "/api/v1/admin/audit"],
    ["GET", "/api/v1/admin/admins"],
    ["POST", "/api/v1/admin/admins", { email: "x@example.com", role: "admin" }],
  ];

  it("answers 401 without a session and 403 to a signed-in user who is not an admin, on every endpoint", async () => {
    for (const [method, url, body] of endpoints) {
      const anon = await ctx.client().req(method, url, body);
      expect(anon.status, `${method} ${url} anonymous`).toBe(401);
      expect(anon.body.error.code).toBe("UNAUTHORIZED");
      const user = await plain.client.req(method, url, body);
      expect(user.status, `${method} ${url} as a plain user`).toBe(403);
      expect(user.body.error.code).toBe("FORBIDDEN");
    }
    for (const url of [
      "/api/v1/admin/deals/import?dry_run=1",
      "/api/v1/admin/deals/import",
      `/api/v1/admin/deals/${someId}/image`,
    ]) {
      expect((await upload(null, url, "title")).status, `${url} anonymous`).toBe(401);
      expect((await upload(plain.client, url, "title")).status, `${url} as a plain user`).toBe(403);
    }
  });

  it("a user cannot make themselves admin through sign-up or the profile", async () => {
    const res = await ctx.client().post("/api/auth/sign-up/email", {
      email: `sneaky-${tag}@example.com`,
      password: "correct-horse-1",
      name: "",
      role: "admin",
    });
    expect([200, 400]).toContain(res.status);
    expect((await read(plain.client.api.admin.deals.$get({ query: {} }))).status).toBe(403);
  });

  it("an admin grants and revokes another admin in the console, audited; not themselves", async () => {
    const other = await signedInUser(ctx);
    expect(
      (await read(admin.client.api.admin.admins.$post({ json: { email: other.email, role: "admin" } }))).body,
    ).toMatchObject({ role: "admin", changed: true });
    expect((await read(other.client.api.admin.deals.$get({ query: {} }))).status).toBe(200);
    expect(
      (await read(admin.client.api.admin.admins.$post({ json: { email: other.email, role: "user" } }))).status,
    ).toBe(200);
    expect((await read(other.client.api.admin.deals.$get({ query: {} }))).status).toBe(403);
    const self = await read(admin.client.api.admin.admins.$post({ json: { email: admin.email, role: "user" } }));
    expect(self.status).toBe(409);
    expect(
      (await read(admin.client.api.admin.admins.$post({ json: { email: "nobody@example.com", role: "admin" } })))
        .status,
    ).toBe(404);
    const log = await read(admin.client.api.admin.audit.$get({ query: { limit: "5" } }));
    const actions = log.body.entries.filter((e: any) => e.entity_id === other.id).map((e: any) => e.action);
    expect(actions).toEqual(["role.revoke", "role.grant"]);
    expect(log.body.entries[0]!.actor_email).toBe(admin.email);
  });
});

describe("deals in the console", () => {
  it("lists the live deals first, ending soonest first, then the expired ones, the latest ended first", async () => {
    const mk = async () =>
      (await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal() }))).body.deal.id as string;
    const [endedLong, endedRecently, liveLater, liveSooner] = [await mk(), await mk(), await mk(), await mk()];
    await read(
      admin.client.api.admin.deals[":id"].$patch({
        param: { id: endedLong },
        query: {},
        json: { expires_at: "2024-01-01" },
      }),
    );
    await read(
      admin.client.api.admin.deals[":id"].$patch({
        param: { id: endedRecently },
        query: {},
        json: { expires_at: "2025-06-01" },
      }),
    );
    await read(
      admin.client.api.admin.deals[":id"].$patch({
        param: { id: liveSooner },
        query: {},
        json: { expires_at: "2098-01-01" },
      }),
    );
    const ids: string[] = (await read(admin.client.api.admin.deals.$get({ query: {} }))).body.deals.map(
      (d: { id: string }) => d.id,
    );
    const order = [liveSooner, liveLater, endedRecently, endedLong].map((id) => ids.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Every live deal comes before every expired one.
    const listed = (await read(admin.client.api.admin.deals.$get({ query: {} }))).body.deals as {
      expiry_date: string;
    }[];
    const firstEnded = listed.findIndex((d) => d.expiry_date < "2026-01-01");
    expect(listed.slice(firstEnded).every((d) => d.expiry_date < "2026-01-01")).toBe(true);
    for (const id of [endedLong, endedRecently, liveLater, liveSooner])
      await read(admin.client.api.admin.deals[":id"].$delete({ param: { id } }));
  });

  it("creates, edits, expires and deletes a deal; each write is in the audit log with before and after", async () => {
    const created = await read(
      admin.client.api.admin.deals.$post({
        query: {},
        json: newDeal({ price_from: "49,90", price_was: 79, title_en: "Rhodes" }),
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.deal.id;
    expect(created.body.deal).toMatchObject({
      partner_id: "booking",
      category: "hotels",
      price_from: 49.9,
      price_was: 79,
      expiry_date: future,
    });

    const edited = await read(
      admin.client.api.admin.deals[":id"].$patch({
        param: { id },
        query: {},
        json: { featured: true, description: "Έξι νύχτες." },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.deal).toMatchObject({ featured: true, description: "Έξι νύχτες.", price_from: 49.9 });

    // Expiring is an edit to a past date (allowed only when editing).
    const expired = await read(
      admin.client.api.admin.deals[":id"].$patch({ param: { id }, query: {}, json: { expires_at: "2024-01-01" } }),
    );
    expect(expired.status).toBe(200);

    const rows = await ctx.database.db.select().from(audit_log).where(eq(audit_log.entity_id, id));
    const update = rows.find((r) => r.action === "deal.update" && (r.after as any).featured === true)!;
    expect((update.before as any).featured).toBe(false);
    expect(update.actor_email).toBe(admin.email);
    expect(rows.map((r) => r.action).sort()).toEqual(["deal.create", "deal.update", "deal.update"]);

    expect((await read(admin.client.api.admin.deals[":id"].$delete({ param: { id } }))).status).toBe(204);
    expect((await read(admin.client.api.admin.deals[":id"].$get({ param: { id } }))).status).toBe(404);
    const deleted = await ctx.database.db.select().from(audit_log).where(eq(audit_log.entity_id, id));
    expect(deleted.find((r) => r.action === "deal.delete")?.before).toMatchObject({ id, description: "Έξι νύχτες." });
  });

  it("refuses a deal that breaks a rule, naming each field in the operator's language", async () => {
    const bad = await read(
      admin.client.api.admin.deals.$post({
        query: {},
        json: {
          title: "",
          description: "x",
          partner: "booking",
          url: "https://evil.example.com/www.booking.com",
          expires_at: "2020-01-01",
          price_from: "abc",
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      title: "Required",
      url: "The link must be on the partner's host www.booking.com, not evil.example.com",
      expires_at: "The date 2020-01-01 is in the past",
      price_from: "Invalid price “abc” (e.g. 49.90)",
    });
    const greek = await read(
      admin.client.api.admin.deals.$post({ query: { lang: "el" }, json: newDeal({ partner: "nope" }) }),
    );
    expect(greek.body.error.fields.partner).toMatch(/^Άγνωστος συνεργάτης «nope»/);
    const wasLow = await read(
      admin.client.api.admin.deals.$post({ query: {}, json: newDeal({ price_from: 50, price_was: 40 }) }),
    );
    expect(wasLow.body.error.fields.price_was).toMatch(/higher/);
    const unknown = await admin.client.post("/api/v1/admin/deals", { ...newDeal(), admin: true });
    expect(unknown.status).toBe(400);
    const d = newDeal();
    expect((await read(admin.client.api.admin.deals.$post({ query: {}, json: d }))).status).toBe(201);
    const dup = await read(admin.client.api.admin.deals.$post({ query: {}, json: d }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.title).toBe("A deal with this title already exists");
    expect(
      (await read(admin.client.api.admin.deals[":id"].$patch({ param: { id: "not-a-uuid" }, query: {}, json: {} })))
        .status,
    ).toBe(400);
  });

  it("takes an uploaded image by its content, converts it to WebP and serves it with long cache headers", async () => {
    const { body } = await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal() }));
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1e40af" } })
      .png()
      .toBuffer();
    const up = await upload(admin.client, `/api/v1/admin/deals/${body.deal.id}/image`, png, "photo.txt");
    expect(up.status).toBe(200);
    expect(up.body.deal.image_url).toMatch(/^\/media\/deals\/[a-f0-9]{32}\.webp$/);
    const img = await ctx.app.request(up.body.deal.image_url);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 1200]);

    const notImage = await upload(
      admin.client,
      `/api/v1/admin/deals/${body.deal.id}/image`,
      "<svg onload=alert(1)>",
      "photo.png",
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.message).toBe("The image is not a JPEG, PNG, WebP, GIF or AVIF");
    const tooBig = await upload(
      admin.client,
      `/api/v1/admin/deals/${body.deal.id}/image`,
      Buffer.alloc(6 * 1024 * 1024),
      "big.png",
    );
    expect(tooBig.status).toBe(413);
  });

  it("answers 400 naming the fields, and writes no image, when a deal without partner or url (a seed deal) gets an image", async () => {
    const [seed] = await ctx.database.db
      .insert(deals)
      .values({
        title: `Seed ${tag} ${Math.random().toString(36).slice(2, 6)}`,
        description: "Χωρίς συνεργάτη.",
        expiry_date: future,
      })
      .returning();
    const media = path.join(dataDir, "media", "deals");
    const files = () => (existsSync(media) ? readdirSync(media).sort() : []);
    const before = files();
    const colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const up = await upload(admin.client, `/api/v1/admin/deals/${seed!.id}/image`, png, "photo.png");
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: "VALIDATION", fields: { partner: "Required", url: "Required" } });
    expect(files()).toEqual(before);
    const [after] = await ctx.database.db.select().from(deals).where(eq(deals.id, seed!.id));
    expect(after!.image_url).toBe("");
  });

  it("refuses a deal URL on any port but the default one, in the console and in the spreadsheet import", async () => {
    for (const url of [
      "https://www.booking.com:8443/rhodes",
      "https://www.booking.com:80/rhodes",
      "https://booking.com:22/",
    ]) {
      const res = await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal({ url }) }));
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.error.fields), url).toEqual(["url"]);
      expect(res.body.error.fields.url).toMatch(/default port/);
    }
    const ok = await read(
      admin.client.api.admin.deals.$post({ query: {}, json: newDeal({ url: "https://www.booking.com:443/rhodes" }) }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.deal.url).toBe("https://www.booking.com/rhodes");
    const patched = await read(
      admin.client.api.admin.deals[":id"].$patch({
        param: { id: ok.body.deal.id },
        query: {},
        json: { url: "https://www.booking.com:8080/rhodes" },
      }),
    );
    expect(patched.status).toBe(400);
    expect(Object.keys(patched.body.error.fields)).toEqual(["url"]);

    const title = `Port ${tag}`;
    const csv = `title,expiryDate,imageUrl,description,partner,url\n${title},2099-06-30,,Περιγραφή.,booking,https://www.booking.com:8443/x\n`;
    const imported = await upload(admin.client, "/api/v1/admin/deals/import?lang=en", csv, "deals.csv");
    expect(imported.status).toBe(400);
    expect(imported.body.plan.rows[0].errors).toEqual([expect.objectContaining({ field: "url", code: "url_port" })]);
    expect(await ctx.database.db.select().from(deals).where(eq(deals.title, title))).toEqual([]);
  });
});

describe("spreadsheet imports, one at a time (issue 28)", () => {
  // Their own tag: these thousands of deals must not crowd the tests that search for `tag`.
  const mark = Math.random().toString(36).slice(2, 8);
  const sheet = (prefix: string, rows: number) =>
    "title,expiryDate,imageUrl,description,partner,url\n" +
    Array.from(
      { length: rows },
      (_, i) => `${prefix} ${i},2099-06-30,,Περιγραφή ${i}.,booking,https://www.booking.com/r${i}\n`,
    ).join("");
  const countTitled = async (prefix: string) =>
    (
      await ctx.database.db
        .select()
        .from(deals)
        .where(like(deals.title, `${prefix} %`))
    ).length;

  it("refuses an import while another is being read (409, naming why), imports nothing from it, and takes the next one once done", async () => {
    const prefixes = ["A", "B", "C"].map((p) => `Σειρά ${p} ${mark}`);
    // Three operators send a sheet at the same moment (one previews): one is read, the others are refused at once.
    const answers = await Promise.all(
      prefixes.map((p, i) =>
        upload(admin.client, `/api/v1/admin/deals/import${i === 2 ? "?dry_run=1" : ""}`, sheet(p, 3000), "deals.csv"),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error).toMatchObject({
        code: "CONFLICT",
        message: "Another import is being read right now: try again when it has finished",
      });
    }
    const counts = await Promise.all(prefixes.map(countTitled));
    const winner = answers.findIndex((a) => a.status === 200);
    expect(counts).toEqual(prefixes.map((_, i) => (i === winner && i !== 2 ? 3000 : 0)));

    // The turn is given back after a success and after a refused file alike.
    const greek = await upload(
      admin.client,
      "/api/v1/admin/deals/import?lang=el",
      Buffer.from("89504e470d0a1a0a", "hex"),
      "deals.xlsx",
    );
    expect(greek.status).toBe(415);
    const next = await upload(admin.client, "/api/v1/admin/deals/import", sheet(`Σειρά D ${mark}`, 2), "deals.csv");
    expect(next.status).toBe(200);
    expect(await countTitled(`Σειρά D ${mark}`)).toBe(2);
  }, 120_000);

  it("answers the console in the operator's language while an import runs", async () => {
    const answers = await Promise.all(
      ["E", "F"].map((p) =>
        upload(
          admin.client,
          "/api/v1/admin/deals/import?dry_run=1&lang=el",
          sheet(`Σειρά ${p} ${mark}`, 3000),
          "deals.csv",
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
      "Μια άλλη εισαγωγή διαβάζεται αυτή τη στιγμή: δοκίμασε ξανά όταν τελειώσει",
    );
  }, 60_000);

  it("refuses a sheet over a limit with a 4xx naming it, never a 500, and repeats no long cell", async () => {
    const cell = await upload(
      admin.client,
      "/api/v1/admin/deals/import?dry_run=1",
      `title,expiryDate,imageUrl,description,partner,url\nx,2099-06-30,,${"Δ".repeat(2001)},booking,https://www.booking.com/\n`,
      "deals.csv",
    );
    expect(cell.status).toBe(400);
    expect(cell.body.error).toMatchObject({
      code: "VALIDATION",
      message: "A cell (D2) holds more than 2000 characters, the limit for any cell",
    });
    const partner = "x".repeat(1500);
    const echo = await upload(
      admin.client,
      "/api/v1/admin/deals/import?dry_run=1",
      `title,expiryDate,imageUrl,description,partner,url\nLong ${mark},2099-06-30,,d,${partner},https://www.booking.com/\n`,
      "deals.csv",
    );
    expect(echo.status).toBe(200);
    expect(echo.body.plan.rows[0].errors[0].message).toBe(
      `Unknown partner “${"x".repeat(199)}…” (use the catalogue id, e.g. booking)`,
    );
  });
});

describe("the public deals list", () => {
  it("shows live deals first with texts in the page's language (Greek when missing, and says so), partner, prices and a /go/ link", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const a = (
      await read(
        admin.client.api.admin.deals.$post({
          query: {},
          json: newDeal({ title_en: "Rhodes in English", price_from: 99, price_was: 149, expires_at: soon }),
        }),
      )
    ).body.deal;
    const b = (await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal({ featured: true }) }))).body
      .deal;
    const en = await ctx.client().get("/api/v1/deals?lang=en");
    expect(en.status).toBe(200);
    const list = en.body.items as any[];
    const firstExpired = list.findIndex((d) => d.expired);
    expect(list.slice(0, firstExpired < 0 ? undefined : firstExpired).every((d) => !d.expired)).toBe(true);
    expect(list.filter((d) => !d.expired)[0].featured).toBe(true);
    const mine = list.find((d) => d.id === a.id);
    expect(mine).toMatchObject({
      title: "Rhodes in English",
      description: "Πέντε νύχτες στη Ρόδο.",
      text_lang: "en",
      partner: { id: "booking", name: "Booking.com" },
      go: `/go/deal.${a.id}`,
      price_from: 99,
      price_was: 149,
      currency: "EUR",
      expires_at: soon,
      expired: false,
    });
    expect(mine.days_left).toBeGreaterThanOrEqual(2);
    expect(list.find((d) => d.id === b.id)).toMatchObject({ text_lang: "el", title: b.title });
  });

  it("drops deals expired over 30 days ago from the list, but search still finds them", async () => {
    const all = (await ctx.client().get("/api/v1/deals")).body.items as any[];
    expect(all.some((d) => d.title === "Δωρεάν WiFi σε όλες τις πτήσεις")).toBe(false);
    const found = (await ctx.client().get(`/api/v1/deals?q=${encodeURIComponent("wifi")}`)).body.items as any[];
    expect(found.map((d) => d.title)).toEqual(["Δωρεάν WiFi σε όλες τις πτήσεις"]);
    expect(found[0]).toMatchObject({ expired: true, go: null, category: "flights" });
  });

  it("shows the console's writes at once although the list is cached in memory", async () => {
    const listed = async () => (await ctx.client().get(`/api/v1/deals?q=${tag}`)).body.items as any[];
    const before = await listed();
    const d = (await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal() }))).body.deal;
    expect((await listed()).length).toBe(before.length + 1);
    expect(
      (
        await read(
          admin.client.api.admin.deals[":id"].$patch({
            param: { id: d.id },
            query: {},
            json: { description: `Αλλαγή ${tag}` },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await listed()).find((x) => x.id === d.id)?.description).toBe(`Αλλαγή ${tag}`);
    expect((await read(admin.client.api.admin.deals[":id"].$delete({ param: { id: d.id } }))).status).toBe(204);
    expect((await listed()).some((x) => x.id === d.id)).toBe(false);
  });

  it("is cacheable: short max-age and an ETag that answers 304", async () => {
    const first = await ctx.client().get("/api/v1/deals?lang=de");
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await ctx.client().get("/api/v1/deals?lang=de", { "if-none-match": etag })).status).toBe(304);
    expect((await ctx.client().get("/api/v1/deals?lang=de", { "if-none-match": `"other", W/${etag}` })).status).toBe(
      304,
    );
    expect((await ctx.client().get("/api/v1/deals?lang=en", { "if-none-match": etag })).status).toBe(200);
  });
});

describe("clicks and affiliate settings", () => {
  it("/go/deal.<id> redirects to the deal's page with the affiliate parameters and records the deal id", async () => {
    const d = (await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal() }))).body.deal;
    const res = await ctx.app.request(`/go/deal.${d.id}?from=/deals&lang=en`, {
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://www.booking.com/rhodes?aid=env-1");
    const [row] = await ctx.database.db.select().from(clicks).where(eq(clicks.deal_id, d.id));
    expect(row).toMatchObject({
      target_id: `deal.${d.id}`,
      category: "hotels",
      page: "/deals",
      lang: "en",
      device_class: "phone",
    });
    expect((await ctx.app.request("/go/deal.00000000-0000-4000-8000-000000000000")).status).toBe(404);

    // The console's value overrides the environment's; removing it falls back to the environment.
    const put = await read(
      admin.client.api.admin.settings.affiliate.$put({ json: { overrides: { booking: { aid: "console-2" } } } }),
    );
    expect(put.status).toBe(200);
    expect((await ctx.app.request(`/go/deal.${d.id}`)).headers.get("location")).toBe(
      "https://www.booking.com/rhodes?aid=console-2",
    );
    expect((await ctx.app.request("/go/booking")).headers.get("location")).toBe(
      "https://www.booking.com/?aid=console-2",
    );
    const [entry] = (await read(admin.client.api.admin.audit.$get({ query: { limit: "1" } }))).body.entries;
    expect(entry).toMatchObject({ action: "settings.affiliate", before: {}, after: { booking: { aid: "console-2" } } });
    await read(admin.client.api.admin.settings.affiliate.$put({ json: { overrides: {} } }));
    expect((await ctx.app.request("/go/booking")).headers.get("location")).toBe("https://www.booking.com/?aid=env-1");
    expect(
      (await read(admin.client.api.admin.settings.affiliate.$put({ json: { overrides: { booking: { "a b": "x" } } } })))
        .status,
    ).toBe(400);
  });

  it("reports clicks per day and by partner, page, language, device and pre-fill, as JSON and CSV", async () => {
    const d = (await read(admin.client.api.admin.deals.$post({ query: {}, json: newDeal() }))).body.deal;
    await ctx.database.db.delete(clicks).where(inArray(clicks.page, ["/report-test"]));
    // Three visitors click the deal (one client's repeated clicks would count once), a fourth Skyscanner, a fifth a
    // city.
    for (let i = 0; i < 3; i++)
      await ctx.app.request(`/go/deal.${d.id}?from=/report-test&lang=de`, {
        headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0)", "x-forwarded-for": randomIp() },
      });
    await ctx.app.request("/go/skyscanner?from=/report-test&lang=el", { headers: { "x-forwarded-for": randomIp() } });
    await ctx.app.request("/go/city.athens?from=/report-test&lang=el", { headers: { "x-forwarded-for": randomIp() } });
    const res = await read(admin.client.api.admin.clicks.$get({ query: { days: "7", lang: "en" } }));
    expect(res.status).toBe(200);
    expect(res.body.series).toHaveLength(7);
    expect(res.body.series.at(-1)!.clicks).toBeGreaterThanOrEqual(4);
    expect(res.body.by.page.find((r: any) => r.key === "/report-test")!.clicks).toBe(5);
    expect(res.body.by.partner.find((r: any) => r.key === "booking")).toMatchObject({ name: "Booking.com" });
    expect(res.body.by.partner.find((r: any) => r.key === "booking")!.clicks).toBeGreaterThanOrEqual(3);
    // Every target is named for the operator, in the console's language: never a raw id such as city.athens.
    expect(res.body.by.partner.find((r: any) => r.key === "city.athens")).toMatchObject({
      name: "Athens · Booking.com",
    });
    expect(res.body.by.partner.find((r: any) => r.key === "skyscanner")).toMatchObject({ name: "Skyscanner" });
    expect(res.body.by.category.find((r: any) => r.key === "hotels")).toMatchObject({ name: "Hotels" });
    expect(
      (await read(admin.client.api.admin.clicks.$get({ query: { days: "7", lang: "el" } }))).body.by.partner.find(
        (r: any) => r.key === "city.athens",
      )?.name,
    ).toBe("Αθήνα · Booking.com");
    expect(res.body.by.device.find((r: any) => r.key === "desktop")!.clicks).toBeGreaterThanOrEqual(3);
    expect(res.body.by.prefilled.find((r: any) => r.key === "no")!.clicks).toBeGreaterThanOrEqual(5);
    expect(res.body.total).toBe(res.body.series.reduce((s: number, x: any) => s + x.clicks, 0));

    const csv = await read(admin.client.api.admin.clicks.$get({ query: { days: "30", format: "csv", lang: "el" } }));
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="taxidaki-clicks-/);
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("dimension,key,name,clicks");
    expect(lines.filter((l) => l.startsWith("day,"))).toHaveLength(30);
    expect(lines).toContain("page,/report-test,,5");
    expect(lines.filter((l) => /^partner,city\.athens,Αθήνα · Booking\.com,\d+$/.test(l))).toHaveLength(1);
    expect((await admin.client.get("/api/v1/admin/clicks?days=12")).status).toBe(400);
  });

  it("stores no IP address or user id with a click", async () => {
    const columns = Object.keys(clicks);
    expect(columns.some((c) => /ip|user|agent/i.test(c))).toBe(false);
  });
});
