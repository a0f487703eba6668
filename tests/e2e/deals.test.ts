import { expect, test } from "./fixtures.ts";

test("the deals page lists the deals with dates in the page's language", async ({ page }) => {
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Προσφορές");
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  await expect(page.getByText("31 Ιουλίου 2025")).toBeVisible();
  await page.goto("/en/deals");
  await expect(page.getByText("31 July 2025")).toBeVisible();
  await page.goto("/de/deals");
  await expect(page.getByText("31. Juli 2025")).toBeVisible();
});

test("expired deals are dimmed with the 'Έληξε' badge", async ({ page }) => {
  await page.route("**/api/v1/deals*", (route) =>
    route.fulfill({
      json: {
        deals: [
          { id: "a", title: "Παλιά προσφορά", description: "Έληξε ήδη.", image_url: "", expiry_date: "2020-01-31", expired: true },
          { id: "b", title: "Νέα προσφορά", description: "Ισχύει.", image_url: "/images/art/deals-banner.svg", expiry_date: "2099-12-31", expired: false },
        ],
      },
    }),
  );
  await page.goto("/deals");
  const expired = page.getByTestId("deal-card").filter({ hasText: "Παλιά προσφορά" });
  const current = page.getByTestId("deal-card").filter({ hasText: "Νέα προσφορά" });
  await expect(expired).toHaveAttribute("data-expired", "true");
  await expect(expired.getByText("Έληξε", { exact: true })).toBeVisible();
  await expect(expired.locator("img")).toHaveCount(0);
  await expect(current).toHaveAttribute("data-expired", "false");
  await expect(current.getByText("Έληξε", { exact: true })).toHaveCount(0);
  await expect(current.locator("img")).toHaveCount(1);
});

test("three skeleton cards show while the deals load", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/v1/deals*", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/deals");
  await expect(page.getByTestId("deal-skeleton")).toHaveCount(3);
  release();
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  await expect(page.getByTestId("deal-skeleton")).toHaveCount(0);
});

test("searching deals filters by title or description, ignoring case, and shows the empty state", async ({ page }) => {
  await page.goto("/deals");
  const box = page.getByRole("searchbox", { name: "Αναζήτηση προσφορών" });
  await expect(box).toHaveAttribute("placeholder", "Αναζήτηση προσφορών...");
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  await box.fill("ΞΕΝΟΔΟΧΕΊΑ");
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await expect(page.getByTestId("deal-card")).toContainText("Έκπτωση 20% σε ξενοδοχεία Αθήνας");
  await box.fill("wifi");
  await expect(page.getByTestId("deal-card")).toHaveCount(1);
  await box.fill("καμήλα στη Σαχάρα");
  await expect(page.getByTestId("deal-card")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Δεν βρέθηκαν προσφορές" })).toBeVisible();
  await expect(page.getByText("Δοκίμασε άλλους όρους αναζήτησης")).toBeVisible();
  await box.fill("");
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
});

test("the offers page has the deals, the Athens accommodation map and a back button", async ({ page }) => {
  await page.goto("/home");
  await page.goto(encodeURI("/προσφορές"));
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  const map = page.locator("iframe").first();
  await expect(map).toHaveAttribute("height", "600");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", "Χάρτης καταλυμάτων στην Αθήνα");
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
