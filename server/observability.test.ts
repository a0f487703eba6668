// What an operator sees of a request: its id (X-Request-Id) in the answer, in its error body and
// in every log line written while handling it; and the Prometheus metrics at /metrics.
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { withQueue } from "./mail/transport.ts";
import { ORIGIN, openTestDatabase, randomEmail, TEST_SECRET } from "./test/harness.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Line {
  msg: string;
  request_id?: string;
  level: number;
}

/** The real app with the server's logger (its lines kept here), and a mailer whose SMTP is down. */
async function build(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split("\n")) if (l) lines.push(JSON.parse(l) as Line);
      cb();
    },
  });
  const logger = createLogger({ level: "debug" }, sink);
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: ORIGIN,
    AUTH_SECRET: TEST_SECRET,
    TRUST_PROXY: "true",
    CLIENT_DIR: "/nonexistent",
    ...env,
  });
  const mailer = withQueue(
    {
      send: async () => {
        throw new Error("SMTP unreachable");
      },
      close: () => {},
    },
    logger,
  );
  const { app } = createApp({ config, database, mailer, logger });
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.9.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`);
    return app.request(path, { ...init, headers });
  };
  return { app, database, lines, mailer, request };
}

describe("request ids", () => {
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.database.close());

  it("gives every answer an X-Request-Id that its error body and its log line repeat", async () => {
    const res = await t.request(`/api/v1/deals/${randomBytes(6).toString("hex")}`);
    expect(res.status).toBe(404);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    const body = (await res.json()) as { error: { code: string; request_id: string } };
    expect(body.error).toMatchObject({ code: "NOT_FOUND", request_id: id });
    expect(t.lines.filter((l) => l.request_id === id).map((l) => l.msg)).toEqual(["request"]);
    // Answers that are not errors carry one too, each its own.
    const ok = await t.request("/healthz");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(UUID);
    expect(ok.headers.get("x-request-id")).not.toBe(id);
  });

  it("carries the id into lines logged later by other parts of the server (a failed sign-up e-mail)", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: randomEmail(), password: "correct-horse-1", name: "", lang: "el" }),
    });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    await t.mailer.flush(2000);
    const mine = t.lines.filter((l) => l.request_id === id).map((l) => l.msg);
    expect(mine).toContain("mail not sent");
    expect(mine).toContain("request");
    // A line of no request has no id.
    expect(t.lines.filter((l) => l.msg === "mail not sent").every((l) => l.request_id)).toBe(true);
  });

  it("keeps a short, safe X-Request-Id from upstream and replaces a forged one", async () => {
    const kept = await t.request("/api/v1/nothing-here", { headers: { "x-request-id": "lb-7f3a_trace=1" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a_trace=1");
    expect(((await kept.json()) as { error: { request_id: string } }).error.request_id).toBe("lb-7f3a_trace=1");

    for (const forged of ["x".repeat(10_000), "x".repeat(65), "<script>alert(1)</script>", "a b", '{"msg":"fake"}']) {
      const res = await t.request("/api/v1/nothing-here", { headers: { "x-request-id": forged } });
      const id = res.headers.get("x-request-id")!;
      expect(id).toMatch(UUID);
      expect(((await res.json()) as { error: { request_id: string } }).error.request_id).toBe(id);
      expect(t.lines.some((l) => l.request_id === forged)).toBe(false);
    }
  });

  it("puts the id in a 503 and in the warning logged for it when the database is gone", async () => {
    const down = await build();
    await down.database.close();
    const res = await down.request("/api/v1/deals?q=naxos", { headers: { "x-request-id": "incident-42" } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string; request_id: string } }).error).toMatchObject({
      code: "UNAVAILABLE",
      request_id: "incident-42",
    });
    const mine = down.lines.filter((l) => l.request_id === "incident-42").map((l) => l.msg);
    expect(mine).toEqual(expect.arrayContaining(["database unavailable", "request"]));
  });
});

/** The Prometheus text's samples of `name`, as "labels value" lines. */
const samples = (text: string, name: string) => text.split("\n").filter((l) => l.startsWith(`${name}{`));
const valueOf = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((l) => l.startsWith(`${series} `))
      ?.split(" ")[1] ?? 0,
  );

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const t = await build();
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    await t.database.close();
  });

  describe("with METRICS_TOKEN", () => {
    let t: Awaited<ReturnType<typeof build>>;
    let database: Database;
    const scrape = async () => {
      const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    beforeAll(async () => {
      t = await build({ METRICS_TOKEN: TOKEN });
      database = t.database;
    });
    afterAll(() => database.close());

    it("refuses a scraper without the right bearer token", async () => {
      for (const authorization of [undefined, "Bearer wrong-token-0123456789abcdef", TOKEN, `Basic ${TOKEN}`]) {
        const res = await t.request("/metrics", { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(401);
        const text = await res.text();
        expect(text).not.toContain("http_requests_total");
        expect(JSON.parse(text)).toMatchObject({ error: { code: "UNAUTHORIZED" } });
      }
    });

    it("counts requests by method, route pattern and status class, with their latency", async () => {
      const series = 'http_requests_total{method="GET",route="/go/:id{[a-z0-9.-]{1,80}}",status="4xx"}';
      const before = valueOf(await scrape(), series);
      for (let i = 0; i < 3; i++) expect((await t.request(`/go/nowhere-${i}`)).status).toBe(404);
      const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(valueOf(text, series)).toBe(before + 3);
      expect(
        valueOf(
          text,
          'http_request_duration_seconds_count{method="GET",route="/go/:id{[a-z0-9.-]{1,80}}",status="4xx"}',
        ),
      ).toBe(before + 3);
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/go/:id{[a-z0-9.-]{1,80}}",status="4xx"}',
      );
      expect(text).not.toContain("nowhere-");
      // The instance's other gauges and prom-client's process metrics.
      expect(text).toMatch(/^notification_streams_open 0$/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      // On PostgreSQL, the connections it holds (PGlite has none): a read of the deals opened one.
      expect((await t.request("/api/v1/deals")).status).toBe(200);
      const after = await scrape();
      if (database.kind === "postgres") {
        expect(after).toMatch(/^db_pool_waiting_requests 0$/m);
        expect(
          valueOf(after, "db_pool_connections") + valueOf(after, "db_pipeline_connections"),
        ).toBeGreaterThanOrEqual(1);
      } else expect(after).not.toContain("db_pool_connections");
    });

    it("adds no series per distinct path a client asks for", async () => {
      await t.request(`/api/v1/deals/${randomBytes(8).toString("hex")}`);
      await t.request(`/nope/${randomBytes(8).toString("hex")}`);
      const before = samples(await scrape(), "http_requests_total").length;
      for (let i = 0; i < 50; i++) {
        await t.request(`/api/v1/deals/${randomBytes(8).toString("hex")}`);
        await t.request(`/nope/${randomBytes(8).toString("hex")}?x=${i}`);
      }
      const text = await scrape();
      expect(samples(text, "http_requests_total").length).toBe(before);
      expect(valueOf(text, 'http_requests_total{method="GET",route="/api/*",status="4xx"}')).toBeGreaterThanOrEqual(51);
    });
  });
});
