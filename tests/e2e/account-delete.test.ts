// Account deletion from the profile page (GDPR erasure): what goes, the password, a confirm step,
// then signed out on /home with a toast; the account is gone. On a phone (360 px), axe clean.
import {
  apiPost,
  createConfirmedUser,
  expect,
  fakeIp,
  origin,
  PASSWORD,
  test,
  uniqueEmail,
  waitForMail,
} from "./account-helpers.ts";
import { axe } from "./axe.ts";

test("a user deletes their account from the profile: password, confirm, signed out on /home, the account is gone", async ({
  page,
  allowConsoleError,
  playwright,
}) => {
  allowConsoleError(/status of 400/); // the wrong password's answer
  await page.setViewportSize({ width: 360, height: 780 });
  const email = await createConfirmedUser(page.request);
  expect(
    (
      await apiPost(page.request, "/api/v1/favorites", {
        type: "hotel",
        title: "Booking.com",
        description: "Hotels",
        data: { partnerId: "booking" },
      })
    ).status(),
  ).toBe(201);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Διαγραφή λογαριασμού" });
  await expect(section).toContainText("Διαγράφονται οριστικά ο λογαριασμός σου, το προφίλ, τα αγαπημένα");
  const start = section.getByRole("button", { name: "Διαγραφή λογαριασμού…" });
  await start.click();
  const password = section.getByLabel("Κωδικός πρόσβασης", { exact: true });
  await expect(password).toBeFocused();
  await expect(section).toContainText("Σίγουρα; Ο λογαριασμός και όλα τα δεδομένα του θα χαθούν οριστικά.");

  // Cancel closes it and gives focus back.
  await section.getByRole("button", { name: "Άκυρο" }).click();
  await expect(password).toHaveCount(0);
  await expect(start).toBeFocused();
  await start.click();

  // No sideways scrolling on a phone; axe clean with the form open.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const scan = await axe(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  const confirm = section.getByRole("button", { name: "Οριστική διαγραφή" });
  await confirm.click();
  await expect(section.getByRole("alert")).toHaveText("Γράψε τον κωδικό σου");
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Γράψε τον κωδικό σου/);

  await password.fill("not-the-password");
  await confirm.click();
  await expect(section.getByRole("alert")).toHaveText("Λάθος κωδικός πρόσβασης");
  await expect(password).toBeFocused();

  await password.fill(PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Ο λογαριασμός σου διαγράφηκε")).toBeVisible();
  // Signed out: the profile asks to sign in; the old credentials no longer work.
  const fresh = await playwright.request.newContext({
    baseURL: origin(),
    extraHTTPHeaders: { Origin: origin(), "X-Forwarded-For": fakeIp() },
  });
  try {
    expect((await fresh.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } })).status()).toBe(401);
  } finally {
    await fresh.dispose();
  }
  expect((await page.request.get("/api/v1/profile")).status()).toBe(401);
});

test.describe("the accountCleanup fixture", () => {
  test.describe.configure({ mode: "serial" });
  let made: string[] = [];

  test("a test creates a confirmed account and an unconfirmed one", async ({ page }) => {
    made = [await createConfirmedUser(page.request, { lang: "en" }), uniqueEmail("cleanup-unconfirmed")];
    expect(
      (
        await apiPost(page.request, "/api/auth/sign-up/email", {
          email: made[1],
          password: PASSWORD,
          name: "",
          lang: "el",
        })
      ).status(),
    ).toBe(200);
    await waitForMail(made[1]!);
  });

  test("after that test both accounts are gone", async ({ playwright }) => {
    const api = await playwright.request.newContext({
      baseURL: origin(),
      extraHTTPHeaders: { Origin: origin(), "X-Forwarded-For": fakeIp() },
    });
    try {
      for (const email of made) {
        const res = await api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
        // 401 (no such account), not 200 (still there) or 403 (there, unconfirmed).
        expect(res.status(), email).toBe(401);
      }
    } finally {
      await api.dispose();
    }
  });
});
