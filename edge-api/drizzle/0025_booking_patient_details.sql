ALTER TABLE "bookings" ADD COLUMN "patient_birth_date" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient_approx_birth_year" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient_gender" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient_details_missing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_details_check" CHECK (("bookings"."patient_details_missing" and "bookings"."patient_birth_date" is null
        and "bookings"."patient_approx_birth_year" is null and "bookings"."patient_gender" is null)
      or (not "bookings"."patient_details_missing" and "bookings"."patient_gender" is not null
        and ("bookings"."patient_birth_date" is null) <> ("bookings"."patient_approx_birth_year" is null)));