CREATE TABLE "return_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"reason_text" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"return_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_photo_files" (
	"photo_id" integer NOT NULL,
	"size" smallint NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "return_photo_files_photo_id_size_pk" PRIMARY KEY("photo_id","size")
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid,
	"return_request_id" integer,
	"file_name" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "channel" text DEFAULT 'ACCOUNT' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "outside_window" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_drafts" ADD CONSTRAINT "return_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_drafts" ADD CONSTRAINT "return_drafts_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photo_files" ADD CONSTRAINT "return_photo_files_photo_id_return_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."return_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_draft_id_return_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."return_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_drafts_expires_idx" ON "return_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_photos_guid_uq" ON "return_photos" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "return_photos_draft_idx" ON "return_photos" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_request_id");