CREATE TABLE "lis_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "lis_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "lis_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" text NOT NULL,
	"key_id" uuid,
	"protocol" text NOT NULL,
	"content_hash" text NOT NULL,
	"raw" text NOT NULL,
	"lis_report_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "number" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "lab_id" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "lis_report_id" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "lis_status" text DEFAULT 'final' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "patient_birth_date" date;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "sample_id" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "sample_type" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "signed_by_name" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "signed_by_registration" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "signed_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_called_by" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_call_note" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lis_messages" ADD CONSTRAINT "lis_messages_key_id_lis_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "lis_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lis_keys_lab_idx" ON "lis_keys" USING btree ("lab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lis_messages_replay_idx" ON "lis_messages" USING btree ("lab_id","content_hash");--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_message_id_lis_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "lis_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_visit_id_collection_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "collection_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_signed_by_staff_id_admins_id_fk" FOREIGN KEY ("signed_by_staff_id") REFERENCES "admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_version_idx" ON "lab_reports" USING btree ("lab_id","lis_report_id","version");--> statement-breakpoint
CREATE INDEX "lab_reports_held_idx" ON "lab_reports" USING btree ("released_at","created_at");--> statement-breakpoint
-- Reports stored before release existed were readable at once: they stay readable.
UPDATE "lab_reports" SET "released_at" = "reported_at" WHERE "released_at" IS NULL;
