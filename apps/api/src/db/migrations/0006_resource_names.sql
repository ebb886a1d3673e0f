-- The packs are called packages, as the spec and the web app call them: the permission
-- resource `packs` is now `packages`. A role keeps what it was allowed under the old name,
-- the log files past changes under the new one, and a role's logged permissions read the
-- same way. The table and the API's paths keep the name `packs`. The log files the contact
-- details (the `settings` row) under `contactDetails`, as the web app names them.
CREATE FUNCTION rename_permission_key(matrix jsonb, old_key text, new_key text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(matrix) = 'object' AND matrix ? old_key
      THEN (matrix - old_key) || jsonb_build_object(new_key, matrix -> old_key)
    ELSE matrix
  END
$$;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = rename_permission_key("permissions", 'packs', 'packages')
WHERE "permissions" ? 'packs';
--> statement-breakpoint
UPDATE "audit_log" SET "resource" = 'packages' WHERE "resource" = 'packs';
--> statement-breakpoint
UPDATE "audit_log" SET "resource" = 'contactDetails' WHERE "resource" = 'settings';
--> statement-breakpoint
UPDATE "audit_log" SET
  "before" = CASE WHEN "before" ? 'permissions'
    THEN jsonb_set("before", '{permissions}', rename_permission_key("before" -> 'permissions', 'packs', 'packages'))
    ELSE "before" END,
  "after" = CASE WHEN "after" ? 'permissions'
    THEN jsonb_set("after", '{permissions}', rename_permission_key("after" -> 'permissions', 'packs', 'packages'))
    ELSE "after" END
WHERE "resource" = 'roles';
--> statement-breakpoint
DROP FUNCTION rename_permission_key(jsonb, text, text);
