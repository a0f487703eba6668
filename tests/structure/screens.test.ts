// Every screen of the route table is served: a prerendered public page, or a client-only screen
// the server answers with the SPA fallback and 200. A screen added to app/routes.ts but not to
// core/paths.ts (or the other way round) fails here instead of answering 404 in production.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { LANGS } from "../../content/types.ts";
import { clientOnlyPaths, localizedPath } from "../../core/paths.ts";
import { publicPages } from "../../core/public-pages.ts";
import { GUIDE_BASE, ROUTE_BASE } from "../../core/guides/paths.ts";
import { serveClient } from "../../server/static.ts";

// A client build holding only the SPA fallback: every screen not prerendered must reach it.
const root = path.join(mkdtempSync(path.join(tmpdir(), "taxidaki-screens-")), "client");
mkdirSync(root);
writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>App</title>");
const app = new Hono().use(serveClient({ root, mapOrigin: "https://maps.example.com" }));

// (The guides, their index and the route pages are prerendered too, one file per slug: decision 051.)
const guideRoutes = LANGS.flatMap((lang) => [
  GUIDE_BASE[lang],
  `${GUIDE_BASE[lang]}/:slug`,
  `${ROUTE_BASE[lang]}/:slug`,
]);
const prerendered = new Set([
  ...LANGS.flatMap((lang) => publicPages().map((p) => localizedPath(p.path, lang))),
  ...guideRoutes,
]);
const screens = routes.map((r) => r.path).filter((p): p is string => !!p && p !== "*" && !prerendered.has(p));

describe("the screens of the route table", () => {
  it("are the client-only paths the server knows, in every language", () => {
    expect(screens.toSorted()).toEqual(
      LANGS.flatMap((lang) => clientOnlyPaths.map((p) => localizedPath(p, lang))).toSorted(),
    );
  });

  it("are each answered with the app and 200, while an unknown path is a 404", async () => {
    for (const p of screens) expect((await app.request(p)).status, p).toBe(200);
    expect((await app.request("/no-such-screen")).status).toBe(404);
  });
});
