// Helpers for the account flows: unique users, the mail the server sent them, signed-in pages.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { mailsFor, origin, rememberAccount, type Mail } from "./created-accounts.ts";
import { expect, test as base } from "./fixtures.ts";

/** The shared fixtures, with a distinct fake client IP per test (rate limits are per IP). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ "X-Forwarded-For": fakeIp() });
  },
});
export { expect, mailsFor, origin, rememberAccount, type Mail };

let counter = 0;
/** A fresh address per test (rate limits count per address). */
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A fake client IP per browser context (the server trusts X-Forwarded-For in the tests). */
export function fakeIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `10.${b()}.${b()}.${b()}`;
}

/** Waits for the `index`-th (1-based) mail to `to`. */
export async function waitForMail(to: string, index = 1, timeoutMs = 15_000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const all = mailsFor(to);
    if (all.length >= index) return all[index - 1]!;
    if (Date.now() > end) throw new Error(`no mail #${index} for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The confirm link of a mail, pointed at the test server's origin. */
export function linkPath(mail: Mail): string {
  expect(mail.link, `a /confirm link in "${mail.subject}"`).toBeTruthy();
  const u = new URL(mail.link!);
  return u.pathname + u.search;
}

export const PASSWORD = "secret-pass-1";

/**
 * A confirmed account, made through the API (sign-up + the real confirmation mail), with the
 * session cookie left in `request`'s context (`origin`: a server of the test's own). Returns the
 * address. The account is deleted when the test ends (fixtures.ts, `accountCleanup`).
 */
export async function createConfirmedUser(
  request: APIRequestContext,
  opts: { lang?: "el" | "en" | "de"; email?: string; origin?: string } = {},
): Promise<string> {
  const email = opts.email ?? uniqueEmail();
  const headers = { Origin: opts.origin ?? origin() };
  rememberAccount(email, PASSWORD, headers.Origin);
  const res = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password: PASSWORD, name: "", lang: opts.lang ?? "el" },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email);
  const token = new URL(mail.link!).searchParams.get("token_hash");
  const confirm = await request.post("/api/auth/confirm", { headers, data: { token_hash: token, type: "email" } });
  expect(confirm.status()).toBe(200);
  return email;
}

/**
 * POST JSON to the API as the browser would (with the Origin header). A sign-up made this way is
 * recorded, so the account is deleted when the test ends.
 */
export function apiPost(request: APIRequestContext, url: string, data: unknown) {
  const body = data as { email?: unknown; password?: unknown };
  if (url === "/api/auth/sign-up/email" && typeof body.email === "string" && typeof body.password === "string")
    rememberAccount(body.email, body.password);
  return request.post(url, { headers: { Origin: origin() }, data });
}

/** A new browser context with its own fake IP and the same-origin header the server wants. */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": fakeIp() } });
  await ctx.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>partner</title>" }),
  );
  return ctx;
}

/** Signs in through the /auth form and waits for /home. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password = PASSWORD,
  lang: "el" | "en" = "el",
): Promise<void> {
  await page.goto(lang === "el" ? "/auth" : "/en/auth");
  const form =
    lang === "el"
      ? { email: "Email", password: "Κωδικός πρόσβασης", submit: "Σύνδεση" }
      : { email: "Email", password: "Password", submit: "Sign in" };
  await page.getByLabel(form.email, { exact: true }).fill(email);
  await page.getByLabel(form.password, { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: form.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}
