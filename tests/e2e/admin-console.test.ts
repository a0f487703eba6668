// Issue 13: the operator's console is accessible (axe on every section and on the "not allowed"
// page, light and dark) and usable on a phone (360×780: no sideways scrolling, every control on
// screen and big enough to tap). The first admin needs `npm run admin`, so this file runs its own
// server (tests/e2e/own-server.ts) and makes one admin for all its tests.
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect as baseExpect, newContext, PASSWORD, test } from "./account-helpers.ts";
import { scanBothThemes } from "./axe.ts";
import { ownServer, type OwnServer } from "./own-server.ts";

// The console is its own chunk, client-rendered: generous on a loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 780 };
// Each tab, its heading, and what shows once its data has loaded (the page never goes network-idle:
// the notifications stream stays open).
const SECTIONS = [
  {
    tab: "Προσφορές",
    ready: "Προσφορές",
    loaded: (p: Page) => p.getByTestId("admin-deal").or(p.getByText("Καμία προσφορά")),
  },
  { tab: "Εισαγωγή", ready: "Εισαγωγή από υπολογιστικό φύλλο", loaded: (p: Page) => p.getByLabel("Αρχείο") },
  { tab: "Κλικ", ready: "Κλικ προς συνεργάτες", loaded: (p: Page) => p.getByTestId("clicks-chart") },
  {
    tab: "Συνεργάτες",
    ready: "Παράμετροι συνεργατών",
    loaded: (p: Page) => p.getByRole("heading", { name: "Διαχειριστές" }),
  },
  {
    tab: "Ιστορικό",
    ready: "Ιστορικό αλλαγών",
    loaded: (p: Page) => p.getByTestId("audit-row").or(p.getByText("Καμία αλλαγή ακόμα")),
  },
] as const;

test.describe.configure({ mode: "serial" });
let server: OwnServer;
let admin: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  server = await ownServer("console");
  const api = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { Origin: server.base } });
  admin = await createConfirmedUser(api, { origin: server.base });
  await api.dispose();
  expect(await server.grantAdmin(admin)).toContain(`${admin}: admin`);
});
test.afterAll(async () => server?.stop());

/**
 * Signs in through the API with the light theme in the profile (a signed-in browser shows the
 * profile's theme, decision 010); the axe scans switch to the dark one themselves.
 */
async function signIn(page: Page, email: string) {
  const theme = "light";
  const headers = { Origin: server.base };
  expect(
    (await page.request.post("/api/auth/sign-in/email", { headers, data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  expect((await page.request.put("/api/v1/profile", { headers, data: { theme } })).status()).toBe(200);
}

/** Opens each section in turn and calls `check` on it. */
async function eachSection(page: Page, check: (name: string) => Promise<void>) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Κονσόλα διαχείρισης" })).toBeVisible();
  for (const s of SECTIONS) {
    await page.getByRole("tab", { name: s.tab, exact: true }).click();
    await expect(page.getByRole("tab", { name: s.tab, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: s.ready }).first()).toBeVisible();
    await expect(s.loaded(page).first()).toBeVisible();
    await check(s.tab);
  }
}

test("axe finds nothing on any console section or the 'not allowed' page, in either theme", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser, server.base);
  const page = await context.newPage();
  const found: string[] = [];
  await signIn(page, admin);
  await eachSection(page, async (name) => void found.push(...(await scanBothThemes(page, name))));
  // A new deal's form, too.
  await page.getByRole("tab", { name: "Προσφορές", exact: true }).click();
  await page.getByRole("button", { name: "Νέα προσφορά" }).click();
  await expect(page.getByLabel("Τίτλος (ελληνικά)")).toBeVisible();
  found.push(...(await scanBothThemes(page, "new deal form")));

  // A plain user: the "not allowed" page.
  await page.goto("about:blank");
  await page.context().clearCookies();
  const plain = await createConfirmedUser(page.request, { origin: server.base });
  await signIn(page, plain);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Δεν επιτρέπεται η πρόσβαση" })).toBeVisible();
  found.push(...(await scanBothThemes(page, "not allowed")));
  await context.close();
  expect(found).toEqual([]);
});

test("the console is usable on a 360×780 phone: no sideways scrolling, every control on screen and tappable", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: PHONE,
    extraHTTPHeaders: { "X-Forwarded-For": "10.9.9.9" },
  });
  const page = await context.newPage();
  await signIn(page, admin);
  const problems: string[] = [];
  const inspect = async (name: string) => {
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      problems.push(`${name}: the page scrolls sideways`);
    // Controls outside a deliberate horizontal scroller (the tab strip, wide tables) must be on screen.
    const bad = await page.getByRole("main").evaluate((main, width) => {
      const out: string[] = [];
      for (const el of main.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [role=tab]")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // hidden
        if (getComputedStyle(el).visibility === "hidden") continue;
        let scroller: HTMLElement | null = el.parentElement;
        while (scroller && scroller !== main && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        const inScroller = scroller && scroller !== main;
        const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
        if (!inScroller && (r.left < -1 || r.right > width + 1))
          out.push(`${label} is off screen (${Math.round(r.left)}–${Math.round(r.right)})`);
        // WCAG 2.2 target size (minimum): 24×24 CSS px.
        if (el.tagName !== "A" || el.closest("nav, table") === null) {
          if (r.height < 24 || r.width < 24) out.push(`${label} is ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
      }
      return out;
    }, PHONE.width);
    problems.push(...bad.map((b) => `${name}: ${b}`));
  };
  await eachSection(page, inspect);
  // The tab strip scrolls sideways on its own and every tab can be reached.
  for (const s of SECTIONS) {
    const tab = page.getByRole("tab", { name: s.tab, exact: true });
    await tab.click();
    await expect(tab).toBeInViewport();
  }
  await page.getByRole("tab", { name: "Προσφορές", exact: true }).click();
  await page.getByRole("button", { name: "Νέα προσφορά" }).click();
  await expect(page.getByLabel("Τίτλος (ελληνικά)")).toBeVisible();
  await inspect("new deal form");
  await context.close();
  expect(problems).toEqual([]);
});
