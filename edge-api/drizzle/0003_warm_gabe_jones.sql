ALTER TABLE "bookings" ADD COLUMN "crm_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "crm_next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_crm_retry_idx" ON "bookings" USING btree ("status","crm_next_attempt_at");