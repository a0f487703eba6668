// Issue 28 with a catalogue of live deals (the suite's server has only the spec's three, ended):
// a server of this file's own, seeded with 130 deals over three pages. The filter covers the whole
// catalogue, not the page on screen; the home banner shows each price once; favourites lead back
// (a deal keeps its price and expiry and opens the deal, a partner's category opens its page).
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { createConfirmedUser, expect, newContext, test } from "./account-helpers.ts";
import { axe, WCAG } from "./axe.ts";
import { freePort, startServer, stopServer } from "./own-server.ts";

test.describe.configure({ mode: "serial" });

const root = path.resolve(import.meta.dirname, "..", "..");
const day = (n: number) =>
  new Date(
    Date.parse(`${new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Athens" })}T12:00:00Z`) + n * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);
const CRETE = "Κρήτη: 3 νύχτες με πρωινό από 89 €";
const NAXOS = "Νάξος: δύο νύχτες δίπλα στη θάλασσα";

/** The deals: 120 in Rhodes (ending first), Crete and Naxos featured, five in Sifnos ending last (page 3). */
function seedDeals() {
  const base = { partner_id: "booking", category: "hotels", url: "https://www.booking.com/x" };
  return [
    {
      ...base,
      title: CRETE,
      description: "Τρεις νύχτες στα Χανιά.",
      title_en: "Crete: 3 nights with breakfast from €89",
      title_de: "Kreta: 3 Nächte mit Frühstück ab 89 €",
      price_from: 8900,
      price_was: 12900,
      expiry_date: day(20),
      featured: true,
    },
    {
      ...base,
      title: NAXOS,
      description: "Δίκλινο στην Πλάκα.",
      title_de: "Naxos: zwei Nächte am Meer",
      price_from: 6500,
      expiry_date: day(21),
      featured: true,
    },
    ...Array.from({ length: 120 }, (_, i) => ({
      ...base,
      title: `Ρόδος: δωμάτιο ${i + 1}`,
      description: "Δίκλινο δωμάτιο στην πόλη.",
      price_from: 5000,
      expiry_date: day(2 + (i % 30)),
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      ...base,
      title: `Σίφνος: σπίτι ${i + 1}`,
      description: "Σπίτι στην Απολλωνία.",
      price_from: 7000 + i * 100,
      expiry_date: day(80 + i),
    })),
  ];
}

let server: ChildProcess | undefined;
let base = "";
const contexts: BrowserContext[] = [];

/** A browser of its own on this file's server; an unexpected console error fails the test. */
async function open(browser: Browser): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(browser, base);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, context, errors };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "taxidaki-e2e-deals-")),
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    TRUST_PROXY: "true",
  };
  // Started once to make the database, stopped to seed it (the embedded database serves one process).
  await stopServer(await startServer(env, base));
  const seed = path.join(env.DATA_DIR, "seed.mts");
  writeFileSync(
    seed,
    `import { openCliDatabase } from ${JSON.stringify(path.join(root, "server/admin/cli.ts"))};
     import { deals } from ${JSON.stringify(path.join(root, "server/db/schema.ts"))};
     const { database, close } = await openCliDatabase();
     await database.db.insert(deals).values(${JSON.stringify(seedDeals())});
     await close();`,
  );
  await promisify(execFile)("npx", ["tsx", seed], { cwd: root, env: { ...process.env, ...env } });
  server = await startServer(env, base);
});

test.afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

test.afterAll(async () => {
  if (server) await stopServer(server);
});

test("signed out, the filter searches the whole catalogue, not the page on screen, and pages what it finds", async ({
  browser,
}) => {
  const { page, errors } = await open(browser);
  await page.goto("/deals");
  await expect(page.getByRole("heading", { name: "127 προσφορές" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(50);
  await expect(page.getByTestId("deal-card").filter({ hasText: "Σίφνος" })).toHaveCount(0); // page 3

  const box = page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" });
  await box.pressSequentially("sifnos", { delay: 30 });
  await expect(page.getByRole("heading", { name: "5 προσφορές" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(5);
  await expect(page.getByTestId("deal-card").first()).toContainText("Σίφνος: σπίτι 1");

  // A text that finds more than a page: the count is the whole result's, the next page a plain link with the text.
  await box.fill("");
  await box.pressSequentially("ΡΟΔΟΣ", { delay: 30 });
  await expect(page.getByRole("heading", { name: "120 προσφορές" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(50);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ΡΟΔΟΣ");
  await page.getByTestId("deals-next").click();
  await expect(page).toHaveURL(/\/deals\?q=%CE%A1%CE%9F%CE%94%CE%9F%CE%A3&cursor=/);
  await expect(page.getByTestId("deal-card")).toHaveCount(50);
  await expect(page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" })).toHaveValue("ΡΟΔΟΣ");
  // Typing again starts from the first page of the new result.
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).fill("σιφνο");
  await expect(page.getByTestId("deal-card")).toHaveCount(5);
  await expect.poll(() => new URL(page.url()).searchParams.has("cursor")).toBe(false);
  expect(errors).toEqual([]);
});

test("the home banner shows each deal's price once, in Greek and in German", async ({ browser }) => {
  const { page, errors } = await open(browser);
  await page.goto("/home");
  const rows = page.getByTestId("banner-deal");
  await expect(rows).toHaveCount(3);
  const crete = rows.filter({ hasText: "Κρήτη" });
  expect((await crete.innerText()).match(/89/g)).toHaveLength(1); // the title says it
  const naxos = rows.filter({ hasText: "Νάξος" });
  await expect(naxos).toContainText("Booking.com · Λήγει σε 21 μέρες · από 65 €");
  expect((await naxos.innerText()).match(/65/g)).toHaveLength(1);
  await expect(
    page.getByRole("link", { name: `${CRETE} Booking.com · Λήγει σε 20 μέρες (ανοίγει σε νέα καρτέλα)` }),
  ).toBeVisible();

  await page.goto("/de/home");
  const kreta = page.getByTestId("banner-deal").filter({ hasText: "Kreta" });
  expect((await kreta.innerText()).match(/89/g)).toHaveLength(1);
  await expect(page.getByTestId("banner-deal").filter({ hasText: "Naxos" })).toContainText("ab 65 €");
  expect(errors).toEqual([]);
});

test("favourites lead back: a deal keeps its price and expiry and opens the deal, a partner's category opens its page", async ({
  browser,
}) => {
  const { page, context, errors } = await open(browser);
  await createConfirmedUser(context.request, { origin: base });

  // Saved from the cards: a live deal with prices, an ended one (found by the search), a partner.
  await page.goto("/deals");
  await page.getByRole("button", { name: `Προσθήκη του «${CRETE}» στα αγαπημένα` }).click();
  await expect(page.getByRole("button", { name: `Αφαίρεση του «${CRETE}» από τα αγαπημένα` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).fill("wifi");
  await page.getByRole("button", { name: "Προσθήκη του «Δωρεάν WiFi σε όλες τις πτήσεις» στα αγαπημένα" }).click();
  await expect(
    page.getByRole("button", { name: "Αφαίρεση του «Δωρεάν WiFi σε όλες τις πτήσεις» από τα αγαπημένα" }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/flights");
  await page.getByRole("main").getByRole("button", { name: "Προσθήκη του «Skyscanner» στα αγαπημένα" }).click();
  await expect(
    page.getByRole("main").getByRole("button", { name: "Αφαίρεση του «Skyscanner» από τα αγαπημένα" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favorites");
  const main = page.getByRole("main");
  const deal = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CRETE }) });
  await expect(deal.getByText("από 89 €", { exact: true })).toBeVisible(); // the price, not the title
  await expect(deal.locator("s")).toHaveText("αρχική τιμή 129 €");
  const until = new Date(`${day(20)}T12:00:00`).toLocaleDateString("el-GR", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  await expect(deal.getByText(`Ισχύει έως ${until}`)).toBeVisible();
  await expect(deal.locator("time")).toHaveAttribute("datetime", day(20));
  const toDeal = deal.getByRole("link", { name: `Άνοιγμα του «${CRETE}» (ανοίγει σε νέα καρτέλα)` });
  await expect(toDeal).toHaveAttribute("href", /^\/go\/deal\.[0-9a-f-]{36}\?from=%2Ffavorites&lang=el$/);
  await expect(toDeal).toHaveAttribute("target", "_blank");

  const ended = main
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Δωρεάν WiFi σε όλες τις πτήσεις" }) });
  await expect(ended.getByText("Έληξε", { exact: true })).toBeVisible();
  await expect(ended.getByText("Έληξε στις 15 Αυγούστου 2025")).toBeVisible();

  const partner = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Skyscanner" }) });
  const category = partner.getByRole("link", { name: "Κατηγορία: Πτήσεις" });
  await expect(category).toHaveAttribute("href", "/flights");

  const violations = (await axe(page).withTags(WCAG).analyze()).violations.map(
    (v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(violations).toEqual([]);

  // The ended deal opens our deals page, on it.
  await ended.getByRole("link", { name: "Άνοιγμα του «Δωρεάν WiFi σε όλες τις πτήσεις»" }).click();
  await expect(page).toHaveURL(/\/deals\?q=/);
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await expect(page.getByTestId("deal-card")).toContainText("Δωρεάν WiFi σε όλες τις πτήσεις");
  await page.goBack();
  await page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Skyscanner" }) })
    .getByRole("link", { name: "Κατηγορία: Πτήσεις" })
    .click();
  await expect(page).toHaveURL(/\/flights$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("in German, the favourites page says the same in German", async ({ browser }) => {
  const { page, context, errors } = await open(browser);
  await createConfirmedUser(context.request, { origin: base, lang: "de" });
  const crete = (
    (await (await context.request.get("/api/v1/deals?lang=de&q=kreta")).json()) as {
      items: { id: string; title: string; description: string }[];
    }
  ).items[0]!;
  const post = (data: unknown) => context.request.post("/api/v1/favorites", { headers: { Origin: base }, data });
  expect(
    (await post({ type: "deal", title: crete.title, description: crete.description, data: { id: crete.id } })).status(),
  ).toBe(201);
  expect((await post({ type: "partner", title: "Booking.com", data: { id: "booking" } })).status()).toBe(201);

  await page.goto("/de/favorites");
  const main = page.getByRole("main");
  const deal = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: crete.title }) });
  await expect(deal.getByText("ab 89 €", { exact: true })).toBeVisible();
  await expect(deal.locator("s")).toHaveText("statt 129 €");
  await expect(deal.getByText(/^Gültig bis \d+\. \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(deal.getByRole("link", { name: `„${crete.title}“ öffnen (öffnet in neuem Tab)` })).toHaveAttribute(
    "href",
    /^\/go\/deal\.[0-9a-f-]{36}\?from=%2Fde%2Ffavorites&lang=de$/,
  );
  const partner = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Booking.com" }) });
  await expect(partner.getByRole("link", { name: "Kategorie: Hotels" })).toHaveAttribute("href", "/de/hotels");
  expect(errors).toEqual([]);
});
