// The open notification streams of this instance: at most `perUser` per user, each fed only
// the events of its own user, closed when idle. One bus subscription serves them all.
import type { EventBus, NotificationEvent } from "../events/bus.ts";

export interface StreamLimits {
  /** Open streams per user on one instance; the next one is refused with 429. */
  perUser: number;
  /** A heartbeat this often, so proxies keep the connection and dead clients are found. */
  heartbeatMs: number;
  /** A stream that delivered no event for this long is closed; the client reconnects. */
  idleMs: number;
}

export const defaultStreamLimits: StreamLimits = { perUser: 5, heartbeatMs: 25_000, idleMs: 10 * 60_000 };

interface Listener {
  deliver(e: NotificationEvent): void;
  /** Ends the stream (shutdown). */
  end(): void;
}

export class StreamHub {
  private byUser = new Map<string, Set<Listener>>();
  private unsubscribe: (() => void) | null = null;
  readonly limits: StreamLimits;

  private bus: EventBus;
  constructor(bus: EventBus, limits: Partial<StreamLimits> = {}) {
    this.bus = bus;
    this.limits = { ...defaultStreamLimits, ...limits };
  }

  /** Registers a stream of `userId`; null when the user already has `perUser` open here. */
  open(userId: string, listener: Listener): (() => void) | null {
    let set = this.byUser.get(userId);
    if ((set?.size ?? 0) >= this.limits.perUser) return null;
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    this.unsubscribe ??= this.bus.subscribe((e) => this.dispatch(e));
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
      if (this.byUser.size === 0) {
        this.unsubscribe?.();
        this.unsubscribe = null;
      }
    };
  }

  private dispatch(e: NotificationEvent) {
    const set = this.byUser.get(e.user_id);
    if (!set) return;
    // The account is gone: its streams end (a reconnect is then refused as signed out).
    if (e.kind === "account-deleted") for (const l of [...set]) l.end();
    else for (const l of [...set]) l.deliver(e);
  }

  /** Ends every open stream (server shutdown: in-flight requests can then finish). */
  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const l of [...set]) l.end();
  }

  /** Open streams on this instance (all users, or one). */
  count(userId?: string): number {
    if (userId) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }
}
