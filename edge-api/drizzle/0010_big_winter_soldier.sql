CREATE TABLE "collection_window_plans" (
	"area_id" text NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "collection_window_plans_area_id_starts_at_pk" PRIMARY KEY("area_id","starts_at"),
	CONSTRAINT "collection_window_plans_capacity_check" CHECK ("collection_window_plans"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collection_windows" (
	"area_id" text NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "collection_windows_area_id_day_starts_at_pk" PRIMARY KEY("area_id","day","starts_at"),
	CONSTRAINT "collection_windows_capacity_check" CHECK ("collection_windows"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_area_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "window_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" text NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"holder" text NOT NULL,
	"state" text NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_window_plans" ADD CONSTRAINT "collection_window_plans_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_windows" ADD CONSTRAINT "collection_windows_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_area_pincodes" ADD CONSTRAINT "service_area_pincodes_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "window_claims_window_idx" ON "window_claims" USING btree ("area_id","day","starts_at","state");--> statement-breakpoint
CREATE UNIQUE INDEX "window_claims_holder_idx" ON "window_claims" USING btree ("holder") WHERE "window_claims"."state" <> 'released';