// /sitemap.xml and /robots.txt, from the same content records as the pages.
import { Hono } from "hono";
import { LANGS } from "../../content/types.ts";
import { publicPages } from "../../core/public-pages.ts";
import { localizedPath } from "../../core/paths.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function sitemapXml(origin: string): string {
  const abs = (p: string) => esc(origin + encodeURI(p));
  const urls = publicPages().flatMap(({ path }) =>
    LANGS.map((lang) => {
      const alternates = [
        ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${abs(localizedPath(path, l))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(path)}"/>`,
      ].join("");
      return `<url><loc>${abs(localizedPath(path, lang))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function seoRoutes(origin: string) {
  const sitemap = sitemapXml(origin);
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /go/\nSitemap: ${origin}/sitemap.xml\n`;
  return new Hono()
    .get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" }))
    .get("/robots.txt", (c) => c.text(robots, 200, { "Cache-Control": "public, max-age=3600" }));
}

/** App links / universal links: what the site serves so e-mail links open the native app. */
export function wellKnownRoutes(opts: { androidFingerprints: string[]; iosAppIds: string[] }) {
  const app = new Hono();
  const json = { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" };
  if (opts.androidFingerprints.length) {
    const body = [
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: { namespace: "android_app", package_name: "gr.taxidaki.app", sha256_cert_fingerprints: opts.androidFingerprints },
      },
    ];
    app.get("/.well-known/assetlinks.json", (c) => c.body(JSON.stringify(body), 200, json));
  }
  if (opts.iosAppIds.length) {
    const body = {
      applinks: { details: [{ appIDs: opts.iosAppIds, components: ["/confirm", "/en/confirm", "/de/confirm"].map((p) => ({ "/": p })) }] },
    };
    app.get("/.well-known/apple-app-site-association", (c) => c.body(JSON.stringify(body), 200, json));
  }
  return app;
}
