ALTER TABLE "order_feedback" ADD COLUMN IF NOT EXISTS "reply_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN IF NOT EXISTS "replied_by" integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_feedback_created_idx" ON "order_feedback" USING btree ("created_at","id");
