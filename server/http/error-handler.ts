// How a thrown error becomes an answer in the one error shape (server/http/errors.ts), and the
// JSON 404 for any path nothing answered.
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import { classifyDbError } from "./db-errors.ts";
import { ApiError, errorBody } from "./errors.ts";

export const notFound = (c: Context) =>
  c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404);

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof ApiError) {
      if (err.status >= 500) {
        logger.warn({ err: err.cause ?? err.message, path: c.req.path }, "dependency unavailable");
        c.header("Retry-After", "5");
      }
      // A body too large or too slow is left unread: the connection cannot carry another request.
      const close = err.status === 408 || err.status === 413 ? { Connection: "close" } : undefined;
      return c.json(errorBody(err.code, err.message, err.fields), err.status, close);
    }
    const db = classifyDbError(err);
    if (db === "bad-input")
      return c.json(errorBody("BAD_REQUEST", "The request holds a value the database cannot store"), 400);
    if (db === "user-gone") return c.json(errorBody("UNAUTHORIZED", "This account no longer exists"), 401);
    if (db === "unavailable") {
      logger.warn({ err: (err as Error)?.message, path: c.req.path }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json(errorBody("UNAVAILABLE", "The service is temporarily unavailable. Try again shortly."), 503);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 401 ? "UNAUTHORIZED" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      return c.json(errorBody(code, err.message || "Bad request"), status);
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Unexpected error"), 500);
  };
}
