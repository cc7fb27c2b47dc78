ALTER TABLE "service_areas" ADD COLUMN "price_location" text;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_price_location_check" CHECK ("service_areas"."price_location" in ('chennai', 'banglore', 'andhraPradesh', 'tirunelveli', 'mysore'));--> statement-breakpoint
-- Areas loaded before this column: one named (or with the id of) a city we price for gets that
-- city's prices; the demo's Andhra Pradesh cities are Andhra Pradesh's. Any other area stays null,
-- and orders collected there are refused until the lab loads it with its city (docs/deploy.md).
WITH "known" ("city", "location") AS (
  VALUES
    ('chennai', 'chennai'),
    ('bengaluru', 'banglore'),
    ('bangalore', 'banglore'),
    ('andhra pradesh', 'andhraPradesh'),
    ('vijayawada', 'andhraPradesh'),
    ('visakhapatnam', 'andhraPradesh'),
    ('tirunelveli', 'tirunelveli'),
    ('mysuru', 'mysore'),
    ('mysore', 'mysore')
)
UPDATE "service_areas" SET "price_location" = coalesce(
  (SELECT "location" FROM "known" WHERE "city" = lower(trim("service_areas"."name"))),
  (SELECT "location" FROM "known" WHERE "city" = lower("service_areas"."id"))
)
WHERE "price_location" IS NULL;
