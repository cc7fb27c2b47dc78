CREATE TABLE "corporate_employees" (
	"corporate_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"corporate_name" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_employees_corporate_id_employee_id_pk" PRIMARY KEY("corporate_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"mobile_number" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" integer NOT NULL,
	"patient_gender" text NOT NULL,
	"corporate_id" text,
	"employee_id" text,
	"collected_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"tests" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"mobile_number" text NOT NULL,
	"corporate_id" text,
	"employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "report_access_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_reports_mobile_idx" ON "lab_reports" USING btree ("mobile_number","reported_at");--> statement-breakpoint
CREATE INDEX "lab_reports_employee_idx" ON "lab_reports" USING btree ("corporate_id","employee_id");--> statement-breakpoint
CREATE INDEX "report_access_expires_idx" ON "report_access" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id");