// Load benchmark of the API (autocannon over loopback): requests/s and latency per endpoint,
// then two abuse workloads (issue 11): /healthz p99 during a burst of sign-ins, and the
// process's RSS before/after 100 000 requests for unique unknown URLs; then issue 28's: 10 000 live
// deals under anonymous requests whose q varies (BENCH_DEALS to change the count), and a second
// instance whose Redis hangs — each with /healthz p99, the longest event-loop block and RSS.
// Starts the real app on a fresh embedded database (or DATABASE_URL) with one confirmed user.
//   npm run bench:abuse -- [seconds=5] [connections=20] [uniqueUrls=100000]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createApp } from "../server/app.ts";
import { withQueue } from "../server/mail/transport.ts";

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-bench-"));
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const uniqueUrls = Number(process.argv[4] ?? 100_000);
const config = loadConfig({
  ...process.env,
  TRUST_PROXY: "1",
  PORT: String(port),
  PUBLIC_ORIGIN: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  CLIENT_DIR: "./build/client",
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
let lastLink = "";
const mailer = withQueue(
  { send: async (_to, _m, link) => void (lastLink = link ?? ""), close: () => {} },
  pino({ level: "silent" }),
);
const { app } = createApp({ config, database, mailer, logger: pino({ level: "silent" }) });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

// One confirmed, signed-in user with some data.
const email = `bench-${Date.now()}@example.com`;
const json = { "content-type": "application/json", origin };
await fetch(`${origin}/api/auth/sign-up/email`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ email, password: "bench-password", name: "" }),
});
await mailer.flush();
const token = new URL(lastLink).searchParams.get("token_hash");
const confirmed = await fetch(`${origin}/api/auth/confirm`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ token_hash: token, type: "email" }),
});
const cookie = confirmed.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
for (let i = 0; i < 10; i++) {
  await fetch(`${origin}/api/v1/favorites`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ type: "hotel", title: `Hotel ${i}` }),
  });
}

const targets: {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
}[] = [
  { name: "GET /healthz", path: "/healthz" },
  { name: "GET /api/v1/deals?q=έκπτωση", path: `/api/v1/deals?q=${encodeURIComponent("έκπτωση")}` },
  { name: "GET /api/v1/favorites (signed in)", path: "/api/v1/favorites", headers: { cookie } },
  { name: "GET /api/v1/notifications (signed in)", path: "/api/v1/notifications", headers: { cookie } },
  {
    name: "POST /api/v1/search-history (signed in)",
    path: "/api/v1/search-history",
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ query: "ferry to Naxos" }),
  },
  { name: "GET /home (prerendered HTML, br)", path: "/home", headers: { "accept-encoding": "br" } },
];

console.log(`database: ${database.kind}, ${seconds} s per endpoint, ${connections} connections\n`);
console.log("| endpoint | req/s | p50 ms | p99 ms | non-2xx |");
console.log("|---|---|---|---|---|");
for (const t of targets) {
  const r = await autocannon({
    url: origin + t.path,
    method: t.method ?? "GET",
    headers: t.headers,
    body: t.body,
    connections,
    duration: seconds,
  });
  console.log(`| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
}

// /healthz while sign-ins (a scrypt hash each) arrive from many addresses as fast as 32 clients can send them.
const healthz = (at = origin) => autocannon({ url: `${at}/healthz`, connections: 10, duration: seconds });
const quiet = await healthz();
let stop = false;
const signIns = new Map<number, number>();
const burst = Array.from({ length: 32 }, async (_, w) => {
  for (let i = 0; !stop; i++) {
    const res = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...json, "x-forwarded-for": `10.${w}.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify({ email: `burst-${w}-${i}@example.com`, password: "wrong-password" }),
    });
    await res.arrayBuffer();
    signIns.set(res.status, (signIns.get(res.status) ?? 0) + 1);
  }
});
const loud = await healthz();
stop = true;
await Promise.all(burst);
const total = [...signIns.values()].reduce((a, b) => a + b, 0);
console.log(`\n/healthz during a sign-in burst (${seconds} s, 32 sign-in clients, 10 /healthz connections)\n`);
console.log("| | /healthz req/s | p50 ms | p99 ms | sign-ins/s | sign-in answers |");
console.log("|---|---|---|---|---|---|");
console.log(`| quiet | ${Math.round(quiet.requests.average)} | ${quiet.latency.p50} | ${quiet.latency.p99} | – | – |`);
console.log(
  `| burst | ${Math.round(loud.requests.average)} | ${loud.latency.p50} | ${loud.latency.p99} | ${Math.round(total / seconds)} | ${JSON.stringify(Object.fromEntries(signIns))} |`,
);

// Memory: unique URLs nobody has asked for before (404 pages, missing assets).
const mb = (n: number) => Math.round(n / 1024 / 1024);
const rssBefore = process.memoryUsage().rss;
let next = 0;
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (next < uniqueUrls) {
      const i = next++;
      const res = await fetch(`${origin}${i % 2 ? `/no-such-page-${i}` : `/assets/missing-${i}.js`}`, {
        headers: { "accept-encoding": "br" },
      });
      await res.arrayBuffer();
    }
  }),
);
(globalThis as { gc?: () => void }).gc?.();
const rssAfter = process.memoryUsage().rss;
console.log(
  `\nRSS before/after ${uniqueUrls} unique-URL requests: ${mb(rssBefore)} MB → ${mb(rssAfter)} MB (server and load generator in one process)`,
);

// --- Issue 28: the catalogue under attack. 10 000 live deals (two 5 000-row imports' worth), then
// anonymous list and page requests whose q varies by case, accents and words (every one a new
// cache key before keys were folded), while /healthz is measured and the event loop watched.
// The server runs in a process of its own, as in production: the attackers' and autocannon's own
// work (reading 185 kB pages) is not the server's. Its event-loop block and RSS come from its
// /metrics (prom-client's lag histogram, reset by each read).
const { monitorEventLoopDelay } = await import("node:perf_hooks");
const { spawn } = await import("node:child_process");
const { deals } = await import("../server/db/schema.ts");
const dealCount = Number(process.env.BENCH_DEALS ?? 10_000);
const dealsDir = mkdtempSync(path.join(tmpdir(), "taxidaki-bench-deals-"));
const seed = config.DATABASE_URL ? database : await openDatabase({ dataDir: dealsDir });
const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const words = ["Νάξος", "Πάρος", "Κρήτη", "Ρόδος", "Athens", "ferry", "hotel", "Santorini", "Κέρκυρα", "Μύκονος"];
for (let i = 0; i < dealCount; i += 500) {
  await seed.db.insert(deals).values(
    Array.from({ length: Math.min(500, dealCount - i) }, (_, k) => ({
      title: `Προσφορά ${i + k}: ${words[(i + k) % words.length]} ${"έκπτωση ".repeat(5)}`,
      description: `Deal ${i + k}: ${"a long description of the offer, ".repeat(8)}`,
      partner_id: "ferryhopper",
      category: "ferries",
      url: "https://www.ferryhopper.com/",
      price_from: 1000 + k,
      expiry_date: iso(new Date(today.getTime() + (30 + (k % 60)) * 86_400_000)),
    })),
  );
}
if (seed !== database) await seed.close();
const dealsPort = port + 2;
const dealsOrigin = `http://127.0.0.1:${dealsPort}`;
const metricsToken = "bench-metrics-token-0123456789";
const child = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    PORT: String(dealsPort),
    PUBLIC_ORIGIN: dealsOrigin,
    DATA_DIR: dealsDir,
    LOG_LEVEL: "silent",
    CLIENT_DIR: "./build/client",
    METRICS_TOKEN: metricsToken,
    SAMPLE_DEALS: "false",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
for (let tries = 0; ; tries++) {
  const ready = await fetch(`${dealsOrigin}/readyz`).catch(() => undefined);
  if (ready?.ok) break;
  if (tries > 600) throw new Error("the server for the deals case did not start");
  await new Promise((r) => setTimeout(r, 100));
}
const serverMetrics = async () => {
  const text = await (
    await fetch(`${dealsOrigin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN);
  return { lagMaxMs: value("nodejs_eventloop_lag_max_seconds") * 1000, rss: value("process_resident_memory_bytes") };
};
// Warm: the first list of each language reads the table (a cold start, measured by the cache test).
for (const lang of ["", "/en", "/de"]) await (await fetch(`${dealsOrigin}${lang}/deals`)).arrayBuffer();
const variants = (i: number) => {
  const w = words[i % words.length]!;
  const forms = [
    w,
    w.toUpperCase(),
    w.toLowerCase(),
    w.normalize("NFD").replace(/[\u0300-\u036f]/g, ""),
    `${w} ${i % 7}`,
  ];
  return forms[Math.floor(i / words.length) % forms.length]!;
};
const before = await serverMetrics();
let attack = true;
let sent = 0;
const statuses = new Map<number, number>();
const attackers = Array.from({ length: 8 }, async (_, w) => {
  for (let i = w; attack; i += 8) {
    const q = encodeURIComponent(variants(i));
    const res = await fetch(`${dealsOrigin}${i % 4 === 0 ? `/deals?q=${q}` : `/api/v1/deals?q=${q}`}`, {
      headers: { "accept-encoding": "br" },
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    sent++;
  }
});
const underAttack = await healthz(dealsOrigin);
attack = false;
await Promise.all(attackers);
const after = await serverMetrics();
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
console.log(`
Issue 28 cases (the deals case: the server in a process of its own, its block and RSS from its /metrics; the Redis case: server and load generator in one process)
`);
console.log("| case | /healthz p99 ms | longest event-loop block ms | RSS MB before → after | answers |");
console.log("|---|---|---|---|---|");
console.log(
  `| ${dealCount} live deals, 8 clients varying q (list and /deals pages), ${sent} requests | ${underAttack.latency.p99} | ${Math.round(after.lagMaxMs)} | ${mb(before.rss)} → ${mb(after.rss)} | ${JSON.stringify(Object.fromEntries(statuses))} |`,
);

// A Redis that accepts connections and never answers (stopped, wedged, a lost network): a second
// instance on the same database with REDIS_URL pointing at it. Signed-in reads and sign-ins must
// answer (from the database) or say 503, within the Redis timeout, never hang or 500.
const { startFaultyRedis } = await import("../server/test/faulty-redis.ts");
const { openRedis } = await import("../server/redis.ts");
const hung = await startFaultyRedis({ mode: "hang" });
const port2 = port + 1;
const origin2 = `http://127.0.0.1:${port2}`;
const config2 = loadConfig({
  ...process.env,
  TRUST_PROXY: "1",
  PORT: String(port2),
  PUBLIC_ORIGIN: origin2,
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  CLIENT_DIR: "./build/client",
  REDIS_URL: hung.url,
});
const redis2 = await openRedis(hung.url, "bench:", { timeoutMs: config2.REDIS_TIMEOUT_MS });
const second = createApp({ config: config2, database, mailer, logger: pino({ level: "silent" }), redis: redis2 });
const server2 = serve({ fetch: second.app.fetch, port: port2, hostname: "127.0.0.1" });
const block2 = monitorEventLoopDelay({ resolution: 10 });
block2.enable();
const rss2 = process.memoryUsage().rss;
const hungStatuses = new Map<number, number>();
let hungOn = true;
const hungClients = Array.from({ length: 8 }, async (_, w) => {
  for (let i = 0; hungOn; i++) {
    const signIn = i % 2 === 1;
    const res = await fetch(`${origin2}${signIn ? "/api/auth/sign-in/email" : "/api/v1/favorites"}`, {
      method: signIn ? "POST" : "GET",
      headers: signIn ? { ...json, origin: origin2, "x-forwarded-for": `10.9.${w}.${i & 255}` } : { cookie },
      body: signIn ? JSON.stringify({ email: `hung-${w}-${i}@example.com`, password: "wrong-password" }) : undefined,
    });
    await res.arrayBuffer();
    hungStatuses.set(res.status, (hungStatuses.get(res.status) ?? 0) + 1);
  }
});
const hungHealthz = await autocannon({ url: `${origin2}/healthz`, connections: 10, duration: seconds });
const favourites = await autocannon({
  url: `${origin2}/api/v1/favorites`,
  headers: { cookie },
  connections: 4,
  duration: seconds,
});
hungOn = false;
await Promise.all(hungClients);
block2.disable();
console.log(
  `| Redis hung (accepts, never answers; timeout ${config2.REDIS_TIMEOUT_MS} ms): signed-in reads p99 ${favourites.latency.p99} ms, ${favourites.non2xx} non-2xx of ${favourites.requests.total} | ${hungHealthz.latency.p99} | ${Math.round(block2.max / 1e6)} | ${mb(rss2)} → ${mb(process.memoryUsage().rss)} | ${JSON.stringify(Object.fromEntries(hungStatuses))} |`,
);
server2.close();
await redis2.close();
await hung.close();

server.close();
await database.close();
process.exit(0);
