// A database that is down, unreachable or locked: API calls answer 503 UNAVAILABLE fast, and
// /readyz 503, never a 500 or a hang.
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openPostgres } from "./client.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
});

describe("database unavailable", () => {
  it("answers 503 UNAVAILABLE within seconds when PostgreSQL cannot be reached", async () => {
    // Nothing listens on port 1: every connection attempt fails.
    const database = await openPostgres("postgres://postgres@127.0.0.1:1/none", {
      connectTimeoutMs: 1000,
      statementTimeoutMs: 1000,
    });
    const ctx = await createTestContext({}, { database });
    contexts.push(ctx);
    const t0 = Date.now();
    for (const [method, path, body] of [
      ["GET", "/api/v1/profile", undefined],
      ["GET", "/api/auth/get-session", undefined],
      ["POST", "/api/auth/sign-in/email", { email: "maria@example.com", password: "whatever-1" }],
    ] as const) {
      const res = await ctx.client().req(method, path, body, { cookie: "taxidaki.session_token=abc.def" });
      expect(res.status, path).toBe(503);
      expect(res.body.error.code, path).toBe("UNAVAILABLE");
      expect(res.headers.get("retry-after"), path).toBeTruthy();
    }
    const ready = await ctx.client().get("/readyz");
    expect(ready.status).toBe(503);
    expect((await ctx.client().get("/healthz")).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(15_000);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    "does not hang behind a table lock: 503 after the statement timeout, /readyz 503 while every connection is stuck",
    async () => {
      const database = await openPostgres(process.env.DATABASE_URL!, {
        connectTimeoutMs: 800,
        statementTimeoutMs: 3000,
        max: 2,
      });
      const ctx = await createTestContext({}, { database });
      contexts.push(ctx);
      const { signedInUser } = await import("../test/harness.ts");
      const { client } = await signedInUser(ctx);
      const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await locker.connect();
      try {
        await locker.query("begin");
        await locker.query("lock table favorites in access exclusive mode");
        const t0 = Date.now();
        const wave = () => Array.from({ length: 4 }, () => client.get("/api/v1/favorites"));
        // The first reads wait on the lock on the pipelined connection; once it has stalled, the
        // next ones take the pool's two connections and wait there too.
        const first = wave();
        await new Promise((r) => setTimeout(r, 300));
        const blocked = Promise.all([...first, ...wave()]);
        // Nothing can answer now: readiness says so, fast.
        await new Promise((r) => setTimeout(r, 700));
        const r0 = Date.now();
        const ready = await ctx.client().get("/readyz");
        expect(ready.status).toBe(503);
        expect(Date.now() - r0).toBeLessThan(2000);
        const results = await blocked;
        for (const r of results) {
          expect(r.status).toBe(503);
          expect(r.body.error.code).toBe("UNAVAILABLE");
        }
        expect(Date.now() - t0).toBeLessThan(10_000);
      } finally {
        await locker.query("rollback").catch(() => {});
        await locker.end();
      }
      // Free again: everything answers.
      expect((await client.get("/api/v1/favorites")).status).toBe(200);
      expect((await ctx.client().get("/readyz")).status).toBe(200);
    },
  );
});
