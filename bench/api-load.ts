// Load benchmark of the API (autocannon over loopback): requests/s and latency per endpoint.
// Starts the real app on a fresh embedded database (or DATABASE_URL) with one confirmed user.
//   npx tsx bench/api-load.ts [seconds=5] [connections=20]
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
const config = loadConfig({ ...process.env, PORT: String(port), PUBLIC_ORIGIN: origin, DATA_DIR: dataDir, LOG_LEVEL: "silent", CLIENT_DIR: "./build/client" });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
let lastLink = "";
const mailer = withQueue({ send: async (_to, _m, link) => void (lastLink = link ?? ""), close: () => {} }, pino({ level: "silent" }));
const { app } = createApp({ config, database, mailer, logger: pino({ level: "silent" }) });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

// One confirmed, signed-in user with some data.
const email = `bench-${Date.now()}@example.com`;
const json = { "content-type": "application/json", origin };
await fetch(`${origin}/api/auth/sign-up/email`, { method: "POST", headers: json, body: JSON.stringify({ email, password: "bench-password", name: "" }) });
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
server.close();
await database.close();
process.exit(0);
