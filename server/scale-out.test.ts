// Two server processes on one PostgreSQL (and one Redis when REDIS_URL is set) behind a small
// round-robin proxy, as behind a load balancer without sticky sessions.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteKeys, openRedis } from "./redis.ts";
import { startSmtpSink, type SmtpSink } from "./test/smtp-sink.ts";
import { PASSWORD, randomEmail, TEST_SECRET } from "./test/harness.ts";
import { freePort } from "./test/ports.ts";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const redisPrefix = `test-${randomBytes(4).toString("hex")}:`;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

let smtp: SmtpSink;
let proxy: Server;
let origin: string;
const instances: Instance[] = [];

function startInstance(name: string, port: number, publicOrigin: string): Instance {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: publicOrigin,
      AUTH_SECRET: TEST_SECRET, // the secret all instances share
      SMTP_URL: smtp.url,
      CLIENT_DIR: "/nonexistent",
      TRUST_PROXY: "true",
      NODE_ENV: "test",
      REDIS_PREFIX: redisPrefix,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  return { name, port, child, output: () => out };
}

async function waitReady(i: Instance, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (i.child.exitCode !== null) throw new Error(`instance ${i.name} exited: ${i.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${i.port}/readyz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${i.name} not ready: ${i.output()}`);
}

/** Round robin over the instances; says which one answered in `x-upstream`. */
function startProxy(port: number): Promise<Server> {
  let next = 0;
  const server = createHttpServer((req, res) => {
    const target = instances[next++ % instances.length]!;
    const upstream = request(
      {
        host: "127.0.0.1",
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": "10.77.0.1" },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, { ...up.headers, "x-upstream": target.name });
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** A browser: keeps cookies, sends Origin. */
class Browser {
  cookies = new Map<string, string>();
  async req(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(origin + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (/Max-Age=0/i.test(c) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: res.status,
      upstream: res.headers.get("x-upstream"),
      body: (await res.json().catch(() => null)) as unknown,
    };
  }
}

describe.skipIf(!databaseUrl)(
  `two instances on one PostgreSQL${redisUrl ? " and one Redis" : ""} behind a proxy`,
  () => {
    beforeAll(async () => {
      smtp = await startSmtpSink();
      const proxyPort = await freePort();
      origin = `http://127.0.0.1:${proxyPort}`;
      // One after the other: the first applies the migrations.
      for (const name of ["a", "b"]) {
        const i = startInstance(name, await freePort(), origin);
        instances.push(i);
        await waitReady(i);
      }
      proxy = await startProxy(proxyPort);
    }, 300_000);

    afterAll(async () => {
      proxy?.close();
      for (const i of instances) {
        if (i.child.exitCode === null) {
          const exited = new Promise((r) => i.child.once("exit", r));
          i.child.kill("SIGTERM");
          await exited;
        }
      }
      await smtp?.close();
      if (redisUrl) {
        const redis = await openRedis(redisUrl, redisPrefix);
        await deleteKeys(redis);
        await redis.close();
      }
    }, 60_000);

    it("both instances are ready, on the shared Redis when REDIS_URL is set", async () => {
      for (const i of instances) {
        const ready = (await (await fetch(`http://127.0.0.1:${i.port}/readyz`)).json()) as {
          database: string;
          redis: boolean;
        };
        expect(ready).toMatchObject({ database: "postgres", redis: !!redisUrl });
      }
    });

    it(
      "a session started through one instance works through the other, and sign-out ends it on both",
      { timeout: 120_000 },
      async () => {
        const browser = new Browser();
        const email = randomEmail("scale");
        expect(
          (await browser.req("POST", "/api/auth/sign-up/email", { email, password: PASSWORD, name: "" })).status,
        ).toBe(200);
        const mail = await smtp.waitFor(email, (m) => !!m.link, 20_000);
        const confirmed = await browser.req("POST", "/api/auth/confirm", {
          token_hash: new URL(mail.link!).searchParams.get("token_hash"),
          type: "email",
        });
        expect(confirmed.status).toBe(200);

        const seen = new Set<string>();
        for (let n = 0; n < 4; n++) {
          const saved = await browser.req("POST", "/api/v1/favorites", { type: "hotel", title: `Hotel ${n}` });
          expect(saved.status).toBe(201);
          seen.add(saved.upstream!);
        }
        const list = await browser.req("GET", "/api/v1/favorites");
        expect(list.status).toBe(200);
        expect((list.body as { title: string }[]).map((f) => f.title).sort()).toEqual([
          "Hotel 0",
          "Hotel 1",
          "Hotel 2",
          "Hotel 3",
        ]);
        expect(seen).toEqual(new Set(["a", "b"]));

        const out = await browser.req("POST", "/api/auth/sign-out", {});
        expect(out.status).toBe(200);
        for (let n = 0; n < 2; n++) expect((await browser.req("GET", "/api/v1/favorites")).status).toBe(401);
      },
    );

    it("the password-attempt limit on one address counts across both instances", { timeout: 120_000 }, async () => {
      const browser = new Browser();
      const email = randomEmail("limit");
      const statuses: number[] = [];
      const upstreams = new Set<string>();
      // 10 attempts per address per 5 minutes (authRules.emailSignIn), whichever instance answers.
      for (let n = 0; n < 12; n++) {
        const r = await browser.req("POST", "/api/auth/sign-in/email", { email, password: "wrong-password-1" });
        statuses.push(r.status);
        upstreams.add(r.upstream!);
      }
      expect(upstreams).toEqual(new Set(["a", "b"]));
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  },
);
