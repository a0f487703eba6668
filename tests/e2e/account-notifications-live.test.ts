import { apiPost, createConfirmedUser, expect, newContext, test } from "./account-helpers.ts";

// The e2e server lets this address send operator notices (ADMIN_EMAILS in playwright.config.ts).
const OPERATOR = "notices-operator@example.com";

test("an operator's notice shows in both open tabs within 3 s without reload; reading it in one tab clears the other", async ({ page, browser, baseURL }) => {
  await createConfirmedUser(page.request, { lang: "en" });
  // A favourite in the notice's category puts this user in its audience.
  const fav = await apiPost(page.request, "/api/v1/favorites", { type: "partner", title: "Home exchange e2e", data: { category: "home-exchange" } });
  expect(fav.status()).toBe(201);
  expect((await apiPost(page.request, "/api/v1/notifications/read", {})).status()).toBe(200);

  await page.goto("/en/notifications");
  const tab2 = await page.context().newPage();
  await tab2.goto("/en/favorites");
  for (const p of [page, tab2]) await expect(p.getByRole("banner").getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  const operator = await newContext(browser, baseURL!);
  await createConfirmedUser(operator.request, { email: OPERATOR });
  const notice = {
    type: "info",
    title: { el: "Νέες ανταλλαγές σπιτιών", en: "New home exchanges" },
    message: { el: "Δείτε τις νέες προτάσεις", en: "See the new offers" },
    audience: { category: "home-exchange" },
  };
  const dry = await apiPost(operator.request, "/api/v1/admin/notices?dry_run=1", notice);
  expect((await dry.json()).recipients).toBeGreaterThanOrEqual(1);
  const sent = await apiPost(operator.request, "/api/v1/admin/notices", notice);
  expect(sent.status()).toBe(201);

  for (const p of [page, tab2]) await expect(p.getByRole("banner").getByTestId("unread-badge")).toHaveText("1", { timeout: 3000 });
  const item = page.getByRole("main").getByRole("listitem").filter({ hasText: "New home exchanges" });
  await expect(item).toBeVisible({ timeout: 3000 });

  await item.getByRole("button").first().click();
  await expect(page.getByRole("banner").getByTestId("unread-badge")).toHaveCount(0);
  await expect(tab2.getByRole("banner").getByTestId("unread-badge")).toHaveCount(0, { timeout: 3000 });
  await operator.close();
});
