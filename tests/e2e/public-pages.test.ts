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
  test(`every public page in ${lang} is prerendered with its heading, title and description`, async ({
    page,
    request,
  }) => {
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
      await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
        "href",
        new RegExp(`${encodeURI(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
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

test("the welcome page logs no warning in any language, and on a phone its figures leave the ferry of its art in view", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    // (Playwright itself reports the service worker it blocks in tests.)
    if (
      (m.type() === "warning" || m.type() === "error") &&
      !m.text().startsWith("Service Worker registration blocked by Playwright")
    )
      warnings.push(m.text());
  });
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 412, height: 915 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/", "/en", "/de"]) {
      await page.goto(path);
      await expect(page.locator("[data-stats]")).toBeVisible();
      // Where the art (hero.svg, 1600×1000, object-fit: cover at 15 % across) draws its ferry: x 210–590, y 720–845.
      const ferry = await page.locator("img[src='/images/art/hero.svg']").evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const scale = Math.max(box.width / 1600, box.height / 1000);
        const dx = (box.width - 1600 * scale) * 0.15;
        const dy = (box.height - 1000 * scale) * 0.5;
        return { x: box.x + dx + 210 * scale, y: box.y + dy + 720 * scale, width: 380 * scale, height: 125 * scale };
      });
      const stats = (await page.locator("[data-stats]").boundingBox())!;
      const overlap = !(
        stats.x + stats.width <= ferry.x ||
        ferry.x + ferry.width <= stats.x ||
        stats.y + stats.height <= ferry.y ||
        ferry.y + ferry.height <= stats.y
      );
      expect(
        overlap,
        `${path} at ${viewport.width}×${viewport.height}: figures ${JSON.stringify(stats)}, ferry ${JSON.stringify(ferry)}`,
      ).toBe(false);
    }
  }
  expect(warnings).toEqual([]);
});

test("the offers banner shows its whole art on desktop, however tall the banner grows", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ["/home", "/de/home"]) {
    await page.goto(path);
    const art = page.locator("[data-banner-art] img");
    await art.scrollIntoViewIfNeeded();
    await expect(art).toBeVisible();
    // A banner listing many live deals: its text column grows.
    for (const extra of [0, 400]) {
      await page
        .locator("#offers-banner-heading")
        .evaluate((h, px) => ((h.parentElement as HTMLElement).style.paddingBottom = `${px}px`), extra);
      const box = (await art.boundingBox())!;
      const cell = (await page.locator("[data-banner-art]").boundingBox())!;
      expect(box.width / box.height, `${path} +${extra}px`).toBeCloseTo(640 / 400, 1);
      expect(box.width).toBeCloseTo(cell.width, 0);
    }
  }
});
