// Serves the client build: the prerendered file, then <path>/index.html, then the SPA
// fallback (200 for client-only routes, 404 for anything else). The build's files are listed
// once at start; only those are ever read, and a bounded LRU keeps the recently used ones in
// memory with the brotli and gzip twins written at build time (scripts/precompress.ts). A
// request for anything else costs no memory. Hashed assets are cached for a year.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { accepts as negotiate } from "hono/accepts";
import { LRUCache } from "lru-cache";
import { clientOnlyPaths, needsApp, spaFallbackFile, splitLangPath } from "../core/paths.ts";
import { htmlCsp } from "./http/security-headers.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCompress);

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
  /** A page with a slot the server fills per request (PageFiller): its text, decoded once. */
  fillable?: string;
}

/**
 * Fills part of a prerendered page per request (decision 014: the live deals in /deals,
 * /προσφορές and /home). `test` picks the pages once, when they are first read; `fill` returns the
 * whole page. The page keeps its CSP: what is filled in must not add scripts.
 */
export interface PageFiller {
  test(html: string): boolean;
  fill(html: string, req: { pathname: string; search: URLSearchParams }): Promise<string>;
}

/** The service worker script (scripts/service-worker.ts), at the root so that its scope is the whole site. */
const SERVICE_WORKER = "/sw.js";

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

/** Relative paths ("flights/index.html") of every file under `root`, without the .br/.gz twins. */
export function listBuild(root: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(root)) return files;
  const walk = (dir: string, rel: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (e.isFile()) files.add(r.normalize("NFC"));
    }
  };
  walk(root, "");
  for (const f of [...files]) if (/\.(br|gz)$/.test(f) && files.has(f.replace(/\.(br|gz)$/, ""))) files.delete(f);
  return files;
}

/** Entries kept least recently used out, bounded by their bytes (one larger than the bound is not kept). */
const byteLru = (maxSize: number) =>
  new LRUCache<string, Entry & { bytes: number }>({ maxSize, sizeCalculation: (e) => Math.max(1, e.bytes) });

export interface StaticStats {
  /** Files of the build (the only paths ever read). */
  known: number;
  /** Entries held in memory, and their bytes. */
  cached: number;
  cachedBytes: number;
}

export type ClientHandler = MiddlewareHandler & { stats(): StaticStats };

type Encoding = "br" | "gzip";
/** The server's order of preference (brotli is the smaller). */
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/**
 * Picks among `supports` (the encodings this answer has, best first) by the parsed Accept-Encoding
 * (RFC 9110 §12.5.3): a coding's weight is its own entry's q, else the q of `*`, else 0; q=0 means
 * "not acceptable" (`br;q=0, gzip` gets gzip). The highest weight wins, a tie goes to the server's
 * order. Identity (the body as it is) competes only when named or `*`-ed: implicitly it is
 * acceptable, but below any coding the visitor accepts; `identity;q=1, gzip;q=0.5` stays uncompressed.
 */
function matchEncoding(
  entries: { type: string; q: number }[],
  config: { supports: string[]; default: string },
): string {
  const weight = (coding: string) => {
    const own = entries.find((e) => {
      const t = e.type.toLowerCase();
      return t === coding || (coding === "gzip" && t === "x-gzip");
    });
    return own?.q ?? entries.find((e) => e.type === "*")?.q ?? 0;
  };
  let best = config.default;
  let bestWeight = 0;
  for (const coding of config.supports) {
    const w = weight(coding);
    if (w > bestWeight) [best, bestWeight] = [coding, w];
  }
  return bestWeight > 0 && bestWeight >= weight("identity") ? best : config.default;
}

/** The encoding to send among `available`, by the visitor's Accept-Encoding; undefined: uncompressed. */
function chooseEncoding(c: Context, available: readonly Encoding[]): Encoding | undefined {
  if (!available.length) return undefined;
  const chosen = negotiate(c, {
    header: "Accept-Encoding",
    supports: [...available],
    default: "identity",
    match: matchEncoding,
  });
  return chosen === "identity" ? undefined : (chosen as Encoding);
}

export function serveClient(opts: {
  root: string;
  mapOrigin: string;
  cacheBytes?: number;
  filler?: PageFiller;
}): ClientHandler {
  const root = path.resolve(opts.root);
  const known = listBuild(root);
  const cache = byteLru(opts.cacheBytes ?? 64 * 1024 * 1024);
  const clientOnly = new Set<string>(clientOnlyPaths);
  const readTwin = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

  /** `rel`: a normalized path inside the build ("flights/index.html"); null unless it is one of its files. */
  function load(rel: string): Entry | null {
    const key = rel.normalize("NFC");
    if (!known.has(key)) return null;
    const hit = cache.get(key);
    if (hit) return hit;
    const file = path.join(root, key);
    if (!file.startsWith(root + path.sep)) return null;
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return null; // removed since start
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const entry: Entry & { bytes: number } = {
      body,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      bytes: body.length,
    };
    if (COMPRESSIBLE.test(type)) {
      entry.br = readTwin(`${file}.br`);
      entry.gzip = readTwin(`${file}.gz`);
      entry.bytes += (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    }
    // The worker's own requests (its precache, pages when the network is back) fall under its
    // script's CSP: same origin only, as for the pages.
    if (key === SERVICE_WORKER.slice(1)) entry.csp = "default-src 'none'; connect-src 'self'";
    if (type.startsWith("text/html")) {
      const html = body.toString("utf8");
      entry.csp = htmlCsp({ scriptHashes: inlineScriptHashes(html), mapOrigin: opts.mapOrigin });
      entry.withoutReact = !/<script[^>]*type="module"/i.test(html);
      if (opts.filler?.test(html)) {
        entry.fillable = html;
        entry.bytes += html.length;
      }
    }
    cache.set(key, entry);
    return entry;
  }

  function send(c: Context, entry: Entry, status: 200 | 404, cacheControl: string, vary = "Accept-Encoding") {
    const headers = new Headers({
      "Content-Type": entry.type,
      "Cache-Control": cacheControl,
      ETag: entry.etag,
      Vary: vary,
    });
    if (entry.csp) headers.set("Content-Security-Policy", entry.csp);
    if (status === 200 && c.req.header("if-none-match") === entry.etag)
      return new Response(null, { status: 304, headers });
    let body = entry.body;
    const encoding = chooseEncoding(
      c,
      ENCODINGS.filter((e) => entry[e]),
    );
    if (encoding) {
      body = entry[encoding]!;
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  }

  // Filled pages, compressed once per distinct content (the same deals give the same page) and
  // only in the encoding a visitor asks for: a brotli reader never costs a gzip pass (issue 28).
  const filled = byteLru(8 * 1024 * 1024);
  async function fill(c: Context, entry: Entry, pathname: string): Promise<Entry> {
    if (!entry.fillable || !opts.filler) return entry;
    const html = await opts.filler.fill(entry.fillable, { pathname, search: new URL(c.req.url).searchParams });
    const body = Buffer.from(html, "utf8");
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    const kept = filled.get(etag);
    const out = kept ?? { ...entry, body, br: undefined, gzip: undefined, etag, bytes: body.length };
    // In libuv's thread pool, not on the event loop: a 200 kB page costs ~10 ms of compression.
    const wanted = chooseEncoding(c, ENCODINGS);
    const wantsBr = wanted === "br";
    const wantsGzip = wanted === "gzip";
    if (kept && (!wantsBr || kept.br) && (!wantsGzip || kept.gzip)) return kept;
    if (wantsBr)
      out.br ??= await brotliAsync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    if (wantsGzip) out.gzip ??= await gzipAsync(body, { level: 6 });
    out.bytes = body.length + (out.br?.length ?? 0) + (out.gzip?.length ?? 0);
    filled.set(etag, out); // (again when a twin was added: its size grew)
    return out;
  }

  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.includes("\0")) return next();
    // Inside the build, "/"-separated, no leading slash; anything that climbs out is not a file of it.
    const rel = path.posix.normalize(pathname).replace(/^\/+/, "").replace(/\/+$/, "");
    if (rel.startsWith("..") || rel.includes("\\")) return next();
    const isAsset = pathname.startsWith("/assets/");

    const file = rel ? load(rel) : null;
    if (file) {
      // The service worker's script is asked again on every check for an update (decision 037):
      // a cached copy would keep a release's pages and code on devices for a day.
      const cacheControl = isAsset
        ? "public, max-age=31536000, immutable"
        : pathname === SERVICE_WORKER
          ? "no-cache"
          : file.type.startsWith("text/html") || pathname.endsWith(".data")
            ? "public, max-age=0, must-revalidate"
            : "public, max-age=86400";
      return send(c, await fill(c, file, pathname.replace(/\/index\.html$/, "") || "/"), 200, cacheControl);
    }
    if (isAsset) return next();
    const index = load(rel ? `${rel}/index.html` : "index.html");
    // The fallback in the address's language (a build without it has the Greek one only).
    const { lang, path: bare } = splitLangPath(pathname.replace(/\/+$/, "") || "/");
    const fallback = load(spaFallbackFile(lang)) ?? load(spaFallbackFile("el"));
    if (index?.withoutReact && fallback) {
      // Decision 049: a page shipped without React whose address carries a query the app reads
      // (`/trip?q=…`, `?share=…`) is the app, for everyone.
      if (needsApp(bare, new URL(c.req.url).searchParams)) return send(c, fallback, 200, "no-cache");
      // Decision 003: a page shipped without React (`/`, `/home`) cannot show the signed-in
      // header. A visitor with a session cookie gets the app (the SPA fallback renders the same
      // route in the browser); everyone else keeps the small static page.
      if (SESSION_COOKIE.test(c.req.header("cookie") ?? ""))
        return send(c, fallback, 200, "private, no-cache", "Accept-Encoding, Cookie");
      return send(
        c,
        await fill(c, index, pathname.replace(/\/+$/, "") || "/"),
        200,
        "public, max-age=0, must-revalidate",
        "Accept-Encoding, Cookie",
      );
    }
    if (index)
      return send(
        c,
        await fill(c, index, pathname.replace(/\/+$/, "") || "/"),
        200,
        "public, max-age=0, must-revalidate",
      );

    if (!fallback || path.extname(pathname)) return next();
    // Client-only screens render in the browser; any other path is the 404 page, with a 404.
    return send(c, fallback, clientOnly.has(bare) ? 200 : 404, "no-cache");
  };
  return Object.assign(handler, {
    stats: (): StaticStats => ({ known: known.size, cached: cache.size, cachedBytes: cache.calculatedSize }),
  });
}
