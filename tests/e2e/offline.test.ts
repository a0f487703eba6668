// Offline (issue 30, decision 037): the service worker serves the app without a network, the
// signed-in user's favourites are read from the device and marked as such, writes are refused with
// a clear message, and signing out leaves nothing of them on the device.
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, origin, test } from "./account-helpers.ts";
import { scanBothThemes } from "./axe.ts";

// The other browser tests block the service worker (playwright.config.ts); these need it.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker has cached the site and controls the page. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
}

const offlineItems = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("taxidaki.offline.")));

test("favourites are readable offline with the offline mark, a write offline is refused, and sign-out removes the copy", async ({
  page,
  context,
  allowConsoleError,
}) => {
  // Without a network the browser logs what it could not fetch (the live notifications stream).
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  const email = await createConfirmedUser(page.request);
  await page.goto("/flights");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Προσθήκη του «.+» στα αγαπημένα$/ })
    .first();
  const title = /«(.+)»/.exec((await add.getAttribute("aria-label"))!)![1]!;
  await add.click();
  await expect(page.getByText("Προστέθηκε στα αγαπημένα!")).toBeVisible();

  await page.goto("/favorites");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await serviceWorkerReady(page);
  await expect(page.getByText(/Αντίγραφο εκτός σύνδεσης/)).toHaveCount(0); // live data: no mark
  await expect.poll(() => offlineItems(page)).toHaveLength(2); // the user and the copies

  await context.setOffline(true);
  await page.reload();
  await expect(card).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Αντίγραφο εκτός σύνδεσης από \d/ })).toBeVisible();
  expect(await scanBothThemes(page, "/favorites offline")).toEqual([]);

  // A write offline: refused before it is sent, said once, nothing changed.
  await card.getByRole("button", { name: `Αφαίρεση του «${title}» από τα αγαπημένα` }).click();
  await expect(
    page.getByText("Χωρίς σύνδεση: η αλλαγή δεν αποθηκεύτηκε. Δοκίμασε ξανά όταν επανέλθει η σύνδεση."),
  ).toBeVisible();
  await expect(page.getByText("Σφάλμα αφαίρεσης από τα αγαπημένα")).toHaveCount(0);
  await expect(card).toHaveCount(1);

  // A public page comes from the service worker's cache too.
  await page.goto("/en/flights");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Back online: sign out; the copy is gone from the device.
  await context.setOffline(false);
  await page.goto("/favorites");
  await expect(page.getByText(/Αντίγραφο εκτός σύνδεσης/)).toHaveCount(0);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await banner.getByRole("button", { name: "Αποσύνδεση" }).click();
  await expect(page.getByText("Αποσυνδεθήκατε επιτυχώς!")).toBeVisible();
  expect(await offlineItems(page)).toEqual([]);

  // Offline again, the device has nobody's favourites to show.
  await context.setOffline(true);
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
  await expect(page.getByText(title)).toHaveCount(0);
});

test("a saved trip is readable offline: the list of trips and the trip itself", async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  await createConfirmedUser(page.request, { lang: "en" });
  const name = "Athens → Naxos";
  const saved = await page.request.post("/api/v1/trips", {
    headers: { Origin: origin() },
    data: {
      name,
      trip: {
        stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }],
        start: "2027-07-12",
        travellers: 2,
        returns: false,
      },
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  await page.goto("/en/trips");
  await expect(page.locator("[data-trip]").getByRole("heading")).toHaveText(name);
  await page.goto(`/en/trip?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.goto("/en/trips");
  await expect(page.locator("[data-trip]").getByRole("heading")).toHaveText(name);
  await page.goto(`/en/trip?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

/** The keys of the queries copied on the device (the persister's item). */
const copiedKeys = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("taxidaki.offline.copies");
    return raw
      ? (JSON.parse(raw) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map((q) =>
          q.queryKey.join("/"),
        )
      : [];
  });

test("profile and notifications offline show their last copy, marked, or say plainly that they need a connection; a trip saved offline says so once", async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  const email = await createConfirmedUser(page.request, { lang: "en" });
  await page.goto("/en/profile");
  await expect(page.getByRole("main").getByText(email).first()).toBeVisible();
  await page.goto("/en/notifications");
  const welcome = page.getByRole("main").getByRole("listitem").filter({ hasText: "Welcome to Taxidaki!" });
  await expect(welcome).toBeVisible();
  await serviceWorkerReady(page);
  await expect
    .poll(async () => (await copiedKeys(page)).filter((k) => /\/(profile|notifications)$/.test(k)).length)
    .toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Offline copy from \d/ })).toBeVisible();
  await page.goto("/en/profile");
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("status").filter({ hasText: /^Offline copy from \d/ })).toBeVisible();
  expect(await scanBothThemes(page, "/en/profile offline")).toEqual([]);

  // Nothing kept of a screen: it says so, and that it needs a connection, instead of spinning.
  await page.evaluate(() => {
    const item = "taxidaki.offline.copies";
    const c = JSON.parse(localStorage.getItem(item)!) as { clientState: { queries: { queryKey: unknown[] }[] } };
    c.clientState.queries = c.clientState.queries.filter(
      (q) => q.queryKey[2] !== "profile" && q.queryKey[2] !== "notifications",
    );
    localStorage.setItem(item, JSON.stringify(c));
  });
  for (const path of ["/en/profile", "/en/notifications", "/en/admin"]) {
    await page.goto(path);
    await expect(
      page.getByRole("main").getByText("This page needs a connection; it will load once you are back online."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("status", { name: "Loading..." })).toHaveCount(0);
  }
  expect(await scanBothThemes(page, "/en/notifications offline, no copy")).toEqual([]);

  // A trip saved offline: one toast, the refusal's.
  await page.goto(`/en/trip?q=${encodeURIComponent("Athens → Naxos 12/7 3 nights, 2 people")}`);
  await page.getByRole("button", { name: "Save trip" }).click();
  await expect(
    page.getByText("No connection: the change was not saved. Try again when you are back online."),
  ).toHaveCount(1);
  await expect(page.getByText("The trip was not saved. Try again.")).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
});
