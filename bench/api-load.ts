// Load benchmark of the API (autocannon over loopback), printed as markdown tables.
// Starts the real app on a fresh embedded database (or DATABASE_URL, and REDIS_URL when set)
// with a few confirmed users, and a bare Hono server as the yardstick, each in a child process
// of its own (the load generator runs here, on the same machine, as in issue 16). It also prints
// the app process's CPU time per request, steadier than req/s on a shared machine.
//   npm run bench:api -- [seconds=60] [connections=32]
// Each section is its own function; main() runs them in order.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { loadConfig } from "../server/config.ts";
import { openDatabase, postgresOptions, type Database } from "../server/db/client.ts";
import { createApp } from "../server/app.ts";
import { withQueue } from "../server/mail/transport.ts";

const seconds = Number(process.argv[2] ?? 60);
const connections = Number(process.argv[3] ?? 32);
/** One signed-in user per connection, as 32 browsers would be. */
const USERS = connections;

interface Running {
  origin: string;
  server: ServerType;
  database: Database;
  dataDir: string;
  /** The link of the last e-mail sent (confirmation). */
  lastLink: () => string;
}

const listen = (fetch: (req: Request) => Response | Promise<Response>, port: number) =>
  new Promise<ServerType>((resolve) => {
    const server = serve({ fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
  });

async function startApp(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    CLIENT_DIR: "./build/client",
    TRUST_PROXY: "true",
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, postgres: postgresOptions(config) });
  let link = "";
  const mailer = withQueue(
    { send: async (_to, _m, l) => void (link = l ?? ""), close: () => {} },
    pino({ level: "silent" }),
  );
  const { app } = createApp({
    config,
    database,
    mailer,
    logger: process.env.BENCH_LOG
      ? pino({ level: "info" }, pino.destination(process.env.BENCH_LOG))
      : pino({ level: "silent" }),
  });
  const server = await listen(app.fetch, port);
  return { origin, server, database, dataDir, lastLink: () => link };
}

/** Signs up and confirms one user; returns the session cookies of the browser that confirmed. */
async function signedInUser(run: Running, i: number): Promise<string> {
  const { origin } = run;
  // Each user from an address of its own (the sign-up rate limit is per IP).
  const json = {
    "content-type": "application/json",
    origin,
    "x-forwarded-for": `10.${process.pid % 250}.${i >> 8}.${(i % 250) + 1}`,
  };
  const email = `bench-${Date.now()}-${i}@example.com`;
  const previous = run.lastLink();
  await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "bench-password", name: "" }),
  });
  // Mail goes out in the background: wait for this user's link.
  for (let t = 0; t < 500 && run.lastLink() === previous; t++) await new Promise((r) => setTimeout(r, 10));
  const token = new URL(run.lastLink()).searchParams.get("token_hash");
  const confirmed = await fetch(`${origin}/api/auth/confirm`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ token_hash: token, type: "email" }),
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  for (let f = 0; f < 10; f++) {
    await fetch(`${origin}/api/v1/favorites`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ type: "hotel", title: `Hotel ${f}` }),
    });
  }
  return cookie;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

const row = (name: string, r: autocannon.Result): Row => ({
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  total: r.requests.total,
});

/**
 * The mixed signed-in workload of issue 16: each connection is one signed-in browser that, in a
 * loop, reads its favourites and notifications, adds a favourite and removes it again, saves a
 * search, and reads the public deals. Cookies are kept up to date like a browser does (the
 * session cache cookie is renewed when the server sends a new one).
 */
async function mixedWorkload(origin: string, cookies: string[]): Promise<Row> {
  let nextUser = 0;
  const jar = cookies.map((c) => new Map(c.split("; ").map((kv) => [kv.slice(0, kv.indexOf("=")), kv] as const)));
  const cookieOf = (ctx: Record<string, unknown>) => {
    ctx.user ??= nextUser++ % jar.length;
    return [...jar[ctx.user as number]!.values()].join("; ");
  };
  const keep = (ctx: Record<string, unknown>, headers?: Record<string, unknown>) => {
    const set = headers?.["set-cookie"];
    for (const v of Array.isArray(set) ? set : set ? [set] : []) {
      const kv = String(v).split(";")[0]!;
      jar[ctx.user as number]!.set(kv.slice(0, kv.indexOf("=")), kv);
    }
  };
  const json = { "content-type": "application/json", origin };
  type Ctx = Record<string, unknown>;
  interface Req {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (r: Req, ctx: Ctx) => Req;
    onResponse?: (status: number, body: string, ctx: Ctx, headers?: Record<string, unknown>) => void;
  }
  /** A request of the signed-in browser: its cookies, and any renewed cookie kept. */
  const signed = (
    req: Req,
    setup?: (r: Req, ctx: Ctx) => Partial<Req>,
    after?: (body: string, ctx: Ctx) => void,
  ): Req => ({
    ...req,
    setupRequest: (r, ctx) => ({ ...r, ...setup?.(r, ctx), headers: { ...r.headers, cookie: cookieOf(ctx) } }),
    onResponse: (_status, body, ctx, headers) => {
      keep(ctx, headers);
      after?.(body, ctx);
    },
  });
  let n = 0;
  const requests: Req[] = [
    signed({ method: "GET", path: "/api/v1/favorites" }),
    signed({ method: "GET", path: "/api/v1/notifications" }),
    signed(
      { method: "POST", path: "/api/v1/favorites", headers: json },
      () => ({ body: JSON.stringify({ type: "hotel", title: `Bench ${process.pid}-${n++}` }) }),
      (body, ctx) => {
        ctx.favorite = (JSON.parse(body) as { id?: string }).id;
      },
    ),
    signed({ method: "DELETE", path: "/api/v1/favorites/", headers: { origin } }, (_r, ctx) => ({
      path: `/api/v1/favorites/${String(ctx.favorite)}`,
    })),
    signed({
      method: "POST",
      path: "/api/v1/search-history",
      headers: json,
      body: JSON.stringify({ query: "ferry to Naxos" }),
    }),
    { method: "GET", path: `/api/v1/deals?q=${encodeURIComponent("έκπτωση")}` },
  ];
  const r = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests as unknown as autocannon.Request[],
  });
  return row("mixed signed-in workload", r);
}

/** The yardstick: a bare Hono server answering a small JSON body, same connections, same machine. */
async function bareHono(origin: string): Promise<Row> {
  const r = await autocannon({ url: `${origin}/`, connections, duration: Math.min(seconds, 15) });
  return row("bare Hono (GET / → small JSON)", r);
}

function printRows(rows: Row[]) {
  console.log("| workload | req/s | p50 ms | p99 ms | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
}

/** A server in a child process: "app" (the real app + users) or "bare" (Hono alone). */
interface Child {
  origin: string;
  cookies: string[];
  kind: string;
  /** CPU time the child has used so far (user + system, µs). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function startChild(role: "app" | "bare"): Promise<Child> {
  // BENCH_PROF=<dir>: a CPU profile of the app process (node --cpu-prof) for finding hot spots.
  const prof =
    role === "app" && process.env.BENCH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: role },
    execArgv: [...process.execArgv, ...prof],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("message", (m: { origin: string; cookies: string[]; kind: string }) =>
      resolve({
        ...m,
        cpu: () =>
          new Promise<number>((done) => {
            child.once("message", (u: { cpu: number }) => done(u.cpu));
            child.send("cpu");
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done());
            child.send("stop");
          }),
      }),
    );
  });
}

/** Child side: answers "cpu" with the CPU time used so far; any other message is "stop". */
function onParentMessage(stop: () => void) {
  process.on("message", (m) => {
    if (m !== "cpu") return stop();
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: user + system });
  });
}

/** Child side: serve, report the origin (and the users' cookies), stop when told. */
async function serveChild(role: string) {
  if (role === "bare") {
    const port = 3990 + Math.floor(Math.random() * 9);
    const app = new Hono().get("/", (c) => c.json({ status: "ok" }));
    const server = await listen(app.fetch, port);
    process.send!({ origin: `http://127.0.0.1:${port}`, cookies: [], kind: "bare" });
    onParentMessage(() => server.close(() => process.exit(0)));
    return;
  }
  const run = await startApp();
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i++) cookies.push(await signedInUser(run, i));
  process.send!({
    origin: run.origin,
    cookies,
    kind: `${run.database.kind}${process.env.REDIS_URL ? " + redis" : ""}`,
  });
  onParentMessage(async () => {
    run.server.close();
    await run.database.close();
    rmSync(run.dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function main() {
  const app = await startChild("app");
  console.log(
    `database: ${app.kind}, ${seconds} s, ${connections} connections, ${USERS} users, Node ${process.version}\n`,
  );
  const cpuBefore = await app.cpu();
  const mixed = await mixedWorkload(app.origin, app.cookies);
  const appCpuUs = (await app.cpu()) - cpuBefore;
  await app.stop();
  const bare = await startChild("bare");
  const yardstick = await bareHono(bare.origin);
  await bare.stop();
  printRows([mixed, yardstick]);
  // The app runs on one thread: its CPU time per request bounds its req/s (1000 / ms).
  const perRequest = appCpuUs / 1000 / mixed.total;
  console.log(
    `\napp CPU: ${perRequest.toFixed(3)} ms per request (${((appCpuUs / 1e6 / seconds) * 100).toFixed(0)} % of one core; one core allows ${Math.round(1000 / perRequest)} req/s)`,
  );
  console.log(
    `\nratio: the app serves ${((mixed.rps / yardstick.rps) * 100).toFixed(1)} % of a bare Hono server's req/s (${mixed.rps} / ${yardstick.rps})`,
  );
}

if (process.env.BENCH_ROLE) await serveChild(process.env.BENCH_ROLE);
else {
  await main();
  process.exit(0);
}
