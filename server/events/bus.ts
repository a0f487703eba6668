// The notification event bus: how a change made by one server instance reaches the streams
// held by every instance. In-process on PGlite (one process), PostgreSQL LISTEN/NOTIFY when
// DATABASE_URL is set, Redis pub/sub when REDIS_URL is set.
//
// An event reaches the instance that publishes it at once, in-process, whatever the network does;
// other instances hear it through the database or Redis and skip their own (each message names the
// instance it comes from). With Redis and PostgreSQL both set, an event Redis does not take goes
// out by the database's NOTIFY instead, and every instance listens on both (issue 37: a deleted
// account stayed signed in on every instance, the deleting one too, while Redis was down).
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { boundedRedisOptions, DEFAULT_REDIS_TIMEOUT_MS, logOutages } from "../redis.ts";

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
  /** Delivers the events to this instance's subscribers at once, then sends them to the other instances. */
  publish(events: NotificationEvent[]): Promise<void>;
  /** Sends the events to the other instances only (a bus between instances). */
  send?(events: NotificationEvent[]): Promise<void>;
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

/** An event as it travels between instances: with the id of the instance that sent it. */
type Message = NotificationEvent & { from?: string };

const encode = (e: NotificationEvent, from: string) => JSON.stringify({ ...normalize(e), from } satisfies Message);

/** An event another instance sent (null for this instance's own, delivered already, and for anything unreadable). */
function decode(raw: string, self: string): NotificationEvent | null {
  try {
    const { from, ...e } = JSON.parse(raw) as Message;
    if (from === self) return null;
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
export function createPostgresBus(url: string, logger?: Logger, shared?: { fan: Fanout; self: string }): EventBus {
  const fan = shared?.fan ?? new Fanout();
  const self = shared?.self ?? randomUUID();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  let listener: pg.Client | null = null;
  let closed = false;
  let ready: Promise<void>;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (m) => {
      const e = m.channel === CHANNEL && m.payload ? decode(m.payload, self) : null;
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

  /** To the other instances only (this one has them already). */
  const send = async (events: NotificationEvent[]) => {
    if (!events.length) return;
    const payloads = events.map((e) => encode(e, self));
    await pool.query("select pg_notify($1, p) from unnest($2::text[]) as p", [CHANNEL, payloads]);
  };
  return {
    kind: "postgres",
    async publish(events) {
      for (const e of events) fan.emit(normalize(e));
      await send(events);
    },
    send,
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

/**
 * Redis pub/sub: one subscriber connection, one publisher connection. Publishing waits at most
 * `timeoutMs` (a request that changed notifications awaits it). When Redis does not take an event,
 * it goes out through `fallback` (the database's NOTIFY, which every instance also listens to);
 * without one, it is lost to the other instances (logged by the notification service) and their
 * open pages catch up when they reconnect.
 */
export function createRedisBus(
  url: string,
  opts: { logger?: Logger; channel?: string; timeoutMs?: number; fallbackDatabaseUrl?: string } = {},
): EventBus {
  const { logger, channel = CHANNEL, timeoutMs = DEFAULT_REDIS_TIMEOUT_MS } = opts;
  const fan = new Fanout();
  const self = randomUUID();
  const fallback = opts.fallbackDatabaseUrl
    ? createPostgresBus(opts.fallbackDatabaseUrl, logger, { fan, self })
    : undefined;
  const pub = new Redis(url, boundedRedisOptions(timeoutMs));
  // The subscriber waits for its connection (no request waits on it) and subscribes again after a reconnect.
  const sub = new Redis(url, { connectTimeout: timeoutMs });
  logOutages(
    pub,
    logger,
    fallback
      ? "notification events go to other instances through the database"
      : "notification events are not published to other instances",
  );
  logOutages(sub, logger, "notification events from other instances do not arrive through Redis");
  const ready = sub.subscribe(channel);
  ready.catch(() => {}); // a bus closed before Redis answered
  const publisherReady = new Promise<void>((resolve) => pub.once("ready", () => resolve()));
  sub.on("message", (ch, raw) => {
    const e = ch === channel ? decode(raw, self) : null;
    if (e) fan.emit(e);
  });
  const send = async (events: NotificationEvent[]) => {
    if (!events.length) return;
    try {
      const p = pub.pipeline();
      for (const e of events) p.publish(channel, encode(e, self));
      // A pipeline reports each command's failure in its result instead of rejecting.
      const failed = (await p.exec())?.find(([err]) => err);
      if (failed) throw failed[0];
    } catch (err) {
      if (!fallback?.send) throw err;
      await fallback.send(events);
    }
  };
  return {
    kind: "redis",
    async publish(events) {
      for (const e of events) fan.emit(normalize(e));
      await send(events);
    },
    send,
    subscribe: (l) => fan.subscribe(l),
    ready: () => Promise.all([ready, publisherReady, fallback?.ready()]).then(() => {}),
    async close() {
      // Not waiting for `ready`: with Redis down it may never come.
      sub.disconnect();
      pub.disconnect();
      await fallback?.close();
    },
  };
}

export function createEventBus(opts: {
  databaseUrl?: string;
  redisUrl?: string;
  redisTimeoutMs?: number;
  logger?: Logger;
}): EventBus {
  if (opts.redisUrl)
    return createRedisBus(opts.redisUrl, {
      logger: opts.logger,
      timeoutMs: opts.redisTimeoutMs,
      fallbackDatabaseUrl: opts.databaseUrl,
    });
  if (opts.databaseUrl) return createPostgresBus(opts.databaseUrl, opts.logger);
  return createMemoryBus();
}
