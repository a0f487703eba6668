// Connect/disconnect cycles on GET /api/v1/notifications/stream over real HTTP: prints the
// process RSS and heap after warm-up and after N cycles, and the open-stream count (must be 0).
// Usage: [DATABASE_URL=…] npx tsx --expose-gc bench/notification-streams.ts [cycles=5000] [port=3104]
// (PGlite by default: its WebAssembly memory grows with use and never shrinks, so RSS on
// PostgreSQL shows the server's own figure better.)
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "../server/config.ts";
import { migrateDatabase, openPglite, openPostgres } from "../server/db/client.ts";
import { createMailer } from "../server/mail/transport.ts";
import { createApp } from "../server/app.ts";
import { startSmtpSink } from "../server/test/smtp-sink.ts";
import { readSse } from "../server/notifications/sse-reader.ts";

const cycles = Number(process.argv[2] ?? 5000);
const port = Number(process.argv[3] ?? 3104);
const origin = `http://127.0.0.1:${port}`;

const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
await migrateDatabase(database);
const smtp = await startSmtpSink();
const logger = pino({ level: "silent" });
const config = loadConfig({ NODE_ENV: "test", PORT: String(port), PUBLIC_ORIGIN: origin, SMTP_URL: smtp.url, CLIENT_DIR: "/nonexistent", LOG_LEVEL: "silent" });
const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM, outboxDir: "/nonexistent", logger });
const { app, live } = createApp({ config, database, mailer, logger });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

// One confirmed, signed-in user.
const email = `bench-${Date.now()}@example.com`;
const json = { "content-type": "application/json", origin };
await fetch(`${origin}/api/auth/sign-up/email`, { method: "POST", headers: json, body: JSON.stringify({ email, password: "bench-password-1", name: "" }) });
const mail = await smtp.waitFor(email, (m) => !!m.link);
const token_hash = new URL(mail.link!).searchParams.get("token_hash")!;
const confirmed = await fetch(`${origin}/api/auth/confirm`, { method: "POST", headers: json, body: JSON.stringify({ token_hash, type: "email" }) });
const cookie = confirmed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

async function cycle() {
  const ac = new AbortController();
  const res = await fetch(`${origin}/api/v1/notifications/stream`, { headers: { cookie }, signal: ac.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const sse = readSse(res);
  await sse.next("ready", 5000);
  ac.abort();
  await sse.cancel();
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;
async function sample(label: string) {
  await new Promise((r) => setTimeout(r, 500));
  gc?.();
  const m = process.memoryUsage();
  console.log(`${label.padEnd(24)} rss ${mb(m.rss).padStart(9)}  heap ${mb(m.heapUsed).padStart(8)}  open streams ${live.hub.count()}`);
  return m;
}

const warm = Math.min(500, cycles);
for (let i = 0; i < warm; i++) await cycle();
const before = await sample(`after ${warm} (warm-up)`);
const t0 = performance.now();
for (let i = 0; i < cycles; i++) await cycle();
const secs = (performance.now() - t0) / 1000;
const after = await sample(`after ${warm}+${cycles}`);
console.log(`${cycles} cycles in ${secs.toFixed(1)} s (${(cycles / secs).toFixed(0)}/s); rss change ${mb(after.rss - before.rss)}, heap change ${mb(after.heapUsed - before.heapUsed)}${gc ? "" : " (run with --expose-gc for stable heap figures)"}`);

await new Promise<void>((r) => server.close(() => r()));
mailer.close();
await smtp.close();
await database.close();
process.exit(live.hub.count() === 0 ? 0 : 1);
