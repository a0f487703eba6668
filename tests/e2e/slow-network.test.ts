// A slow connection: a phone paints the page while its HTML is still arriving. Nothing already on
// screen may move as the rest comes in (CLS ≤ 0.01, issue 16). The pages are read through a
// small local proxy that passes every file at once but the HTML in 4 KB pieces, 100 ms apart, so
// the browser really renders half-parsed documents, on any machine.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { publicPages, type PageKind } from "../../core/public-pages.ts";
import { expect, inLang, LANGS, test } from "./fixtures.ts";

const PIECE = 4096;
const PAUSE_MS = 100;
/** Headers that described the upstream body or connection, not the one the proxy sends. */
const HOP_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/** One page of each kind, the languages taking turns. */
const pages = [...new Map(publicPages().map((p) => [p.kind, p.path] as [PageKind, string])).values()].map((path, i) =>
  inLang(path, LANGS[i % LANGS.length]!),
);

let proxy: Server;
let proxyOrigin = "";
/** How many pieces each HTML answer was sent in, by path. */
const pieces = new Map<string, number>();

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? "/", baseURL), {
        headers: { "accept-encoding": "identity", accept: req.headers.accept ?? "*/*" },
      });
      res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([k]) => !HOP_HEADERS.has(k))));
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!upstream.headers.get("content-type")?.startsWith("text/html")) return res.end(body);
      let n = 0;
      for (let at = 0; at < body.length; at += PIECE, n++) {
        res.write(body.subarray(at, at + PIECE));
        await new Promise((ok) => setTimeout(ok, PAUSE_MS));
      }
      pieces.set(decodeURI(new URL(req.url ?? "/", baseURL).pathname), n);
      res.end();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((ok) => proxy.listen(0, "127.0.0.1", ok));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((ok) => proxy.close(() => ok())));

for (const viewport of [
  { name: "phone", width: 360, height: 640 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    test("nothing on a public page moves while its HTML arrives in pieces over a slow connection", async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[]; cls: number };
        w.shifts = [];
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (e.hadRecentInput) continue;
            w.cls += e.value;
            w.shifts.push(
              `${e.value.toFixed(4)}: ${e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${String(s.node.getAttribute("class")).slice(0, 60)}` : s.node?.nodeName)).join(", ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const moved: string[] = [];
      for (const path of pages) {
        await page.goto(proxyOrigin + encodeURI(path));
        await expect(page.locator("h1").first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        // The document really came in pieces.
        expect(pieces.get(path), path).toBeGreaterThanOrEqual(4);
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { shifts: string[]; cls: number };
          return { cls: w.cls, shifts: w.shifts };
        });
        if (cls > 0.01) moved.push(`${path}: CLS ${cls.toFixed(4)} — ${shifts.join(" | ")}`);
      }
      expect(moved).toEqual([]);
    });
  });
}
