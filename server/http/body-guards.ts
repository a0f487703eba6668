// What a request body must be before any handler reads it: bounded in size (64 KB of JSON; the
// console's uploads have their own limit), and under /api/v1 JSON only, checked at the edge (no
// NUL, valid UTF-16, bounded depth).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LANGS } from "../../content/types.ts";
import { MAX_FILE_BYTES } from "../deals/import.ts";
import { message } from "../deals/messages.ts";
import { UPLOAD_PATH } from "../routes/admin/index.ts";
import { bodyText, nodeRequest, TOO_LARGE } from "./body.ts";
import type { AppEnv } from "./context.ts";
import { errorBody } from "./errors.ts";
import { findInputProblem } from "./input-guard.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The largest JSON body the API reads. */
const JSON_LIMIT = 64 * 1024;

// The rest of a too-large body is not read: the connection cannot carry another request.
const tooLarge = (c: Context) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large (64 KB at most)"), 413, { Connection: "close" });
const isUpload = (c: { req: { method: string; path: string } }) => c.req.method === "POST" && UPLOAD_PATH.test(c.req.path);

/** Size limits of request bodies under /api. */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  // Spreadsheets and images (console uploads) have their own, larger limit.
  const uploadLimit = bodyLimit({
    maxSize: MAX_FILE_BYTES + 64 * 1024,
    onError: (c) => {
      const q = c.req.query("lang");
      const msg = message({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } }, LANGS.find((l) => l === q) ?? "el");
      return c.json(errorBody("PAYLOAD_TOO_LARGE", msg, { file: msg }), 413, { Connection: "close" });
    },
  });
  return (c, next) => {
    // No body to limit; and hono's limiter would build a web Request just to find that out.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isUpload(c)) return uploadLimit(c, next);
    // Under Node the JSON guard reads /api/v1 bodies itself, with the same limit.
    if (nodeRequest(c) && c.req.path.startsWith("/api/v1/")) return next();
    return jsonLimit(c, next);
  };
}

/**
 * JSON only: a body of another type (e.g. a cross-site text/plain form) is refused; the console's
 * uploads are multipart. JSON text is checked before any handler sees it.
 */
export function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && c.req.method !== "DELETE") {
      const type = c.req.header("content-type") ?? "";
      if (isUpload(c) && /^multipart\/form-data\b/i.test(type)) return next();
      if (!/^application\/json\b/i.test(type)) {
        return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
      }
      let body: unknown;
      try {
        // Kept in Hono's body cache: the route's validator parses it without reading it again.
        const text = await bodyText(c, JSON_LIMIT);
        if (text === TOO_LARGE) return tooLarge(c);
        body = JSON.parse(text);
      } catch {
        return c.json(errorBody("BAD_REQUEST", "The body is not valid JSON"), 400);
      }
      const problem = findInputProblem(body);
      if (problem) return c.json(errorBody("VALIDATION", `Invalid body: ${problem.field}`, { [problem.field]: problem.message }), 400);
    }
    await next();
  };
}
