CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"location" text NOT NULL,
	"lines" jsonb NOT NULL,
	"members" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"appointment" jsonb NOT NULL,
	"address" jsonb,
	"status" text DEFAULT 'payment-pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"gateway_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_no_idx" ON "payment_attempts" USING btree ("order_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_idx" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'started';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_idx" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'succeeded';