CREATE TABLE IF NOT EXISTS "payment_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_nonces_expires_idx" ON "payment_nonces" USING btree ("expires_at");
