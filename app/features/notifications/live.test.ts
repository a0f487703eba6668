import { describe, expect, it } from "vitest";
import { reconnectDelay, runStream, type LiveMessage } from "./live.ts";

const sse = (text: string, status = 200) =>
  new Response(
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        c.close();
      },
    }),
    { status, headers: { "content-type": "text/event-stream" } },
  );

describe("live notifications (client)", () => {
  it("waits 1, 2, 5, then 10 s between failed reconnects, and starts over after a good connection", async () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    const ac = new AbortController();
    const waits: number[] = [];
    const messages: LiveMessage[] = [];
    const answers = [
      () => Promise.reject(new TypeError("offline")),
      () => Promise.resolve(new Response("{}", { status: 503 })),
      () => Promise.reject(new TypeError("offline")),
      () => Promise.reject(new TypeError("offline")),
      () => Promise.reject(new TypeError("offline")),
      // Connected: resync, one event, then the server closes (idle) → reconnect after 1 s.
      () =>
        Promise.resolve(
          sse(
            'event: ready\ndata: {"heartbeat_ms":25000}\n\nevent: ping\ndata:\n\nevent: notification\ndata: {"kind":"created","ids":["a"]}\n\n',
          ),
        ),
      () => Promise.reject(new TypeError("offline")),
      () => Promise.resolve(new Response('{"error":{}}', { status: 401 })),
    ];
    let n = 0;
    await runStream((m) => messages.push(m), ac.signal, {
      open: () => answers[n++]!(),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000, 1000, 2000]);
    expect(messages).toEqual([{ kind: "resync" }, { kind: "created", ids: ["a"] }]);
    expect(n).toBe(answers.length); // stopped at 401 (signed out), no further attempts
  });

  it("takes a silent stream (no heartbeat) as dead and reconnects, resyncing each time", async () => {
    const ac = new AbortController();
    const messages: LiveMessage[] = [];
    let opens = 0;
    await runStream((m) => messages.push(m), ac.signal, {
      silenceMs: 50,
      open: async () => {
        if (++opens === 3) ac.abort();
        // ready, then nothing more and never closed
        return new Response(
          new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("event: ready\ndata: {}\n\n")) }),
          { status: 200 },
        );
      },
      sleep: async () => {},
    });
    expect(opens).toBe(3);
    expect(messages.filter((m) => m.kind === "resync").length).toBeGreaterThanOrEqual(2);
  });
});
