import { islands } from "../../content/islands.ts";
import { expect, test } from "./fixtures.ts";

// SPEC §2: the home tiles link to these pages, in this order.
const tilePaths = [
  "/flights",
  "/hotels",
  "/vacation-rentals",
  "/transport",
  "/car-rental",
  "/esim",
  "/luggage-storage",
  "/ferries",
  "/tours",
  "/insurance",
  "/flight-compensation",
  "/travel-gear",
  "/camping",
  "/activities",
  "/trains-buses-special",
  "/cruises-special",
  "/student-housing-special",
  "/cycling-special",
  "/home-swap",
  "/mountain-resorts-special",
];

test("the twenty category tiles go to the pages the spec lists", async ({ page }) => {
  await page.goto("/home");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Τι ψάχνεις;" }) });
  const hrefs = await section.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(tilePaths);

  await page.goto("/en/home");
  const enHrefs = await page
    .locator("section", { has: page.getByRole("heading", { name: "What are you looking for?" }) })
    .locator("a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(enHrefs).toEqual(tilePaths.map((p) => `/en${p}`));
});

test("a category tile opens its page", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: "Πλοία & σκάφη" }).click();
  await expect(page).toHaveURL(/\/ferries$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the eight island buttons open hotel lists in a new tab", async ({ page, context }) => {
  await page.goto("/home");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Δημοφιλή ελληνικά νησιά" }) });
  const links = section.locator("a");
  await expect(links).toHaveCount(8);
  expect(islands).toHaveLength(8);
  for (const [i, island] of islands.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", `/go/island.${island.id}?from=%2Fhome&lang=el`);
    await expect(links.nth(i)).toHaveAttribute("target", "_blank");
    await expect(links.nth(i)).toHaveAttribute("rel", "sponsored noopener noreferrer");
  }
  const [request, popup] = await Promise.all([
    context.waitForEvent("request", (r) => r.url().includes("/go/island.")),
    context.waitForEvent("page"),
    links.first().click(),
  ]);
  expect(new URL(request.url()).pathname).toBe(`/go/island.${islands[0]!.id}`);
  expect(popup).not.toBe(page);
});

test("the city carousel scrolls by 240 px with its back and forward buttons", async ({ page }) => {
  await page.goto("/home");
  const carousel = page.getByTestId("city-carousel");
  await expect(carousel.locator("li")).toHaveCount(18);
  const left = () => carousel.evaluate((el) => el.scrollLeft);
  expect(await left()).toBe(0);
  await page.getByRole("button", { name: "Επόμενες πόλεις" }).click();
  await expect.poll(left).toBe(240);
  await page.getByRole("button", { name: "Επόμενες πόλεις" }).click();
  await expect.poll(left).toBe(480);
  await page.getByRole("button", { name: "Προηγούμενες πόλεις" }).click();
  await expect.poll(left).toBe(240);
  // City cards open the city's hotels through /go in a new tab.
  await expect(carousel.locator("a").first()).toHaveAttribute("href", "/go/city.athens?from=%2Fhome&lang=el");
  await expect(carousel.locator("a").first()).toHaveAttribute("target", "_blank");
});

test("the offers banner and the three blurbs are on the home page", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Προσφορές της εβδομάδας" })).toBeVisible();
  // The main action opens Taxidaki's own deals; the partner's offers page is the second link.
  await expect(page.getByRole("link", { name: /Δες τις προσφορές/ })).toHaveAttribute("href", "/deals");
  await expect(page.getByRole("link", { name: "Expedia · Προσφορές" })).toHaveAttribute(
    "href",
    /^\/go\/offer\.banner\?from=%2Fhome&lang=el$/,
  );
  for (const name of ["Έξυπνη αναζήτηση", "Καλύτερες τιμές", "Εύκολη κράτηση"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
});

test("the home search box takes the text to the search page and ignores blank text", async ({ page }) => {
  await page.goto("/home");
  const box = page.getByRole("main").getByRole("searchbox", { name: "Αναζήτηση ταξιδιού" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
  await box.fill("δωμάτιο Κέρκυρα 30€");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("δωμάτιο Κέρκυρα 30€");
});
