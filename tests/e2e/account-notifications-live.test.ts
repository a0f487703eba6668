// Operator notices, live. The operator is a real admin: the only ways to one are `npm run admin --
// grant` and the console (issue 13), and the command needs the embedded database to itself, so
// this test runs its own server (tests/e2e/own-server.ts) and grants the role with it stopped.
import type { APIRequestContext } from "@playwright/test";
import { createConfirmedUser, expect, newContext, test, uniqueEmail } from "./account-helpers.ts";
import { ownServer } from "./own-server.ts";

test("an operator's notice shows in both open tabs within 3 s without reload; reading it in one tab clears the other", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = await ownServer("notices");
  const { base } = server;
  const post = (request: APIRequestContext, url: string, data: unknown) =>
    request.post(url, { headers: { Origin: base }, data });
  try {
    const operator = await newContext(browser, base);
    const operatorEmail = await createConfirmedUser(operator.request, {
      lang: "el",
      email: uniqueEmail("notices-operator"),
      origin: base,
    });
    const notice = {
      type: "info",
      title: { el: "Νέες ανταλλαγές σπιτιών", en: "New home exchanges" },
      message: { el: "Δείτε τις νέες προτάσεις", en: "See the new offers" },
      audience: { category: "home-exchange" },
    };
    // Signed in but not yet an admin: refused.
    expect((await post(operator.request, "/api/v1/admin/notices?dry_run=1", notice)).status()).toBe(403);
    expect(await server.grantAdmin(operatorEmail)).toContain(`${operatorEmail}: admin`);

    const context = await newContext(browser, base);
    const page = await context.newPage();
    await createConfirmedUser(context.request, { lang: "en", email: uniqueEmail("notices-reader"), origin: base });
    // A favourite in the notice's category puts this user in its audience.
    const fav = await post(context.request, "/api/v1/favorites", {
      type: "partner",
      title: "Home exchange e2e",
      data: { category: "home-exchange" },
    });
    expect(fav.status()).toBe(201);
    expect((await post(context.request, "/api/v1/notifications/read", {})).status()).toBe(200);

    await page.goto("/en/notifications");
    const tab2 = await context.newPage();
    await tab2.goto("/en/favorites");
    // Generous on a loaded machine: the server was just started.
    for (const p of [page, tab2])
      await expect(p.getByRole("banner").getByRole("link", { name: "Notifications", exact: true })).toBeVisible({
        timeout: 20_000,
      });

    // The session from before the restart still holds; the role is read fresh on each request.
    const dry = await post(operator.request, "/api/v1/admin/notices?dry_run=1", notice);
    expect(dry.status()).toBe(200);
    expect((await dry.json()).recipients).toBe(1);
    const sent = await post(operator.request, "/api/v1/admin/notices", notice);
    expect(sent.status()).toBe(201);

    for (const p of [page, tab2])
      await expect(p.getByRole("banner").getByTestId("unread-badge")).toHaveText("1", { timeout: 3000 });
    const item = page.getByRole("main").getByRole("listitem").filter({ hasText: "New home exchanges" });
    await expect(item).toBeVisible({ timeout: 3000 });

    await item.getByRole("button").first().click();
    await expect(page.getByRole("banner").getByTestId("unread-badge")).toHaveCount(0);
    await expect(tab2.getByRole("banner").getByTestId("unread-badge")).toHaveCount(0, { timeout: 3000 });

    // The send is in the audit log, by the operator.
    const log = await operator.request.get("/api/v1/admin/audit?limit=5");
    expect(log.status()).toBe(200);
    const entries: { action: string; actor_email: string }[] = (await log.json()).entries;
    expect(entries.find((e) => e.action === "notice.send")).toMatchObject({ actor_email: operatorEmail });
    await operator.close();
    await context.close();
  } finally {
    await server.stop();
  }
});
