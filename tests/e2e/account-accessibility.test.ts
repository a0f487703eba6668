import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, test } from "./account-helpers.ts";
import { scanBothThemes } from "./axe.ts";
import { withStorage } from "./fixtures.ts";

async function violations(page: Page, url: string, ready: () => Promise<void>): Promise<string[]> {
  await page.goto(url);
  await ready();
  return scanBothThemes(page, url);
}

test("axe finds no violations on the account screens, signed in and out, in either theme", async ({ page }) => {
  // Seven pages or states, each scanned in both themes (tests/e2e/axe.ts), and a sign-up: over a
  // minute on a loaded two-core machine (as in accessibility.test.ts).
  test.setTimeout(180_000);
  await withStorage(page, { theme: "light" });
  const found: string[] = [];
  // Signed out: the auth screen in both modes.
  found.push(...(await violations(page, "/auth", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible())));
  await page.getByRole("button", { name: "Δεν έχεις λογαριασμό; Εγγραφή" }).click();
  await page.getByRole("main").getByRole("button", { name: "Εγγραφή", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  found.push(...(await scanBothThemes(page, "/auth sign-up")));

  await createConfirmedUser(page.request);
  await page.request.post("/api/v1/favorites", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      type: "partner",
      title: "Skyscanner",
      description: "Σύγκριση πτήσεων",
      data: { url: "https://example.com" },
    },
  });
  found.push(
    ...(await violations(page, "/profile", () =>
      expect(page.getByRole("heading", { name: "Στοιχεία λογαριασμού" })).toBeVisible(),
    )),
  );
  await page.getByRole("button", { name: "Επεξεργασία" }).click();
  found.push(...(await scanBothThemes(page, "/profile edit")));
  found.push(
    ...(await violations(page, "/favorites", () =>
      expect(page.getByRole("heading", { name: "Skyscanner" })).toBeVisible(),
    )),
  );
  found.push(
    ...(await violations(page, "/en/notifications", () =>
      expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1),
    )),
  );
  // The open account menu and the signed-in header.
  await page.getByRole("banner").getByRole("button", { expanded: false }).last().click();
  found.push(...(await scanBothThemes(page, "menu")));
  found.push(
    ...(await violations(page, "/confirm", () =>
      expect(page.getByText("Μη έγκυρος σύνδεσμος επιβεβαίωσης.")).toBeVisible(),
    )),
  );
  expect(found).toEqual([]);
});
