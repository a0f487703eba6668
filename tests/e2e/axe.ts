// axe scans for the browser tests: a page is loaded once and checked in both themes.
//
// The full WCAG 2.2 AA scan runs in the light theme. Then the page is switched to the dark theme
// in place and only the rules whose outcome depends on colours run again. A theme is only the
// `dark` class on <html> (app/lib/theme.ts), which swaps the colour variables; the markup is the
// same in both (the one element shown per theme is the toggle's aria-hidden icon), so the
// structural rules (names, roles, landmarks, lang, …) give the same answer in both. Colour
// contrast is most of axe's time on a page (decision 025).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 level AA. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** axe's "cat.color" rules at level AA. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe on a page, run in the page itself ("legacy mode"; frames are still scanned, through axe's
 * frame messages). The default mode opens a blank page in the context for every scan to put the
 * frames' results together: 2.0–3.0 s a scan here against 0.6–1.2 s, the same violations.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

const report = (where: string, theme: string, violations: Violations) =>
  violations.map(
    (v) =>
      `${where} (${theme}): ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );

/**
 * Puts the loaded page in the dark theme or out of it, as the boot script does, and waits for the colours to settle.
 */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
}

/**
 * The page as it is now: the full WCAG scan in the light theme, then the colour rules in the dark
 * one. The page is left in the dark theme (a later scan of the same page switches back first).
 * Returns one line per violation.
 */
export async function scanBothThemes(page: Page, where: string): Promise<string[]> {
  await setDark(page, false);
  const light = await axe(page).withTags(WCAG).analyze();
  await setDark(page, true);
  const dark = await axe(page).withRules(COLOUR_RULES).analyze();
  return [...report(where, "light", light.violations), ...report(where, "dark", dark.violations)];
}
