// The API over a real socket, as @hono/node-server runs it: JSON bodies read straight from Node's
// request (limit by declaration and by count, chunked too), and CORS only for other trusted origins.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, ORIGIN, signedInUser, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
let server: ServerType;
let port: number;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ TRUSTED_ORIGINS: "capacitor://localhost" });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  const { client } = await signedInUser(ctx);
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: { code: string }; title?: string } & Record<string, unknown>;
}

/** One request on its own socket; `chunks` are written one by one (chunked unless a length is given). */
function send(
  method: string,
  path: string,
  chunks: (string | Buffer)[] = [],
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: { origin: ORIGIN, cookie, ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: text ? JSON.parse(text) : {},
          }),
        );
      },
    );
    // A 413 may close the socket before the rest of the body is written.
    req.on("error", reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const json = { "content-type": "application/json" };
const favourites = async () =>
  (await send("GET", "/api/v1/favorites")).body as unknown as {
    title: string;
  }[];

describe("JSON bodies over a real socket", () => {
  it("reads a body sent in several chunks, and the route sees it once", async () => {
    const body = JSON.stringify({
      type: "hotel",
      title: "Chunked Ξενοδοχείο",
      description: "ü".repeat(1500),
    });
    // Split as bytes, one cut inside a two-byte letter: the text is decoded once, at the end.
    const bytes = Buffer.from(body);
    const cut = bytes.indexOf("ü") + 1;
    const parts = [bytes.subarray(0, 7), bytes.subarray(7, cut), bytes.subarray(cut)];
    const res = await send("POST", "/api/v1/favorites", parts, json);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe("Chunked Ξενοδοχείο");
    expect(res.body.description).toBe("ü".repeat(1500));
    expect((await favourites()).map((f) => f.title)).toContain("Chunked Ξενοδοχείο");
  });

  it("refuses a body over 64 KB, declared or counted, with 413 and Connection: close, and stores nothing", async () => {
    const big = JSON.stringify({
      type: "hotel",
      title: "Too big",
      data: { s: "y".repeat(70_000) },
    });
    const declared = await send("POST", "/api/v1/favorites", [big], {
      ...json,
      "content-length": String(Buffer.byteLength(big)),
    });
    expect(declared.status).toBe(413);
    expect(declared.body.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(declared.headers.connection).toBe("close");
    // No length given: counted as it arrives, in 10 KB chunks.
    const counted = await send("POST", "/api/v1/favorites", big.match(/[\s\S]{1,10000}/g)!, json);
    expect(counted.status).toBe(413);
    expect(counted.headers.connection).toBe("close");
    expect((await favourites()).map((f) => f.title)).not.toContain("Too big");
  });

  it("answers malformed JSON with 400 and a body of another type with 415", async () => {
    expect((await send("POST", "/api/v1/favorites", ['{"type":'], json)).status).toBe(400);
    expect(
      (
        await send("POST", "/api/v1/favorites", ["type=hotel"], {
          "content-type": "text/plain",
        })
      ).status,
    ).toBe(415);
  });

  it("keeps serving after a client gives up halfway through a body", async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1/favorites",
        agent: false,
        headers: { origin: ORIGIN, cookie, ...json, "content-length": "1000" },
      });
      req.on("error", () => resolve());
      req.write('{"type":"hotel","title":"Half');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    expect((await send("GET", "/healthz")).status).toBe(200);
    expect((await favourites()).map((f) => f.title)).not.toContain("Half");
  });
});

describe("CORS over a real socket", () => {
  it("answers the app's own origin without CORS headers, another trusted origin with them, others without", async () => {
    const own = await send("GET", "/api/v1/deals");
    expect(own.status).toBe(200);
    expect(own.headers["access-control-allow-origin"]).toBeUndefined();
    expect(own.headers.vary).toContain("Origin");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    const app = await send("GET", "/api/v1/deals", [], {
      origin: "capacitor://localhost",
    });
    expect(app.headers["access-control-allow-origin"]).toBe("capacitor://localhost");
    expect(app.headers["access-control-expose-headers"]).toContain("set-auth-token");
    expect(app.headers.vary).toContain("Origin");
    const evil = await send("GET", "/api/v1/deals", [], {
      origin: "https://evil.example",
    });
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
