ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_visits_desk_idx" ON "collection_visits" USING btree ("day","starts_at","created_at","id");--> statement-breakpoint
CREATE INDEX "collection_visits_desk_status_idx" ON "collection_visits" USING btree ("status","day","starts_at","created_at","id");