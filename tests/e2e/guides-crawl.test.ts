// Issue 38: from /home in each language, following the site's own links, a visitor (or a search
// engine) reaches every destination guide and every ferry route page, and no internal link is broken.
import { guidePaths } from "../../core/guides/pages.ts";
import { expect, test } from "./fixtures.ts";

const SERVER_ONLY = /^\/(go|api|media|sitemaps)\//;

test("the crawl from /home in el, en and de reaches every guide and route page, with no broken internal link", async ({ request }) => {
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
  expect(reached.length, [...wanted].filter((p) => !seen.has(p)).slice(0, 20).join("\n")).toBe(wanted.size);
});
