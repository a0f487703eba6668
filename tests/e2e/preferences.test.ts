import { expect, test } from "./fixtures.ts";

test("the language picker switches the address and the choice survives a reload", async ({ page }) => {
  await page.goto("/flights");
  await page.getByRole("banner").getByRole("combobox", { name: "Γλώσσα" }).selectOption("en");
  await expect(page).toHaveURL(/\/en\/flights$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cheap flights");
  await page.reload();
  await expect(page).toHaveURL(/\/en\/flights$/);
  // A later visit to a Greek address goes to the stored language's page.
  await page.goto("/hotels");
  await expect(page).toHaveURL(/\/en\/hotels$/);
  // Choosing Greek again is kept too.
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("el");
  await expect(page).toHaveURL(/:\d+\/hotels$/);
  await page.reload();
  await expect(page).toHaveURL(/:\d+\/hotels$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
});

test("the language picker works on the static home and welcome pages", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("banner").getByRole("combobox", { name: "Γλώσσα" }).selectOption("de");
  await expect(page).toHaveURL(/\/de\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wohin geht's dieses Jahr?");
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.reload();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the theme toggle switches to dark and stays dark after a reload", async ({ page }) => {
  for (const path of ["/home", "/flights"]) {
    await page.goto(path);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("banner").getByRole("button", { name: "Ενεργοποίηση σκοτεινού θέματος" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("banner").getByRole("button", { name: "Ενεργοποίηση φωτεινού θέματος" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  }
});

test("keyboard users can skip to the content", async ({ page }) => {
  await page.goto("/flights");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Μετάβαση στο περιεχόμενο" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
