// The console's notices panel (issue 14): an admin writes a notice, sees a server error on its
// field in the console's language, previews how many users it reaches and how it reads in each
// language, sends it after a confirm
// step, and a plain user's badge and notifications list show it. The first admin can only be made
// with `npm run admin`, which needs the embedded database to itself: this test runs its own server.
import { createConfirmedUser, expect, newContext, test, uniqueEmail } from "./account-helpers.ts";
import { axe, WCAG } from "./axe.ts";
import { ownServer } from "./own-server.ts";

test("an admin previews and sends a notice to all users from the console; a user's badge and list show it", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = await ownServer("admin-notices");
  const { base } = server;
  try {
    const operator = await newContext(browser, base);
    const operatorEmail = await createConfirmedUser(operator.request, {
      lang: "el",
      email: uniqueEmail("notices-console"),
      origin: base,
    });
    expect(await server.grantAdmin(operatorEmail)).toContain(`${operatorEmail}: admin`);

    const reader = await newContext(browser, base);
    await createConfirmedUser(reader.request, {
      lang: "en",
      email: uniqueEmail("notices-console-reader"),
      origin: base,
    });
    expect(
      (await reader.request.post("/api/v1/notifications/read", { headers: { Origin: base }, data: {} })).status(),
    ).toBe(200);

    const page = await operator.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Κονσόλα διαχείρισης" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("tab", { name: "Ειδοποιήσεις" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Ειδοποίηση προς χρήστες" })).toBeVisible();

    const greek = panel.getByRole("group", { name: "Ελληνικά (υποχρεωτικά)" });
    const english = panel.getByRole("group", { name: "Αγγλικά (προαιρετικά)" });
    // Greek title left blank (only spaces): the server refuses, the console says so on the field and focuses it.
    await greek.getByLabel("Τίτλος").fill("   ");
    await greek.getByLabel("Μήνυμα").fill("Νέες προσφορές για τον χειμώνα");
    await panel.getByRole("button", { name: "Προεπισκόπηση" }).click();
    await expect(greek.getByLabel("Τίτλος")).toBeFocused();
    await expect(greek.getByLabel("Τίτλος")).toHaveAccessibleDescription(
      "Γράψε τίτλο στα ελληνικά, έως 120 χαρακτήρες.",
    );
    await expect(panel.getByRole("alert")).toHaveText("Διόρθωσε τα πεδία με λάθη.");

    await greek.getByLabel("Τίτλος").fill("Χειμερινές προσφορές");
    await english.getByLabel("Τίτλος").fill("Winter deals");
    await english.getByLabel("Μήνυμα").fill("New deals for the winter");
    await panel.getByRole("radio", { name: "Προειδοποίηση" }).check();
    await expect(panel.getByRole("radio", { name: "Όλοι οι χρήστες" })).toBeChecked();
    await panel.getByRole("button", { name: "Προεπισκόπηση" }).click();
    // Two users: the operator and the reader.
    await expect(panel.getByText("Φτάνει σε 2 χρήστες.")).toBeVisible();
    await expect(panel.getByText("Φτάνει σε 2 χρήστες.").locator("..")).toBeFocused();
    // How each language's readers will see it: German has no text, so its readers get the Greek one.
    const seen = panel.getByRole("listitem");
    await expect(seen).toHaveCount(3);
    await expect(seen.nth(0)).toContainText("Ελληνικά · Προειδοποίηση");
    await expect(seen.nth(0)).toContainText("Χειμερινές προσφορές");
    await expect(seen.nth(1)).toContainText("Winter deals");
    await expect(seen.nth(1)).toContainText("New deals for the winter");
    await expect(seen.nth(1)).not.toContainText("στα ελληνικά");
    await expect(seen.nth(2)).toContainText("Γερμανικά · Προειδοποίηση");
    await expect(seen.nth(2)).toContainText("Χειμερινές προσφορές");
    await expect(seen.nth(2)).toContainText("Νέες προσφορές για τον χειμώνα");
    await expect(seen.nth(2)).toContainText("στα ελληνικά (δεν γράφτηκε σε αυτή τη γλώσσα)");
    await page.screenshot({ path: test.info().outputPath("notice-preview-360.png"), fullPage: true });
    // Nothing was sent by the preview.
    expect(await (await reader.request.get("/api/v1/notifications")).json()).not.toContainEqual(
      expect.objectContaining({ title: "Winter deals" }),
    );

    const scan = await axe(page).include("main").withTags(WCAG).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    // Usable at 360 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await panel.getByRole("button", { name: "Αποστολή" }).click();
    await expect(panel.getByText("Να σταλεί τώρα η ειδοποίηση σε 2 χρήστες; Δεν αναιρείται.")).toBeVisible();
    await panel.getByRole("button", { name: "Ναι, αποστολή" }).click();
    await expect(panel.getByText("Η ειδοποίηση στάλθηκε σε 2 χρήστες.")).toBeVisible();

    // The reader (English) sees it, in English, with the badge.
    const readerPage = await reader.newPage();
    await readerPage.goto("/en/notifications");
    await expect(readerPage.getByRole("banner").getByTestId("unread-badge")).toHaveText("1", { timeout: 20_000 });
    await expect(readerPage.getByRole("main").getByRole("listitem").filter({ hasText: "Winter deals" })).toContainText(
      "New deals for the winter",
    );

    // Audited.
    await page.getByRole("tab", { name: "Ιστορικό" }).click();
    await expect(page.getByTestId("audit-row").filter({ hasText: "notice.send" })).toHaveCount(1);
    await operator.close();
    await reader.close();
  } finally {
    await server.stop();
  }
});
