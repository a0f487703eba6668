// The API described once (docs/decisions/034-typed-api-and-openapi.md): the OpenAPI document is
// generated from the app's own route list (Hono's `app.routes`) and the zod schemas its routes
// already validate with. `validate` here is the one of server/http/errors.ts, remembered for the
// document; `documented` adds what a validator cannot say (a multipart upload, a summary).
import type { Handler, MiddlewareHandler } from "hono";
import type { RouterRoute } from "hono/types";
import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { z, type ZodObject, type ZodType } from "zod";
import { validate as check } from "../http/errors.ts";

type Target = "json" | "query" | "param";

interface Notes {
  summary?: string;
  /** The request is a multipart upload with one `file` field. */
  upload?: boolean;
  /** Answers other than JSON (e.g. `text/csv`, `text/event-stream`, `text/html`). */
  produces?: string[];
  /** The JSON of a success (server/routes/responses.ts); checked against every answer in the tests. */
  response?: ZodType;
  /** The success status(es) of `response` (default 200). */
  status?: 200 | 201 | (200 | 201)[];
  /** The success is 204 without a body. */
  noContent?: boolean;
}

/** Set by the tests (server/test/harness.ts): every JSON success is parsed with its route's `response`. */
let checkAnswers = false;
export function checkAnswersAgainstSchemas(on: boolean): void {
  checkAnswers = on;
}

/** A JSON success that its route's schema does not describe: a test sees a 500 naming the route. */
export class UndocumentedAnswer extends Error {}

const inputs = new WeakMap<Handler | MiddlewareHandler, { target: Target; schema: ZodType }>();
const notes = new WeakMap<Handler | MiddlewareHandler, Notes>();

/** zod validation in the API's error shape (server/http/errors.ts), also read into the document. */
export function validate<T extends ZodType, Tg extends Target>(target: Tg, schema: T) {
  const middleware = check(target, schema);
  inputs.set(middleware, { target, schema });
  return middleware;
}

/** What the document says of a route beyond its validators; does nothing at request time. */
export function documented(n: Notes): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (!checkAnswers || c.res.status < 200 || c.res.status > 299 || c.res.status === 204) return;
    if (!c.res.headers.get("content-type")?.includes("application/json")) return;
    if (!n.response)
      throw new UndocumentedAnswer(`${c.req.method} ${c.req.routePath}: a JSON answer without a response schema`);
    const checked = n.response.safeParse(await c.res.clone().json());
    if (!checked.success)
      throw new UndocumentedAnswer(
        `${c.req.method} ${c.req.routePath}: the answer is not its schema: ${z.prettifyError(checked.error)}`,
      );
  };
  notes.set(middleware, n);
  return middleware;
}

/** The shape of every error answer (docs/api.md). */
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    request_id: z.string().optional(),
  }),
});

/** A route of the document: a concrete method and path (middleware and catch-alls are not routes). */
export function apiRoutes(routes: readonly RouterRoute[]): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.includes("*")) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** `/favorites/:id` → `/favorites/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The OpenAPI 3.1 document of every /api route of `routes`. */
export function openApiDocument(routes: readonly RouterRoute[]) {
  const doc = new OpenAPIHono();
  const error = doc.openAPIRegistry.register("Error", errorSchema);
  for (const { method, path } of apiRoutes(routes)) {
    const handlers = routes.filter((r) => r.method === method && r.path === path).map((r) => r.handler);
    const request: NonNullable<RouteConfig["request"]> = {};
    const n: Notes = {};
    for (const h of handlers) {
      Object.assign(n, notes.get(h));
      const input = inputs.get(h);
      if (!input) continue;
      if (input.target === "json")
        request.body = { required: true, content: { "application/json": { schema: input.schema } } };
      else if (input.target === "query") request.query = input.schema as ZodObject;
      else request.params = input.schema as ZodObject;
    }
    if (n.upload) {
      request.body = {
        required: true,
        content: { "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) } },
      };
    }
    const segments = path.split("/").filter(Boolean);
    const tag = segments[1] === "v1" ? (segments[2] ?? "v1") : (segments[1] ?? "api");
    const okContent = Object.fromEntries([
      ...(n.response ? [["application/json", { schema: n.response }]] : []),
      ...(n.produces ?? []).map((t) => [t, { schema: z.string() }]),
    ]);
    // A route that says nothing of its success is left without one: the test of the document fails on it.
    const success: Record<string, { description: string; content?: typeof okContent }> = {};
    if (Object.keys(okContent).length)
      for (const status of [n.status ?? 200].flat())
        success[String(status)] = { description: n.summary ?? "Success", content: okContent };
    if (n.noContent) success["204"] = { description: "Done; no body" };
    doc.openAPIRegistry.registerPath({
      method: method.toLowerCase() as RouteConfig["method"],
      path: openApiPath(path),
      tags: [tag],
      summary: n.summary,
      request,
      responses: {
        ...success,
        "4XX": {
          description: "Refused: `{ error: { code, message, fields? } }`",
          content: { "application/json": { schema: error } },
        },
        "5XX": {
          description: "Unavailable or unexpected: same shape",
          content: { "application/json": { schema: error } },
        },
      },
    });
  }
  return doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Taxidaki API",
      version: "1",
      description: "Generated from the server's routes and their zod validators. Prose: docs/api.md.",
    },
  });
}

/** The document's own shape, as far as a client reads it. */
export const openApiJson = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** `GET /api/v1/openapi.json`: the document of the app whose routes `routesOf` gives (built once). */
export function openApiHandler(routesOf: () => readonly RouterRoute[]): Handler {
  let body: string | undefined;
  return (c) => {
    body ??= JSON.stringify(openApiDocument(routesOf()));
    return c.body(body, 200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=300" });
  };
}
