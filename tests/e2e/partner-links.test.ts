import { expect, test } from "./fixtures.ts";

test("a partner button opens the partner through /go in a new tab", async ({ page, context }) => {
  await page.goto("/flights");
  const button = page.getByRole("link", { name: /Δες πτήσεις/ }).first();
  await expect(button).toHaveAttribute("target", "_blank");
  await expect(button).toHaveAttribute("rel", "sponsored noopener noreferrer");
  const [request, popup] = await Promise.all([
    context.waitForEvent("request", (r) => r.url().includes("/go/")),
    context.waitForEvent("page"),
    button.click(),
  ]);
  // The request was made by the new tab, not by the page itself.
  expect(request.frame().page()).toBe(popup);
  expect(popup).not.toBe(page);
  const url = new URL(request.url());
  expect(url.pathname).toMatch(/^\/go\/[a-z0-9-]+$/);
  expect(url.searchParams.get("from")).toBe("/flights");
  expect(url.searchParams.get("lang")).toBe("el");
  // The click redirect answers 302 to the partner (which the test keeps offline).
  const res = await page.request.get(url.pathname + url.search, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toMatch(/^https:\/\//);
});

test("English pages send the page and language with the click", async ({ page }) => {
  await page.goto("/en/ferries");
  const link = page.getByRole("link", { name: /Traghettilines/ });
  await expect(link).toHaveAttribute("href", /^\/go\/[a-z0-9-]+\?from=%2Fen%2Fferries&lang=en$/);
});
