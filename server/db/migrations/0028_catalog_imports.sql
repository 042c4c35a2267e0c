CREATE TABLE IF NOT EXISTS "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"columns" text[] NOT NULL,
	"ignored_columns" text[] NOT NULL,
	"counts" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"error" text,
	"check_ms" integer DEFAULT 0 NOT NULL,
	"apply_ms" integer,
	CONSTRAINT "catalog_imports_checked_by_customers_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "catalog_imports_applied_by_customers_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_imports_checked_at_idx" ON "catalog_imports" USING btree ("checked_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog_import_changes" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(19, 4),
	"old_price" numeric(19, 4),
	"stock" integer,
	"status" text,
	"order_minimum_quantity" integer,
	"order_maximum_quantity" integer,
	"before_price" numeric(19, 4),
	"before_old_price" numeric(19, 4),
	"before_stock" integer,
	"before_status" text,
	"before_order_minimum_quantity" integer,
	"before_order_maximum_quantity" integer,
	CONSTRAINT "catalog_import_changes_import_id_seq_pk" PRIMARY KEY("import_id","seq"),
	CONSTRAINT "catalog_import_changes_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "catalog_import_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog_import_refusals" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"part_key" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "catalog_import_refusals_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "catalog_import_refusals_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action
);
