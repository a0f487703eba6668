import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, PASSWORD, signedInUser, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("security headers", () => {
  it("are on every response", async () => {
    for (const p of ["/healthz", "/api/v1/deals", "/api/v1/profile", "/api/auth/get-session", "/nope"]) {
      const res = await ctx.client().get(p);
      expect(res.headers.get("content-security-policy"), p).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("are exactly the set the server has always sent, and no other (decision 040)", async () => {
    const expected = {
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
    };
    // Cross-Origin-Resource-Policy would keep the native app (another origin) from showing /media images.
    const never = [
      "cross-origin-resource-policy",
      "cross-origin-embedder-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "x-powered-by",
    ];
    for (const p of ["/api/v1/deals", "/healthz", "/media/none.webp"]) {
      const res = await ctx.client().get(p);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${p} ${name}`).toBe(value);
      for (const name of never) expect(res.headers.get(name), `${p} ${name}`).toBeNull();
    }
    const https = await ctx.client().get("/healthz", { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    for (const [name, value] of Object.entries(expected)) expect(https.headers.get(name), name).toBe(value);
  });

  it("adds HSTS only behind HTTPS", async () => {
    expect((await ctx.client().get("/healthz")).headers.get("strict-transport-security")).toBeNull();
    const https = await ctx.client().get("/healthz", { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("request logs", () => {
  it("write one JSON line per request, with no password, token or full e-mail", async () => {
    const before = ctx.logs.length;
    const { client, email, mail } = await signedInUser(ctx);
    await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    await client.get("/api/v1/favorites?x=1");
    const lines = ctx.logs.slice(before);
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(requests.every((r) => typeof r.status === "number" && typeof r.ms === "number")).toBe(true);
    const all = lines.join("\n");
    const token = new URL(mail.link!).searchParams.get("token_hash")!;
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain(email);
    expect(all).not.toContain("x=1");
  });
});

describe("errors", () => {
  it("answers malformed JSON, wrong content and unknown API routes with 4xx in the error shape", async () => {
    const { client } = await signedInUser(ctx);
    const bad = await client.req("POST", "/api/v1/favorites", "{not json", { "content-type": "application/json" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeTruthy();
    const huge = await client.post("/api/v1/favorites", { type: "hotel", title: "x", data: { s: "y".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const missing = await client.get("/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
  });
});

describe("bad input at the edge", () => {
  /** Raw JSON text: JSON.stringify itself cannot write it. */
  const deep = (n: number) => `${'{"a":'.repeat(n)}"leaf"${"}".repeat(n)}`;

  it("answers NUL, lone surrogates and deep nesting in any text field with 400, and stores nothing", async () => {
    const { client } = await signedInUser(ctx);
    const bodies: [string, string, string][] = [
      ["POST", "/api/v1/favorites", JSON.stringify({ type: "hotel", title: "Nul\u0000" })],
      ["POST", "/api/v1/favorites", JSON.stringify({ type: "hotel", title: "ok", description: "x\u0000y" })],
      // JSON.stringify keeps lone surrogates as \u escapes: exactly what an attacker sends.
      ["POST", "/api/v1/favorites", JSON.stringify({ type: "hotel", title: "ok", data: { note: "\ud800" } })],
      ["POST", "/api/v1/favorites", JSON.stringify({ type: "hotel", title: "ok", data: { ["k\udc00"]: 1 } })],
      ["POST", "/api/v1/favorites", `{"type":"hotel","title":"ok","data":{"nested":${deep(5000)}}}`],
      ["POST", "/api/v1/favorites", `{"type":"hotel","title":"ok","data":{"nested":${deep(40)}}}`],
      ["PUT", "/api/v1/profile", JSON.stringify({ full_name: "Μαρία\u0000" })],
      ["PUT", "/api/v1/profile", JSON.stringify({ location: "\udfff" })],
      ["POST", "/api/v1/search-history", JSON.stringify({ query: "ferry\u0000" })],
    ];
    for (const [method, path, body] of bodies) {
      const res = await client.req(method, path, body, { "content-type": "application/json" });
      expect(res.status, `${method} ${path} ${body.slice(0, 60)}`).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    expect((await client.get("/api/v1/favorites")).body).toEqual([]);
    expect((await client.get("/api/v1/search-history")).body).toEqual([]);
  });

  it("sends Connection: close with a 413, so no later request on the socket loses its answer", async () => {
    const { client } = await signedInUser(ctx);
    const huge = await client.post("/api/v1/favorites", { type: "hotel", title: "x", data: { s: "y".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(huge.headers.get("connection")).toBe("close");
  });
});
