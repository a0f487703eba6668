// Saved and shared trips (issue 30, decision 036). The bodies are core/requests.ts's tripInput and
// tripUpdate, the schemas the trip page builds with. Every query is scoped to the session's user:
// another user's trip, or an id that is not one, answers 404 and changes nothing. A trip can be
// shared as a read-only link whose secret is `share_token` (192 random bits); the owner revokes it.
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_TRIPS, tripInput, tripUpdate } from "../../core/requests.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { trips } from "../db/schema.ts";
import { clientIp } from "../http/client-ip.ts";
import { requireUser, type AppEnv } from "../http/app-env.ts";
import { ApiError, errorBody } from "../http/errors.ts";
import type { Rule } from "../rate-limit.ts";
import type { RateLimitStore } from "../rate-limit-store.ts";
import { documented, validate } from "./openapi.ts";
import { sharedTripJson, tripJson, tripRow, type SharedTripJson, type TripJson } from "./responses.ts";
import { PRIVATE } from "../http/private-answers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 24 random bytes in base64url: 32 characters, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const newToken = () => randomBytes(24).toString("base64url");

/** Opening shared links, per client IP: enough for any reader, too few to walk through tokens. */
export const sharedTripRule: Rule = { name: "ip-shared-trip", windowSec: 60, max: 60 };

// The path's id is read as text and checked here: an id that is not a UUID names no trip of
// anyone's, so it answers 404 like another user's id (nothing to tell apart from outside).
const tripParam = z.strictObject({ id: z.string().describe("the trip's id (a UUID)") });
const tokenParam = z.strictObject({ token: z.string().describe("the share link's token") });

/** `POST /trips/:id/share` takes an empty JSON object (every /api/v1 write is JSON). */
const shareBody = z.strictObject({});

const notFound = () => new ApiError(404, "NOT_FOUND", "Trip not found");

const iso = (d: Date | string) => (typeof d === "string" ? d : d.toISOString());

function toJson(row: z.infer<typeof tripRow>): TripJson {
  return {
    id: row.id,
    name: row.name,
    trip: row.model,
    shared: row.share_token !== null,
    share_token: row.share_token,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const columns = {
  id: trips.id,
  name: trips.name,
  model: trips.model,
  share_token: trips.share_token,
  created_at: trips.created_at,
  updated_at: trips.updated_at,
};

/** `/api/v1/trips`: the signed-in user's trips. */
export function tripRoutes(db: Db) {
  const mine = (userId: string, id: string) => and(eq(trips.id, id), eq(trips.user_id, userId));
  /** The user's trip `id`, or a 404 (also for an id that is not a UUID). */
  const idOf = (id: string) => {
    if (!UUID.test(id)) throw notFound();
    return id.toLowerCase();
  };

  return new Hono<AppEnv>()
    .get(
      "/",
      documented({
        summary: "The signed-in user's saved trips, newest first",
        response: z.object({ trips: z.array(tripJson) }),
      }),
      async (c) => {
        const u = requireUser(c);
        const rows = await db
          .select(columns)
          .from(trips)
          .where(eq(trips.user_id, u.id))
          .orderBy(desc(trips.created_at), desc(trips.id))
          .limit(MAX_TRIPS);
        return c.json({ trips: rows.map(toJson) });
      },
    )
    .post(
      "/",
      documented({ summary: "Save a trip", response: tripJson, status: 201 }),
      validate("json", tripInput),
      async (c) => {
        const u = requireUser(c);
        const { name, trip } = c.req.valid("json");
        // One statement (migration 0007): the user's lock, then the cap and the insert.
        const result = await db.execute(
          sql`select * from add_trip(${u.id}, ${name}, ${JSON.stringify(trip)}::jsonb, ${MAX_TRIPS})`,
        );
        const row = result.rows[0] && tripRow.parse(result.rows[0]);
        if (!row)
          throw new ApiError(
            409,
            "LIMIT_REACHED",
            `You can keep at most ${MAX_TRIPS} trips. Delete one to save another.`,
          );
        return c.json(toJson(row), 201);
      },
    )
    .get(
      "/:id",
      documented({ summary: "One saved trip", response: tripJson }),
      validate("param", tripParam),
      async (c) => {
        const u = requireUser(c);
        const id = idOf(c.req.valid("param").id);
        const [row] = await db.select(columns).from(trips).where(mine(u.id, id));
        if (!row) throw notFound();
        return c.json(toJson(row));
      },
    )
    .patch(
      "/:id",
      documented({ summary: "Rename a trip, or save its edited model", response: tripJson }),
      validate("param", tripParam),
      validate("json", tripUpdate),
      async (c) => {
        const u = requireUser(c);
        const id = idOf(c.req.valid("param").id);
        const { name, trip } = c.req.valid("json");
        const [row] = await db
          .update(trips)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(trip !== undefined ? { model: trip } : {}),
            updated_at: sql`now()`,
          })
          .where(mine(u.id, id))
          .returning(columns);
        if (!row) throw notFound();
        return c.json(toJson(row));
      },
    )
    .delete(
      "/:id",
      documented({ summary: "Delete a trip (its share link stops working)", noContent: true }),
      validate("param", tripParam),
      async (c) => {
        const u = requireUser(c);
        const id = idOf(c.req.valid("param").id);
        const gone = await db.delete(trips).where(mine(u.id, id)).returning({ id: trips.id });
        if (!gone.length) throw notFound();
        return c.body(null, 204);
      },
    )
    .post(
      "/:id/share",
      documented({
        summary: "Share a trip: its link's token (the same one while it stays shared)",
        response: z.object({ token: z.string() }),
      }),
      validate("param", tripParam),
      validate("json", shareBody),
      async (c) => {
        const u = requireUser(c);
        const id = idOf(c.req.valid("param").id);
        // Two requests at once: the row lock makes the second see the first one's token and keep it.
        const [row] = await db
          .update(trips)
          .set({ share_token: sql`coalesce(${trips.share_token}, ${newToken()})` })
          .where(mine(u.id, id))
          .returning({ token: trips.share_token });
        if (!row?.token) throw notFound();
        return c.json({ token: row.token });
      },
    )
    .delete(
      "/:id/share",
      documented({ summary: "Stop sharing a trip: the old link answers 404", response: z.object({ token: z.null() }) }),
      validate("param", tripParam),
      async (c) => {
        const u = requireUser(c);
        const id = idOf(c.req.valid("param").id);
        const [row] = await db
          .update(trips)
          .set({ share_token: null })
          .where(mine(u.id, id))
          .returning({ id: trips.id });
        if (!row) throw notFound();
        return c.json({ token: null });
      },
    );
}

/** `/api/v1/shared-trips/:token`: a shared trip, read-only, for anyone with the link. */
export function sharedTripRoutes(db: Db, limiter: RateLimitStore, config: Pick<Config, "TRUST_PROXY">) {
  const byToken = db
    .select({ name: trips.name, model: trips.model, updated_at: trips.updated_at })
    .from(trips)
    .where(eq(trips.share_token, sql.placeholder("token")))
    .prepare("trips_shared");
  return new Hono<AppEnv>().get(
    "/:token",
    documented({ summary: "A shared trip (public, read-only): name, model, last change", response: sharedTripJson }),
    validate("param", tokenParam),
    async (c) => {
      const hit = await limiter.hit(sharedTripRule, clientIp(c, config.TRUST_PROXY));
      if (!hit.ok) {
        c.header("Retry-After", String(hit.retryAfter));
        return c.json(errorBody("RATE_LIMITED", `Too many requests. Try again in ${hit.retryAfter} s.`), 429);
      }
      // A revoked link must stop at once: no cache keeps the answer.
      c.header("Cache-Control", PRIVATE);
      const { token } = c.req.valid("param");
      const [row] = TOKEN.test(token) ? await byToken.execute({ token }) : [];
      if (!row) throw new ApiError(404, "NOT_FOUND", "This shared trip does not exist or is no longer shared");
      const body: SharedTripJson = { name: row.name, trip: row.model, updated_at: iso(row.updated_at) };
      return c.json(body);
    },
  );
}
