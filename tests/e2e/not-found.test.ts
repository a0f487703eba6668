import { expect, test } from "./fixtures.ts";

test("an unknown address answers 404 and shows the page-not-found page with a link home", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  const res = await page.goto("/no-such-trip");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Η σελίδα δεν βρέθηκε");
  await expect.poll(() => warnings.some((w) => w.includes("/no-such-trip"))).toBe(true);
  await page.getByRole("link", { name: "Επιστροφή στην αρχική σελίδα" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test("the page-not-found page speaks the language of its address", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const res = await page.goto("/en/flightz");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const de = await page.goto("/de/gibt-es-nicht");
  expect(de?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
});

test("client-only screens are served with 200", async ({ request }) => {
  for (const path of ["/auth", "/en/auth", "/search?q=x"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
});
