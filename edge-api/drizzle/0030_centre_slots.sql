CREATE TABLE "centre_slot_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" text NOT NULL,
	"modality" text NOT NULL,
	"day" date NOT NULL,
	"time_slot" text NOT NULL,
	"holder" text NOT NULL,
	"state" text NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centre_slots" (
	"centre_id" text NOT NULL,
	"modality" text NOT NULL,
	"day" date NOT NULL,
	"time_slot" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "centre_slots_centre_id_modality_day_time_slot_pk" PRIMARY KEY("centre_id","modality","day","time_slot"),
	CONSTRAINT "centre_slots_capacity_check" CHECK ("centre_slots"."capacity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "centre_slot_claims_slot_idx" ON "centre_slot_claims" USING btree ("centre_id","modality","day","time_slot","state");--> statement-breakpoint
CREATE UNIQUE INDEX "centre_slot_claims_holder_idx" ON "centre_slot_claims" USING btree ("holder") WHERE "centre_slot_claims"."state" <> 'released';