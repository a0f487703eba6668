// What a request body must be before any handler reads it: bounded in size (64 KB of JSON; the
// console's uploads have their own limit) and in time, and under /api/v1 JSON only, checked at the
// edge (no NUL, valid UTF-16, bounded depth). An upload route takes multipart only, checked on its
// headers before anything is read; its body is read by the route once the admin role is checked.
import type { Context, MiddlewareHandler } from "hono";
import { LANGS, type Lang } from "../../content/types.ts";
import { MAX_FILE_BYTES } from "../deals/import.ts";
import { message } from "../deals/messages.ts";
import { bodyText, TIMED_OUT, TOO_LARGE } from "./body.ts";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";
import { findInputProblem } from "./input-guard.ts";

/** Uploads (multipart, the console's) go to these paths only; they get their own size limit and deadline. */
const UPLOAD_PATH = /^\/api\/v1\/admin\/deals\/(import|[0-9a-f-]{36}\/image)$/;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The largest JSON body the API reads. */
export const JSON_LIMIT = 64 * 1024;
/** The largest upload body: the file and its multipart framing. */
export const UPLOAD_LIMIT = MAX_FILE_BYTES + 64 * 1024;

// The rest of a refused body is not read: the connection cannot carry another request.
const close = { Connection: "close" };
export const tooLarge = (c: Context) =>
  c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large (64 KB at most)"), 413, close);
export const timedOut = (c: Context) =>
  c.json(errorBody("REQUEST_TIMEOUT", "The request body did not arrive in time"), 408, close);
export const isUpload = (c: { req: { method: string; path: string } }) =>
  c.req.method === "POST" && UPLOAD_PATH.test(c.req.path);
const isMultipart = (c: Context) => /^multipart\/form-data\s*;\s*boundary=/i.test(c.req.header("content-type") ?? "");

/** The operator's language of an upload's messages (`?lang=`, Greek by default; the role is not read yet). */
export const uploadLang = (c: Context): Lang => LANGS.find((l) => l === c.req.query("lang")) ?? "el";
export const uploadTooLargeMessage = (lang: Lang) =>
  message({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } }, lang);

/**
 * What the headers alone tell, under /api, before the session is looked up: a declared length
 * over the limit (413), and on an upload route a body that is not multipart (415). Nothing here
 * reads a body.
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // No body to limit.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = Number(c.req.header("content-length") ?? 0);
    if (isUpload(c)) {
      const lang = uploadLang(c);
      if (!isMultipart(c)) {
        const msg = message({ code: "upload_not_multipart" }, lang);
        return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", msg, { file: msg }), 415, close);
      }
      if (declared > UPLOAD_LIMIT) {
        const msg = uploadTooLargeMessage(lang);
        return c.json(errorBody("PAYLOAD_TOO_LARGE", msg, { file: msg }), 413, close);
      }
      return next();
    }
    if (declared > JSON_LIMIT) return tooLarge(c);
    return next();
  };
}

/**
 * JSON only: a body of another type (e.g. a cross-site text/plain form) is refused; the console's
 * uploads are multipart (checked by `bodyLimits`, read by their route). JSON text is checked
 * before any handler sees it.
 */
export function jsonOnly(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && c.req.method !== "DELETE" && !isUpload(c)) {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
      }
      let body: unknown;
      try {
        // Kept in Hono's body cache: the route's validator parses it without reading it again.
        const text = await bodyText(c, JSON_LIMIT, timeoutMs);
        if (text === TOO_LARGE) return tooLarge(c);
        if (text === TIMED_OUT) return timedOut(c);
        body = JSON.parse(text);
      } catch {
        return c.json(errorBody("BAD_REQUEST", "The body is not valid JSON"), 400);
      }
      const problem = findInputProblem(body);
      if (problem)
        return c.json(
          errorBody("VALIDATION", `Invalid body: ${problem.field}`, { [problem.field]: problem.message }),
          400,
        );
    }
    await next();
  };
}
