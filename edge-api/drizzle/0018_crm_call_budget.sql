CREATE TABLE "crm_call_budget" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
