-- Custom migration: the lists' `search` is a case-insensitive substring match (ILIKE
-- '%text%'), which a btree cannot serve; trigram GIN indexes can. PGlite loads pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_queries_name_trgm_idx" ON "customer_queries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_queries_email_trgm_idx" ON "customer_queries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_queries_message_trgm_idx" ON "customer_queries" USING gin ("message" gin_trgm_ops);
