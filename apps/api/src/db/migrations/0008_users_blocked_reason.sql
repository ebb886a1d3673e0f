ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
CREATE INDEX "customer_queries_email_created_idx" ON "customer_queries" USING btree ("email","created_at");