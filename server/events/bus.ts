// The notification event bus: how a change made by one server instance reaches the streams
// held by every instance. In-process on PGlite (one process), PostgreSQL LISTEN/NOTIFY when
// DATABASE_URL is set, Redis pub/sub when REDIS_URL is set.
import { EventEmitter } from "node:events";
import pg from "pg";
import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * What a stream learns: a notification of `user_id` was created, read or deleted; or the
 * account itself was deleted (its streams then close).
 */
export interface NotificationEvent {
  user_id: string;
  kind: "created" | "read" | "deleted" | "account-deleted";
  /** The notifications concerned; null when too many to list (the client resyncs anyway). */
  ids: string[] | null;
}

export interface EventBus {
  kind: "memory" | "postgres" | "redis";
  publish(events: NotificationEvent[]): Promise<void>;
  /** Every event published by any instance; returns the unsubscribe function. */
  subscribe(listener: (e: NotificationEvent) => void): () => void;
  /** Resolves once this bus receives what other instances publish. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const CHANNEL = "taxidaki_notifications";
/** NOTIFY payloads are limited to 8 000 bytes: at most this many ids per event. */
export const MAX_IDS = 100;

/** Splits events whose id lists are too long, so every payload stays small. */
export function normalize(e: NotificationEvent): NotificationEvent {
  return e.ids && e.ids.length > MAX_IDS ? { ...e, ids: null } : e;
}

function parse(raw: string): NotificationEvent | null {
  try {
    const e = JSON.parse(raw) as NotificationEvent;
    return typeof e?.user_id === "string" && typeof e.kind === "string" ? e : null;
  } catch {
    return null;
  }
}

class Fanout {
  private emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  emit(e: NotificationEvent) {
    this.emitter.emit("event", e);
  }
  subscribe(listener: (e: NotificationEvent) => void) {
    this.emitter.on("event", listener);
    return () => void this.emitter.off("event", listener);
  }
}

export function createMemoryBus(): EventBus {
  const fan = new Fanout();
  return {
    kind: "memory",
    async publish(events) {
      for (const e of events) fan.emit(normalize(e));
    },
    subscribe: (l) => fan.subscribe(l),
    ready: async () => {},
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY. One dedicated connection listens (reconnecting after a loss);
 * publishing is one `pg_notify` per event over a short-lived pool connection, sent in one
 * round-trip for many events. A NOTIFY sent inside a transaction is delivered on commit.
 */
export function createPostgresBus(url: string, logger?: Logger): EventBus {
  const fan = new Fanout();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  let listener: pg.Client | null = null;
  let closed = false;
  let ready: Promise<void>;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (m) => {
      const e = m.channel === CHANNEL && m.payload ? parse(m.payload) : null;
      if (e) fan.emit(e);
    });
    client.on("error", (err) => {
      logger?.warn({ err }, "notification listener lost; reconnecting");
      client.end().catch(() => {});
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void (ready = connect().catch(() => {})), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (closed) await client.end();
    else listener = client;
  };
  ready = connect();

  return {
    kind: "postgres",
    async publish(events) {
      if (!events.length) return;
      const payloads = events.map((e) => JSON.stringify(normalize(e)));
      await pool.query("select pg_notify($1, p) from unnest($2::text[]) as p", [CHANNEL, payloads]);
    },
    subscribe: (l) => fan.subscribe(l),
    ready: () => ready,
    async close() {
      closed = true;
      await ready.catch(() => {});
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Redis pub/sub: one subscriber connection, one publisher connection. */
export function createRedisBus(url: string, logger?: Logger, channel = CHANNEL): EventBus {
  const fan = new Fanout();
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false });
  for (const r of [pub, sub]) r.on("error", (err) => logger?.warn({ err }, "redis bus error"));
  const ready = sub.subscribe(channel);
  sub.on("message", (ch, raw) => {
    const e = ch === channel ? parse(raw) : null;
    if (e) fan.emit(e);
  });
  return {
    kind: "redis",
    async publish(events) {
      if (!events.length) return;
      const p = pub.pipeline();
      for (const e of events) p.publish(channel, JSON.stringify(normalize(e)));
      await p.exec();
    },
    subscribe: (l) => fan.subscribe(l),
    ready: () => ready.then(() => {}),
    async close() {
      await ready.catch(() => {});
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export function createEventBus(opts: { databaseUrl?: string; redisUrl?: string; logger?: Logger }): EventBus {
  if (opts.redisUrl) return createRedisBus(opts.redisUrl, opts.logger);
  if (opts.databaseUrl) return createPostgresBus(opts.databaseUrl, opts.logger);
  return createMemoryBus();
}
