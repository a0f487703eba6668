// Issue 38: from /home in each language, following the site's own links, a visitor (or a search
// engine) reaches every destination guide and every ferry route page, and no internal link is broken.
import { guidePaths } from "../../core/guides/pages.ts";
import { scanBothThemes } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const SERVER_ONLY = /^\/(go|api|media|sitemaps)\//;

test("the crawl from /home in el, en and de reaches every guide and route page, with no broken internal link", async ({
  request,
}) => {
  test.setTimeout(600_000);
  const wanted = new Set(guidePaths());
  const seen = new Set<string>();
  const broken: string[] = [];
  const queue = ["/home", "/en/home", "/de/home"];
  const checked = new Map<string, number>();
  while (queue.length > 0) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (path) => {
        const res = await request.get(path, { maxRedirects: 0 });
        checked.set(path, res.status());
        if (res.status() >= 400) {
          broken.push(`${path} → ${res.status()}`);
          return;
        }
        const type = res.headers()["content-type"] ?? "";
        if (!type.includes("text/html")) return;
        const html = await res.text();
        for (const m of html.matchAll(/<a\s[^>]*href="([^"#]+)/g)) {
          const href = m[1]!.replace(/&amp;/g, "&");
          if (!href.startsWith("/") || href.startsWith("//") || SERVER_ONLY.test(href)) continue;
          const url = new URL(href, "http://x");
          // A page with a query (/trip?q=…, /search?q=…) is the same document as its path: checked once.
          const target = decodeURI(url.pathname);
          if (seen.has(target)) continue;
          seen.add(target);
          queue.push(encodeURI(target));
        }
      }),
    );
  }
  const reached = [...wanted].filter((p) => seen.has(p));
  expect(broken, broken.slice(0, 20).join("\n")).toEqual([]);
  expect(
    reached.length,
    [...wanted]
      .filter((p) => !seen.has(p))
      .slice(0, 20)
      .join("\n"),
  ).toBe(wanted.size);
});

// A sample of guides, route pages and the index in each language, light and dark (tests/e2e/axe.ts).
const SAMPLE = [
  "/proorismoi/naxos",
  "/proorismoi/koufonisia",
  "/ploia/piraeus-naxos",
  "/proorismoi",
  "/en/destinations/chania",
  "/en/destinations/paris",
  "/en/ferries/ancona-patras",
  "/de/destinations/spetses",
  "/de/ferries/piraeus-naxos",
  "/de/destinations",
];

test("axe finds no accessibility violations on guides, route pages and the index, light and dark", async ({ page }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const path of SAMPLE) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    found.push(...(await scanBothThemes(page, path)));
  }
  expect(found).toEqual([]);
});

test("a guide works without script: its dates-and-travellers form opens the search with one sentence", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/proorismoi/naxos");
  await expect(page.locator("h1")).toHaveText("Νάξος");
  await expect(page.getByRole("heading", { name: "Πλοία για τη Νάξο" })).toBeVisible();
  const form = page.getByRole("form", { name: "Ξενοδοχεία στη Νάξο για τις ημερομηνίες σας" });
  await form.getByLabel("Άφιξη").fill("2026-07-12");
  await form.getByLabel("Αναχώρηση").fill("2026-07-15");
  await form.getByRole("button").click();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/search");
  expect(url.searchParams.getAll("q").join(" ")).toBe("ξενοδοχεία Νάξος 2026-07-12 έως 2026-07-15 2 άτομα");
  await context.close();
});
