// The real server process: durability across SIGKILL, the data-directory lock, clean shutdown.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { hostname } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "./test/smtp-sink.ts";
import { PASSWORD, randomEmail, TEST_SECRET } from "./test/harness.ts";
import { currentLockFile } from "./db/lock.ts";
import { freePort } from "./test/ports.ts";
import { maintenanceClient } from "./test/worker-database.ts";
import pg from "pg";

const usingPostgres = !!process.env.DATABASE_URL;
/**
 * A test-only timing the server reads (server/config.ts; production: 1 000 ms): the data-directory
 * lock is checked (and touched) every 200 ms, so a lock of another host is stale after
 * 3 × 200 + 500 ms. The shutdown grace (SHUTDOWN_GRACE_MS) keeps its 5 s: it ends as soon as the
 * last connection closes (~0.5 s in these tests), and a shorter one cut slow sign-ins in flight
 * on a loaded machine (a reset where the test asserts none).
 */
const LOCK_CHECK_MS = 200;
const LOCK_STALE_MS = 3 * LOCK_CHECK_MS + 500;
const TIMINGS = { DATA_DIR_LOCK_CHECK_MS: String(LOCK_CHECK_MS) };
let smtp: SmtpSink;
const spawned: ChildProcess[] = [];
/**
 * A data directory a server created, migrated and left with a clean stop: each test starts on a
 * copy (a fresh embedded database costs an initdb and every migration, ~5-40 s on a loaded
 * two-core machine; its first start is this one).
 */
let template: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  template = mkdtempSync(path.join(tmpdir(), "taxidaki-template-"));
  if (usingPostgres) return; // the data directory holds only the outbox then
  const first = startServer(template, await freePort());
  await waitHealthy(first);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
}, 240_000);

/** A new data directory holding a copy of the template's embedded database. */
function dataDirFor(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `taxidaki-${tag}-`));
  cpSync(template, dir, { recursive: true });
  return dir;
}
afterAll(async () => {
  // A failed test must not leave a server running.
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await smtp.close();
});

interface Running {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Running {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      AUTH_SECRET: TEST_SECRET,
      SMTP_URL: smtp.url,
      CLIENT_DIR: "/nonexistent",
      TRUST_PROXY: "true",
      NODE_ENV: "test",
      ...TIMINGS,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, origin, output: () => out, exited };
}

async function waitHealthy(s: Running, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (s.child.exitCode !== null) throw new Error(`server exited: ${s.output()}`);
    try {
      if ((await fetch(`${s.origin}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy: ${s.output()}`);
}

/** Signs up and confirms over HTTP; returns the session cookie. */
async function signUp(s: Running, email: string): Promise<string> {
  const headers = {
    "content-type": "application/json",
    origin: s.origin,
    "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1`,
  };
  await fetch(`${s.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: "" }),
  });
  const mail = await smtp.waitFor(email, (m) => !!m.link, 10_000);
  const res = await fetch(`${s.origin}/api/auth/confirm`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token_hash: new URL(mail.link!).searchParams.get("token_hash"), type: "email" }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function signIn(s: Running, email: string): Promise<string> {
  const res = await fetch(`${s.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.origin, "x-forwarded-for": "10.8.0.1" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe(`server process on ${usingPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("keeps every acknowledged write when killed with SIGKILL during 500 writes", { timeout: 240_000 }, async () => {
    const dataDir = dataDirFor("kill");
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitHealthy(first);
    const email = randomEmail("durable");
    const cookie = await signUp(first, email);

    const acknowledged: string[] = [];
    let attempted = 0;
    let killed = false;
    const write = async (i: number) => {
      attempted++;
      try {
        const res = await fetch(`${first.origin}/api/v1/favorites`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first.origin, cookie },
          body: JSON.stringify({ type: "durability", title: `write-${i}` }),
        });
        if (res.status === 201) acknowledged.push(`write-${i}`);
      } catch {
        /* connection lost: not acknowledged */
      }
      if (!killed && acknowledged.length >= 200) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    };
    // Four writers in parallel, 500 writes in all.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < 500) await write(next++);
      }),
    );
    expect(attempted).toBe(500);
    expect(killed).toBe(true);
    await first.exited;

    const second = startServer(dataDir, port);
    try {
      await waitHealthy(second);
      const cookie2 = await signIn(second, email);
      const titles = new Set<string>();
      let cursor: string | null = "";
      while (cursor !== null) {
        const res: Response = await fetch(
          `${second.origin}/api/v1/favorites?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          { headers: { cookie: cookie2 } },
        );
        for (const f of (await res.json()) as { title: string }[]) titles.add(f.title);
        cursor = res.headers.get("x-next-cursor");
      }
      const lost = acknowledged.filter((t) => !titles.has(t));
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      expect(lost).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  });

  it.skipIf(usingPostgres)(
    "refuses a second server on the same data directory with a clear message",
    { timeout: 240_000 },
    async () => {
      const dataDir = dataDirFor("lock");
      const a = startServer(dataDir, await freePort());
      await waitHealthy(a);
      const b = startServer(dataDir, await freePort());
      const code = await b.exited;
      expect(code).toBe(1);
      expect(b.output()).toContain("Another Taxidaki server is using the data directory");
      // The first one is unharmed and stops cleanly on SIGTERM, releasing the lock at once.
      expect((await fetch(`${a.origin}/readyz`)).status).toBe(200);
      a.child.kill("SIGTERM");
      expect(await a.exited).toBe(0);
      expect(a.output()).toContain("stopped cleanly");
      const started = Date.now();
      const c = startServer(dataDir, await freePort());
      await waitHealthy(c);
      expect(Date.now() - started).toBeLessThan(60_000); // no stale-lock wait (that would add ≥ 4 s per retry round)
      c.child.kill("SIGINT");
      expect(await c.exited).toBe(0);
    },
  );

  it("finishes in-flight requests on SIGTERM, then exits 0", { timeout: 240_000 }, async () => {
    const dataDir = dataDirFor("term");
    const s = startServer(dataDir, await freePort());
    await waitHealthy(s);
    const email = randomEmail("term");
    const cookie = await signUp(s, email);
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      fetch(`${s.origin}/api/v1/search-history`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: s.origin, cookie },
        body: JSON.stringify({ query: `in flight ${i}` }),
      }).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 5));
    s.child.kill("SIGTERM");
    const statuses = await Promise.allSettled(inFlight);
    expect(await s.exited).toBe(0);
    // Every request the server had accepted got its answer.
    const answered = statuses
      .filter((r) => r.status === "fulfilled")
      .map((r) => (r as PromiseFulfilledResult<number>).value);
    expect(answered.every((st) => st === 201)).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
  });

  it(
    "on SIGTERM under keep-alive load: closes the connections, answers what it accepted, exits 0 within seconds",
    { timeout: 240_000 },
    async () => {
      const dataDir = dataDirFor("keepalive");
      const s = startServer(dataDir, await freePort());
      await waitHealthy(s);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const url = new URL(s.origin);
      // Sign-ins (a password hash each: slow) from many addresses: requests are in flight at any moment.
      const get = () =>
        new Promise<{ status: number; connection?: string }>((resolve, reject) => {
          const body = JSON.stringify({ email: randomEmail("ka"), password: "wrong-password" });
          const req = http.request(
            {
              method: "POST",
              host: url.hostname,
              port: url.port,
              path: "/api/auth/sign-in/email",
              agent,
              headers: {
                "content-type": "application/json",
                origin: s.origin,
                "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
              },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      // Four keep-alive clients hammering the server.
      let stop = false;
      const seen: { status: number; connection?: string }[] = [];
      let errors = 0;
      const resets: string[] = [];
      const loops = Array.from({ length: 4 }, async () => {
        while (!stop) {
          try {
            seen.push(await get());
          } catch (err) {
            errors++;
            // A refused new connection is the server gone; a reset or a hang-up on a reused socket is
            // a request the server dropped.
            const code = (err as NodeJS.ErrnoException).code ?? "";
            if (code !== "ECONNREFUSED") resets.push(code);
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      });
      await new Promise((r) => setTimeout(r, 1500));
      const t0 = Date.now();
      s.child.kill("SIGTERM");
      const code = await s.exited;
      const took = Date.now() - t0;
      stop = true;
      await Promise.all(loops);
      agent.destroy();
      expect(code).toBe(0);
      expect(took).toBeLessThan(12_000); // 5 s grace for in-flight requests, then close (slow shared CI machines)
      expect(s.output()).toContain("stopped cleanly");
      expect(seen.length).toBeGreaterThan(2);
      console.log(
        `keep-alive shutdown: ${took} ms, ${seen.length} answers, ${errors} refused after close, ${resets.length} resets`,
      );
      // No request on a kept-alive socket was cut: each got its answer, with `Connection: close`.
      expect(resets).toEqual([]);
      // Answers given while stopping told the client to close the connection.
      expect(seen.some((r) => r.connection === "close")).toBe(true);
      expect(seen.every((r) => r.status === 401)).toBe(true);
      // The lock was released: a new server starts on the same directory at once.
      const next = startServer(dataDir, await freePort());
      await waitHealthy(next);
      next.child.kill("SIGTERM");
      expect(await next.exited).toBe(0);
    },
  );

  it(
    "on SIGTERM, a kept-alive socket a client reuses gets its answer with Connection: close, never a reset",
    { timeout: 240_000 },
    async () => {
      const dataDir = dataDirFor("idle");
      const s = startServer(dataDir, await freePort());
      await waitHealthy(s);
      // Many kept-alive sockets, each idle for a moment between quick requests: at any instant some
      // are idle, and their client is about to send on them.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
      const url = new URL(s.origin);
      const get = () =>
        new Promise<string | undefined>((resolve, reject) => {
          const req = http.get({ host: url.hostname, port: url.port, path: "/healthz", agent }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.headers.connection));
          });
          req.on("error", reject);
        });
      let stop = false;
      let answers = 0;
      let closing = 0;
      const resets: string[] = [];
      const loops = Array.from({ length: 32 }, async () => {
        while (!stop) {
          try {
            if ((await get()) === "close") closing++;
            answers++;
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code ?? String(err);
            if (code !== "ECONNREFUSED") resets.push(code);
            else await new Promise((r) => setTimeout(r, 20));
          }
          await new Promise((r) => setTimeout(r, Math.random() * 30));
        }
      });
      await new Promise((r) => setTimeout(r, 2000));
      s.child.kill("SIGTERM");
      expect(await s.exited).toBe(0);
      stop = true;
      await Promise.all(loops);
      agent.destroy();
      console.log(
        `idle keep-alive shutdown: ${answers} answers, ${closing} with Connection: close, ${resets.length} resets`,
      );
      expect(closing).toBeGreaterThan(0);
      expect(resets).toEqual([]);
    },
  );

  it.skipIf(usingPostgres)(
    "never lets a second server take the data directory of a paused one",
    { timeout: 240_000 },
    async () => {
      const dataDir = dataDirFor("pause");
      const a = startServer(dataDir, await freePort());
      await waitHealthy(a);
      a.child.kill("SIGSTOP"); // a long GC, a laptop sleep
      try {
        await new Promise((r) => setTimeout(r, 2 * LOCK_STALE_MS)); // longer than any stale-lock timeout
        const b = startServer(dataDir, await freePort());
        expect(await b.exited).toBe(1);
        expect(b.output()).toContain("Another Taxidaki server is using the data directory");
      } finally {
        a.child.kill("SIGCONT");
      }
      // The paused one carries on, unharmed.
      await waitHealthy(a);
      expect((await fetch(`${a.origin}/readyz`)).status).toBe(200);
      a.child.kill("SIGTERM");
      expect(await a.exited).toBe(0);
    },
  );

  it.skipIf(usingPostgres)(
    "stops at once, without writing, when its data-directory lock is no longer its own",
    { timeout: 240_000 },
    async () => {
      const dataDir = dataDirFor("stolen");
      const a = startServer(dataDir, await freePort());
      await waitHealthy(a);
      const lock = currentLockFile(dataDir)!;
      expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(a.child.pid);
      writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: "someone-else" }));
      const t0 = Date.now();
      const code = await a.exited;
      expect(code).toBe(3);
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(a.output()).toContain("data directory lock lost");
      expect(a.output()).not.toContain("stopped cleanly"); // no checkpoint, no close
      // The other owner's lock is left alone.
      expect(JSON.parse(readFileSync(lock, "utf8")).token).toBe("someone-else");
    },
  );

  it.runIf(usingPostgres)(
    "two servers and the migration command started together on an empty database all succeed, and the migrations run once",
    { timeout: 240_000 },
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      const name = `${url.pathname.slice(1)}_empty_${process.pid}_${Date.now() % 100_000}`;
      const admin = maintenanceClient(url.toString());
      await admin.connect();
      try {
        await admin.query(`create database ${pg.escapeIdentifier(name)}`);
        url.pathname = `/${name}`;
        const env = { DATABASE_URL: url.toString() };
        const [a, b] = [
          startServer(dataDirFor("migrate-a"), await freePort(), env),
          startServer(dataDirFor("migrate-b"), await freePort(), env),
        ];
        // What the Kubernetes init container runs (deploy/kubernetes/deployment.yaml), at the same time.
        const migrate = spawn(process.execPath, ["server/db/migrate.ts"], {
          env: { ...process.env, ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        spawned.push(migrate);
        let migrateOutput = "";
        migrate.stdout!.on("data", (d) => (migrateOutput += d));
        migrate.stderr!.on("data", (d) => (migrateOutput += d));
        const migrated = new Promise<number | null>((resolve) => migrate.on("exit", resolve));
        await Promise.all([waitHealthy(a), waitHealthy(b)]);
        expect([await migrated, migrateOutput]).toEqual([
          0,
          expect.stringMatching(/^Taxidaki: migrations applied \(postgres\) in \d+ ms\n$/),
        ]);
        expect((await fetch(`${a.origin}/readyz`)).status).toBe(200);
        expect((await fetch(`${b.origin}/readyz`)).status).toBe(200);
        const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8")) as {
          entries: unknown[];
        };
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        try {
          const { rows } = await db.query<{ n: number; distinct: number }>(
            "select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
          );
          expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
        } finally {
          await db.end();
        }
        for (const s of [a, b]) {
          s.child.kill("SIGTERM");
          expect(await s.exited).toBe(0);
          expect(s.output()).not.toMatch(/"level":(50|60)|error/i);
        }
      } finally {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        await admin.end();
      }
    },
  );
});
