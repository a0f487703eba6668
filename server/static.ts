// Serves the client build: the prerendered file, then <path>/index.html, then the SPA
// fallback (200 for client-only routes, 404 for anything else). Files are read once,
// compressed once (brotli + gzip) and kept in memory; hashed assets are cached for a year.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zc, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { clientOnlyPaths, splitLangPath } from "../core/paths.ts";
import { htmlCsp } from "./http/security-headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Entry {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  csp?: string;
  /** An HTML page prerendered without React (`/`, `/home`: no module script). */
  withoutReact?: boolean;
}

/** The session cookie (`__Secure-` prefixed on https). Its value is not read here, only its presence. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?taxidaki\.session_token=[^;\s]/;

/** sha256 (base64) of each inline <script> of an HTML document, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(createHash("sha256").update(m[1]!, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

export function serveClient(opts: { root: string; mapOrigin: string }): MiddlewareHandler {
  const root = path.resolve(opts.root);
  const cache = new Map<string, Entry | null>();
  const clientOnly = new Set<string>(clientOnlyPaths);

  function load(file: string): Entry | null {
    if (cache.has(file)) return cache.get(file)!;
    let entry: Entry | null = null;
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      const body = readFileSync(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
      entry = { body, type, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"` };
      if (COMPRESSIBLE.test(type) && body.length > 512) {
        entry.br = brotliCompressSync(body, { params: { [zc.BROTLI_PARAM_QUALITY]: 11 } });
        entry.gzip = gzipSync(body, { level: 9 });
      }
      if (type.startsWith("text/html")) {
        const html = body.toString("utf8");
        entry.csp = htmlCsp({ scriptHashes: inlineScriptHashes(html), mapOrigin: opts.mapOrigin });
        entry.withoutReact = !/<script[^>]*type="module"/i.test(html);
      }
    }
    cache.set(file, entry);
    return entry;
  }

  function send(c: Context, entry: Entry, status: 200 | 404, cacheControl: string, vary = "Accept-Encoding") {
    const headers = new Headers({ "Content-Type": entry.type, "Cache-Control": cacheControl, ETag: entry.etag, Vary: vary });
    if (entry.csp) headers.set("Content-Security-Policy", entry.csp);
    if (status === 200 && c.req.header("if-none-match") === entry.etag) return new Response(null, { status: 304, headers });
    const accept = c.req.header("accept-encoding") ?? "";
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers.set("Content-Encoding", "br");
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers.set("Content-Encoding", "gzip");
    }
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.includes("\0")) return next();
    const rel = path.normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, "");
    const isAsset = pathname.startsWith("/assets/");

    const file = load(path.join(root, rel));
    if (file) {
      const cacheControl = isAsset
        ? "public, max-age=31536000, immutable"
        : file.type.startsWith("text/html") || pathname.endsWith(".data")
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=86400";
      return send(c, file, 200, cacheControl);
    }
    if (isAsset) return next();
    const index = load(path.join(root, rel, "index.html"));
    const fallback = load(path.join(root, "__spa-fallback.html"));
    if (index?.withoutReact && fallback) {
      // Decision 003: a page shipped without React (`/`, `/home`) cannot show the signed-in
      // header. A visitor with a session cookie gets the app (the SPA fallback renders the same
      // route in the browser); everyone else keeps the small static page.
      if (SESSION_COOKIE.test(c.req.header("cookie") ?? "")) return send(c, fallback, 200, "private, no-cache", "Accept-Encoding, Cookie");
      return send(c, index, 200, "public, max-age=0, must-revalidate", "Accept-Encoding, Cookie");
    }
    if (index) return send(c, index, 200, "public, max-age=0, must-revalidate");

    if (!fallback || path.extname(pathname)) return next();
    const { path: bare } = splitLangPath(pathname.replace(/\/+$/, "") || "/");
    // Client-only screens render in the browser; any other path is the 404 page, with a 404.
    return send(c, fallback, clientOnly.has(bare) ? 200 : 404, "no-cache");
  };
}
