// Live notifications in the client: one stream per browser (not per tab) on
// GET /api/v1/notifications/stream, read with fetch streaming so the native app's bearer token
// goes along like on every other call (EventSource cannot send headers). Tabs elect one holder
// of the stream with a Web Lock and share its events over a BroadcastChannel; the others take
// over when it closes. Reconnects after 1, 2, 5, then every 10 s, and every (re)connect resyncs.
import { EventSourceParserStream } from "eventsource-parser/stream";
import { apiFetch } from "~/lib/api";

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before reconnect attempt `n` (0-based): 1, 2, 5, 10, 10, … s. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

export type LiveMessage = { kind: "resync" } | { kind: "created" | "read" | "deleted"; ids: string[] | null };

export interface StreamDeps {
  open(signal: AbortSignal): Promise<Response>;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Without even a heartbeat for this long, the stream is taken as dead and reopened. */
  silenceMs?: number;
}

const defaultDeps: StreamDeps = {
  open: (signal) => apiFetch("/api/v1/notifications/stream", { headers: { accept: "text/event-stream" }, signal }),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
    }),
};

/**
 * Keeps a stream open until `signal` aborts, calling `onMessage` with "resync" on each
 * (re)connect and with every notification event. Stops for good when the session is gone (401).
 */
export async function runStream(
  onMessage: (m: LiveMessage) => void,
  signal: AbortSignal,
  deps: StreamDeps = defaultDeps,
): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    let connected = false;
    const conn = new AbortController();
    const stop = () => conn.abort();
    signal.addEventListener("abort", stop, { once: true });
    try {
      const res = await deps.open(conn.signal);
      if (res.status === 401) return;
      if (res.ok && res.body) {
        const reader = res.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        let silenceMs = deps.silenceMs ?? 60_000;
        for (;;) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const silent = new Promise<"silent">((r) => (timer = setTimeout(() => r("silent"), silenceMs)));
          const r = await Promise.race([reader.read(), silent]);
          clearTimeout(timer);
          if (r === "silent" || r.done) {
            await reader.cancel().catch(() => {});
            break;
          }
          const m = r.value;
          if (m.event === "ready") {
            connected = true;
            attempt = 0;
            const hb = Number((JSON.parse(m.data || "{}") as { heartbeat_ms?: number }).heartbeat_ms);
            if (hb > 0 && !deps.silenceMs) silenceMs = hb * 2.5;
            onMessage({ kind: "resync" });
          } else if (m.event === "notification") {
            const e = JSON.parse(m.data) as { kind: "created" | "read" | "deleted"; ids: string[] | null };
            onMessage({ kind: e.kind, ids: e.ids });
          }
        }
      }
    } catch {
      /* network error or aborted: retry below */
    } finally {
      signal.removeEventListener("abort", stop);
      conn.abort();
    }
    if (signal.aborted) return;
    await deps.sleep(reconnectDelay(connected ? 0 : attempt), signal);
    attempt = connected ? 1 : attempt + 1;
  }
}

const isNativeApp = () =>
  typeof window !== "undefined" &&
  !!(window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.();

interface Shared {
  listeners: Set<() => void>;
  stop: () => void;
}
const shared = new Map<string, Shared>();

/**
 * Subscribes `onChange` to the user's live notifications (shared by every caller in this tab
 * and, through the lock and the channel, by every tab). Returns the unsubscribe function.
 */
export function subscribeLive(userId: string, onChange: () => void): () => void {
  let s = shared.get(userId);
  if (!s) {
    const listeners = new Set<() => void>();
    const fire = () => listeners.forEach((l) => l());
    s = { listeners, stop: start(userId, fire) };
    shared.set(userId, s);
  }
  s.listeners.add(onChange);
  const mine = s;
  return () => {
    mine.listeners.delete(onChange);
    if (mine.listeners.size === 0) {
      mine.stop();
      shared.delete(userId);
    }
  };
}

function start(userId: string, fire: () => void): () => void {
  const channel =
    typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(`taxidaki-notifications:${userId}`) : null;
  if (channel) channel.onmessage = () => fire();
  const onMessage = () => {
    fire();
    channel?.postMessage("changed");
  };
  let running: AbortController | null = null;
  const run = () => {
    if (running) return;
    const ac = (running = new AbortController());
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    if (locks) {
      // One holder per browser: the others wait for the lock and take over when it is released.
      void locks
        .request(`taxidaki-notifications-stream:${userId}`, { signal: ac.signal }, () =>
          runStream(onMessage, ac.signal),
        )
        .catch(() => {});
    } else {
      void runStream(onMessage, ac.signal);
    }
  };
  const pause = () => {
    running?.abort();
    running = null;
  };
  // The native app keeps the stream only in the foreground; coming back resyncs.
  const native = isNativeApp();
  const onVisibility = () => (document.visibilityState === "visible" ? run() : pause());
  if (native) document.addEventListener("visibilitychange", onVisibility);
  if (!native || document.visibilityState === "visible") run();
  return () => {
    pause();
    if (native) document.removeEventListener("visibilitychange", onVisibility);
    channel?.close();
  };
}
