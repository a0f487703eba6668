import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, test } from "./account-helpers.ts";
import { withStorage } from "./fixtures.ts";

async function violations(page: Page, url: string, ready: () => Promise<void>): Promise<string[]> {
  await page.goto(url);
  await ready();
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations on the account screens, signed in, ${theme} theme`, async ({ page }) => {
    // Seven axe scans and a sign-up: over a minute on a loaded two-core machine (as in accessibility.test.ts).
    test.setTimeout(180_000);
    await withStorage(page, { theme });
    const found: string[] = [];
    // Signed out: the auth screen in both modes.
    found.push(...(await violations(page, "/auth", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible())));
    await page.getByRole("button", { name: "Δεν έχεις λογαριασμό; Εγγραφή" }).click();
    await page.getByRole("main").getByRole("button", { name: "Εγγραφή", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    found.push(...(await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map((v) => `/auth sign-up: ${v.id} ${v.help}`));

    await createConfirmedUser(page.request);
    await page.request.post("/api/v1/favorites", {
      headers: { Origin: new URL(page.url()).origin },
      data: { type: "partner", title: "Skyscanner", description: "Σύγκριση πτήσεων", data: { url: "https://example.com" } },
    });
    found.push(...(await violations(page, "/profile", () => expect(page.getByRole("heading", { name: "Στοιχεία λογαριασμού" })).toBeVisible())));
    await page.getByRole("button", { name: "Επεξεργασία" }).click();
    found.push(...(await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map((v) => `/profile edit: ${v.id} ${v.help}`));
    found.push(...(await violations(page, "/favorites", () => expect(page.getByRole("heading", { name: "Skyscanner" })).toBeVisible())));
    found.push(...(await violations(page, "/en/notifications", () => expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1))));
    // The open account menu and the signed-in header.
    await page.getByRole("banner").getByRole("button", { expanded: false }).last().click();
    found.push(...(await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map((v) => `menu: ${v.id} ${v.help}`));
    found.push(...(await violations(page, "/confirm", () => expect(page.getByText("Μη έγκυρος σύνδεσμος επιβεβαίωσης.")).toBeVisible())));
    expect(found).toEqual([]);
  });
}
