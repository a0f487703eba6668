// Request bodies over a real socket, as @hono/node-server runs them (issue 37): a body is read at
// most once, only by a request that may send it, and within a deadline. A JSON body POSTed to an
// upload route once held its request forever (the body was read twice); a slow body held its
// socket until Node's own 5-minute limit.
import { once } from "node:events";
import { readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setRole } from "../admin/roles.ts";
import { session } from "../db/schema.ts";
import { cliActor } from "../admin/audit.ts";
import { createTestContext, ORIGIN, signedInUser, type TestContext } from "../test/harness.ts";

/** Test-only deadlines: long enough for any body this test sends whole, short for the stalled ones. */
const BODY_TIMEOUTS = { jsonMs: 400, uploadMs: 600 };

let ctx: TestContext;
let server: ServerType;
let port: number;
let userCookie: string;
let adminCookie: string;

const cookieOf = (c: { cookies: Map<string, string> }) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

beforeAll(async () => {
  ctx = await createTestContext({}, { bodyTimeouts: BODY_TIMEOUTS });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  userCookie = cookieOf((await signedInUser(ctx)).client);
  const admin = await signedInUser(ctx, { lang: "en" });
  await setRole(ctx.database.db, admin.email, "admin", cliActor());
  adminCookie = cookieOf(admin.client);
}, 120_000);
afterAll(async () => {
  (server as http.Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: { code: string; message: string; fields?: Record<string, string> } } & Record<string, unknown>;
}

/**
 * One request on its own socket. `chunks` are written one by one; unless `end` is false the
 * request then ends. Resolves with the answer, or rejects after `giveUpMs` without one.
 */
function send(
  method: string,
  path: string,
  opts: { chunks?: (string | Buffer)[]; headers?: Record<string, string>; end?: boolean; giveUpMs?: number } = {},
): Promise<Answer & { socketClosed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, agent: false, headers: { origin: ORIGIN, ...opts.headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => {
          clearTimeout(timer);
          const socket = res.socket as Socket | null;
          const socketClosed = !socket || socket.destroyed ? Promise.resolve() : once(socket, "close").then(() => {});
          resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : {}, socketClosed });
          // The client keeps nothing open of its own accord.
          if (opts.end !== false) req.destroy();
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to ${method} ${path} within ${opts.giveUpMs ?? 10_000} ms`));
    }, opts.giveUpMs ?? 10_000);
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    for (const c of opts.chunks ?? []) req.write(c);
    if (opts.end !== false) req.end();
    else req.flushHeaders();
  });
}

const openFds = () => readdirSync("/proc/self/fd").length;
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
const heapMb = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (check()) return true;
  return check();
}

const DEAL_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const UPLOADS = ["/api/v1/admin/deals/import?lang=en", `/api/v1/admin/deals/${DEAL_ID}/image?lang=en`];
const json = { "content-type": "application/json" };
/** As browsers make them (undici's parser misreads a one-letter boundary that occurs in the text). */
const BOUNDARY = "----taxidaki-test-7MA4YWxkTrZu0gW";

describe("upload routes over a real socket", () => {
  it(
    "answer 1 000 concurrent JSON bodies from a signed-in user at once with 415, and give back their sockets and memory",
    { timeout: 120_000 },
    async () => {
      const fds0 = openFds();
      const heap0 = heapMb();
      const body = JSON.stringify({ file: "x".repeat(1000) });
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          // Half with a length, half chunked (the body of those was once read twice: never answered).
          send("POST", UPLOADS[i % 2]!, {
            chunks: [body],
            headers: { cookie: userCookie, ...json, ...(i % 4 < 2 ? { "content-length": String(body.length) } : {}) },
            giveUpMs: 30_000,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array<number>(1000).fill(415));
      for (const a of answers)
        expect(a.body.error).toMatchObject({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: "Send the file as multipart/form-data (field “file”)",
        });
      // Every socket of theirs is closed again, on both ends, and what they cost is collected.
      expect(await until(() => openFds() <= fds0 + 5, 10_000), `open fds: ${openFds()} (before: ${fds0})`).toBe(true);
      expect(heapMb() - heap0).toBeLessThan(20);
    },
  );

  it("refuse a JSON body sent chunked (no length) with 415 as well, without waiting for its end", async () => {
    const res = await send("POST", UPLOADS[0]!, {
      chunks: ['{"file":'],
      headers: { cookie: userCookie, ...json },
      end: false,
      giveUpMs: 5000,
    });
    expect(res.status).toBe(415);
    expect(res.headers.connection).toBe("close");
  });

  it("refuse a multipart upload from a user who is not an admin with 403 before its body is read (it never arrives)", async () => {
    for (const path of UPLOADS) {
      const headers = { cookie: userCookie, "content-type": "multipart/form-data; boundary=x" };
      // Chunked and never finished: an answer that waited for the body would never come.
      const chunked = await send("POST", path, {
        chunks: ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n'],
        headers,
        end: false,
        giveUpMs: 5000,
      });
      expect(chunked.status, path).toBe(403);
      expect(chunked.body.error?.code).toBe("FORBIDDEN");
      // A declared 5 MB, of which one byte is sent.
      const declared = await send("POST", path, {
        chunks: ["-"],
        headers: { ...headers, "content-length": String(5 * 2 ** 20) },
        end: false,
        giveUpMs: 5000,
      });
      expect(declared.status, path).toBe(403);
      // Signed out: 401, as soon.
      const anonymous = await send("POST", path, {
        chunks: ["-"],
        headers: { "content-type": "multipart/form-data; boundary=x" },
        end: false,
        giveUpMs: 5000,
      });
      expect(anonymous.status, path).toBe(401);
    }
  });

  it("read an admin's multipart upload, sent in pieces with or without a length", async () => {
    const csv =
      "title,expiryDate,imageUrl,description,partner,url\nΠροσφορά από socket,2099-12-31,,Κάτι,booking,https://www.booking.com/x\n";
    const form = [
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="file"; filename="deals.csv"\r\nContent-Type: text/csv\r\n\r\n',
      csv,
      `\r\n--${BOUNDARY}--\r\n`,
    ];
    const headers = { cookie: adminCookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
    for (const length of [true, false]) {
      const res = await send("POST", "/api/v1/admin/deals/import?dry_run=1&lang=en", {
        chunks: form.map((s) => Buffer.from(s)),
        headers: length ? { ...headers, "content-length": String(Buffer.byteLength(form.join(""))) } : headers,
      });
      expect(res.status, `with a length: ${length}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body).toMatchObject({ dry_run: true, plan: { ok: true, counts: { create: 1 } } });
    }
  });
});

describe("a body that does not arrive in time", () => {
  it("answers 408 with the error shape and closes the socket: JSON, sign-in and an admin's upload alike", async () => {
    const cases: [string, string, Record<string, string>, string][] = [
      ["PUT", "/api/v1/profile", { cookie: userCookie, ...json, "content-length": "200" }, '{"full_name":"Sl'],
      ["POST", "/api/v1/favorites", { cookie: userCookie, ...json }, '{"type":"hotel",'],
      ["POST", "/api/auth/sign-in/email", { ...json, "content-length": "200" }, '{"email":"'],
      [
        "POST",
        "/api/v1/admin/deals/import?dry_run=1",
        { cookie: adminCookie, "content-type": "multipart/form-data; boundary=x", "content-length": "5000" },
        "--x\r\n",
      ],
    ];
    for (const [method, path, headers, start] of cases) {
      const res = await send(method, path, { chunks: [start], headers, end: false, giveUpMs: 5000 });
      expect(res.status, path).toBe(408);
      expect(res.body.error?.code, path).toBe("REQUEST_TIMEOUT");
      expect(res.headers.connection, path).toBe("close");
      // The server lets go of the socket (the client still holds its end open).
      await expect(
        Promise.race([
          res.socketClosed.then(() => "closed"),
          new Promise((r) => setTimeout(() => r("still open"), 3000)),
        ]),
        path,
      ).resolves.toBe("closed");
    }
  });

  it("also on a raw socket that trickles a byte now and then", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      `POST /api/v1/favorites HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nCookie: ${userCookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    let text = "";
    socket.on("data", (d) => (text += d));
    const drip = setInterval(() => socket.writable && socket.write(" "), 100);
    const closed = await Promise.race([
      once(socket, "close").then(() => true),
      new Promise((r) => setTimeout(() => r(false), 5000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe("a body-less POST /api/auth/sign-out over a real socket (docs/api.md)", () => {
  it("signs out with no body at all, with an empty body, and with an empty body typed JSON", async () => {
    for (const headers of [{}, { "content-length": "0" }, { ...json, "content-length": "0" }] as Record<
      string,
      string
    >[]) {
      const cookie = cookieOf((await signedInUser(ctx)).client);
      const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)![1]!);
      const sessions = () => ctx.database.db.select().from(session).where(eq(session.token, token));
      expect(await sessions()).toHaveLength(1);
      const out = await send("POST", "/api/auth/sign-out", { headers: { cookie, ...headers } });
      expect(out.status, JSON.stringify(headers)).toBe(200);
      expect(out.body).toEqual({ success: true });
      // The session ends: its cookies are cleared, and the session is gone from the database.
      expect(out.headers["set-cookie"]?.some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);
      expect(await sessions()).toHaveLength(0);
    }
    // A body of another declared type is still refused.
    const cookie = cookieOf((await signedInUser(ctx)).client);
    expect(
      (await send("POST", "/api/auth/sign-out", { chunks: ["x"], headers: { cookie, "content-type": "text/plain" } }))
        .status,
    ).toBe(415);
  });
});
