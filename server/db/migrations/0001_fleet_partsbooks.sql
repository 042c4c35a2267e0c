CREATE TABLE "garage_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"machine_model_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"hours" integer,
	"notes" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"stock_number" text DEFAULT '' NOT NULL,
	"year" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"machine_status" text DEFAULT 'IN_SERVICE' NOT NULL,
	"engine_id" integer,
	"attachment_id" integer,
	"picture_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_picture_files" (
	"picture_id" integer NOT NULL,
	"size" smallint NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "garage_picture_files_picture_id_size_pk" PRIMARY KEY("picture_id","size")
);
--> statement-breakpoint
CREATE TABLE "garage_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"seo_filename" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_selections" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"garage_machine_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rig_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"garage_machine_id" integer NOT NULL,
	"price" numeric(19, 4) NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_diagrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"diagram_id" integer NOT NULL,
	"relation_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagram_line_item_products" (
	"line_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diagram_line_item_products_line_item_id_product_id_pk" PRIMARY KEY("line_item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "diagram_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"diagram_id" integer NOT NULL,
	"part_drawing_identifier" text NOT NULL,
	"part_number" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"callout_x" real NOT NULL,
	"callout_y" real NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_model_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"title" text NOT NULL,
	"svg" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_model_id" integer NOT NULL,
	"parent_section_id" integer,
	"title" text NOT NULL,
	"seo_name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_machines" ADD CONSTRAINT "garage_machines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_machines" ADD CONSTRAINT "garage_machines_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_machines" ADD CONSTRAINT "garage_machines_engine_id_machine_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."machine_engines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_machines" ADD CONSTRAINT "garage_machines_attachment_id_machine_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."machine_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_machines" ADD CONSTRAINT "garage_machines_picture_id_garage_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."garage_pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_picture_files" ADD CONSTRAINT "garage_picture_files_picture_id_garage_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."garage_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_pictures" ADD CONSTRAINT "garage_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_selections" ADD CONSTRAINT "garage_selections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_selections" ADD CONSTRAINT "garage_selections_garage_machine_id_garage_machines_id_fk" FOREIGN KEY ("garage_machine_id") REFERENCES "public"."garage_machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rig_listings" ADD CONSTRAINT "rig_listings_garage_machine_id_garage_machines_id_fk" FOREIGN KEY ("garage_machine_id") REFERENCES "public"."garage_machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_diagrams" ADD CONSTRAINT "customer_diagrams_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_diagrams" ADD CONSTRAINT "customer_diagrams_diagram_id_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."diagrams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagram_line_item_products" ADD CONSTRAINT "diagram_line_item_products_line_item_id_diagram_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."diagram_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagram_line_item_products" ADD CONSTRAINT "diagram_line_item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagram_line_items" ADD CONSTRAINT "diagram_line_items_diagram_id_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."diagrams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagrams" ADD CONSTRAINT "diagrams_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagrams" ADD CONSTRAINT "diagrams_section_id_machine_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."machine_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_sections" ADD CONSTRAINT "machine_sections_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_machines_customer_idx" ON "garage_machines" USING btree ("customer_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_pictures_guid_uq" ON "garage_pictures" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "rig_listings_machine_uq" ON "rig_listings" USING btree ("garage_machine_id");--> statement-breakpoint
CREATE INDEX "rig_listings_active_idx" ON "rig_listings" USING btree ("created_at") WHERE "rig_listings"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_diagrams_uq" ON "customer_diagrams" USING btree ("customer_id","diagram_id","relation_type");--> statement-breakpoint
CREATE INDEX "customer_diagrams_customer_idx" ON "customer_diagrams" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "diagram_line_item_products_product_idx" ON "diagram_line_item_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "diagram_line_items_diagram_idx" ON "diagram_line_items" USING btree ("diagram_id");--> statement-breakpoint
CREATE INDEX "diagrams_section_idx" ON "diagrams" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "diagrams_model_idx" ON "diagrams" USING btree ("machine_model_id");--> statement-breakpoint
CREATE INDEX "machine_sections_model_idx" ON "machine_sections" USING btree ("machine_model_id");