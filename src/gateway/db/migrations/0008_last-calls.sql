CREATE TABLE "b2b_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"business_type" text NOT NULL,
	"npwp" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"document_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" text DEFAULT 'Bahasa Indonesia' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta" jsonb DEFAULT '{"meta_title":"","meta_description":"","meta_keywords":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "order_type" text DEFAULT 'lms' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD CONSTRAINT "b2b_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD CONSTRAINT "b2b_registrations_document_id_stored_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_registrations_user" ON "b2b_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "b2b_registrations_document_idx" ON "b2b_registrations" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_product_idx" ON "courses" USING btree ("product_id");