CREATE TABLE IF NOT EXISTS "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"machine" text DEFAULT '' NOT NULL,
	"quote_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quote_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"product_id" integer,
	"part_number" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "quote_requests_quote_uq" ON "quote_requests" USING btree ("quote_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_customer_idx" ON "quote_requests" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_request_items_request_idx" ON "quote_request_items" USING btree ("request_id");
--> statement-breakpoint
-- Quotes written before requests existed join the staff's list as quotes made by staff.
INSERT INTO "quote_requests" ("customer_id", "email", "source", "quote_id", "sent_at", "created_at")
SELECT q."customer_id", coalesce(c."email", ''), 'staff', q."id", q."created_at", q."created_at"
FROM "quotes" q LEFT JOIN "customers" c ON c."id" = q."customer_id"
WHERE NOT EXISTS (SELECT 1 FROM "quote_requests" r WHERE r."quote_id" = q."id");
