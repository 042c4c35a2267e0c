CREATE TABLE "cart_coupons" (
	"cart_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" serial NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_discount_id_pk" PRIMARY KEY("cart_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "cart_shipping_selections" (
	"cart_id" integer NOT NULL,
	"group_key" text NOT NULL,
	"method_id" text NOT NULL,
	CONSTRAINT "cart_shipping_selections_cart_id_group_key_pk" PRIMARY KEY("cart_id","group_key")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coupon_code" text NOT NULL,
	"discount_type" text NOT NULL,
	"use_percentage" boolean DEFAULT false NOT NULL,
	"discount_percentage" numeric(7, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"maximum_discount_amount" numeric(19, 4),
	"minimum_subtotal" numeric(19, 4) DEFAULT '0' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"manufacturer_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"skus" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(19, 4) NOT NULL,
	"shipping_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"reference" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shopping_cart_type_id" smallint DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"price_when_added" numeric(19, 4),
	"quote_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"quote_id" integer,
	"country_id" integer,
	"state_province_id" integer,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_shopping_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping_selections" ADD CONSTRAINT "cart_shipping_selections_cart_id_shopping_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_cart_id_shopping_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shopping_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_quote_item_id_quote_items_id_fk" FOREIGN KEY ("quote_item_id") REFERENCES "public"."quote_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_state_province_id_state_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."state_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_coupon_code_uq" ON "discounts" USING btree (lower("coupon_code"));--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_guid_uq" ON "quotes" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shopping_cart_items_cart_idx" ON "shopping_cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_cart_items_line_uq" ON "shopping_cart_items" USING btree ("cart_id","shopping_cart_type_id","product_id",coalesce("quote_item_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_carts_owner_uq" ON "shopping_carts" USING btree ("customer_id",coalesce("quote_id", 0));