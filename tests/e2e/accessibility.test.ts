import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { publicPages } from "../../core/public-pages.ts";
import { expect, inLang, test, withStorage, type Lang } from "./fixtures.ts";

const paths = publicPages().map((p) => p.path);
const half = Math.ceil(paths.length / 2);
const groups: { name: string; lang: Lang; paths: string[] }[] = [
  { name: "Greek pages, first half", lang: "el", paths: paths.slice(0, half) },
  { name: "Greek pages, second half", lang: "el", paths: paths.slice(half) },
  { name: "English pages", lang: "en", paths },
  { name: "German pages", lang: "de", paths },
];

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(encodeURI(url));
  await expect(page.locator("h1").first()).toBeVisible();
  // The deals list has loaded: cards, or the "no live deals" notice.
  if (/deals$|%CF%82$|προσφορές$/.test(url)) await expect(page.getByTestId("deal-card").or(page.getByTestId("deals-none")).first()).toBeVisible();
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations.map(
    (v) => `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

for (const theme of ["light", "dark"] as const) {
  for (const group of groups) {
    test(`axe finds no accessibility violations on the ${group.name} in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(240_000);
      await withStorage(page, { theme, language: group.lang });
      const found: string[] = [];
      for (const path of group.paths) found.push(...(await violations(page, inLang(path, group.lang))));
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
      expect(found).toEqual([]);
    });
  }
}
