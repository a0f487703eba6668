// Reads a server-sent event stream from a fetch Response (tests and the stream benchmark).
import { EventSourceParserStream, type EventSourceMessage } from "eventsource-parser/stream";

export interface SseReader {
  /** The next event named `event` (skipping others, e.g. pings), or an error after `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<EventSourceMessage>;
  /** Every event received so far (including skipped ones). */
  seen: EventSourceMessage[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  cancel(): Promise<void>;
}

export function readSse(res: Response): SseReader {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  const seen: EventSourceMessage[] = [];
  const queue: EventSourceMessage[] = [];
  let notify = null as (() => void) | null;
  let done = false;
  const ended = (async () => {
    try {
      for (;;) {
        const r = await reader.read();
        if (r.done) break;
        seen.push(r.value);
        queue.push(r.value);
        notify?.();
      }
    } catch {
      /* cancelled */
    } finally {
      done = true;
      notify?.();
    }
  })();
  return {
    seen,
    ended,
    async next(event = "notification", timeoutMs = 2000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex((m) => m.event === event);
        if (i >= 0) return queue.splice(0, i + 1).at(-1)!;
        if (done) throw new Error(`stream ended before a "${event}" event`);
        const left = end - Date.now();
        if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          notify = r;
          setTimeout(r, left);
        });
      }
    },
    async cancel() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}
