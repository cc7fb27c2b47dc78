CREATE TABLE "upload_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bytes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_storage" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"warning_raised_at" timestamp with time zone,
	"full_raised_at" timestamp with time zone,
	CONSTRAINT "upload_storage_one_row" CHECK ("upload_storage"."id")
);
--> statement-breakpoint
-- The row every upload's room check locks (edge-api/src/services/uploads/storage-quota.ts).
INSERT INTO "upload_storage" ("id") VALUES (true);--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "stored_key" text;--> statement-breakpoint
-- Files stored before this migration: their kind is their submission's, and their key the one the
-- server gives a new file (edge-api/src/services/uploads/file-store.ts, newStoredKey).
UPDATE "submission_files" SET "kind" = "submissions"."kind"
  FROM "submissions" WHERE "submissions"."id" = "submission_files"."submission_id";--> statement-breakpoint
UPDATE "submission_files" SET "stored_key" = "kind" || '/'
  || to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '/' || "id";--> statement-breakpoint
ALTER TABLE "submission_files" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ALTER COLUMN "stored_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_stored_key_unique" UNIQUE("stored_key");--> statement-breakpoint
-- The bytes cannot leave the database in SQL: the table is set aside under a name no code writes
-- to, and the first step after the migrations moves its files into FILES_DIR, then drops it
-- (edge-api/src/services/uploads/move-files-out-of-database.ts; docs/deploy.md, "Migrations").
ALTER TABLE "submission_file_parts" RENAME TO "legacy_submission_file_parts";
