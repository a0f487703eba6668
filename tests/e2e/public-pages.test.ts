import { offerPages } from "../../content/offers.ts";
import { cataloguePages } from "../../content/pages.ts";
import { de } from "../../app/i18n/de.ts";
import { el } from "../../app/i18n/el.ts";
import { en } from "../../app/i18n/en.ts";
import { publicPages, type PublicPage } from "../../core/public-pages.ts";
import { expect, inLang, LANGS, test, type Lang } from "./fixtures.ts";

const messages = { el, en, de };

function expected(p: PublicPage, lang: Lang): { title: string; description: string } {
  const m = messages[lang].meta;
  switch (p.kind) {
    case "welcome":
      return { title: m.welcomeTitle, description: m.welcomeDescription };
    case "home":
      return { title: m.homeTitle, description: m.homeDescription };
    case "deals":
      return { title: m.dealsTitle, description: m.dealsDescription };
    case "offers-map":
      return { title: m.offersMapTitle, description: m.offersMapDescription };
    case "catalogue": {
      const page = cataloguePages.find((c) => c.path === p.path)!;
      return { title: page.title[lang], description: page.description[lang] };
    }
    case "offer-product": {
      const page = offerPages.find((o) => o.path === p.path)!;
      return { title: page.title[lang], description: page.description[lang] };
    }
    case "trip":
      return { title: messages[lang].trip.metaTitle, description: messages[lang].trip.metaDescription };
  }
}

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

for (const lang of LANGS) {
  test(`every public page in ${lang} is prerendered with its heading, title and description`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const pages = publicPages();
    expect(pages.length).toBeGreaterThanOrEqual(35);
    const titles = new Set<string>();
    for (const p of pages) {
      const url = inLang(p.path, lang);
      const want = expected(p, lang);
      titles.add(want.title);

      // The server sends the prerendered document: title and description are there before any JS.
      const res = await request.get(encodeURI(url));
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""), url).toBe(want.title);
      expect(html, url).toContain(`<html lang="${lang}"`);

      await page.goto(encodeURI(url));
      await expect(page.locator("h1").first(), url).toBeVisible();
      expect((await page.locator("h1").first().textContent())?.trim().length, url).toBeGreaterThan(2);
      await expect(page, url).toHaveTitle(want.title);
      await expect(page.locator('meta[name="description"]'), url).toHaveAttribute("content", want.description);
      await expect(page.locator("html"), url).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute("href", new RegExp(`${encodeURI(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(page.locator('link[rel="alternate"][hreflang]'), url).toHaveCount(4);
      await expect(page.locator('meta[property="og:image"]'), url).toHaveAttribute("content", /\/og-image\.png$/);
    }
    // Every page has its own title.
    expect(titles.size).toBe(pages.length);
  });
}

test("the catalogue pages carry the affiliate note and open partners through /go in a new tab", async ({ page }) => {
  for (const c of cataloguePages.slice(0, 6)) {
    await page.goto(c.path);
    await expect(page.getByText("Ορισμένοι σύνδεσμοι είναι συνεργατικοί", { exact: true })).toBeVisible();
    const links = page.locator('a[href^="/go/"]');
    expect(await links.count()).toBe(c.partners.length);
    await expect(links.first()).toHaveAttribute("target", "_blank");
    await expect(links.first()).toHaveAttribute("rel", "sponsored noopener noreferrer");
  }
  await page.goto("/en/ferries");
  await expect(page.getByText("Some links are affiliate links", { exact: true })).toBeVisible();
});
