import { expect, test } from "./fixtures.ts";

test("the welcome page leads to the travel search and to sign-in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ταξίδεψε περισσότερο, ξόδεψε λιγότερο");
  await page.getByRole("link", { name: /Αναζήτηση ταξιδιού/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/");
  await page.getByRole("link", { name: /Σύνδεση \/ Εγγραφή/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("back on a category page returns to the page before it", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: "Πτήσεις", exact: true }).click();
  await expect(page).toHaveURL(/\/flights$/);
  await page.getByRole("button", { name: "Πίσω" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("back on a category page opened directly goes to the home page", async ({ page }) => {
  await page.goto("/hotels");
  await page.getByRole("button", { name: "Πίσω" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/en/indie-campers");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
});

test("back on the ski special and the product offers pages goes to the home page", async ({ page }) => {
  for (const path of ["/mountain-resorts-special", "/prosfores-hotels"]) {
    await page.goto(path);
    await page.getByRole("main").getByRole("link", { name: "Πίσω", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
});

test("back on the deals page goes to the welcome page", async ({ page }) => {
  await page.goto("/deals");
  await page.getByRole("link", { name: "Επιστροφή στην αρχική" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the header logo goes to the welcome page and the home page has a back-to-home button", async ({ page }) => {
  await page.goto("/flights");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Taxidaki/ })
    .click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto("/home");
  await page.getByRole("link", { name: "Πίσω στην αρχική" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test("sign-in and register in the header go to /auth, register to the sign-up form", async ({ page }) => {
  await page.goto("/flights");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Σύνδεση" })).toHaveAttribute("href", "/auth");
  await expect(header.getByRole("link", { name: "Εγγραφή" })).toHaveAttribute("href", "/auth?mode=sign-up");
  await header.getByRole("link", { name: "Εγγραφή" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Δημιουργία λογαριασμού");
  await expect(page.getByLabel("Επιβεβαίωση κωδικού", { exact: true })).toBeVisible();
  // The login link, from the open sign-up form, switches back to sign-in.
  await header.getByRole("link", { name: "Σύνδεση" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Σύνδεση");
});

test("the desktop header search opens the search page and clears the box", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/flights");
  const box = page.getByRole("banner").getByRole("searchbox");
  await box.fill("Νάξος");
  await page.getByRole("banner").getByRole("button", { name: "Αναζήτηση" }).click();
  await expect(page).toHaveURL(/\/search\?q=%CE%9D/);
  await expect(page.getByRole("banner").getByRole("searchbox")).toHaveValue("");
});
