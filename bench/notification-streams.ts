// Connect/disconnect cycles on GET /api/v1/notifications/stream over real HTTP: prints the
// process RSS and heapUsed after a full gc, after warm-up, every SAMPLE_EVERY (1000) cycles and
// after N cycles, and the open-stream count (must be 0).
// Usage: [DATABASE_URL=…] npx tsx --expose-gc bench/notification-streams.ts [cycles=5000] [port=3104]
// (PGlite by default: its WebAssembly memory grows with use and never shrinks, so RSS on
// PostgreSQL shows the server's own figure better.)
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "../server/config.ts";
import { migrateDatabase, openPglite, openPostgres } from "../server/db/client.ts";
import { createMailer } from "../server/mail/transport.ts";
import { createApp } from "../server/app.ts";
import { startSmtpSink } from "../server/test/smtp-sink.ts";
import { readSse } from "../server/test/sse-reader.ts";

const cycles = Number(process.argv[2] ?? 5000);
const port = Number(process.argv[3] ?? 3104);
const origin = `http://127.0.0.1:${port}`;

const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
await migrateDatabase(database);
const smtp = await startSmtpSink();
const logger = pino({ level: "silent" });
const config = loadConfig({
  NODE_ENV: "test",
  PORT: String(port),
  PUBLIC_ORIGIN: origin,
  SMTP_URL: smtp.url,
  CLIENT_DIR: "/nonexistent",
  LOG_LEVEL: "silent",
});
const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM, outboxDir: "/nonexistent", logger });
const { app, live } = createApp({ config, database, mailer, logger });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

// One confirmed, signed-in user.
const email = `bench-${Date.now()}@example.com`;
const json = { "content-type": "application/json", origin };
await fetch(`${origin}/api/auth/sign-up/email`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ email, password: "bench-password-1", name: "" }),
});
const mail = await smtp.waitFor(email, (m) => !!m.link);
const token_hash = new URL(mail.link!).searchParams.get("token_hash")!;
const confirmed = await fetch(`${origin}/api/auth/confirm`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ token_hash, type: "email" }),
});
const cookie = confirmed.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

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
if (!gc)
  throw new Error("run with --expose-gc (npm run bench:streams does): heapUsed is only comparable after a full gc");
/**
 * Memory after a full gc: RSS (what the OS sees), heapUsed (live JS objects), external + array buffers (native memory
 * held by JS objects).
 */
async function sample(label: string) {
  await new Promise((r) => setTimeout(r, 500));
  gc!();
  gc!();
  const m = process.memoryUsage();
  console.log(
    `${label.padEnd(26)} rss ${mb(m.rss).padStart(9)}  heapUsed ${mb(m.heapUsed).padStart(8)}  external ${mb(m.external).padStart(8)}  arrayBuffers ${mb(m.arrayBuffers).padStart(8)}  open streams ${live.hub.count()}`,
  );
  return m;
}

/**
 * HEAP_DIFF=1: a heap snapshot (after a full gc) after warm-up and after the cycles; once both are
 * taken (and the memory figures printed), live objects by constructor are compared. The snapshots
 * are parsed only at the end, so the comparison itself holds no memory during the cycles.
 */
function census(file: string): Map<string, { count: number; bytes: number }> {
  const snap = JSON.parse(readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  rmSync(file);
  const f = snap.snapshot.meta.node_fields;
  const [iType, iName, iSize] = [f.indexOf("type"), f.indexOf("name"), f.indexOf("self_size")];
  const types = snap.snapshot.meta.node_types[0];
  const out = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < snap.nodes.length; i += f.length) {
    const key = `${types[snap.nodes[i + iType]!]}:${snap.strings[snap.nodes[i + iName]!]!.slice(0, 60)}`;
    const e = out.get(key) ?? { count: 0, bytes: 0 };
    e.count++;
    e.bytes += snap.nodes[i + iSize]!;
    out.set(key, e);
  }
  return out;
}
const snapshot = process.env.HEAP_DIFF
  ? (tag: string) => writeHeapSnapshot(join(tmpdir(), `streams-${process.pid}-${tag}.heapsnapshot`))
  : null;

const every = Number(process.env.SAMPLE_EVERY ?? 1000);
const warm = Math.min(500, cycles);
for (let i = 0; i < warm; i++) await cycle();
const before = await sample(`after ${warm} (warm-up)`);
const snapBefore = snapshot?.("before");
const t0 = performance.now();
for (let i = 1; i <= cycles; i++) {
  await cycle();
  if (i % every === 0 && i < cycles) await sample(`after ${warm}+${i}`);
}
const secs = (performance.now() - t0) / 1000;
const after = await sample(`after ${warm}+${cycles}`);
const snapAfter = snapshot?.("after");
console.log(
  `${cycles} cycles in ${secs.toFixed(1)} s (${(cycles / secs).toFixed(0)}/s); rss change ${mb(after.rss - before.rss)}, heapUsed after gc change ${mb(after.heapUsed - before.heapUsed)}, external change ${mb(after.external - before.external)}`,
);

if (snapBefore && snapAfter) {
  const [a, b] = [census(snapBefore), census(snapAfter)];
  const grown = [...b]
    .map(([k, v]) => ({ k, count: v.count - (a.get(k)?.count ?? 0), bytes: v.bytes - (a.get(k)?.bytes ?? 0) }))
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, 15);
  console.log("largest growth in live objects between the snapshots (type:name  count  bytes):");
  for (const g of grown)
    console.log(`  ${g.k.padEnd(64)} ${String(g.count).padStart(8)} ${String(g.bytes).padStart(10)}`);
}

await new Promise<void>((r) => server.close(() => r()));
mailer.close();
await smtp.close();
await database.close();
process.exit(live.hub.count() === 0 ? 0 : 1);
