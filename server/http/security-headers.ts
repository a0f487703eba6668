// Security headers on every response, by Hono's secureHeaders (issue 36). HTML documents and the
// service worker bring their own CSP (see static.ts); every other answer gets the API's.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

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

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The same header set the server sent before Hono's middleware took over (decision 040). Of
 * Hono's defaults, those it never sent stay off: Cross-Origin-Resource-Policy `same-origin`
 * would keep the native app (another origin) from showing /media images, and the others are
 * legacy or change nothing a browser does here. `overwrite: false` keeps the CSP a route set
 * itself (pages, the service worker); no route sets any other of these headers.
 */
function headers(hsts: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: true,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: hsts ? HSTS : false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}

export function securityHeaders(opts: { trustProxy: boolean; httpsOrigin: boolean }): MiddlewareHandler {
  const plain = headers(false);
  const https = headers(true);
  if (opts.httpsOrigin) return https;
  // HSTS only on an answer that went out over HTTPS: behind a trusted proxy, as it says.
  return (c, next) => (opts.trustProxy && c.req.header("x-forwarded-proto") === "https" ? https : plain)(c, next);
}
