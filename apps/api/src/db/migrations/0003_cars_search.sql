-- The cars list searches title and model with ILIKE '%…%'; trigram indexes keep that fast
-- on a million rows. PGlite loads pg_trgm itself (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_title_trgm_idx" ON "cars" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_model_trgm_idx" ON "cars" USING gin ("model" gin_trgm_ops);
