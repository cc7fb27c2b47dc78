DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
-- One active technician per mobile from now on: of copies added before, the first stays active and
-- the later ones are deactivated (never deleted: past visits name them), each in the audit log.
WITH "later" AS (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "mobile_number" ORDER BY "created_at", "id") AS "n"
    FROM "technicians" WHERE "active"
  ) AS "ranked" WHERE "n" > 1
), "off" AS (
  UPDATE "technicians" SET "active" = false WHERE "id" IN (SELECT "id" FROM "later")
  RETURNING "id", "name", "mobile_number"
)
INSERT INTO "audit_log" ("actor", "action", "subject", "before", "after", "at")
SELECT 'system', 'technician-deactivated', 'technician:' || "id",
  jsonb_build_object('name', "name", 'mobileNumber', "mobile_number", 'active', true),
  jsonb_build_object('name', "name", 'mobileNumber', "mobile_number", 'active', false), now()
FROM "off";--> statement-breakpoint
CREATE UNIQUE INDEX "technicians_active_mobile_idx" ON "technicians" USING btree ("mobile_number") WHERE "technicians"."active";--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","seq");