// Security headers on every response. HTML documents get their own CSP (see static.ts).
import type { MiddlewareHandler } from "hono";

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

export function securityHeaders(opts: { trustProxy: boolean; httpsOrigin: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", apiCsp());
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    const https = opts.httpsOrigin || (opts.trustProxy && c.req.header("x-forwarded-proto") === "https");
    if (https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
