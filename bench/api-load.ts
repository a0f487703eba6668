// Load benchmark of the API (autocannon over loopback): requests/s and latency per endpoint,
// then two abuse workloads (issue 11): /healthz p99 during a burst of sign-ins, and the
// process's RSS before/after 100 000 requests for unique unknown URLs.
// Starts the real app on a fresh embedded database (or DATABASE_URL) with one confirmed user.
//   npx tsx bench/api-load.ts [seconds=5] [connections=20] [uniqueUrls=100000]
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
const config = loadConfig({ ...process.env, TRUST_PROXY: "1", PORT: String(port), PUBLIC_ORIGIN: origin, DATA_DIR: dataDir, LOG_LEVEL: "silent", CLIENT_DIR: "./build/client" });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
let lastLink = "";
const mailer = withQueue({ send: async (_to, _m, link) => void (lastLink = link ?? ""), close: () => {} }, pino({ level: "silent" }));
const { app } = createApp({ config, database, mailer, logger: pino({ level: "silent" }) });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

// One confirmed, signed-in user with some data.
const email = `bench-${Date.now()}@example.com`;
const json = { "content-type": "application/json", origin };
await fetch(`${origin}/api/auth/sign-up/email`, { method: "POST", headers: json, body: JSON.stringify({ email, password: "bench-password", name: "" }) });
await mailer.flush();
const token = new URL(lastLink).searchParams.get("token_hash");
const confirmed = await fetch(`${origin}/api/auth/confirm`, { method: "POST", headers: json, body: JSON.stringify({ token_hash: token, type: "email" }) });
const cookie = confirmed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
for (let i = 0; i < 10; i++) {
  await fetch(`${origin}/api/v1/favorites`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ type: "hotel", title: `Hotel ${i}` }) });
}

const targets: { name: string; path: string; headers?: Record<string, string>; method?: "GET" | "POST"; body?: string }[] = [
  { name: "GET /healthz", path: "/healthz" },
  { name: "GET /api/v1/deals?q=έκπτωση", path: `/api/v1/deals?q=${encodeURIComponent("έκπτωση")}` },
  { name: "GET /api/v1/favorites (signed in)", path: "/api/v1/favorites", headers: { cookie } },
  { name: "GET /api/v1/notifications (signed in)", path: "/api/v1/notifications", headers: { cookie } },
  { name: "POST /api/v1/search-history (signed in)", path: "/api/v1/search-history", method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ query: "ferry to Naxos" }) },
  { name: "GET /home (prerendered HTML, br)", path: "/home", headers: { "accept-encoding": "br" } },
];

console.log(`database: ${database.kind}, ${seconds} s per endpoint, ${connections} connections\n`);
console.log("| endpoint | req/s | p50 ms | p99 ms | non-2xx |");
console.log("|---|---|---|---|---|");
for (const t of targets) {
  const r = await autocannon({ url: origin + t.path, method: t.method ?? "GET", headers: t.headers, body: t.body, connections, duration: seconds });
  console.log(`| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
}

// /healthz while sign-ins (a scrypt hash each) arrive from many addresses as fast as 32 clients can send them.
const healthz = () => autocannon({ url: `${origin}/healthz`, connections: 10, duration: seconds });
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
      const res = await fetch(`${origin}${i % 2 ? `/no-such-page-${i}` : `/assets/missing-${i}.js`}`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
    }
  }),
);
(globalThis as { gc?: () => void }).gc?.();
const rssAfter = process.memoryUsage().rss;
console.log(`\nRSS before/after ${uniqueUrls} unique-URL requests: ${mb(rssBefore)} MB → ${mb(rssAfter)} MB (server and load generator in one process)`);

server.close();
await database.close();
process.exit(0);
