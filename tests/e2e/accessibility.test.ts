import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { publicPages } from "../../core/public-pages.ts";
import { expect, inLang, LANGS, test, withStorage } from "./fixtures.ts";

// Every public page in every language, in both themes. Each page is loaded once: scanned in the
// light theme, then switched to the dark one in place and scanned again.
//
// The dark scan runs the rules whose outcome depends on colours. A theme is only the `dark` class
// on <html> (app/lib/theme.ts), which swaps the colour variables; the markup is the same in both
// (the one element shown per theme is the toggle's aria-hidden icon), so the structural rules
// (names, roles, landmarks, lang, …) give the same answer and run once, in the light scan.
// Colour contrast is most of axe's time on these pages (about 1.6 of 2.3 s a page).
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const COLOUR_RULES = ["color-contrast", "link-in-text-block"]; // axe's "cat.color" rules at level AA

const paths = publicPages().map((p) => p.path);
const half = Math.ceil(paths.length / 2);
const halves = [
  { name: "first half", paths: paths.slice(0, half) },
  { name: "second half", paths: paths.slice(half) },
];

const report = (url: string, theme: string, violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) =>
  violations.map((v) => `${url} (${theme}): ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);

/** Switches the loaded page to the dark theme as the boot script does, and waits for the colours to settle. */
async function toDark(page: Page) {
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
}

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(encodeURI(url));
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  // The deals list has loaded: cards, or the "no live deals" notice.
  if (/deals$|%CF%82$|προσφορές$/.test(url)) await expect(page.getByTestId("deal-card").or(page.getByTestId("deals-none")).first()).toBeVisible();
  const light = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  await toDark(page);
  const dark = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
  return [...report(url, "light", light.violations), ...report(url, "dark", dark.violations)];
}

for (const lang of LANGS) {
  for (const part of halves) {
    test(`axe finds no accessibility violations on the ${lang} public pages, ${part.name}, in the light theme, nor contrast failures in the dark one`, async ({ page }) => {
      test.setTimeout(240_000);
      await withStorage(page, { theme: "light", language: lang });
      const found: string[] = [];
      for (const path of part.paths) found.push(...(await violations(page, inLang(path, lang))));
      expect(found).toEqual([]);
    });
  }
}
