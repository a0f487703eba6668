// Auth's HTTP concerns, in front of Better Auth: CSRF for cookie sessions, one parse of every
// /api/auth body (JSON only, checked at the edge), rate limits keyed on what Better Auth will
// actually read, the /confirm call (atomic, single-use links), Better Auth's errors in our shape,
// and the session of /api/v1 requests.
import { createHash } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from "hono";
import { sql } from "drizzle-orm";
import { verifyJWT } from "better-auth/crypto";
import { z } from "zod";
import type { Auth } from "../auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { verification } from "../db/schema.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorBody, type ErrorBody } from "../http/errors.ts";
import { documented, validate } from "./openapi.ts";
import { findInputProblem } from "../http/input-guard.ts";
import { bodyText, TIMED_OUT, TOO_LARGE } from "../http/body.ts";
import { JSON_LIMIT, timedOut, tooLarge } from "../http/body-guards.ts";
import { SessionMemo } from "../http/session-memo.ts";
import { knownDevices } from "../http/known-device.ts";
import { authRules, type Rule } from "../rate-limit.ts";
import type { RateLimitStore } from "../rate-limit-store.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? "");
const isBearer = (c: Context) => /^Bearer\s+\S+/i.test(c.req.header("authorization") ?? "");

/**
 * Cross-origin state-changing requests are refused for cookie sessions. Bearer requests
 * (native app) carry no ambient credentials, so they are not subject to CSRF.
 */
export function csrf(trustedOrigins: Iterable<string>): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && !isBearer(c)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const ok = origin ? trusted.has(origin) : site === "same-origin" || (!site && !c.req.header("cookie"));
      if (!ok) return c.json(errorBody("FORBIDDEN", "Cross-origin request refused"), 403);
    }
    await next();
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?taxidaki\.session_token=[^;\s]/;
const hasCredential = (c: Context) => isBearer(c) || SESSION_COOKIE.test(c.req.header("cookie") ?? "");

const unavailable = (c: Context) => {
  c.header("Retry-After", "5");
  return c.json(errorBody("UNAVAILABLE", "The service is temporarily unavailable. Try again shortly."), 503);
};

/**
 * Better Auth answers "no session" when it cannot read the session store. A request that carries
 * a session but gets none is checked against the database: down means 503, not "signed out".
 */
async function databaseDown(database: Database): Promise<boolean> {
  return database.ping().then(
    () => false,
    () => true,
  );
}

/** The session for /api/v1: cookie (web) or bearer token (native app). */
export function sessionFromAuth(auth: Auth, database: Database): MiddlewareHandler<AppEnv> {
  // Better Auth's answers for a browser's cached session copy, until that copy expires.
  const memo = auth.options.session?.cookieCache?.enabled ? new SessionMemo() : undefined;
  return async (c, next) => {
    // No session cookie and no bearer token: signed out, nothing to ask Better Auth.
    if (!hasCredential(c)) return next();
    const cookie = memo && !c.req.header("authorization") ? c.req.header("cookie") : undefined;
    const known = cookie && memo!.get(cookie);
    if (known) {
      c.set("user", known);
      c.set("authVia", "cookie");
      return next();
    }
    // A fresh signed cookie cache answers without a lookup; a renewed one is passed on to the browser.
    const { headers, response: s } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const renewed = headers.getSetCookie();
    for (const v of renewed) c.header("Set-Cookie", v, { append: true });
    if (s) {
      const user = { id: s.user.id, email: s.user.email };
      c.set("user", user);
      c.set("authVia", isBearer(c) ? "bearer" : "cookie");
      // Answered from a valid cached copy (nothing renewed or cleared): the same until it expires.
      if (cookie && !renewed.length) memo!.remember(cookie, user);
    } else if (hasCredential(c) && (await databaseDown(database))) {
      return unavailable(c);
    }
    await next();
  };
}

/**
 * Auth endpoints that are rate limited, with the rules applied per IP and per e-mail address; a
 * sign-in from a known device of that address (decision 045) is counted by `device` instead.
 */
export const limitedAuth: Record<string, { ip: Rule[]; email: Rule[]; device?: Rule[] }> = {
  "/api/auth/sign-in/email": {
    ip: [authRules.ipSignIn],
    email: [authRules.emailSignIn],
    device: [authRules.deviceSignIn],
  },
  // A sign-up sends an e-mail (confirmation, or "already registered" to the owner).
  "/api/auth/sign-up/email": { ip: [authRules.ipSignIn, authRules.ipMail], email: [authRules.emailMail] },
  "/api/auth/sign-in/magic-link": {
    ip: [authRules.ipMail],
    email: [authRules.emailMail],
    device: [authRules.deviceMail],
  },
  "/api/auth/send-verification-email": { ip: [authRules.ipMail], email: [authRules.emailMail] },
  "/api/auth/change-password": { ip: [authRules.ipSignIn], email: [] },
  // Checks a password, like a sign-in.
  "/api/auth/delete-user": { ip: [authRules.ipSignIn], email: [] },
  "/api/auth/confirm": { ip: [authRules.ipConfirm], email: [] },
};

/** Better Auth endpoints that only /confirm may call (it makes their links single-use). */
const internalOnly = new Set(["/api/auth/verify-email", "/api/auth/magic-link/verify"]);

/** Fields Better Auth reads as text; anything else there is refused before it can throw. */
const authFields = z
  .object({
    email: z.string().max(320),
    password: z.string().max(1024),
    newPassword: z.string().max(1024),
    currentPassword: z.string().max(1024),
    name: z.string().max(200),
    image: z.string().max(2048).nullable(),
    callbackURL: z.string().max(2048),
    lang: z.string().max(10),
    token: z.string().max(4096),
  })
  .partial();

/**
 * Account deletion needs the current password, always (not only when the session is older than
 * a day, as Better Auth would allow): a session left open on a shared computer must not be
 * enough to erase an account. No e-mailed deletion link, so no token or callback.
 */
const deleteUserBody = z.strictObject({
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
});

const confirmBody = z.strictObject({
  token_hash: z.string().min(10).max(2048),
  type: z.literal("email", { error: "must be 'email'" }),
});

type AuthVars = AppEnv & { Variables: { authBody: Record<string, unknown> | undefined } };

export interface AuthRouteDeps {
  auth: Auth;
  config: Config;
  database: Database;
  limiter: RateLimitStore;
  /** How long a body may take to arrive (408 after). */
  bodyTimeoutMs: number;
}

export function authRoutes({ auth, config, database, limiter, bodyTimeoutMs }: AuthRouteDeps) {
  const tooMany = (c: Context, retryAfter: number) => {
    c.header("Retry-After", String(retryAfter));
    return c.json(errorBody("RATE_LIMITED", `Too many requests. Try again in ${retryAfter} s.`), 429);
  };

  /** Marks a confirmation token used; false if it already was (atomic on both databases). */
  async function consumeConfirmation(
    token: string,
    expiresAt: Date,
  ): Promise<{ first: boolean; undo: () => Promise<void> }> {
    const id = `used-confirmation:${createHash("sha256").update(token).digest("base64url")}`;
    const rows = await database.db
      .insert(verification)
      .values({ id, identifier: id, value: "used", expiresAt })
      .onConflictDoNothing()
      .returning({ id: verification.id });
    return {
      first: rows.length === 1,
      undo: () =>
        database.db
          .delete(verification)
          .where(sql`${verification.id} = ${id}`)
          .then(() => {}),
    };
  }

  const app = new Hono<AuthVars>();
  const devices = knownDevices(config.authSecret, config.publicOrigin.startsWith("https://"));
  /** A session started for `email`: this browser is now one of its known devices. */
  const rememberDevice = (c: Context, email: unknown) => {
    if (typeof email === "string" && email)
      c.header("Set-Cookie", devices.setCookie(c.req.header("cookie"), email), { append: true });
  };

  // One parse of every body, whatever the endpoint: JSON only (Better Auth would also read forms,
  // and a limit keyed on a JSON field could then be walked around), text that the database can
  // store, text where Better Auth expects text.
  app.use("*", async (c, next) => {
    if (internalOnly.has(c.req.path))
      return c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404);
    c.set("authBody", undefined);
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const type = c.req.header("content-type");
    // A declared type that is not JSON is refused before its body is read.
    if (type && !isJson(type))
      return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
    // Read once, bounded in size and time; Better Auth then gets these very bytes (below).
    let text: string | typeof TOO_LARGE | typeof TIMED_OUT;
    try {
      text = await bodyText(c, JSON_LIMIT, bodyTimeoutMs);
    } catch {
      return c.json(errorBody("BAD_REQUEST", "The body did not arrive whole"), 400);
    }
    if (text === TOO_LARGE) return tooLarge(c);
    if (text === TIMED_OUT) return timedOut(c);
    const isDelete = c.req.path === "/api/auth/delete-user";
    if (text && !type) return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json"), 415);
    // Better Auth reads the body again from the request it is handed: the bytes read here, and an
    // empty body as `{}` (a body-less sign-out, with or without a JSON type, is fine).
    const forward = new Headers(c.req.raw.headers);
    forward.delete("content-length");
    forward.delete("transfer-encoding");
    forward.set("content-type", "application/json");
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers: forward, body: text || "{}" });
    if (!text && !isDelete) return next(); // no body at all (e.g. sign-out)
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return c.json(errorBody("BAD_REQUEST", "The body is not valid JSON"), 400);
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      return c.json(errorBody("VALIDATION", "Invalid body: body", { body: "must be a JSON object" }), 400);
    }
    const problem = findInputProblem(body);
    if (problem)
      return c.json(
        errorBody("VALIDATION", `Invalid body: ${problem.field}`, { [problem.field]: problem.message }),
        400,
      );
    const fields = authFields.safeParse(body);
    if (!fields.success) {
      const f: Record<string, string> = {};
      for (const issue of fields.error.issues) f[issue.path.join(".") || "body"] ??= issue.message;
      return c.json(errorBody("VALIDATION", `Invalid body: ${Object.keys(f).join(", ")}`, f), 400);
    }
    if (isDelete) {
      const del = deleteUserBody.safeParse(body);
      if (!del.success) {
        const f: Record<string, string> = {};
        for (const issue of del.error.issues) f[issue.path.join(".") || "body"] ??= issue.message;
        return c.json(errorBody("VALIDATION", `Invalid body: ${Object.keys(f).join(", ")}`, f), 400);
      }
    }
    c.set("authBody", body as Record<string, unknown>);
    await next();
  });

  // Rate limits on sign-in, sign-up, magic link, resend and confirmation: per IP and per e-mail,
  // the e-mail being the very field Better Auth will read. A password sign-in or a magic link asked
  // for from a known device of that address is counted per device instead (decision 045): what
  // strangers use up of an address's limit does not lock its owner out of their own devices.
  app.use("*", async (c, next) => {
    const rules = c.req.method === "POST" ? limitedAuth[c.req.path] : undefined;
    if (rules) {
      const raw = c.get("authBody")?.email;
      const email = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
      const device = email && rules.device ? devices.deviceFor(c.req.header("cookie"), email) : undefined;
      if (device) {
        for (const rule of rules.device!) {
          const r = await limiter.hit(rule, `${device} ${email}`);
          if (!r.ok) return tooMany(c, r.retryAfter);
        }
        return next();
      }
      const ip = clientIp(c, config.TRUST_PROXY);
      for (const rule of rules.ip) {
        const r = await limiter.hit(rule, ip);
        if (!r.ok) return tooMany(c, r.retryAfter);
      }
      if (email) {
        for (const rule of rules.email) {
          const r = await limiter.hit(rule, email);
          if (!r.ok) return tooMany(c, r.retryAfter);
        }
      }
    }
    await next();
  });

  // The /confirm page's one call: verifies a confirmation or a magic-link token and starts a
  // session. A confirmation token is a JWT signed with our secret; anything else is a magic-link
  // token. Either works once, also when the same link is opened many times at once.
  const typed = app.post(
    "/confirm",
    documented({
      summary: "Confirm an e-mail address or open a magic link: starts a session",
      response: z.object({ status: z.literal("confirmed"), kind: z.enum(["confirmation", "magic-link"]) }),
    }),
    validate("json", confirmBody),
    async (c) => {
      const { token_hash: token } = c.req.valid("json");
      const claims = await verifyJWT<{ email?: unknown; exp?: number }>(token, config.authSecret);
      const isConfirmation = !!claims && typeof claims.email === "string";
      const invalid = () => c.json(errorBody("LINK_INVALID", "This link is invalid, expired or already used"), 400);
      let undo: (() => Promise<void>) | undefined;
      if (isConfirmation) {
        // Magic-link tokens are consumed atomically by Better Auth; confirmation JWTs are stateless.
        const expires = new Date(((claims.exp ?? 0) + 3600) * 1000);
        const used = await consumeConfirmation(token, expires);
        if (!used.first) return invalid();
        undo = used.undo;
      }
      const url = new URL(
        isConfirmation ? "/api/auth/verify-email" : "/api/auth/magic-link/verify",
        config.publicOrigin,
      );
      url.searchParams.set("token", token);
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-type");
      headers.delete("content-length");
      const res = await auth.handler(new Request(url, { method: "GET", headers }));
      if (res.status >= 500) {
        await undo?.().catch(() => {}); // our failure: the link stays usable
        // Our error shape (503 when the database is down, else 500), typed as such for the client.
        return (await betterAuthError(c, res, database)) as unknown as TypedResponse<ErrorBody, 500 | 503, "json">;
      }
      const cookies = res.headers.getSetCookie();
      const started = cookies.some((v) => v.includes("session_token=") && !/Max-Age=0/i.test(v));
      const failed = res.status >= 400 || /[?&]error=/.test(res.headers.get("location") ?? "");
      if (failed || !started) return invalid();
      for (const v of cookies) c.header("Set-Cookie", v, { append: true });
      rememberDevice(
        c,
        isConfirmation
          ? claims.email
          : (
              (await res
                .clone()
                .json()
                .catch(() => ({}))) as { user?: { email?: unknown } }
            ).user?.email,
      );
      const bearer = res.headers.get("set-auth-token");
      if (bearer) {
        c.header("set-auth-token", bearer);
        c.header("Access-Control-Expose-Headers", "set-auth-token");
      }
      const kind: "confirmation" | "magic-link" = isConfirmation ? "confirmation" : "magic-link";
      return c.json({ status: "confirmed" as const, kind });
    },
  );

  // Better Auth, with its errors in our shape.
  app.on(["GET", "POST"], "*", async (c) => {
    const res = await auth.handler(c.req.raw);
    if (c.req.path === "/api/auth/sign-in/email" && res.status === 200) {
      const headers = new Headers(res.headers);
      headers.append("Set-Cookie", devices.setCookie(c.req.header("cookie"), String(c.get("authBody")?.email ?? "")));
      return new Response(res.body, { status: res.status, headers });
    }
    if (c.req.path === "/api/auth/get-session" && res.status === 200 && hasCredential(c)) {
      const body = await res.clone().text();
      if (body === "null" && (await databaseDown(database))) return unavailable(c);
    }
    if (res.status < 400) return res;
    return betterAuthError(c, res, database);
  });

  app.all("*", (c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404));
  // Typed with the routes of our own (/confirm) for the client (`hono/client`); Better Auth's are its own.
  return typed;
}

/** The routes of /api/auth that the typed client calls (`hc<AuthType>("/api/auth")`). */
export type AuthType = ReturnType<typeof authRoutes>;

/** A Better Auth error answer, as `{ error: { code, message } }`; its 5xx become 503 when the database is down. */
async function betterAuthError(c: Context, res: Response, database: Database): Promise<Response> {
  const isJsonBody = res.headers.get("content-type")?.includes("json");
  const body = (isJsonBody ? await res.json().catch(() => ({})) : {}) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (res.status >= 500) {
    if (await databaseDown(database)) {
      headers.set("Retry-After", "5");
      return new Response(
        JSON.stringify(errorBody("UNAVAILABLE", "The service is temporarily unavailable. Try again shortly.")),
        { status: 503, headers },
      );
    }
    if (res.status === 503) {
      headers.set("Retry-After", "2");
      return new Response(JSON.stringify(errorBody(body.code ?? "BUSY", body.message ?? "Busy")), {
        status: 503,
        headers,
      });
    }
    c.get("logger")?.error({ status: res.status, code: body.code, path: c.req.path }, "better-auth error");
    return new Response(JSON.stringify(errorBody("INTERNAL", "Unexpected error")), { status: 500, headers });
  }
  const fallback =
    res.status === 404
      ? "NOT_FOUND"
      : res.status === 401
        ? "UNAUTHORIZED"
        : res.status === 403
          ? "FORBIDDEN"
          : "AUTH_ERROR";
  return new Response(JSON.stringify(errorBody(body.code ?? fallback, body.message ?? "Authentication error")), {
    status: res.status,
    headers,
  });
}
