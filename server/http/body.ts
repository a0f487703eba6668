// A request's body, read once, bounded in size and in time.
//
// Every body the server reads goes through `readBody`: the JSON of /api/v1 (server/http/body-guards.ts),
// the JSON of /api/auth (server/routes/auth.ts) and the console's multipart uploads (read only once
// the admin role is checked). Nothing else touches the body stream: a second reader of Node's
// request would wait for an 'end' that the first one already took (issue 37: a JSON body sent to
// an upload route was never answered). A body that does not arrive within its deadline answers
// 408 and the connection is closed.
//
// Under @hono/node-server the body is read straight from Node's request stream: going through
// `c.req.text()` would first build a web Request (abort signal, header copy, a web stream over
// the Node stream), which cost more than the rest of a favourite write (decision 020). Elsewhere
// (tests' `app.request`) the web Request is all there is. Either way the bytes are left in Hono's
// body cache, so a route's validator or `parseBody` uses them without reading again.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { ApiError } from "./errors.ts";

/** Node's request under @hono/node-server; undefined elsewhere. */
export const nodeRequest = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** What a body over the limit gives instead of its bytes. */
export const TOO_LARGE = Symbol("body too large");
/** What a body that did not arrive within its deadline gives. */
export const TIMED_OUT = Symbol("body timed out");
type Outcome = Buffer | typeof TOO_LARGE | typeof TIMED_OUT;

/** How long a whole body may take to arrive: JSON (64 KB at most) and the console's uploads (5 MB). */
export interface BodyTimeouts {
  jsonMs: number;
  uploadMs: number;
}
export const DEFAULT_BODY_TIMEOUTS: BodyTimeouts = { jsonMs: 10_000, uploadMs: 120_000 };

const utf8 = new TextDecoder();

function readNode(incoming: IncomingMessage, limit: number, timeoutMs: number): Promise<Outcome> {
  // Already read to its end by something else: waiting for an 'end' that came would never answer.
  if (incoming.readableEnded) return Promise.reject(new Error("request body already read"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (value: Outcome | Error) => {
      clearTimeout(timer);
      incoming.off("data", onData).off("end", onEnd).off("error", done).off("close", onClose);
      if (value instanceof Error) reject(value);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // The rest is not read: the answer closes the connection (node-server drains and drops it).
      if (size > limit) return done(TOO_LARGE);
      chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    // The client went away before the end.
    const onClose = () => done(new Error("request body aborted"));
    const timer = setTimeout(() => done(TIMED_OUT), timeoutMs);
    incoming.on("data", onData).on("end", onEnd).on("error", done).on("close", onClose);
  });
}

async function readWeb(request: Request, limit: number, timeoutMs: number): Promise<Outcome> {
  if (!request.body) return Buffer.alloc(0);
  if (request.bodyUsed) throw new Error("request body already read");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)));
  let outcome: Outcome | undefined;
  try {
    while (!outcome) {
      const next = await Promise.race([reader.read(), late]);
      if (next === TIMED_OUT) outcome = TIMED_OUT;
      else if (next.done) return Buffer.concat(chunks, size);
      else if ((size += next.value.byteLength) > limit) outcome = TOO_LARGE;
      else chunks.push(next.value);
    }
    // The rest is not read (nor cancelled: a web body made from FormData then fails to enqueue
    // the part it was making, outside anyone's reach). The answer closes the connection.
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/** Each request's one read (a middleware and a handler asking for it share it). */
const reads = new WeakMap<Request, Promise<Outcome>>();

/** The body's bytes (at most `limit`, by declaration or by count, within `timeoutMs`), TOO_LARGE or TIMED_OUT. */
export function readBody(c: Context, limit: number, timeoutMs: number): Promise<Outcome> {
  const key = c.req.raw;
  let read = reads.get(key);
  if (!read) {
    if (Number(c.req.header("content-length") ?? 0) > limit) read = Promise.resolve(TOO_LARGE);
    else {
      const incoming = nodeRequest(c);
      read = incoming ? readNode(incoming, limit, timeoutMs) : readWeb(c.req.raw, limit, timeoutMs);
    }
    reads.set(key, read);
  }
  return read;
}

/** The body as text (left in Hono's body cache for the route's validator), TOO_LARGE or TIMED_OUT. */
export async function bodyText(
  c: Context,
  limit: number,
  timeoutMs: number,
): Promise<string | typeof TOO_LARGE | typeof TIMED_OUT> {
  const bytes = await readBody(c, limit, timeoutMs);
  if (typeof bytes === "symbol") return bytes;
  const text = utf8.decode(bytes);
  // Hono keeps the promise of the text there (its type says the text).
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
  return text;
}

/** A multipart body's fields (`parseBody`), read within its deadline; a body that fails as multipart gives {}. */
export async function formBody(
  c: Context,
  limit: number,
  timeoutMs: number,
  tooLargeMessage: string,
): Promise<Record<string, unknown>> {
  const bytes = await readBody(c, limit, timeoutMs);
  if (bytes === TOO_LARGE) throw new ApiError(413, "PAYLOAD_TOO_LARGE", tooLargeMessage, { file: tooLargeMessage });
  if (bytes === TIMED_OUT) throw bodyTimedOut();
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(buffer);
  return c.req.parseBody().catch(() => ({}));
}

/** 408: the body did not arrive in time (the connection is closed: the rest of it is not read). */
export const bodyTimedOut = () => new ApiError(408, "REQUEST_TIMEOUT", "The request body did not arrive in time");
