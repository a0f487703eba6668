import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { apiRoutes, documented, openApiDocument, openApiPath, validate } from "./openapi.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: unknown }> } }
    >
  >;
};

async function served(): Promise<Doc> {
  const res = await ctx.client().get("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  return res.body as unknown as Doc;
}

describe("GET /api/v1/openapi.json", () => {
  it("describes every /api route the app really has (method and path)", async () => {
    const doc = await served();
    expect(doc.openapi).toBe("3.1.0");
    const routes = apiRoutes(ctx.app.routes);
    // The app's own list, not a copy: dozens of routes, among them the ones a client knows.
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    for (const known of [
      "GET /api/v1/favorites",
      "DELETE /api/v1/favorites/{id}",
      "POST /api/v1/admin/deals/import",
      "POST /api/auth/confirm",
      "GET /api/v1/openapi.json",
      "PATCH /api/v1/trips/{id}",
      "POST /api/v1/trips/{id}/share",
      "GET /api/v1/shared-trips/{token}",
    ]) {
      const [method, path] = known.split(" ") as [string, string];
      expect(doc.paths[path]?.[method.toLowerCase()], known).toBeDefined();
    }
  });

  it("documents what every /api route answers on success: a schema (no bare `{}`), another media type, or 204", async () => {
    const doc = (await served()) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
      >;
    };
    const undocumented: string[] = [];
    for (const r of apiRoutes(ctx.app.routes)) {
      const op = doc.paths[openApiPath(r.path)]![r.method.toLowerCase()]!;
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith("2"));
      const described = successes.some(
        ([status, s]) =>
          status === "204" || Object.values(s.content ?? {}).some((m) => Object.keys(m.schema).length > 0),
      );
      if (!described) undocumented.push(`${r.method} ${r.path}`);
    }
    expect(undocumented).toEqual([]);
    expect(doc.paths["/api/v1/favorites"]!.post!.responses["201"]!.content!["application/json"]!.schema).toMatchObject({
      properties: { id: { type: "string" }, title: { type: "string" }, created_at: { type: "string" } },
    });
  });

  it("takes each route's inputs from the zod schemas it validates with", async () => {
    const doc = await served();
    const add = doc.paths["/api/v1/favorites"]!.post!;
    expect(add.requestBody?.content["application/json"]?.schema).toMatchObject({
      type: "object",
      properties: { title: { type: "string", maxLength: 200 } },
      required: expect.arrayContaining(["type", "title"]),
    });
    expect(doc.paths["/api/v1/favorites"]!.get!.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      "query:limit",
      "query:cursor",
    ]);
    expect(doc.paths["/api/v1/favorites/{id}"]!.delete!.parameters).toEqual([
      expect.objectContaining({ in: "path", name: "id", required: true }),
    ]);
    // A trip's body is the trip page's own schema (core/requests.ts): 1–12 stops.
    expect(doc.paths["/api/v1/trips"]!.post!.requestBody?.content["application/json"]?.schema).toMatchObject({
      properties: { trip: { properties: { stops: { type: "array", minItems: 1, maxItems: 12 } } } },
      required: expect.arrayContaining(["name", "trip"]),
    });
    expect(doc.paths["/api/v1/admin/clicks"]!.get!.parameters?.find((p) => p.name === "days")).toMatchObject({
      schema: { enum: ["7", "30", "90"] },
    });
    expect(Object.keys(doc.paths["/api/v1/admin/deals/import"]!.post!.requestBody!.content)).toEqual([
      "multipart/form-data",
    ]);
  });
});

describe("the document of a route list", () => {
  it("leaves out middleware and catch-alls, and a route added without a schema still appears", () => {
    const app = new Hono()
      .use("/api/*", async (_c, next) => next())
      .get("/api/things/:id", validate("param", z.strictObject({ id: z.uuid() })), (c) => c.json({}))
      .post("/api/upload", documented({ upload: true }), (c) => c.json({}))
      .get("/api/bare", (c) => c.json({}))
      .all("/api/*", (c) => c.json({}, 404))
      .get("/healthz", (c) => c.json({}));
    const doc = openApiDocument(app.routes) as unknown as Doc & {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/bare", "/api/things/{id}", "/api/upload"]);
    // The bare route says nothing of its success: only its errors are documented (the test above fails on such a
    // route).
    expect(Object.keys(doc.paths["/api/bare"]!.get!.responses).sort()).toEqual(["4XX", "5XX"]);
  });

  it("in the tests, refuses an answer its schema does not describe, and a JSON answer without one", async () => {
    const app = new Hono()
      .get("/api/right", documented({ response: z.object({ n: z.number() }) }), (c) => c.json({ n: 1 }))
      .get("/api/wrong", documented({ response: z.object({ n: z.number() }) }), (c) => c.json({ n: "1" }))
      .get("/api/none", documented({ summary: "no schema" }), (c) => c.json({ n: 1 }))
      .onError((e, c) => c.text(e.message, 500));
    expect((await app.request("/api/right")).status).toBe(200);
    expect((await app.request("/api/wrong")).status).toBe(500);
    expect((await app.request("/api/none")).status).toBe(500);
  });
});
