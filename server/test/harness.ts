// Builds the real app on a fresh database (PGlite from the run's template, or the
// PostgreSQL of DATABASE_URL), with real SMTP to a local sink.
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import pino from "pino";
import { inject } from "vitest";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openPglite, openPostgres, type Database } from "../db/client.ts";
import { createMailer } from "../mail/transport.ts";
import { hc, type ClientResponse } from "hono/client";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import { createApp, type AppDeps, type AppType } from "../app.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";
import { checkAnswersAgainstSchemas } from "../routes/openapi.ts";

// Every JSON success a test reads is first parsed with its route's response schema: an answer the
// OpenAPI document does not describe is a 500 naming the route.
checkAnswersAgainstSchemas(true);

export const ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-for-vitest-only-0123456789abcdef";

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openEmbeddedTestDatabase();
}

/**
 * A fresh embedded database of the test's own, also on the PostgreSQL run: for a test that must
 * empty a table (the PostgreSQL database is shared by the test files of a worker).
 */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  const template = inject("pgliteTemplate");
  if (template) return openPglite({ loadDataDir: new Blob([readFileSync(template)]) });
  // The PostgreSQL run makes no embedded template: migrate a fresh one.
  const database = await openPglite();
  await migrateDatabase(database);
  return database;
}

export interface TestContext {
  app: ReturnType<typeof createApp>["app"];
  live: ReturnType<typeof createApp>["live"];
  database: Database;
  smtp: SmtpSink;
  /** Every log line the app wrote. */
  logs: string[];
  client(opts?: { ip?: string; origin?: string | null }): Client;
  close(): Promise<void>;
}

export async function createTestContext(
  env: Record<string, string> = {},
  opts: { smtpDelayMs?: number; database?: Database } & Pick<
    AppDeps,
    "events" | "streamLimits" | "redis" | "bodyTimeouts" | "clickLimits"
  > = {},
): Promise<TestContext> {
  const { smtpDelayMs, database: given, ...extra } = opts;
  const database = given ?? (await openTestDatabase());
  const smtp = await startSmtpSink({ delayMs: smtpDelayMs });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const logger = pino({ level: "debug" }, sink);
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: ORIGIN,
    AUTH_SECRET: TEST_SECRET,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    CLIENT_DIR: "/nonexistent",
    ...env,
  });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: "/nonexistent", logger });
  const { app, live } = createApp({ config, database, mailer, logger, ...extra });
  return {
    app,
    live,
    database,
    smtp,
    logs,
    client: (opts) => new Client(app, opts?.ip ?? randomIp(), opts?.origin === undefined ? ORIGIN : opts.origin),
    async close() {
      await mailer.flush(2000);
      mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

/** A distinct client address per test client, so rate limits do not leak between tests. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const randomEmail = (tag = "user") => `${tag}-${randomBytes(5).toString("hex")}@example.com`;

export interface Res<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The JSON a typed call answers when it does not refuse (not its text, CSV or empty answers). */
type Success<R> =
  R extends ClientResponse<infer O, infer S, infer F>
    ? F extends "json"
      ? [S] extends [ClientErrorStatusCode | ServerErrorStatusCode]
        ? never
        : O
      : never
    : never;
/**
 * What a typed call (`client.api…`) answers: the JSON its route answers with a 2xx status, and the
 * one error shape's `error` (there exactly when the status is not 2xx; tests read it after
 * asserting the status).
 */
export type BodyOf<R> = [Success<R>] extends [never] ? UntypedJson : Success<R> & Refusal;
/** The one error shape (server/http/errors.ts); `fields` is there when the error names fields. */
interface Refusal {
  error: { code: string; message: string; fields: Record<string, string> };
}
/**
 * Routes outside the typed API (Better Auth, /go, pages) and bodies a test sends on purpose wrong: read as the test
 * asserts.
 */
type UntypedJson = any;

/** A typed call's status, headers and JSON body, read once: `await read(client.api.favorites.$get())`. */
export async function read<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Res<BodyOf<R>>> {
  return readResponse(await call);
}

async function readResponse(res: Response): Promise<Res<any>> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A browser-like client: keeps cookies, sends Origin, JSON in and out. */
export class Client {
  cookies = new Map<string, string>();
  bearer?: string;
  private app: TestContext["app"];
  readonly ip: string;
  private origin: string | null;
  /**
   * The typed API (`hono/client` over the app's own `request`, with this client's cookies and
   * headers): `client.api.favorites[":id"].$delete({ param: { id } })`; read it with `read()`.
   */
  readonly api: ReturnType<typeof hc<AppType>>["api"]["v1"];
  constructor(app: TestContext["app"], ip: string, origin: string | null) {
    this.app = app;
    this.ip = ip;
    this.origin = origin;
    this.api = hc<AppType>(ORIGIN, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => this.send(input, init),
    }).api.v1;
  }

  /** One request to the app as this client: its address, Origin, cookies and token; the cookies it sets are kept. */
  async send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const h = new Headers(init.headers);
    if (!h.has("x-forwarded-for")) h.set("x-forwarded-for", this.ip);
    if (this.origin && !h.has("origin")) h.set("origin", this.origin);
    if (this.cookies.size && !h.has("cookie"))
      h.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (this.bearer && !h.has("authorization")) h.set("authorization", `Bearer ${this.bearer}`);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url;
    const res = await this.app.request(path, { ...init, headers: h });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/i.test(c) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Any request, untyped: for the routes outside the typed API, and for bodies that are wrong on purpose. */
  async req(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<UntypedJson>> {
    const h = new Headers(headers);
    let payload: BodyInit | undefined;
    if (typeof body === "string") payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!h.has("content-type")) h.set("content-type", "application/json");
    }
    return readResponse(await this.send(path, { method, headers: h, body: payload }));
  }
  get = (p: string, h?: Record<string, string>) => this.req("GET", p, undefined, h);
  post = (p: string, b?: unknown, h?: Record<string, string>) => this.req("POST", p, b, h);
  put = (p: string, b?: unknown) => this.req("PUT", p, b);
  patch = (p: string, b?: unknown) => this.req("PATCH", p, b);
  del = (p: string) => this.req("DELETE", p);
}

export const PASSWORD = "correct-horse-1";

/** Sign up, read the real confirmation e-mail, open its link: a signed-in client. */
export async function signedInUser(ctx: TestContext, opts: { lang?: "el" | "en" | "de"; email?: string } = {}) {
  const email = opts.email ?? randomEmail();
  const client = ctx.client();
  const res = await client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "",
    lang: opts.lang ?? "el",
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await ctx.smtp.waitFor(email, (m) => !!m.link);
  const tokenHash = new URL(mail.link!).searchParams.get("token_hash")!;
  const confirmed = await client.post("/api/auth/confirm", { token_hash: tokenHash, type: "email" });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const me = await read(client.api.profile.$get());
  return { client, email, id: me.body.id, mail };
}
