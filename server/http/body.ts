// A JSON request's text, read once and bounded.
//
// Under @hono/node-server the body is read straight from Node's request stream: going through
// `c.req.text()` would first build a web Request (abort signal, header copy, a web stream over
// the Node stream), which cost more than the rest of a favourite write (decision 020). Elsewhere
// (tests' `app.request`) the web Request is all there is. Either way the text is left in Hono's
// body cache, so a route's validator parses it without reading again.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** Node's request under @hono/node-server; undefined elsewhere. */
export const nodeRequest = (c: Context): IncomingMessage | undefined => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** What a body over the limit gives instead of its text. */
export const TOO_LARGE = Symbol("body too large");

const utf8 = new TextDecoder();

function readNode(incoming: IncomingMessage, limit: number): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (value: string | typeof TOO_LARGE | Error) => {
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
    const onEnd = () => done(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    // The client went away before the end.
    const onClose = () => done(new Error("request body aborted"));
    incoming.on("data", onData).on("end", onEnd).on("error", done).on("close", onClose);
  });
}

/** The body as text (at most `limit` bytes, by declaration or by count), or TOO_LARGE. */
export async function bodyText(c: Context, limit: number): Promise<string | typeof TOO_LARGE> {
  if (Number(c.req.header("content-length") ?? 0) > limit) return TOO_LARGE;
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.text();
  const text = await readNode(incoming, limit);
  // Hono keeps the promise of the text there (its type says the text).
  if (text !== TOO_LARGE) (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
  return text;
}
