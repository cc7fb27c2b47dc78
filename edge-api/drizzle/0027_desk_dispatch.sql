ALTER TABLE "collection_visits" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_name_lower_idx" ON "bookings" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name") text_pattern_ops);