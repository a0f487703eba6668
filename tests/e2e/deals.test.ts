import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Visitors get /deals and /προσφορές as static pages whose live deals the server fills in per
// request (decision 014; the cards themselves are tested in server/deals/live-deals-html.test.ts and with real
// imported deals in admin.test.ts). Signed-in visitors and client-side navigations get the app's
// own list from the API: the tests with a mocked API reach /deals that way.
async function openInApp(page: Page, lang: "el" | "en" = "el") {
  await page.goto(lang === "en" ? "/en/search" : "/search");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: lang === "en" ? "Deals" : "Προσφορές", exact: true })
    .click();
  await expect(page).toHaveURL(lang === "en" ? /\/en\/deals$/ : /\/deals$/);
}

const inDays = (n: number) =>
  new Date(
    Date.parse(`${new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Athens" })}T12:00:00Z`) + n * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);
const deal = (over: Record<string, unknown>) => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "Κρήτη 3 νύχτες",
  description: "Τρεις νύχτες στα Χανιά.",
  text_lang: "el",
  partner: { id: "booking", name: "Booking.com" },
  category: "hotels",
  go: "/go/deal.00000000-0000-4000-8000-000000000001",
  image_url: "",
  currency: "EUR",
  price_from: null,
  price_was: null,
  starts_at: null,
  expires_at: inDays(3),
  expired: false,
  days_left: 3,
  featured: false,
  ...over,
});

/** A one-page answer of GET /api/v1/deals. */
const onePage = (items: ReturnType<typeof deal>[]) => ({
  items,
  nextCursor: null,
  total: items.length,
  live: items.filter((d) => !d.expired).length,
  deals: items,
});

test("with no live deal the page says so and points to the categories, not to grey cards", async ({ page }) => {
  // The three seed deals of the spec ended in 2025: they are kept, but no longer listed.
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Προσφορές");
  expect(await page.locator('script[type="module"]').count()).toBe(0); // static: no React
  await expect(page.getByRole("heading", { name: "Δεν υπάρχουν ενεργές προσφορές αυτή τη στιγμή" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("deal-card")).toHaveCount(0);
  await page.getByRole("link", { name: "Δες τις κατηγορίες" }).click();
  await expect(page).toHaveURL(/\/home#categories-heading$/);
  await page.goto("/en/deals");
  await expect(page.getByRole("heading", { name: "There are no live deals right now" })).toBeVisible({
    timeout: 20_000,
  });
});

test("in the app, a live deal card shows the partner, prices, a countdown and a /go/ button; ended deals come after, dimmed", async ({
  page,
}) => {
  await page.route("**/api/v1/deals*", (route) =>
    route.fulfill({
      json: onePage([
        deal({ price_from: 89, price_was: 129 }),
        deal({
          id: "b",
          title: "Παλιά προσφορά",
          go: null,
          expires_at: "2020-01-31",
          expired: true,
          days_left: -10,
          image_url: "/images/art/deals-banner.svg",
        }),
      ]),
    }),
  );
  await openInApp(page);
  const live = page.getByTestId("deal-card").first();
  await expect(live).toHaveAttribute("data-expired", "false");
  await expect(live).toContainText("Booking.com");
  await expect(live).toContainText("από 89 €");
  await expect(live).toContainText("αρχική τιμή 129 €");
  await expect(live.getByText("Λήγει σε 3 μέρες")).toBeVisible();
  const go = live.getByRole("link", { name: /Δες την προσφορά στο Booking.com/ });
  await expect(go).toHaveAttribute("href", "/go/deal.00000000-0000-4000-8000-000000000001?from=%2Fdeals&lang=el");
  await expect(go).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("heading", { name: "Έληξαν πρόσφατα" })).toBeVisible();
  const ended = page.getByTestId("deal-card").nth(1);
  await expect(ended).toHaveAttribute("data-expired", "true");
  await expect(ended.getByText("Έληξε", { exact: true })).toBeVisible();
  await expect(ended.getByRole("link")).toHaveCount(0);
});

test("in the app, an English page says when a deal's text is only in Greek", async ({ page }) => {
  await page.route("**/api/v1/deals*", (route) => route.fulfill({ json: onePage([deal({ days_left: 1 })]) }));
  await openInApp(page, "en");
  await expect(page.getByTestId("deal-card")).toContainText("This text is in Greek");
  await expect(page.getByText("Ends in 1 day")).toBeVisible();
});

test("in the app, three skeleton cards show while the deals load", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/v1/deals*", async (route) => {
    await gate;
    await route.fulfill({ json: onePage([deal({})]) });
  });
  await page.goto("/search");
  await page.getByRole("contentinfo").getByRole("link", { name: "Προσφορές", exact: true }).click();
  await expect(page.getByTestId("deal-skeleton")).toHaveCount(3);
  release();
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await expect(page.getByTestId("deal-skeleton")).toHaveCount(0);
});

test("in the app, more deals load a page at a time, the count is the whole list's", async ({ page }) => {
  const first = Array.from({ length: 3 }, (_, i) =>
    deal({ id: `p1-${i}`, title: `Πρώτη ${i}`, go: `/go/deal.p1-${i}` }),
  );
  const second = [deal({ id: "p2-0", title: "Δεύτερη 0", go: "/go/deal.p2-0" })];
  await page.route("**/api/v1/deals*", (route) => {
    const cursor = new URL(route.request().url()).searchParams.get("cursor");
    const items = cursor === "c2" ? second : first;
    return route.fulfill({ json: { ...onePage(items), nextCursor: cursor === "c2" ? null : "c2", total: 4, live: 4 } });
  });
  await openInApp(page);
  await expect(page.getByRole("heading", { name: "4 προσφορές" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  await page.getByRole("button", { name: "Περισσότερες προσφορές" }).click();
  await expect(page.getByTestId("deal-card")).toHaveCount(4);
  await expect(page.getByTestId("deal-card").last()).toContainText("Δεύτερη 0");
  await expect(page.getByRole("button", { name: "Περισσότερες προσφορές" })).toHaveCount(0);
});

test("searching deals (a plain form the server answers) finds old ones too, ignoring case, and shows the empty state", async ({
  page,
}) => {
  await page.goto("/deals");
  const box = page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" });
  await expect(box).toHaveAttribute("placeholder", "Αναζήτηση προσφορών...");
  await box.fill("ΞΕΝΟΔΟΧΕΊΑ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/deals\?q=/);
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await expect(page.getByTestId("deal-card")).toContainText("Έκπτωση 20% σε ξενοδοχεία Αθήνας");
  await expect(page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" })).toHaveValue("ΞΕΝΟΔΟΧΕΊΑ");
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).fill("wifi");
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).press("Enter");
  await expect(page.getByTestId("deal-card")).toContainText("Δωρεάν WiFi");
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).fill("καμήλα στη Σαχάρα");
  await page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Δεν βρέθηκαν προσφορές" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(0);
  await expect(page.getByText("Δοκίμασε άλλους όρους αναζήτησης")).toBeVisible();
});

test("the offers page has the deals, the Athens accommodation map and a back button", async ({ page }) => {
  await page.goto("/home");
  await page.goto(encodeURI("/προσφορές"));
  await expect(page.getByRole("heading", { name: "Δεν υπάρχουν ενεργές προσφορές αυτή τη στιγμή" })).toBeVisible({
    timeout: 20_000,
  });
  const map = page.locator("iframe").first();
  await expect(map).toHaveAttribute("height", "600");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", "Χάρτης καταλυμάτων στην Αθήνα");
  // Its address is set once the page has painted.
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.stay22\.com\/embed\//);
  expect((await map.boundingBox())?.height).toBe(600);
  await page.getByRole("button", { name: "Πίσω" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("each product offers page has eight coloured partner buttons and the accommodation widget", async ({ page }) => {
  await page.goto("/prosfores-hotels");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Όλα για το ταξίδι σου" }) });
  const buttons = section.locator('a[href^="/go/"]');
  await expect(buttons).toHaveCount(8);
  await expect(buttons.first()).toHaveAttribute("target", "_blank");
  await expect(page.locator("iframe")).toHaveCount(1);
});
