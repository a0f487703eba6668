// A signed-in visitor follows a category from its catalogue page (a favourite of type
// "category", what the new-deal alerts read: decision 015) and finds it on /favorites.
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, test } from "./account-helpers.ts";
import { axe, WCAG } from "./axe.ts";

async function violations(page: Page): Promise<string[]> {
  // Toasts are measured once fully shown (axe would read a fading one as low contrast).
  const toasts = page.locator("[data-sonner-toast]");
  for (const toast of await toasts.all())
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  const result = await axe(page).withTags(WCAG).analyze();
  return result.violations.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test("a category is followed from its page, shown on /favorites and opens the page again", async ({ page }) => {
  await createConfirmedUser(page.request);
  await page.goto("/hotels");
  const follow = page.getByRole("main").getByRole("button", { name: "Ακολούθησε την κατηγορία «Ξενοδοχεία»" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(page.getByText("Προστέθηκε στα αγαπημένα!")).toBeVisible();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  expect(await violations(page)).toEqual([]);

  // Saved the way the alerts job reads it.
  const rows: { type: string; data: { id?: string } }[] = await (await page.request.get("/api/v1/favorites")).json();
  expect(rows.filter((f) => f.type === "category").map((f) => f.data.id)).toEqual(["hotels"]);

  // Still on after a reload. (Found by its id in another language: favorites.test.ts; a Greek
  // user's session may show /en/ pages in Greek, so that is not checked here.)
  await page.reload();
  await expect(
    page.getByRole("main").getByRole("button", { name: "Ακολούθησε την κατηγορία «Ξενοδοχεία»" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favorites");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Ξενοδοχεία" });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Κατηγορία", { exact: true })).toBeVisible(); // type badge
  expect(await violations(page)).toEqual([]);
  await card.getByRole("link", { name: "Άνοιγμα του «Ξενοδοχεία»" }).click();
  await expect(page).toHaveURL(/\/hotels$/);
  await expect(
    page.getByRole("main").getByRole("button", { name: "Ακολούθησε την κατηγορία «Ξενοδοχεία»" }),
  ).toHaveAttribute("aria-pressed", "true");

  // Unfollow from the page.
  await page.getByRole("main").getByRole("button", { name: "Ακολούθησε την κατηγορία «Ξενοδοχεία»" }).click();
  await expect(page.getByText("Αφαιρέθηκε από τα αγαπημένα")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("button", { name: "Ακολούθησε την κατηγορία «Ξενοδοχεία»" }),
  ).toHaveAttribute("aria-pressed", "false");
});
