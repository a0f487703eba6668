// The client side of the API's error shape: `{ error: { code, message, fields? } }` (docs/api.md).

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfter?: number;
  constructor(
    status: number,
    code: string,
    message: string,
    retryAfter?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.name = "ApiError";
  }
}

/** The body of a successful answer, or an ApiError (network failures throw ApiError status 0). */
export async function readJson<T>(resPromise: Promise<Response> | Response): Promise<T> {
  let res: Response;
  try {
    res = await resPromise;
  } catch (e) {
    throw new ApiError(0, "NETWORK", e instanceof Error ? e.message : String(e));
  }
  if (res.ok) return (res.status === 204 ? null : await res.json().catch(() => null)) as T;
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
