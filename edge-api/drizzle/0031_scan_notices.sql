ALTER TABLE "visit_notices" ALTER COLUMN "visit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_notices" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "visit_notices" ADD CONSTRAINT "visit_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_notices_order_kind_idx" ON "visit_notices" USING btree ("order_id","kind");