// Fetching deal images at import time (issue 28): the body is read as a stream and cut at 5 MB
// even without Content-Length, and only the default port of an allowed host is reachable.
// A real HTTP server on loopback answers; `fetch` is wrapped so that the allowed name
// https://images.test/… (default port) reaches it — the rest of the fetch is Node's own.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type Server } from "node:http";
import { mkdtempSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { createTestContext, ORIGIN, signedInUser, type Client, type TestContext } from "../test/harness.ts";
import { setRole } from "../admin/roles.ts";
import { cliActor } from "../admin/audit.ts";
import { deals } from "../db/schema.ts";
import { fetchImage, imageRule, ImageProblem, MAX_IMAGE_BYTES } from "./images.ts";

const HOST = "images.test";
const HUGE = 600 * 1024 * 1024;
let server: Server;
let port: number;
/** What the server saw: connections, bytes it managed to send, whether the client hung up first. */
let seen = { connections: 0, sent: 0, cutOff: false };
let smallPng: Buffer;

beforeAll(async () => {
  smallPng = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === "/small.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(smallPng);
      return;
    }
    // 600 MB in 64 KB chunks, no Content-Length (chunked), honouring back-pressure.
    res.writeHead(200, { "content-type": "image/png" });
    const chunk = Buffer.alloc(64 * 1024, 7);
    res.on("close", () => {
      if (!res.writableFinished) seen.cutOff = true;
    });
    const pump = () => {
      while (seen.sent < HUGE && !res.destroyed) {
        seen.sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  });
  server.on("connection", () => seen.connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllGlobals();
  seen = { connections: 0, sent: 0, cutOff: false };
});

/** https://images.test/… (default port only) goes to the loopback server; anything else is fetched as asked. */
function routeImagesTestToLoopback() {
  const real = globalThis.fetch;
  const calls: string[] = [];
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const u = new URL(input instanceof Request ? input.url : input);
    calls.push(u.href);
    if (u.hostname === HOST && u.port === "") return real(`http://127.0.0.1:${port}${u.pathname}`, init);
    return real(input, init);
  });
  return calls;
}

const problemOf = (e: unknown) => (e instanceof ImageProblem ? e.problem : e);

describe("fetchImage", () => {
  it("stops reading at 5 MB when the answer has no Content-Length, aborting the fetch", async () => {
    routeImagesTestToLoopback();
    const heapBefore = process.memoryUsage().arrayBuffers;
    const err = await fetchImage(`https://${HOST}/huge.png`, [HOST]).catch(problemOf);
    expect(err).toMatchObject({ code: "image_too_large", params: { max: 5 } });
    // The server is told to stop: the connection closes long before 600 MB went out.
    await vi.waitFor(() => expect(seen.cutOff).toBe(true), { timeout: 5000 });
    expect(seen.sent).toBeLessThan(MAX_IMAGE_BYTES + 16 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it("still fetches an image under the limit", async () => {
    routeImagesTestToLoopback();
    expect(Buffer.compare(await fetchImage(`https://${HOST}/small.png`, [HOST]), smallPng)).toBe(0);
    // The explicit default port is the default port.
    expect(Buffer.compare(await fetchImage(`https://${HOST}:443/small.png`, [HOST]), smallPng)).toBe(0);
  });

  it("refuses any explicit port other than 443 on an allowed host, before connecting", async () => {
    const calls = routeImagesTestToLoopback();
    for (const url of [
      `https://${HOST}:${port}/small.png`,
      `https://127.0.0.1:${port}/small.png`,
      `https://${HOST}:8443/x.png`,
      `https://${HOST}:80/x.png`,
    ]) {
      const err = await fetchImage(url, [HOST, "127.0.0.1"]).catch(problemOf);
      expect(err, url).toMatchObject({ code: "image_host" });
      expect(imageRule([HOST, "127.0.0.1"])(url), url).toMatchObject({ code: "image_host" });
    }
    expect(calls).toEqual([]);
    expect(seen.connections).toBe(0);
    expect(imageRule([HOST])(`https://${HOST}/a.png`)).toBeUndefined();
    expect(imageRule([HOST])(`http://${HOST}/a.png`)).toMatchObject({ code: "image_host" });
  });
});

describe("importing a sheet whose image answers without end", () => {
  let ctx: TestContext;
  let admin: { client: Client; email: string };
  const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-fetch-image-test-"));
  const title = `Σύρος ${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    ctx = await createTestContext({ DATA_DIR: dataDir, IMAGE_FETCH_HOSTS: HOST });
    admin = await signedInUser(ctx, { lang: "en" });
    await setRole(ctx.database.db, admin.email, "admin", cliActor());
  });
  afterAll(() => ctx.close());

  it("answers 400 with the row's image_too_large error, imports nothing and writes no image", async () => {
    routeImagesTestToLoopback();
    const csv = `title,expiryDate,imageUrl,description,partner,url\n${title},2099-06-30,https://${HOST}/huge.png,Περιγραφή.,booking,https://www.booking.com/syros\n`;
    const form = new FormData();
    form.set("file", new Blob([csv]), "deals.csv");
    const headers = new Headers({
      origin: ORIGIN,
      cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    });
    const res = await ctx.app.request("/api/v1/admin/deals/import?lang=en", { method: "POST", headers, body: form });
    const body = (await res.json()) as any;
    expect(res.status).toBe(400);
    expect(body.plan.rows[0].errors).toEqual([
      expect.objectContaining({ field: "image_url", code: "image_too_large", message: "The image is over 5 MB" }),
    ]);
    expect(seen.sent).toBeLessThan(MAX_IMAGE_BYTES + 16 * 1024 * 1024);
    expect(
      await ctx.database.db
        .select()
        .from(deals)
        .where(inArray(deals.title, [title])),
    ).toEqual([]);
    const dir = path.join(dataDir, "media", "deals");
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
