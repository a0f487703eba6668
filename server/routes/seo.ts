// /sitemap.xml (an index) with its sitemaps, and /robots.txt, from the same records as the pages:
// /sitemaps/pages.xml the public pages in el/en/de; /sitemaps/{guides|routes}-{el|en|de}.xml the
// destination guides and ferry route pages of one language, lastmod the day the ferry data was read
// (decision 051; built on first request).
import { Hono } from "hono";
import { LANGS, type Lang } from "../../content/types.ts";
import { publicPages } from "../../core/public-pages.ts";
import { localizedPath } from "../../core/paths.ts";
import { destinations } from "../../core/guides/destinations.ts";
import { DATA_DATE } from "../../core/guides/pages.ts";
import { guidePath, routePath } from "../../core/guides/paths.ts";
import { ferryRoutes } from "../../core/guides/routes.ts";

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

const GUIDE_KINDS = ["guides", "routes"] as const;

/** The sitemap of one kind of guide page in one language, each URL with its alternates and lastmod. */
export function guideSitemapXml(origin: string, kind: (typeof GUIDE_KINDS)[number], lang: Lang): string {
  const abs = (p: string) => esc(origin + p);
  const pathOf = kind === "guides" ? guidePath : routePath;
  const slugs = kind === "guides" ? destinations().map((d) => d.slug) : ferryRoutes().map((r) => r.slug);
  const urls = slugs.map((slug) => {
    const alternates = [
      ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${abs(pathOf(slug, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(pathOf(slug, "el"))}"/>`,
    ].join("");
    return `<url><loc>${abs(pathOf(slug, lang))}</loc><lastmod>${DATA_DATE}</lastmod>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index: the public pages' sitemap, then one per language and kind of guide page. */
export function sitemapIndexXml(origin: string): string {
  const maps = [`<sitemap><loc>${esc(origin)}/sitemaps/pages.xml</loc></sitemap>`];
  for (const kind of GUIDE_KINDS)
    for (const lang of LANGS)
      maps.push(
        `<sitemap><loc>${esc(origin)}/sitemaps/${kind}-${lang}.xml</loc><lastmod>${DATA_DATE}</lastmod></sitemap>`,
      );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join("\n")}\n</sitemapindex>\n`;
}

export function seoRoutes(origin: string) {
  const xml = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
  const built = new Map<string, string>();
  const once = (key: string, make: () => string) => built.get(key) ?? built.set(key, make()).get(key)!;
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /go/\nSitemap: ${origin}/sitemap.xml\n`;
  return new Hono()
    .get("/sitemap.xml", (c) =>
      c.body(
        once("index", () => sitemapIndexXml(origin)),
        200,
        xml,
      ),
    )
    .get("/sitemaps/:file", (c) => {
      const file = c.req.param("file");
      if (file === "pages.xml")
        return c.body(
          once(file, () => sitemapXml(origin)),
          200,
          xml,
        );
      const m = /^(guides|routes)-(el|en|de)\.xml$/.exec(file);
      if (!m) return c.json({ error: { code: "NOT_FOUND", field: "file" } }, 404);
      return c.body(
        once(file, () => guideSitemapXml(origin, m[1] as "guides" | "routes", m[2] as Lang)),
        200,
        xml,
      );
    })
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
        target: {
          namespace: "android_app",
          package_name: "gr.taxidaki.app",
          sha256_cert_fingerprints: opts.androidFingerprints,
        },
      },
    ];
    app.get("/.well-known/assetlinks.json", (c) => c.body(JSON.stringify(body), 200, json));
  }
  if (opts.iosAppIds.length) {
    const body = {
      applinks: {
        details: [
          { appIDs: opts.iosAppIds, components: ["/confirm", "/en/confirm", "/de/confirm"].map((p) => ({ "/": p })) },
        ],
      },
    };
    app.get("/.well-known/apple-app-site-association", (c) => c.body(JSON.stringify(body), 200, json));
  }
  return app;
}
