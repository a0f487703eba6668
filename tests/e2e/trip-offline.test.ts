// A saved trip offline (issue 30, decision 037): the trip page and My trips show the device's copy
// with the offline mark, and the trip's partner links are still made on the device.
import { createConfirmedUser, expect, origin, test } from "./account-helpers.ts";

// The other browser tests block the service worker (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: "allow" });

test("a saved trip and My trips read offline are marked as the device's copy, with the trip's links", async ({
  page,
  context,
  allowConsoleError,
}) => {
  // Without a network the browser logs what it could not fetch (the live notifications stream).
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  await createConfirmedUser(page.request, { lang: "en" });
  const saved = await page.request.post("/api/v1/trips", {
    headers: { Origin: origin() },
    data: {
      name: "Cyclades in June",
      trip: {
        stops: [{ place: "Piraeus" }, { place: "Paros", nights: 2, stayPrice: 180 }],
        start: "2027-06-10",
        travellers: 2,
        returns: false,
      },
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  await page.goto("/en/trips");
  await expect(page.locator("[data-trip]").getByRole("heading")).toHaveText("Cyclades in June");
  await page.goto(`/en/trip?id=${id}`);
  await expect(page.locator('[data-stay="1"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Offline copy from/)).toHaveCount(0); // live data: no mark
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });

  await context.setOffline(true);
  await page.goto(`/en/trip?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyclades in June", { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /^Offline copy from \d/ })).toBeVisible();
  const booking = page.locator('[data-stay="1"] [data-partner="booking"] a');
  await expect(booking).toHaveAttribute("href", /^\/go\/booking\?/);
  expect(new URL((await booking.getAttribute("href"))!, "http://x").searchParams.get("deep")).toContain(
    "ss=Paros&checkin=2027-06-10&checkout=2027-06-12&group_adults=2",
  );
  await expect(page.getByLabel("Price of this stay (€)")).toHaveValue("180");
  await page.goto("/en/trips");
  await expect(page.locator("[data-trip]").getByRole("heading")).toHaveText("Cyclades in June");
  await expect(page.getByRole("status").filter({ hasText: /^Offline copy from \d/ })).toBeVisible();
});
