CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"actor_id" integer NOT NULL,
	"commit" boolean NOT NULL,
	"state" text NOT NULL,
	"counts" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems_left_out" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_state_heartbeat_at_idx" ON "import_jobs" USING btree ("state","heartbeat_at");--> statement-breakpoint
CREATE INDEX "import_jobs_finished_at_idx" ON "import_jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "import_jobs_actor_id_idx" ON "import_jobs" USING btree ("actor_id");