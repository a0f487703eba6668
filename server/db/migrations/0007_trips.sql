CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"model" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_user_created_idx" ON "trips" USING btree ("user_id","created_at");--> statement-breakpoint
-- The places a trip visits, lower case, as the new-deal alerts match them (server/jobs/new-deal-alerts.ts):
-- every stop but the first of two or more (where the trip sets out from); a one-stop trip's stop.
CREATE FUNCTION trip_places(p_model jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(s.stop->>'place')), '{}')
  FROM (SELECT CASE WHEN jsonb_typeof(p_model->'stops') = 'array' THEN p_model->'stops' ELSE '[]' END AS stops) m
  CROSS JOIN LATERAL jsonb_array_elements(m.stops) WITH ORDINALITY AS s(stop, ord)
  WHERE (s.ord > 1 OR jsonb_array_length(m.stops) = 1) AND jsonb_typeof(s.stop->'place') = 'string'
$$;
--> statement-breakpoint
CREATE INDEX "trips_places_idx" ON "trips" USING gin (trip_places("model"));
--> statement-breakpoint

-- Saves a trip in one statement, as add_favorite does (decision 020): the user's advisory lock
-- (held to the end of the caller's transaction), then the cap and the insert on a fresh snapshot,
-- so MAX_TRIPS holds under concurrent requests. Nothing when the user already keeps p_cap trips.
CREATE FUNCTION add_trip(p_user text, p_name text, p_model jsonb, p_cap integer)
RETURNS TABLE (id uuid, name text, model jsonb, share_token text, created_at text, updated_at text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('trips:' || p_user));
  RETURN QUERY
    INSERT INTO trips AS t (user_id, name, model)
    SELECT p_user, p_name, p_model
    WHERE (SELECT count(*) FROM trips c WHERE c.user_id = p_user) < p_cap
    RETURNING t.id, t.name, t.model, t.share_token,
      to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
