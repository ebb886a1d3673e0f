-- Search on the offers, ads, subscriptions and audit log lists. The first three match the
-- records they point at (car title, user name, email or phone, package name) through those
-- tables' primary keys and trigram indexes (0002, 0003); the audit log matches the names
-- its entries' records go by, read from the entry itself (a record may since be renamed or
-- gone), through a trigram index on this function.
CREATE FUNCTION audit_record_text(before jsonb, after jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(coalesce(after, before) ->> 'title', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'name', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'nameEn', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'nameAr', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'titleEn', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'titleAr', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'questionEn', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'questionAr', '')
    || ' ' || coalesce(coalesce(after, before) ->> 'email', '')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_record_text_trgm_idx" ON "audit_log"
  USING gin (audit_record_text("before", "after") gin_trgm_ops);
