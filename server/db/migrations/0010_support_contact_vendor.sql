CREATE TABLE "support_contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	CONSTRAINT "support_contact_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "support_vendor_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"brands" text NOT NULL,
	"catalogue_size" text NOT NULL,
	"warehouses" text NOT NULL,
	"warehouse_count" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	CONSTRAINT "support_vendor_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "support_contact_messages_created_idx" ON "support_contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_vendor_applications_status_idx" ON "support_vendor_applications" USING btree ("status","created_at");