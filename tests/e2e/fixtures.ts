// Shared Playwright fixtures: every page fails its test on an unexpected console.error or
// uncaught exception, and requests to other hosts (partners, the map service) never leave
// the machine: they get an empty stub page instead.
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { forgetRecordedAccounts, removeCreatedAccounts } from "./created-accounts.ts";

export const LANGS = ["el", "en", "de"] as const;
export type Lang = (typeof LANGS)[number];

interface Fixtures {
  /** Allow console errors matching this pattern for the rest of the test (e.g. the 404 document). */
  allowConsoleError: (pattern: RegExp) => void;
  consoleGuard: void;
  /** Deletes the accounts the test created (tests/e2e/created-accounts.ts) when it ends. */
  accountCleanup: void;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  allowConsoleError: async ({}, provide, testInfo) => {
    const allowed: RegExp[] = [];
    (testInfo as unknown as { _allowed: RegExp[] })._allowed = allowed;
    await provide((pattern) => allowed.push(pattern));
  },
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>partner</title>" }),
    );
    await provide(context);
  },
  consoleGuard: [
    async ({ context, allowConsoleError: _ }, provide, testInfo) => {
      const errors: string[] = [];
      const allowed = (testInfo as unknown as { _allowed: RegExp[] })._allowed;
      const watch = (page: Page) => {
        page.on("console", (msg: ConsoleMessage) => {
          if (msg.type() !== "error") return;
          const text = `${msg.text()} (${page.url()})`;
          if (!allowed.some((re) => re.test(text))) errors.push(text);
        });
        page.on("pageerror", (err) => errors.push(`uncaught: ${err.message} (${page.url()})`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await provide();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
  accountCleanup: [
    async ({ playwright }, provide) => {
      forgetRecordedAccounts(); // made outside a test (beforeAll): not this test's to delete
      await provide();
      await removeCreatedAccounts(playwright);
    },
    { auto: true },
  ],
});

export { expect };

/** "/flights" in a language: "/flights", "/en/flights", "/de/flights" (the app's own builder). */
export { localizedPath as inLang } from "../../core/paths.ts";

/** Start a page with a stored theme / language (as a returning visitor would have). */
export async function withStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((v) => {
    if (window !== window.top) return; // not inside embedded frames
    for (const [k, val] of Object.entries(v)) localStorage.setItem(k, val);
  }, values);
}
