ALTER TABLE "rig_listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rig_listings" ADD COLUMN "hidden_by_id" integer;--> statement-breakpoint
ALTER TABLE "rig_listings" ADD CONSTRAINT "rig_listings_hidden_by_id_customers_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "rig_listings_active_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rig_listings_public_idx" ON "rig_listings" USING btree ("created_at") WHERE "rig_listings"."active" and "rig_listings"."hidden_at" is null;--> statement-breakpoint
-- Listings guests put up before only registered customers could list are taken off the public page.
UPDATE "rig_listings" SET "active" = false WHERE "garage_machine_id" IN (
  SELECT "garage_machines"."id" FROM "garage_machines" JOIN "customers" ON "customers"."id" = "garage_machines"."customer_id"
  WHERE 'Guests' = ANY("customers"."roles")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_guests_created_idx" ON "customers" USING btree ("created_at") WHERE 'Guests' = any("customers"."roles");
