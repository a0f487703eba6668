// Security headers on every response. HTML documents get their own CSP (see static.ts).
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

export function apiCsp(): string {
  return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
}

export function htmlCsp(opts: { scriptHashes: string[]; mapOrigin: string }): string {
  const scripts = ["'self'", ...opts.scriptHashes.map((h) => `'sha256-${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${opts.mapOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

const SAME_ON_EVERY_ANSWER = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
] as const;

const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(opts: { trustProxy: boolean; httpsOrigin: boolean }): MiddlewareHandler {
  const API_CSP = apiCsp();
  const isHttps = (c: Context) => opts.httpsOrigin || (opts.trustProxy && c.req.header("x-forwarded-proto") === "https");
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      // Under Node they go on Node's response before the route answers: node-server's writeHead
      // merges the answer's own headers over them (an HTML page's own CSP wins), and the answer
      // keeps its fast path, with no web Headers object built to add them afterwards.
      outgoing.setHeader("Content-Security-Policy", API_CSP);
      for (const [name, value] of SAME_ON_EVERY_ANSWER) outgoing.setHeader(name, value);
      if (isHttps(c)) outgoing.setHeader("Strict-Transport-Security", HSTS);
      return next();
    }
    await next();
    const h = c.res.headers;
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", API_CSP);
    for (const [name, value] of SAME_ON_EVERY_ANSWER) h.set(name, value);
    if (isHttps(c)) h.set("Strict-Transport-Security", HSTS);
  };
}
