import { apiPost, createConfirmedUser, expect, test } from "./account-helpers.ts";

test("the profile is read-only until edited; back cancels, save keeps the changes", async ({ page }) => {
  const email = await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/profile");
  const name = page.getByLabel("Full name");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(name).toHaveAttribute("readonly", "");
  await expect(page.getByText("Light", { exact: true })).toBeVisible(); // read-only theme

  await page.getByRole("button", { name: "Edit" }).click();
  await expect(name).not.toHaveAttribute("readonly", "");
  await name.fill("Maria Papadopoulou");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(name).toHaveAttribute("readonly", "");
  await expect(name).toHaveValue("");

  await page.getByRole("button", { name: "Edit" }).click();
  await name.fill("Maria Papadopoulou");
  await page.getByLabel("Location").fill("Thessaloniki");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(name).toHaveAttribute("readonly", "");
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Maria Papadopoulou");
  await expect(page.getByLabel("Location")).toHaveValue("Thessaloniki");
});

test("a refused save says 'Error saving profile' and stays in edit mode", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/profile");
  await page.getByRole("button", { name: "Edit" }).click();
  await page.route("**/api/v1/profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"INTERNAL","message":"x"}}',
        })
      : route.continue(),
  );
  await page.getByLabel("Phone").fill("+30 210 000 0000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error saving profile")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
});

test("recent searches: repeats fold into one, 20 are kept, one or all can be removed", async ({ page }) => {
  await createConfirmedUser(page.request);
  const save = (query: string) =>
    apiPost(page.request, "/api/v1/search-history", { query, search_type: "general", results_count: 1 });
  for (let i = 1; i <= 22; i++) expect((await save(`αναζήτηση ${i}`)).status()).toBe(201);
  expect((await save("ΑΝΑΖΉΤΗΣΗ 5")).status()).toBe(201); // same as "αναζήτηση 5", any case
  await page.goto("/profile");
  const list = page.getByRole("list", { name: "Πρόσφατες αναζητήσεις" });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText("ΑΝΑΖΉΤΗΣΗ 5");
  await expect(list.getByText("αναζήτηση 5", { exact: true })).toHaveCount(0);
  await expect(items.nth(1)).toContainText("αναζήτηση 22");

  await page.getByRole("button", { name: "Αφαίρεση της αναζήτησης «αναζήτηση 22»" }).click();
  await expect(items).toHaveCount(19);
  await page.reload();
  await expect(items).toHaveCount(19);

  await page.getByRole("button", { name: "Καθαρισμός όλων" }).click();
  await expect(page.getByText("Το ιστορικό αναζητήσεων διαγράφηκε")).toBeVisible();
  await expect(page.getByText("Δεν έχεις κάνει ακόμη αναζητήσεις.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Δεν έχεις κάνει ακόμη αναζητήσεις.")).toBeVisible();
});

test("the daily e-mail digest is a profile preference: off by default, kept after a reload, not on the notifications page", async ({
  page,
}) => {
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/profile");
  const digest = page.getByRole("checkbox", { name: "E-mail me a daily digest of new notifications" });
  await expect(digest).not.toBeChecked();
  await expect(digest).toBeEnabled();
  await digest.check();
  await expect(page.getByText("Daily digest turned on")).toBeVisible();
  await page.reload();
  await expect(digest).toBeChecked();
  expect(await (await page.request.get("/api/v1/notifications/settings")).json()).toEqual({ email_digest: true });

  await page.goto("/en/notifications");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /daily digest/ })).toHaveCount(0);

  await page.goto("/en/profile");
  // Loaded: the saved choice shows (uncheck() on the box still unchecked while it loads would do nothing).
  await expect(digest).toBeChecked();
  await digest.uncheck();
  await expect(page.getByText("Daily digest turned off")).toBeVisible();
  expect(await (await page.request.get("/api/v1/notifications/settings")).json()).toEqual({ email_digest: false });
});

test("the profile's Language field follows the header's language picker at once", async ({ page }) => {
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/profile");
  const field = (name: string) => page.getByRole("main").getByText(name, { exact: true });
  await expect(field("English")).toBeVisible();
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/v1/profile" && r.request().method() === "PUT",
  );
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(page).toHaveURL(/\/de\/profile$/);
  await saved;
  await expect(field("Deutsch")).toBeVisible();
  await expect(field("English")).toHaveCount(0);
});
