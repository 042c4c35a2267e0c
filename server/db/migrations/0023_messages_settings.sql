-- The back office's messages queue: a status for vendor applications beside their review status,
-- when a message was closed, and the staff's replies (the thread mailed to the sender).
ALTER TABLE "support_contact_messages" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "support_vendor_applications" ADD COLUMN IF NOT EXISTS "queue_status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "support_vendor_applications" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_contact_messages_status_idx" ON "support_contact_messages" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_vendor_applications_queue_idx" ON "support_vendor_applications" USING btree ("queue_status","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "support_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"staff_name" text NOT NULL,
	"staff_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_replies_message_idx" ON "support_replies" USING btree ("kind","message_id","created_at");
--> statement-breakpoint
-- One row: the store's settings an administrator edits (phone, hours, return address, carrier origin).
-- Without it the configured defaults apply.
CREATE TABLE IF NOT EXISTS "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "store_settings_one_row" CHECK ("id" = 1)
);
