CREATE TABLE "sms_delivery_reports" (
	"request_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
