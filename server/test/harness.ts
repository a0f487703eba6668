// Builds the real app on a fresh database (PGlite from the run's template, or the
// PostgreSQL of DATABASE_URL), with real SMTP to a local sink.
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import pino from "pino";
import { inject } from "vitest";
import { loadConfig } from "../config.ts";
import { openPglite, openPostgres, type Database } from "../db/client.ts";
import { createMailer } from "../mail/transport.ts";
import { createApp, type AppDeps } from "../app.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

export const ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-for-vitest-only-0123456789abcdef";

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  const template = inject("pgliteTemplate");
  return openPglite({ loadDataDir: new Blob([readFileSync(template)]) });
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
  opts: { smtpDelayMs?: number; database?: Database } & Pick<AppDeps, "events" | "streamLimits"> = {},
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

/** A browser-like client: keeps cookies, sends Origin, JSON in and out. */
export class Client {
  cookies = new Map<string, string>();
  bearer?: string;
  constructor(
    private app: TestContext["app"],
    readonly ip: string,
    private origin: string | null,
  ) {}

  async req<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const h = new Headers({ "x-forwarded-for": this.ip });
    if (this.origin) h.set("origin", this.origin);
    if (this.cookies.size) h.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (this.bearer) h.set("authorization", `Bearer ${this.bearer}`);
    for (const [k, v] of Object.entries(headers)) h.set(k, v);
    let payload: BodyInit | undefined;
    if (typeof body === "string") payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!h.has("content-type")) h.set("content-type", "application/json");
    }
    const res = await this.app.request(path, { method, headers: h, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/i.test(c) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  get = <T = any>(p: string, h?: Record<string, string>) => this.req<T>("GET", p, undefined, h);
  post = <T = any>(p: string, b?: unknown, h?: Record<string, string>) => this.req<T>("POST", p, b, h);
  put = <T = any>(p: string, b?: unknown) => this.req<T>("PUT", p, b);
  patch = <T = any>(p: string, b?: unknown) => this.req<T>("PATCH", p, b);
  del = <T = any>(p: string) => this.req<T>("DELETE", p);
}

export const PASSWORD = "correct-horse-1";

/** Sign up, read the real confirmation e-mail, open its link: a signed-in client. */
export async function signedInUser(ctx: TestContext, opts: { lang?: "el" | "en" | "de"; email?: string } = {}) {
  const email = opts.email ?? randomEmail();
  const client = ctx.client();
  const res = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "", lang: opts.lang ?? "el" });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await ctx.smtp.waitFor(email, (m) => !!m.link);
  const tokenHash = new URL(mail.link!).searchParams.get("token_hash")!;
  const confirmed = await client.post("/api/auth/confirm", { token_hash: tokenHash, type: "email" });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const me = await client.get<{ id: string }>("/api/v1/profile");
  return { client, email, id: me.body.id, mail };
}
