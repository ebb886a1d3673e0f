CREATE TABLE "statistics_counts" (
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_counts_metric_key_pk" PRIMARY KEY("metric","key")
);
--> statement-breakpoint
-- The dashboard's counts, kept by the writes themselves. statistics_track(dimensions…) is a
-- statement-level trigger: it counts the live rows (deleted_at is null) of the statement's
-- transition tables per dimension value, new rows up and old rows down, and adds the
-- difference in one upsert per dimension (keys in order, so concurrent writers lock them in
-- the same order; no-op updates write nothing). `day` is the UTC creation day.
CREATE FUNCTION statistics_key(dimension text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE dimension
    WHEN 'day' THEN 'to_char(created_at AT TIME ZONE ''UTC'', ''YYYY-MM-DD'')'
    ELSE format('coalesce(%I::text, '''')', dimension)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION statistics_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dimension text;
  parts text[];
BEGIN
  FOREACH dimension IN ARRAY TG_ARGV LOOP
    parts := ARRAY[]::text[];
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      parts := parts || format('SELECT %s AS k, 1 AS s FROM new_rows WHERE deleted_at IS NULL',
                               statistics_key(dimension));
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      parts := parts || format('SELECT %s AS k, -1 AS s FROM old_rows WHERE deleted_at IS NULL',
                               statistics_key(dimension));
    END IF;
    EXECUTE format(
      'INSERT INTO statistics_counts AS c (metric, key, n)
         SELECT %L, k, sum(s) FROM (%s) r GROUP BY k HAVING sum(s) <> 0 ORDER BY k
       ON CONFLICT (metric, key) DO UPDATE SET n = c.n + excluded.n',
      TG_TABLE_NAME || '.' || dimension, array_to_string(parts, ' UNION ALL '));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recounts one table's dimensions from its rows: used below, after a TRUNCATE, and to repair.
CREATE FUNCTION statistics_rebuild(source regclass, VARIADIC dimensions text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  dimension text;
  name text := (SELECT relname FROM pg_class WHERE oid = source);
BEGIN
  FOREACH dimension IN ARRAY dimensions LOOP
    DELETE FROM statistics_counts WHERE metric = name || '.' || dimension;
    EXECUTE format(
      'INSERT INTO statistics_counts (metric, key, n)
         SELECT %L, %s, count(*) FROM %s WHERE deleted_at IS NULL GROUP BY 2',
      name || '.' || dimension, statistics_key(dimension), source);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION statistics_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_counts WHERE metric LIKE TG_TABLE_NAME || '.%';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  tracked CONSTANT text[][] := ARRAY[
    ['cars', 'status,category_id,brand_id,day'],
    ['users', 'kind,day'],
    ['offers', 'status,day'],
    ['subscriptions', 'status,'],
    ['ads', 'status,'],
    ['customer_queries', 'status,']
  ];
  entry text[];
  dimensions text[];
  arguments text;
BEGIN
  FOREACH entry SLICE 1 IN ARRAY tracked LOOP
    dimensions := array_remove(string_to_array(entry[2], ','), '');
    arguments := (SELECT string_agg(quote_literal(d), ', ') FROM unnest(dimensions) d);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION statistics_track(%s)',
                   entry[1] || '_statistics_insert', entry[1], arguments);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION statistics_track(%s)',
                   entry[1] || '_statistics_update', entry[1], arguments);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION statistics_track(%s)',
                   entry[1] || '_statistics_delete', entry[1], arguments);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION statistics_truncated()',
                   entry[1] || '_statistics_truncate', entry[1]);
    PERFORM statistics_rebuild(entry[1]::regclass, VARIADIC dimensions);
  END LOOP;
END
$$;
