import { createConfirmedUser, expect, test } from "./account-helpers.ts";

test("the welcome notification: badge, unread, read on click, mark-all, delete", async ({ page }) => {
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/notifications");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(banner.getByTestId("unread-badge")).toHaveText("1");

  const item = page.getByRole("main").getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("img", { name: "Unread" })).toBeVisible();
  await expect(item.locator("time")).toHaveText(/now|seconds? ago|minutes? ago/);
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeVisible();

  await item.getByRole("button").first().click();
  await expect(item.getByRole("img", { name: "Unread" })).toHaveCount(0);
  await expect(banner.getByTestId("unread-badge")).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("main").getByRole("listitem").getByRole("img", { name: "Unread" })).toHaveCount(0);

  await page.getByRole("button", { name: /^Delete notification/ }).click();
  await expect(page.getByText("Notification deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No notifications" })).toBeVisible();
});

test("mark all as read, in Greek, with relative times in Greek", async ({ page }) => {
  await createConfirmedUser(page.request);
  await page.goto("/notifications");
  await expect(page.getByRole("main").locator("time")).toHaveText(/τώρα|πριν από \d+ (δευτερόλεπτ|λεπτ)/);
  await page.getByRole("button", { name: "Σήμανση όλων ως αναγνωσμένων" }).click();
  await expect(page.getByText("Όλες οι ειδοποιήσεις σημειώθηκαν ως αναγνωσμένες")).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("unread-badge")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Σήμανση όλων ως αναγνωσμένων" })).toHaveCount(0);
});

test("a refused read mark is rolled back with an error toast", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/notifications");
  await page.route("**/api/v1/notifications/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"INTERNAL","message":"x"}}',
        })
      : route.continue(),
  );
  const item = page.getByRole("main").getByRole("listitem");
  await item.getByRole("button").first().click();
  await expect(page.getByText("Could not update the notification")).toBeVisible();
  await expect(item.getByRole("img", { name: "Unread" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("unread-badge")).toHaveText("1");
});
