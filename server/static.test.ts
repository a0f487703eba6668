import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { connect, type AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { precompress } from "../scripts/precompress.ts";
import { writeSpaFallbacks } from "../scripts/spa-fallbacks.ts";
import { serveClient } from "./static.ts";
import { createTestContext, type TestContext } from "./test/harness.ts";

// A miniature client build, shaped like react-router's prerender output, with a secret file
// beside it that no request may reach.
const parent = mkdtempSync(path.join(tmpdir(), "taxidaki-client-"));
const root = path.join(parent, "client");
mkdirSync(root);
writeFileSync(path.join(parent, "secret.txt"), "TOP-SECRET");
const inline = "document.documentElement.classList.toggle('dark', localStorage.theme === 'dark')";
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inline}</script></head><body>${"x".repeat(600)}</body></html>`;
mkdirSync(path.join(root, "flights"), { recursive: true });
mkdirSync(path.join(root, "προσφορές"), { recursive: true });
mkdirSync(path.join(root, "en"), { recursive: true });
mkdirSync(path.join(root, "trip"), { recursive: true });
mkdirSync(path.join(root, "de", "trip"), { recursive: true });
mkdirSync(path.join(root, "assets"), { recursive: true });
writeFileSync(path.join(root, "index.html"), page("Welcome"));
writeFileSync(path.join(root, "flights", "index.html"), page("Flights"));
writeFileSync(path.join(root, "flights.data"), "[]");
writeFileSync(path.join(root, "προσφορές", "index.html"), page("Offers"));
writeFileSync(path.join(root, "en", "index.html"), page("Welcome EN"));
writeFileSync(path.join(root, "trip", "index.html"), page("Trip"));
writeFileSync(path.join(root, "de", "trip", "index.html"), page("Reise"));
// The SPA fallback as react-router prerenders it: in Greek, with the app's loading label.
writeFileSync(
  path.join(root, "__spa-fallback.html"),
  page("App").replace("<html>", '<html lang="el">').replace("<body>", "<body><p>Φόρτωση εφαρμογής...</p>"),
);
mkdirSync(path.join(root, "deals"), { recursive: true });
writeFileSync(
  path.join(root, "deals", "index.html"),
  page("Deals").replace("</body>", '<script type="module">import("/assets/app-abc123.js")</script></body>'),
);
writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('app');".repeat(100));
writeFileSync(path.join(root, "assets", "late-def456.js"), "console.log('late');".repeat(100));
// The service worker and a web app manifest, as scripts/service-worker.ts and scripts/app-icons.ts write them.
writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});".repeat(20));
writeFileSync(path.join(root, "manifest.en.webmanifest"), JSON.stringify({ name: "Taxidaki", start_url: "/en/home" }));
writeSpaFallbacks(root); // what `npm run build` does after react-router build, then:
await precompress(root);
// A file the build did not precompress: sent as it is, never compressed on a request.
writeFileSync(path.join(root, "assets", "raw-0a1b2c.js"), "console.log('raw');".repeat(100));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CLIENT_DIR: root, MAP_FRAME_ORIGIN: "https://maps.example.com" });
});
afterAll(() => ctx.close());

describe("serving the client build", () => {
  it("serves the prerendered page of each URL, Greek paths included", async () => {
    expect((await ctx.client().get("/")).body).toContain("<title>Welcome</title>");
    expect((await ctx.client().get("/flights")).body).toContain("<title>Flights</title>");
    expect((await ctx.client().get("/flights/")).body).toContain("<title>Flights</title>");
    expect((await ctx.client().get(`/${encodeURIComponent("προσφορές")}`)).body).toContain("<title>Offers</title>");
    expect((await ctx.client().get("/en")).body).toContain("<title>Welcome EN</title>");
    expect((await ctx.client().get("/flights.data")).status).toBe(200);
  });

  it("serves client-only screens with the SPA fallback and 200, unknown paths with 404", async () => {
    for (const p of ["/auth", "/confirm?token_hash=x&type=email", "/en/profile", "/de/favorites", "/notifications"]) {
      const res = await ctx.client().get(p);
      expect(res.status, p).toBe(200);
      expect(res.body).toContain("<title>App</title>");
    }
    for (const p of ["/no-such-page", "/en/nope", "/flights/extra"]) {
      const res = await ctx.client().get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toContain("<title>App</title>"); // the client renders 'page not found'
    }
    expect((await ctx.client().get("/assets/missing.js")).status).toBe(404);
  });

  it("sends a client-only screen's fallback in the address's language: <html lang> and the loading label", async () => {
    const cases = [
      ["/auth", "el", "Φόρτωση εφαρμογής..."],
      ["/en/profile", "en", "Loading app..."],
      ["/de/favorites", "de", "App wird geladen..."],
      ["/de/nope", "de", "App wird geladen..."],
    ] as const;
    for (const [p, lang, label] of cases) {
      const res = await ctx.client().get(p);
      expect(res.body, p).toContain(`<html lang="${lang}">`);
      expect(res.body, p).toContain(label);
      for (const other of ["Φόρτωση", "Loading app", "App wird geladen"].filter((l) => !label.startsWith(l)))
        expect(res.body, p).not.toContain(other);
    }
  });

  it("refuses to write the other languages' fallbacks from a page that lacks the Greek label", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-fallback-"));
    writeFileSync(path.join(dir, "__spa-fallback.html"), page("App").replace("<html>", '<html lang="el">'));
    expect(() => writeSpaFallbacks(dir)).toThrow(/Φόρτωση εφαρμογής/);
  });

  it("caches hashed assets for a year and revalidates HTML", async () => {
    const asset = await ctx.client().get("/assets/app-abc123.js", { "accept-encoding": "br, gzip" });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    const html = await ctx.client().get("/flights");
    expect(html.headers.get("cache-control")).toContain("must-revalidate");
    const etag = html.headers.get("etag")!;
    expect((await ctx.client().get("/flights", { "if-none-match": etag })).status).toBe(304);
  });

  it("asks for the service worker script anew on every update check, and serves manifests as such (decision 037)", async () => {
    const sw = await ctx.client().get("/sw.js", { "accept-encoding": "br, gzip" });
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-encoding")).toBe("br");
    // The worker's own fetches (its precache) fall under its script's CSP: the API's `default-src 'none'` would refuse
    // them.
    expect(sw.headers.get("content-security-policy")).toBe("default-src 'none'; connect-src 'self'");
    const etag = sw.headers.get("etag")!;
    expect((await ctx.client().get("/sw.js", { "if-none-match": etag })).status).toBe(304);
    const manifest = await ctx.client().get("/manifest.en.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).not.toContain("immutable");
    // Only the root script is the worker: a file of the same name elsewhere is not special.
    expect((await ctx.client().get("/assets/sw.js")).status).toBe(404);
  });

  it("gives HTML a CSP that allows exactly its inline scripts and the map frame", async () => {
    const res = await ctx.client().get("/flights");
    const csp = res.headers.get("content-security-policy")!;
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-src https://maps.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("over a real socket too: pages keep their own CSP, other answers get the API's, all the same security headers", async () => {
    // Under Node the headers go on Node's response before the route answers (not through app.request).
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const get = (p: string, headers: Record<string, string> = {}) =>
        fetch(`http://127.0.0.1:${port}${p}`, { headers });
      const page = await get("/flights");
      const hash = createHash("sha256").update(inline).digest("base64");
      expect(page.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
      expect(page.headers.get("content-security-policy")).not.toContain("default-src 'none'");
      const etag = page.headers.get("etag")!;
      for (const res of [
        page,
        await get("/api/v1/deals"),
        await get("/nope"),
        await get("/assets/app-abc123.js"),
        await get("/flights", { "if-none-match": etag }),
      ]) {
        expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
        expect(res.headers.get("permissions-policy")).toContain("camera=()");
        expect(res.headers.get("strict-transport-security")).toBeNull();
      }
      const api = await get("/api/v1/deals");
      expect(api.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      );
      expect(api.headers.get("content-type")).toContain("application/json");
      expect(
        (await get("/healthz", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security"),
      ).toContain("max-age=31536000");
    } finally {
      server.close();
    }
  });

  it("gives visitors with a session cookie the app instead of a page prerendered without React", async () => {
    const signedIn = { cookie: "other=1; taxidaki.session_token=abc.def" };
    for (const p of ["/", "/en"]) {
      const anon = await ctx.client().get(p);
      expect(anon.body, p).not.toContain("<title>App</title>");
      expect(anon.headers.get("vary"), p).toContain("Cookie");
      const res = await ctx.client().get(p, signedIn);
      expect(res.status, p).toBe(200);
      expect(res.body, p).toContain("<title>App</title>");
      expect(res.headers.get("cache-control"), p).toBe("private, no-cache");
    }
    // Secure-prefixed cookie on https, and an empty cookie is not a session.
    expect((await ctx.client().get("/", { cookie: "__Secure-taxidaki.session_token=x" })).body).toContain(
      "<title>App</title>",
    );
    expect((await ctx.client().get("/", { cookie: "taxidaki.session_token=" })).body).toContain(
      "<title>Welcome</title>",
    );
    // Pages that hydrate anyway are served as they are.
    expect((await ctx.client().get("/deals", signedIn)).body).toContain("<title>Deals</title>");
  });

  it("gives the app for a trip in the address of the trip page prerendered without React (decision 049)", async () => {
    expect((await ctx.client().get("/trip")).body).toContain("<title>Trip</title>");
    expect((await ctx.client().get("/de/trip?utm_source=x")).body).toContain("<title>Reise</title>");
    for (const p of ["/trip?q=Naxos%20Paros", "/de/trip?share=abc", "/trip?id=7c1e", "/de/trip?q="]) {
      const res = await ctx.client().get(p);
      expect(res.status, p).toBe(200);
      expect(res.body, p).toContain("<title>App</title>");
      expect(res.headers.get("cache-control"), p).toBe("no-cache");
    }
    expect((await ctx.client().get("/de/trip?share=abc")).body).toContain('<html lang="de"');
  });

  it("never serves files outside the build, whatever raw path reaches the server", async () => {
    // Sent over a socket as written: a URL parser in the client would collapse the dots first.
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const inside = await rawGet(port, "/assets/app-abc123.js");
      expect(inside).toMatch(/^HTTP\/1\.1 200/);
      expect(inside).toContain("console.log('app')");
      const probes = [
        "/../secret.txt",
        "/assets/../../secret.txt",
        "/..%2fsecret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/%2e%2e/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
        "/..%5csecret.txt",
        "/flights/..%2f..%2f..%2fsecret.txt",
      ];
      for (const p of probes) {
        const res = await rawGet(port, p);
        expect(res, p).toMatch(/^HTTP\/1\.1 \d{3}/);
        expect(res, p).not.toContain("TOP-SECRET");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("memory of the static handler", () => {
  it("keeps nothing for paths outside the build, however many are asked for", async () => {
    const handler = serveClient({ root, mapOrigin: "https://maps.example.com" });
    const app = new Hono().use("*", handler);
    const known = handler.stats().known;
    expect(known).toBeGreaterThan(5);
    for (let i = 0; i < 3000; i++) {
      await app.request(i % 2 ? `/missing-${i}` : `/assets/missing-${i}.js`);
    }
    expect(handler.stats().cached).toBeLessThanOrEqual(known);
    expect(handler.stats().cached).toBeLessThanOrEqual(2); // the index and the SPA fallback at most
  });

  it("bounds the cache of build files by bytes (least recently used out)", async () => {
    const handler = serveClient({ root, mapOrigin: "https://maps.example.com", cacheBytes: 4000 });
    const app = new Hono().use("*", handler);
    for (const p of ["/", "/flights", "/en", "/deals", "/assets/app-abc123.js", "/assets/late-def456.js"]) {
      expect((await app.request(p)).status, p).toBe(200);
    }
    expect(handler.stats().cachedBytes).toBeLessThanOrEqual(4000);
    expect((await app.request("/flights")).status).toBe(200); // evicted entries are read again
  });

  it("serves the build's precompressed twins and never compresses on a request", async () => {
    const br = await ctx.client().get("/assets/late-def456.js", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(
      (await ctx.client().get("/assets/late-def456.js", { "accept-encoding": "gzip" })).headers.get("content-encoding"),
    ).toBe("gzip");
    const raw = await ctx.client().get("/assets/raw-0a1b2c.js", { "accept-encoding": "br, gzip" });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-encoding")).toBeNull();
    // The twins are not URLs of their own.
    expect((await ctx.client().get("/assets/late-def456.js.br")).status).toBe(404);
  });

  it("honours the q-values of Accept-Encoding: q=0 refuses a coding, the highest weight wins, identity included", async () => {
    // Build files (precompressed twins) through the app, and a page filled per request (PageFiller,
    // compressed on demand) through serveClient alone.
    const filled = new Hono().use(
      serveClient({
        root,
        mapOrigin: "https://maps.example.com",
        filler: { test: (html) => html.includes("Flights"), fill: async (html) => html.replace("xxx", "filled") },
      }),
    );
    const cases: [string, string | null][] = [
      ["br;q=0, gzip", "gzip"],
      ["gzip, br;q=0", "gzip"],
      ["BR;Q=0, GZIP", "gzip"],
      ["br;q=0.0, gzip;q=0.5", "gzip"],
      ["br;q=0, gzip;q=0", null],
      ["br;q=0", null],
      ["*;q=0, identity", null],
      ["gzip;q=0.5, br;q=0.9", "br"],
      ["br;q=0.4, gzip;q=0.8", "gzip"],
      ["gzip, br", "br"], // a tie: the server's order (brotli, smaller)
      ["*", "br"],
      ["br;q=0, *", "gzip"],
      ["x-gzip", "gzip"],
      ["identity;q=1, gzip;q=0.5", null], // identity preferred
      ["deflate", null],
      ["", null],
    ];
    for (const [header, expected] of cases) {
      for (const url of ["/flights", "/assets/late-def456.js"]) {
        const res = await ctx.client().get(url, { "accept-encoding": header });
        expect([header, url, res.headers.get("content-encoding")]).toEqual([header, url, expected]);
      }
      const page = await filled.request("/flights", { headers: { "accept-encoding": header } });
      expect([header, "filled", page.headers.get("content-encoding")]).toEqual([header, "filled", expected]);
      const body = Buffer.from(await page.arrayBuffer());
      const text = expected === "br" ? brotliDecompressSync(body) : expected === "gzip" ? gunzipSync(body) : body;
      expect(text.toString("utf8")).toContain("filled");
    }
  });

  it("answers unknown /api paths with the JSON error, not the client's 404 page", async () => {
    for (const p of ["/api/v1/nothing-here", "/api/v1/favorites/x/y", "/api/other", "/api/auth/nothing"]) {
      const res = await ctx.client().get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toContain("application/json");
      expect(res.body.error.code, p).toBe("NOT_FOUND");
    }
  });
});

/** One GET over a plain socket, the request target exactly as given; the whole response as text. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
}
