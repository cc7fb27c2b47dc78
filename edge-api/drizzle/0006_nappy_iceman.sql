CREATE TABLE "submission_file_parts" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_file_parts_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE INDEX "submission_file_parts_created_idx" ON "submission_file_parts" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "submission_file_parts" ("file_id", "seq", "content", "created_at") SELECT "id", 0, "content", "created_at" FROM "submission_files";--> statement-breakpoint
UPDATE "submission_files" SET "file_name" = "id" || '.' || CASE "content_type" WHEN 'application/pdf' THEN 'pdf' WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/png' THEN 'png' WHEN 'image/webp' THEN 'webp' WHEN 'application/msword' THEN 'doc' WHEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' THEN 'docx' ELSE 'bin' END;--> statement-breakpoint
ALTER TABLE "submission_files" DROP COLUMN "content";