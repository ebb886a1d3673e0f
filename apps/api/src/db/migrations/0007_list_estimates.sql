CREATE TABLE "list_estimates" (
	"list" text PRIMARY KEY NOT NULL,
	"estimate" integer NOT NULL,
	"kept_until" timestamp with time zone NOT NULL
);
