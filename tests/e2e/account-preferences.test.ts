import { createConfirmedUser, expect, newContext, signInThroughUi, test } from "./account-helpers.ts";

test("theme and language follow the user to a fresh browser", async ({ page, browser, baseURL }) => {
  const email = await createConfirmedUser(page.request);
  await page.goto("/home");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Αγαπημένα" })).toBeVisible();
  // Dark theme and English, chosen while signed in, are saved to the profile.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/profile") && r.request().method() === "PUT");
  await banner.getByRole("button", { name: "Ενεργοποίηση σκοτεινού θέματος" }).click();
  await saved;
  const savedLang = page.waitForResponse((r) => r.url().endsWith("/api/v1/profile") && r.request().method() === "PUT");
  await banner.getByRole("combobox", { name: "Γλώσσα" }).selectOption("en");
  await expect(page).toHaveURL(/\/en\/home$/);
  await savedLang;

  // A fresh browser (no local settings) signs in: the profile's choices win.
  const fresh = await newContext(browser, baseURL!);
  const other = await fresh.newPage();
  await signInThroughUi(other, email);
  await expect(other).toHaveURL(/\/en\/home$/);
  await expect(other.locator("html")).toHaveClass(/dark/);
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await other.goto("/en/profile");
  await expect(other.getByText("Dark", { exact: true })).toBeVisible();
  await expect(other.getByText("English", { exact: true })).toBeVisible();
  await fresh.close();
});
