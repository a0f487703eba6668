// The client side of the API's error shape: `{ error: { code, message, fields? } }` (docs/api.md).
import type { ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfter?: number;
  constructor(status: number, code: string, message: string, retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.name = "ApiError";
  }
}

/**
 * What a successful answer of a typed call (`hono/client`, types from the server's routes) carries: its JSON, or null
 * for a 204.
 */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? number extends S
      ? unknown
      : S extends 204
        ? null
        : S extends SuccessStatusCode
          ? F extends "json"
            ? T
            : unknown
          : never
    : unknown;

/** The body of a successful answer, typed by its route; else an ApiError (network failures throw ApiError status 0). */
export async function readBody<R extends ClientResponse<unknown, number, ResponseFormat> | Response>(
  resPromise: Promise<R> | R,
): Promise<OkBody<R>> {
  let res: R;
  try {
    res = await resPromise;
  } catch (e) {
    throw new ApiError(0, "NETWORK", e instanceof Error ? e.message : String(e));
  }
  if (res.ok) return (res.status === 204 ? null : await res.json().catch(() => null)) as OkBody<R>;
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  const retry = Number(res.headers.get("retry-after"));
  throw new ApiError(
    res.status,
    body?.error?.code ?? "UNKNOWN",
    body?.error?.message ?? res.statusText,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/** JSON request options (the API takes application/json bodies only). */
export function jsonBody(body: unknown): RequestInit {
  return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/** True for a 401: the session ended (the client forgets the user; no "could not load" message). */
export const sessionEnded = (e: unknown): boolean => e instanceof ApiError && e.status === 401;
