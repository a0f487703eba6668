// Issue 15: the defects a new user found on a phone and a desktop, one test each.
import type { Page } from "@playwright/test";
import {
  apiPost,
  createConfirmedUser,
  expect as baseExpect,
  origin,
  PASSWORD,
  test,
  uniqueEmail,
  waitForMail,
} from "./account-helpers.ts";

// Client-only screens load the whole app first: on a busy machine that takes longer than 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 780 };

/** True when the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** From each page load on, adds up its layout shifts that no input caused (read with `layoutShift`). */
const trackLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);

async function signOut(page: Page, email: string, label = "Αποσύνδεση") {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await banner.getByRole("button", { name: label }).click();
}

test.describe("favourites", () => {
  test.use({ viewport: PHONE });

  test("saved items show as cards that open them, fit a phone, and an expired deal is marked", async ({ page }) => {
    await createConfirmedUser(page.request);
    const longId = `deal-${"x".repeat(40)}-${"0123456789".repeat(6)}`;
    expect(
      (
        await apiPost(page.request, "/api/v1/favorites", {
          type: "deal",
          title: "Έκπτωση 20% σε ξενοδοχεία Αθήνας",
          description: "City break",
          data: { id: longId, expiry_date: "2025-07-31" },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await apiPost(page.request, "/api/v1/favorites", {
          type: "partner",
          title: "Skyscanner",
          description: "Σύγκριση πτήσεων",
          data: { id: "skyscanner", category: "flights", url: "https://www.skyscanner.net/" },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await apiPost(page.request, "/api/v1/favorites", {
          type: "destination",
          title: "Αθήνα",
          description: "Ελλάδα",
          data: { id: "city.athens", country: "Ελλάδα" },
        })
      ).status(),
    ).toBe(201);
    await page.goto("/favorites");
    const main = page.getByRole("main");
    await expect(main.getByRole("listitem").filter({ hasText: "Skyscanner" }).first()).toBeVisible();

    // No sideways scrolling, no raw JSON or internal ids; every remove button is on screen.
    expect(await scrollsSideways(page)).toBe(false);
    await expect(main.locator("pre")).toHaveCount(0);
    await expect(main.getByText(longId)).toHaveCount(0);
    for (const remove of await main.getByRole("button", { name: /από τα αγαπημένα$/ }).all()) {
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    // Each card opens what was saved.
    const deal = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Έκπτωση 20% σε ξενοδοχεία Αθήνας" }) });
    await expect(deal.getByText("Έληξε", { exact: true })).toBeVisible();
    await expect(deal.getByText(/Έληξε στις 31 Ιουλίου 2025/)).toBeVisible();
    await expect(deal.getByRole("link", { name: "Άνοιγμα του «Έκπτωση 20% σε ξενοδοχεία Αθήνας»" })).toHaveAttribute(
      "href",
      "/deals",
    );
    const partner = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Skyscanner" }) });
    await expect(partner.getByText("Πτήσεις", { exact: true })).toBeVisible();
    await expect(partner.getByRole("link", { name: /^Άνοιγμα του «Skyscanner»/ })).toHaveAttribute(
      "href",
      /^\/go\/skyscanner\?/,
    );
    const city = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Αθήνα" }) });
    await expect(city.getByRole("link", { name: /^Άνοιγμα του «Αθήνα»/ })).toHaveAttribute(
      "href",
      /^\/go\/city\.athens\?/,
    );
  });
});

test("signing out from a guarded screen shows only the sign-out toast", async ({ page }) => {
  test.slow(); // three screens, each signed in again
  const email = await createConfirmedUser(page.request);
  for (const [path, ready] of [
    ["/favorites", "Δεν έχεις αγαπημένα ακόμη"],
    ["/notifications", "Ειδοποιήσεις"],
    ["/profile", "Στοιχεία λογαριασμού"],
  ] as const) {
    await page.goto("/home");
    await page.goto(path);
    await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
    await signOut(page, email);
    await expect(page.getByText("Αποσυνδεθήκατε επιτυχώς!")).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/home$/);
    await page.waitForTimeout(1500);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await expect(page.getByText(/Σφάλμα|ενημερώθηκε/)).toHaveCount(0);
    // Sign in again for the next screen.
    const res = await apiPost(page.request, "/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(res.status()).toBe(200);
  }
});

test("a browser already signed in takes the profile's theme and language; sign-out keeps both on the device", async ({
  page,
}) => {
  const email = await createConfirmedUser(page.request);
  const put = await page.request.put("/api/v1/profile", {
    headers: { Origin: origin() },
    data: { theme: "dark", language_preference: "de" },
  });
  expect(put.status()).toBe(200);
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/de\/favorites$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favoriten");

  // Issue 28: a German reader stays in German (page and toast); issue 37: the theme stays as the person had it.
  await signOut(page, email, "Abmelden");
  await expect(page.getByText("Erfolgreich abgemeldet!")).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/de\/home$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page).toHaveURL(/:\d+\/de\/home$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("a signed-in reader opening an address in another language than the profile's stays on it; only the picker changes the saved language", async ({
  page,
}) => {
  await createConfirmedUser(page.request, { lang: "en" });
  const firstRead = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/v1/profile" && r.request().method() === "GET",
  );
  await page.goto("/de/flights");
  await firstRead;
  await expect(page.getByRole("banner").getByRole("link", { name: "Favoriten" })).toBeVisible(); // signed in, in German
  await page.waitForTimeout(500); // a move would come right after the profile's answer
  await expect(page).toHaveURL(/:\d+\/de\/flights$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.goto("/de/favorites");
  await expect(page).toHaveURL(/:\d+\/de\/favorites$/);
  expect((await (await page.request.get("/api/v1/profile")).json()).language_preference).toBe("en");
  // The picker is the person's choice for the account.
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/v1/profile" && r.request().method() === "PUT",
  );
  await page.getByRole("banner").getByRole("combobox", { name: "Sprache" }).selectOption("el");
  await saved;
  await expect(page).toHaveURL(/:\d+\/favorites$/);
  expect((await (await page.request.get("/api/v1/profile")).json()).language_preference).toBe("el");
});

test("a tab left open takes a theme and language changed on another device when it gets the focus back", async ({
  page,
}) => {
  await createConfirmedUser(page.request);
  const firstRead = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/v1/profile" && r.request().method() === "GET",
  );
  await page.goto("/home");
  await firstRead;
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.locator("html")).toHaveAttribute("lang", "el");

  // Another device changes both; this tab learns of it when the window is focused again.
  const put = await page.request.put("/api/v1/profile", {
    headers: { Origin: origin() },
    data: { theme: "dark", language_preference: "en" },
  });
  expect(put.status()).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page).toHaveURL(/:\d+\/en\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  // Applying them saves nothing back: the profile keeps what the other device wrote.
  await page.waitForTimeout(500);
  const profile = await (await page.request.get("/api/v1/profile")).json();
  expect(profile).toMatchObject({ theme: "dark", language_preference: "en" });
});

test("an English reader who logs out stays in English", async ({ page }) => {
  const email = await createConfirmedUser(page.request, { lang: "en" });
  const put = await page.request.put("/api/v1/profile", {
    headers: { Origin: origin() },
    data: { language_preference: "en" },
  });
  expect(put.status()).toBe(200);
  await page.goto("/en/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await signOut(page, email, "Log out");
  await expect(page.getByText("Successfully logged out!")).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/en\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Αποσυνδεθήκατε επιτυχώς!")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("after the guard sends a visitor to sign in, they land on the page they wanted (same site only)", async ({
  page,
}) => {
  const email = await createConfirmedUser(page.request);
  await page.context().clearCookies();
  // Signed out, nothing asks for a user's data (no 401 in the console either: the fixture fails on one).
  const signedOutCalls: string[] = [];
  const watch = (r: { url(): string }) =>
    /\/api\/v1\/(notifications|favorites|profile|searches)/.test(r.url()) && signedOutCalls.push(r.url());
  page.on("request", watch);
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/auth\?next=%2Fnotifications$/);
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  page.off("request", watch);
  expect(signedOutCalls).toEqual([]);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/notifications$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ειδοποιήσεις");

  // Another site is never a destination. The signed-in page is left before the cookies go: clearing
  // them under a live page is a session ended elsewhere, whose requests rightly answer 401.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(`/auth?next=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/home$/);
});

test("an unconfirmed account can ask for a new confirmation link", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 403/);
  const email = uniqueEmail("resend");
  expect(
    (
      await apiPost(page.request, "/api/auth/sign-up/email", { email, password: PASSWORD, name: "", lang: "el" })
    ).status(),
  ).toBe(200);
  await waitForMail(email, 1);
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill(PASSWORD);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText("Παρακαλώ επιβεβαιώστε το email σας πρώτα");
  await main.getByRole("button", { name: "Στείλε μου ξανά τον σύνδεσμο επιβεβαίωσης" }).click();
  await expect(main.getByRole("status")).toHaveText(
    "Αν ο λογαριασμός περιμένει επιβεβαίωση, σου στείλαμε νέο σύνδεσμο. Έλεγξε το email σου.",
  );
  const mail = await waitForMail(email, 2);
  expect(mail.link).toContain("/confirm?token_hash=");
  // The same neutral answer for an address without an account.
  const unknown = await apiPost(page.request, "/api/auth/send-verification-email", { email: uniqueEmail("nobody") });
  expect(unknown.status()).toBe(200);
});

test("server errors are shown in the page's language, never as developer text; the e-mail is checked first", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/);
  const main = page.getByRole("main");
  const sent: string[] = [];
  page.on("request", (r) => r.url().includes("/api/auth/") && sent.push(r.url()));
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill("123456");
  await page.getByLabel("Επιβεβαίωση κωδικού", { exact: true }).fill("123456");
  await main.getByRole("button", { name: "Εγγραφή", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText("Γράψε ένα έγκυρο email, π.χ. name@example.com");
  expect(sent.filter((u) => u.includes("sign-up"))).toEqual([]);

  await page.route("**/api/auth/sign-up/email", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: '{"error":{"code":"VALIDATION","message":"[body.email] Invalid email address"}}',
    }),
  );
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await main.getByRole("button", { name: "Εγγραφή", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText("Γράψε ένα έγκυρο email, π.χ. name@example.com");
  await page.unroute("**/api/auth/sign-up/email");
  await page.route("**/api/auth/sign-up/email", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: '{"error":{"code":"SOMETHING_NEW","message":"[body] Unrecognized key"}}',
    }),
  );
  await page.goto("/de/auth?mode=sign-up");
  await page.getByLabel("E-Mail", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Passwort", { exact: true }).fill("123456");
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill("123456");
  await main.getByRole("button", { name: "Registrieren", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText(
    "Die Registrierung hat nicht geklappt. Prüfe deine Angaben und versuche es erneut.",
  );
});

test("counts use plural forms: 1 second, 1 minute, and no '0 seconds'", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 429/);
  // Time stands still until the test moves it: the countdown cannot run past 1 s on a slow machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto("/welcome");
  await expect(page.getByText("Θα μεταφερθείς στην αρχική σε 5 δευτερόλεπτα.")).toBeVisible();
  await page.clock.runFor(4_100);
  await expect(page.getByText("Θα μεταφερθείς στην αρχική σε 1 δευτερόλεπτο.")).toBeVisible();
  await page.goto("/en/welcome");
  await expect(page.getByText("Taking you home in 5 seconds.")).toBeVisible();
  await page.clock.runFor(4_100);
  await expect(page.getByText("Taking you home in 1 second.")).toBeVisible();
  await page.clock.resume();

  await page.route("**/api/auth/sign-in/email", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "45" },
      contentType: "application/json",
      body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests"}}',
    }),
  );
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill("123456");
  await page.getByRole("main").getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Πάρα πολλές προσπάθειες. Δοκίμασε ξανά σε 1 λεπτό.",
  );
});

test("the 'or' divider of /auth is the Greek disjunctive 'Ή', which keeps its accent in capitals (not the article 'Η')", async ({
  page,
}) => {
  await page.goto("/auth");
  const divider = page.getByTestId("auth-divider");
  expect(await divider.innerText()).toBe("Ή");
  await page.goto("/en/auth");
  expect(await divider.innerText()).toBe("OR");
});

test("/auth and the other client-only screens have a title, localized once they run", async ({ page, request }) => {
  const html = await (await request.get("/auth")).text();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  for (const [path, title] of [
    ["/auth", "Σύνδεση ή εγγραφή | Taxidaki"],
    ["/en/auth", "Sign in or register | Taxidaki"],
    ["/de/auth", /\| Taxidaki$/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test.describe("client-only screens on a phone", () => {
  test.use({ viewport: PHONE });

  test("arrive in the address's language before any script runs, and nothing moves on the way to /auth", async ({
    page,
    request,
  }) => {
    // The page as sent: its language and loading label, not Greek ones swapped later.
    for (const [path, lang, label] of [
      ["/search", "el", "Φόρτωση εφαρμογής..."],
      ["/en/search", "en", "Loading app..."],
      ["/de/favorites", "de", "App wird geladen..."],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(label);
    }
    await trackLayoutShifts(page);
    // A signed-out visitor on a guarded screen: spinner, then /auth (the footer used to jump, CLS 0.08–0.15).
    for (const [path, auth] of [
      ["/notifications", "/auth"],
      ["/en/favorites", "/en/auth"],
      ["/de/profile", "/de/auth"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${auth}\\?next=`));
      await expect(page.locator('input[type="email"]')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.01);
    }
  });
});

test.describe("phone home", () => {
  test.use({ viewport: SMALL_PHONE });

  test("German tile labels fit their tiles; search and the first row of categories are above the fold", async ({
    page,
  }) => {
    for (const path of ["/de/home", "/home"]) {
      await page.goto(path);
      expect(await scrollsSideways(page)).toBe(false);
      const tiles = page.getByTestId("category-tiles").locator("li");
      await expect(tiles).toHaveCount(20);
      const overflowing = await tiles.evaluateAll((lis) =>
        lis
          .filter((li) => {
            const label = li.querySelector("a > span:last-child")!;
            return label.scrollWidth > label.clientWidth + 1 || li.scrollWidth > li.clientWidth + 1;
          })
          .map((li) => li.textContent),
      );
      expect(overflowing).toEqual([]);
      const search = (await page.getByRole("main").getByRole("searchbox").boundingBox())!;
      expect(search.y + search.height).toBeLessThanOrEqual(SMALL_PHONE.height);
      for (let i = 0; i < 4; i++) {
        const box = (await tiles.nth(i).boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height);
      }
    }
  });

  test("a category page shows its own hero art on a phone, small and beside the heading, without moving anything", async ({
    page,
  }) => {
    await trackLayoutShifts(page);
    for (const [path, art] of [
      ["/ferries", "ferries"],
      ["/de/mountain-resorts", "mountain-resorts"],
    ] as const) {
      await page.goto(path);
      const hero = page.getByTestId("hero-art");
      await expect(hero).toBeVisible();
      await expect(hero.locator("svg[data-art]").first()).toHaveAttribute("data-art", art);
      const box = (await hero.boundingBox())!;
      const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(box.width, path).toBeLessThanOrEqual(150); // small: a card, not a banner
      expect(box.x + box.width, path).toBeLessThanOrEqual(SMALL_PHONE.width);
      expect(box.y + box.height, path).toBeLessThanOrEqual(h1.y + h1.height + 40); // beside the heading, not above it
      expect(await scrollsSideways(page), path).toBe(false);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.01);
    }
  });

  test("the hero search placeholder is not cut on a phone", async ({ page }) => {
    for (const path of ["/home", "/de/home", "/en/home"]) {
      await page.goto(path);
      const fits = await page
        .getByRole("main")
        .getByRole("searchbox")
        .evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input, "::placeholder");
          const ctx = document.createElement("canvas").getContext("2d")!;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const own = getComputedStyle(input);
          const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
          return { text: ctx.measureText(input.placeholder).width, room };
        });
      expect(fits.text, path).toBeLessThanOrEqual(fits.room);
    }
  });
});

test("the city carousel's arrows are disabled at either end, on the static page and in the app", async ({ page }) => {
  const check = async () => {
    const prev = page.getByRole("button", { name: "Προηγούμενες πόλεις" });
    const next = page.getByRole("button", { name: "Επόμενες πόλεις" });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(prev).toBeEnabled();
    await page
      .getByTestId("city-carousel")
      .evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
  };
  await page.goto("/home");
  await check();
  // Signed in, /home is the app (decision 003).
  await createConfirmedUser(page.request);
  await page.goto("/home");
  await expect(page.getByRole("banner").getByRole("link", { name: "Αγαπημένα" })).toBeVisible();
  await check();
});

test("the coloured offer buttons all have the same height", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ["/prosfores-hotels", "/de/prosfores-hotels"]) {
    await page.goto(path);
    const heights = await page
      .getByTestId("offer-buttons")
      .locator("a")
      .evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().height)));
    expect(heights).toHaveLength(8);
    expect(new Set(heights).size, `${path}: ${heights.join(", ")}`).toBe(1);
  }
});

test("a map that cannot load leaves a preview and a link to open it, not a grey box", async ({ page }) => {
  test.slow();
  // The map service never answers.
  await page.route(/stay22\.com/, () => undefined);
  await page.goto(encodeURI("/προσφορές"), { waitUntil: "domcontentloaded" });
  const embed = page.locator("[data-embed]");
  await embed.scrollIntoViewIfNeeded();
  await expect(embed).toHaveAttribute("data-embed", "failed", { timeout: 15_000 });
  await expect(embed.locator("iframe")).toHaveCount(0);
  await expect(embed.getByText("Ο χάρτης δεν φόρτωσε εδώ: άνοιξέ τον σε νέα καρτέλα.")).toBeVisible();
  const open = embed.getByRole("link", { name: /Άνοιγμα χάρτη/ });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute("href", /^https:\/\/www\.stay22\.com\//);
  await expect(open).toHaveAttribute("target", "_blank");
});

test("the self-hosted typeface never delays the first paint, is fetched for the next page, and nothing moves (CLS ≤ 0.01)", async ({
  page,
}) => {
  // Slow fonts, as on a phone.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const state = () =>
    page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const fonts = performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".woff2"));
      return {
        cls: (window as unknown as { cls: number }).cls,
        family: getComputedStyle(document.body).fontFamily,
        fontsClass: document.documentElement.classList.contains("fonts"),
        fetchedBeforeLoad: fonts.filter((r) => r.startTime < nav.loadEventStart).length,
        fetchedAfterLoad: fonts.filter((r) => r.startTime >= nav.loadEventStart).length,
        loaded:
          document.fonts.check("700 16px Commissioner", "Ταξίδι") &&
          document.fonts.check("400 16px Commissioner", "Reise"),
      };
    });

  // First visit: the page is drawn in the metric-matched fallback; the files (Greek and Latin) are
  // fetched after the load, into the cache, and not decoded here.
  await page.goto("/home");
  await page.waitForFunction(() => localStorage.getItem("fonts") === "1");
  const first = await state();
  expect(first.family).toMatch(/^"Commissioner Fallback"/);
  expect(first.fontsClass).toBe(false);
  expect(first.fetchedBeforeLoad).toBe(0);
  expect(first.fetchedAfterLoad).toBe(2);
  expect(first.loaded).toBe(false);
  expect(first.cls).toBeLessThanOrEqual(0.01);

  // Later pages: Commissioner from the first paint, from the cache.
  for (const path of ["/de/home", "/flights"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const next = await state();
    expect(next.family, path).toMatch(/^Commissioner,/);
    expect(next.fontsClass, path).toBe(true);
    expect(next.loaded, path).toBe(true);
    expect(next.cls, path).toBeLessThanOrEqual(0.01);
  }
});
