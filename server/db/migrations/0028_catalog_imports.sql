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
-- Staged lines, a chunk of up to 5,000 per row (a JSON array of the new values and those the check saw):
-- 100,000 lines are 20 rows to write and to drop, and the apply writes one chunk per statement.
CREATE TABLE IF NOT EXISTS "catalog_import_changes" (
	"import_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"lines" integer NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "catalog_import_changes_import_id_chunk_pk" PRIMARY KEY("import_id","chunk"),
	CONSTRAINT "catalog_import_changes_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action
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
