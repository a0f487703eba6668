import type { Page } from "@playwright/test";
import { publicPages } from "../../core/public-pages.ts";
import { scanBothThemes } from "./axe.ts";
import { expect, inLang, LANGS, test, withStorage } from "./fixtures.ts";

// Every public page in every language, in both themes (tests/e2e/axe.ts): each page is loaded
// once, scanned in the light theme, then switched to the dark one in place and scanned again.
const paths = publicPages().map((p) => p.path);
const half = Math.ceil(paths.length / 2);
const halves = [
  { name: "first half", paths: paths.slice(0, half) },
  { name: "second half", paths: paths.slice(half) },
];

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(encodeURI(url));
  await expect(page.locator("h1").first()).toBeVisible();
  // The deals list has loaded: cards, or the "no live deals" notice.
  if (/deals$|%CF%82$|προσφορές$/.test(url))
    await expect(page.getByTestId("deal-card").or(page.getByTestId("deals-none")).first()).toBeVisible();
  return scanBothThemes(page, url);
}

for (const lang of LANGS) {
  for (const part of halves) {
    test(`axe finds no accessibility violations on the ${lang} public pages, ${part.name}, in the light theme, nor contrast failures in the dark one`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await withStorage(page, { theme: "light", language: lang });
      const found: string[] = [];
      for (const path of part.paths) found.push(...(await violations(page, inLang(path, lang))));
      expect(found).toEqual([]);
    });
  }
}
