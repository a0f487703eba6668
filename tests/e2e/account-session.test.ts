import { apiPost, createConfirmedUser, expect, linkPath, test, waitForMail } from "./account-helpers.ts";

test("a visitor signs in with a magic link from the e-mail", async ({ page }) => {
  const email = await createConfirmedUser(page.request);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Στείλε μου σύνδεσμο σύνδεσης" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Αν υπάρχει λογαριασμός με αυτό το email, σου στείλαμε σύνδεσμο σύνδεσης.",
  );
  // Mail 1 was the confirmation; mail 2 is the magic link.
  const mail = await waitForMail(email, 2);
  await page.goto(linkPath(mail));
  await expect(page.getByText("Επιτυχής σύνδεση! Σε μεταφέρουμε στην αρχική...")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5_000 });
  await expect(page.getByRole("banner").getByRole("link", { name: /Ειδοποιήσεις/ })).toBeVisible();
});

test("the magic link asks for the e-mail first", async ({ page }) => {
  await page.goto("/en/auth");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Enter your email");
});

test("guarded screens send signed-out visitors to /auth, and Back skips the guarded page", async ({ page }) => {
  for (const path of ["/profile", "/favorites", "/notifications", "/en/profile"]) {
    await page.goto(path.startsWith("/en") ? "/en/home" : "/home");
    await page.goto(path);
    await expect(page).toHaveURL(path.startsWith("/en") ? /\/en\/auth\?next=/ : /:\d+\/auth\?next=/);
    await page.goBack();
    await expect(page).toHaveURL(path.startsWith("/en") ? /\/en\/home$/ : /:\d+\/home$/);
  }
});

test("a signed-in visitor sees a spinner, then the guarded screen; logging out ends the session", async ({ page }) => {
  const email = await createConfirmedUser(page.request);
  await page.route("**/api/auth/get-session", async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto("/profile");
  await expect(page.getByRole("status").filter({ hasText: "Φόρτωση..." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Στοιχεία λογαριασμού" })).toBeVisible();
  await page.unroute("**/api/auth/get-session");

  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await banner.getByRole("button", { name: "Αποσύνδεση" }).click();
  await expect(page.getByText("Αποσυνδεθήκατε επιτυχώς!")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner.getByRole("link", { name: "Σύνδεση" })).toBeVisible();
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
});

test("a failed sign-out says so and keeps the visitor signed in", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  const email = await createConfirmedUser(page.request);
  // The profile's language (Greek) applies to a signed-in browser (SPEC §4), so the Greek page.
  await page.goto("/notifications");
  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await banner.getByRole("button", { name: "Αποσύνδεση" }).click();
  await expect(page.getByText("Σφάλμα αποσύνδεσης")).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/notifications$/);
  // the session is untouched
  expect(await (await apiPost(page.request, "/api/v1/notifications/read", {})).status()).toBe(200);
});
