import { createConfirmedUser, expect, test } from "./account-helpers.ts";

test("a favourite is added from a partner card and removed from /favorites", async ({ page }) => {
  await createConfirmedUser(page.request);
  await page.goto("/flights");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Προσθήκη του «.+» στα αγαπημένα$/ })
    .first();
  const label = (await add.getAttribute("aria-label"))!;
  const title = /«(.+)»/.exec(label)![1]!;
  await add.click();
  await expect(page.getByText("Προστέθηκε στα αγαπημένα!")).toBeVisible();
  const remove = page.getByRole("main").getByRole("button", { name: `Αφαίρεση του «${title}» από τα αγαπημένα` });
  await expect(remove).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("banner").getByRole("link", { name: "Αγαπημένα" }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Συνεργάτης")).toBeVisible(); // type badge
  await expect(
    card.getByRole("link", { name: new RegExp(`^Άνοιγμα του «${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}»`) }),
  ).toHaveAttribute("href", /^\/go\//); // opens the partner
  await card.getByRole("button", { name: `Αφαίρεση του «${title}» από τα αγαπημένα` }).click();
  await expect(page.getByText("Αφαιρέθηκε από τα αγαπημένα")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Δεν έχεις αγαπημένα ακόμη" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Δεν έχεις αγαπημένα ακόμη" })).toBeVisible();
});

test("the heart toggles off on the card too, and a refused add is rolled back", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/hotels");
  const first = page
    .getByRole("main")
    .getByRole("button", { name: /^Add “.+” to favourites$/ })
    .first();
  const title = /“(.+)”/.exec((await first.getAttribute("aria-label"))!)![1]!;
  await first.click();
  const on = page.getByRole("main").getByRole("button", { name: `Remove “${title}” from favourites` });
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await on.click();
  await expect(page.getByText("Removed from favourites")).toBeVisible();
  const off = page.getByRole("main").getByRole("button", { name: `Add “${title}” to favourites` });
  await expect(off).toHaveAttribute("aria-pressed", "false");

  await page.route("**/api/v1/favorites", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"INTERNAL","message":"x"}}',
        })
      : route.continue(),
  );
  await off.click();
  await expect(page.getByText("Could not add to favourites")).toBeVisible();
  await expect(off).toHaveAttribute("aria-pressed", "false");
});

test("signed out, no hearts are shown and /favorites asks to sign in", async ({ page }) => {
  await page.goto("/flights");
  await expect(page.getByRole("button", { name: /στα αγαπημένα$/ })).toHaveCount(0);
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
  await expect(page.getByRole("main").getByRole("button", { name: "Σύνδεση", exact: true })).toBeVisible();
});
