ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_notices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'ta', 'kn', 'te', 'hi'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'ta', 'kn', 'te', 'hi'));--> statement-breakpoint
ALTER TABLE "visit_notices" ADD CONSTRAINT "visit_notices_language_check" CHECK ("visit_notices"."language" in ('en', 'ta', 'kn', 'te', 'hi'));