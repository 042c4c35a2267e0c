CREATE TABLE IF NOT EXISTS "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"session_id" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_events_kind_check" CHECK ("kind" IN ('HELP_PHONE_CLICK'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telemetry_events_kind_created_idx" ON "telemetry_events" USING btree ("kind","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telemetry_events_created_idx" ON "telemetry_events" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_mpn_normalized_idx" ON "products" USING btree (ltrim(regexp_replace(lower("manufacturer_part_number"), '[\s\-./_]+', '', 'g'), '0'));
