-- One short reference per booking and order, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts):
-- 8 characters of 30, none of 0/O/1/I/L/U. The server draws it and draws again on a clash
-- (edge-api/src/services/references/new-reference.ts); this function is the database's own draw, for
-- rows written any other way and for the rows that exist before this migration.
CREATE FUNCTION vyom_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'VY-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4)
  FROM (
    SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '') AS chars
    FROM generate_series(1, 8)
  ) AS drawn
$$;--> statement-breakpoint
CREATE TABLE "booking_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
-- The existing rows, oldest first: each draw is registered first, so a clash (with either kind) is
-- simply drawn again and no two rows share one.
DO $$
DECLARE
  row record;
  drawn text;
BEGIN
  FOR row IN
    SELECT 'booking' AS kind, id, created_at FROM bookings
    UNION ALL SELECT 'order', id, created_at FROM orders
    ORDER BY created_at, id
  LOOP
    LOOP
      drawn := vyom_reference();
      INSERT INTO booking_references (reference, kind) VALUES (drawn, row.kind) ON CONFLICT DO NOTHING;
      EXIT WHEN FOUND;
    END LOOP;
    IF row.kind = 'booking' THEN
      UPDATE bookings SET reference = drawn WHERE id = row.id;
    ELSE
      UPDATE orders SET reference = drawn WHERE id = row.id;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET DEFAULT vyom_reference();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET DEFAULT vyom_reference();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
-- From now on every new row registers its reference in the same statement: a reference either
-- kind holds already fails the insert (the server then draws again).
CREATE FUNCTION take_booking_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_references (reference, kind) VALUES (NEW.reference, TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_reference_taken" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION take_booking_reference('booking');--> statement-breakpoint
CREATE TRIGGER "orders_reference_taken" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION take_booking_reference('order');
