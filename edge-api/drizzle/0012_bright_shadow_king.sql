CREATE TABLE "sms_preferences" (
	"mobile_number" text PRIMARY KEY NOT NULL,
	"muted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"mobile_number" text NOT NULL,
	"kind" text NOT NULL,
	"variables" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_notices" ADD CONSTRAINT "visit_notices_visit_id_collection_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "collection_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_notices_due_idx" ON "visit_notices" USING btree ("state","next_attempt_at");