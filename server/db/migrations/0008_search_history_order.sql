-- A saved search or a favourite is newer than every earlier one of its user, also within one tick of
-- the clock (PGlite's reads milliseconds): the lists show newest first, in the order they were made.
CREATE OR REPLACE FUNCTION add_favorite(p_user text, p_type text, p_title text, p_description text, p_data jsonb, p_cap integer)
RETURNS TABLE (id uuid, user_id text, type text, title text, description text, data jsonb, created_at text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('favorites:' || p_user));
  -- Nothing when the user has p_cap favourites or this one (same type and title) already.
  RETURN QUERY
    INSERT INTO favorites AS f (user_id, type, title, description, data, created_at)
    SELECT p_user, p_type, p_title, p_description, coalesce(p_data, '{}'::jsonb), greatest(now(),
      (SELECT max(l.created_at) + interval '1 microsecond' FROM favorites l WHERE l.user_id = p_user))
    WHERE (SELECT count(*) FROM favorites c WHERE c.user_id = p_user) < p_cap
    ON CONFLICT DO NOTHING
    RETURNING f.id, f.user_id, f.type, f.title, f.description, f.data,
      to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION save_search(p_user text, p_query text, p_type text, p_count integer, p_cap integer)
RETURNS TABLE (id uuid, user_id text, query text, search_type text, results_count integer, created_at text, others json, dropped json)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_history:' || p_user));
  -- Insert; drop the earlier identical searches and the ones over the cap (both CTEs see the rows
  -- as they were before the insert: the newest p_cap - 1 others are kept). Also returns the other
  -- searches of this type (the caller removes one that differs only in case) and the dropped ones.
  RETURN QUERY
    WITH inserted AS (
      -- Strictly after the user's newest search, so that two saved within one tick of the clock
      -- (PGlite's reads milliseconds) still list newest first.
      INSERT INTO search_history (user_id, query, search_type, results_count, created_at)
      VALUES (p_user, p_query, p_type, p_count, greatest(now(),
        (SELECT max(l.created_at) + interval '1 microsecond' FROM search_history l WHERE l.user_id = p_user)))
      RETURNING *
    ), removed AS (
      DELETE FROM search_history h WHERE h.user_id = p_user AND (
        (h.search_type = p_type AND h.query = p_query) OR h.id NOT IN (
          SELECT k.id FROM search_history k
          WHERE k.user_id = p_user AND NOT (k.search_type = p_type AND k.query = p_query)
          ORDER BY k.created_at DESC, k.id DESC LIMIT p_cap - 1))
      RETURNING *
    )
    SELECT i.id, i.user_id, i.query, i.search_type, i.results_count,
      to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      (SELECT json_agg(json_build_array(o.id, o.query)) FROM search_history o
        WHERE o.user_id = p_user AND o.search_type = p_type AND o.query <> p_query
          AND o.id NOT IN (SELECT r.id FROM removed r)),
      (SELECT json_agg(json_build_array(r.id, r.query, r.search_type, r.results_count, r.created_at) ORDER BY r.created_at DESC, r.id DESC)
        FROM removed r WHERE NOT (r.search_type = p_type AND r.query = p_query))
    FROM inserted i;
END $$;
