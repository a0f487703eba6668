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
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
}

const offlineItems = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("taxidaki.offline.")));

test("favourites are readable offline with the offline mark, a write offline is refused, and sign-out removes the copy", async ({ page, context, allowConsoleError }) => {
  // Without a network the browser logs what it could not fetch (the live notifications stream).
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  const email = await createConfirmedUser(page.request);
  await page.goto("/flights");
  const add = page.getByRole("main").getByRole("button", { name: /^Προσθήκη του «.+» στα αγαπημένα$/ }).first();
  const title = /«(.+)»/.exec((await add.getAttribute("aria-label"))!)![1]!;
  await add.click();
  await expect(page.getByText("Προστέθηκε στα αγαπημένα!")).toBeVisible();

  await page.goto("/favorites");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await serviceWorkerReady(page);
  await expect(page.getByText(/Αντίγραφο εκτός σύνδεσης/)).toHaveCount(0); // live data: no mark
  expect(await offlineItems(page)).toHaveLength(2); // the user and the copies

  await context.setOffline(true);
  await page.reload();
  await expect(card).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Αντίγραφο εκτός σύνδεσης από \d/ })).toBeVisible();
  expect(await scanBothThemes(page, "/favorites offline")).toEqual([]);

  // A write offline: refused before it is sent, said once, nothing changed.
  await card.getByRole("button", { name: `Αφαίρεση του «${title}» από τα αγαπημένα` }).click();
  await expect(page.getByText("Χωρίς σύνδεση: η αλλαγή δεν αποθηκεύτηκε. Δοκίμασε ξανά όταν επανέλθει η σύνδεση.")).toBeVisible();
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

test("a saved trip is readable offline: the list of trips and the trip itself", async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  await createConfirmedUser(page.request, { lang: "en" });
  const name = "Athens → Naxos";
  const saved = await page.request.post("/api/v1/trips", {
    headers: { Origin: origin() },
    data: { name, trip: { stops: [{ place: "Athens" }, { place: "Naxos", nights: 3 }], start: "2027-07-12", travellers: 2, returns: false } },
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
