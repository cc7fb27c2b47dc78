ALTER TABLE "otp_challenges" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "max_tries" integer DEFAULT 5 NOT NULL;