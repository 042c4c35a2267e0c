CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"state_province_id" integer,
	"zip_postal_code" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attempts" (
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_attempts_customer_id_idempotency_key_pk" PRIMARY KEY("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_excl_tax" numeric(19, 4) NOT NULL,
	"unit_price_incl_tax" numeric(19, 4) NOT NULL,
	"price_excl_tax" numeric(19, 4) NOT NULL,
	"price_incl_tax" numeric(19, 4) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"backordered_when_ordered" boolean DEFAULT false NOT NULL,
	"shipping_group_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_order_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"custom_order_number" text NOT NULL,
	"is_guest_order" boolean NOT NULL,
	"email" text NOT NULL,
	"quote_id" integer,
	"order_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"shipping_status" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_excl_tax" numeric(19, 4) NOT NULL,
	"subtotal_incl_tax" numeric(19, 4) NOT NULL,
	"subtotal_discount_excl_tax" numeric(19, 4) NOT NULL,
	"subtotal_discount_incl_tax" numeric(19, 4) NOT NULL,
	"shipping_excl_tax" numeric(19, 4) NOT NULL,
	"shipping_incl_tax" numeric(19, 4) NOT NULL,
	"shipping_discount" numeric(19, 4) NOT NULL,
	"order_tax" numeric(19, 4) NOT NULL,
	"order_total" numeric(19, 4) NOT NULL,
	"used_discounts" jsonb NOT NULL,
	"shipping_methods" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"purchase_order" text DEFAULT '' NOT NULL,
	"payment_type" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"card_type" text DEFAULT '' NOT NULL,
	"masked_credit_card_number" text DEFAULT '' NOT NULL,
	"est_arrival_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"payment_type" text NOT NULL,
	"credit_card_type" text DEFAULT '' NOT NULL,
	"credit_card_last4" text DEFAULT '' NOT NULL,
	"credit_card_exp" text DEFAULT '' NOT NULL,
	"cardholder_name" text DEFAULT '' NOT NULL,
	"account_name_or_email" text DEFAULT '' NOT NULL,
	"billing_address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_state_province_id_state_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."state_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attempts" ADD CONSTRAINT "order_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attempts" ADD CONSTRAINT "order_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_methods" ADD CONSTRAINT "customer_payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_guid_uq" ON "order_items" USING btree ("order_item_guid");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_guid_uq" ON "orders" USING btree ("order_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_club_order_guid_uq" ON "orders" USING btree ("club_order_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_custom_order_number_uq" ON "orders" USING btree ("custom_order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_payment_methods_customer_idx" ON "customer_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_methods_default_uq" ON "customer_payment_methods" USING btree ("customer_id") WHERE "customer_payment_methods"."is_default";