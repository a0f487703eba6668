// Every API error has one shape: { "error": { "code", "message", "fields"?, "request_id"? } };
// request_id (the request's X-Request-Id) is there whenever the error answers a request.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { currentRequestId } from "./request-id.ts";

export type ErrorCode =
  | "VALIDATION"
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "LIMIT_REACHED"
  | "PAYLOAD_TOO_LARGE"
  | "REQUEST_TIMEOUT"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "LINK_INVALID"
  | "UNAVAILABLE"
  | "INTERNAL";

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; request_id?: string };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  const error: ErrorBody["error"] = fields ? { code, message, fields } : { code, message };
  const id = currentRequestId();
  if (id) error.request_id = id;
  return { error };
}

/** Throwable form, for helpers deep in a handler (requireUser, lookups). */
export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    /** What went wrong underneath (logged for 5xx, never sent). */
    cause?: unknown,
  ) {
    super(status, { message, cause });
    this.code = code;
    this.fields = fields;
  }
}

/** zod validation with our error shape: 400, naming each offending field. */
export function validate<T extends ZodType, Target extends "json" | "query" | "param">(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.length ? issue.path.join(".") : target === "json" ? "body" : target;
        fields[key] ??=
          issue.code === "unrecognized_keys"
            ? `unknown field(s): ${(issue as { keys?: string[] }).keys?.join(", ")}`
            : issue.message;
      }
      const names = Object.keys(fields).join(", ");
      return c.json(errorBody("VALIDATION", `Invalid ${target === "json" ? "body" : target}: ${names}`, fields), 400);
    }
  });
}
