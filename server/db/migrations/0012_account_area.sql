CREATE TABLE "auth_email_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"shipping_updates" boolean DEFAULT true NOT NULL,
	"back_in_stock" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_email_changes" ADD CONSTRAINT "auth_email_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_email_changes_token_uq" ON "auth_email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_email_changes_customer_idx" ON "auth_email_changes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_customer_product_uq" ON "stock_alerts" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_product_open_idx" ON "stock_alerts" USING btree ("product_id","notified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_feedback_name_uq" ON "customers" USING btree (lower("feedback_name")) WHERE "customers"."feedback_name" <> '';