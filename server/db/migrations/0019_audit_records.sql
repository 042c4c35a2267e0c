ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "record_type" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "record_id" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "before" jsonb;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "after" jsonb;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at");
