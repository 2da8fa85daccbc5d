CREATE TABLE "company_profiles" (
	"channel" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"vision" text NOT NULL,
	"mission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"map" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"voucher_code" text NOT NULL,
	"claimed_name" text,
	"claimed_phone" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "erp_voucher_codes_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
CREATE TABLE "erp_voucher_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"outlet" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_voucher_promos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"ticket_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text NOT NULL,
	"event_type" text NOT NULL,
	"location" text NOT NULL,
	"organizer" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_center_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_companies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"nama_company" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_departments" (
	"department_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nama_department" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"nama" text NOT NULL,
	"record" jsonb NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_managers" (
	"manager_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_positions" (
	"postition_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "media_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug_content" text NOT NULL,
	"blog_title" text NOT NULL,
	"banner" text NOT NULL,
	"thumbnail" text NOT NULL,
	"blog_description" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"date_publish" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_posts_slug_content_unique" UNIQUE("slug_content")
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"profile_picture" text NOT NULL,
	"position" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"whatsapp" text NOT NULL,
	"source" text DEFAULT 'subscriptionlandingpage' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "erp_voucher_codes" ADD CONSTRAINT "erp_voucher_codes_promo_id_erp_voucher_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."erp_voucher_promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_departments" ADD CONSTRAINT "hris_departments_company_id_hris_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hris_companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_employees" ADD CONSTRAINT "hris_employees_company_id_hris_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hris_companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_managers" ADD CONSTRAINT "hris_managers_company_id_hris_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hris_companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_otps" ADD CONSTRAINT "hris_otps_employee_id_hris_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."hris_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_positions" ADD CONSTRAINT "hris_positions_company_id_hris_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hris_companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_posts" ADD CONSTRAINT "media_posts_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_voucher_codes_claim" ON "erp_voucher_codes" USING btree ("promo_id","claimed_phone");--> statement-breakpoint
CREATE INDEX "erp_voucher_codes_promo_idx" ON "erp_voucher_codes" USING btree ("promo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_key" ON "event_tickets" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_tickets_user_idx" ON "event_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "help_center_channel_idx" ON "help_center_entries" USING btree ("channel");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_employees_key" ON "hris_employees" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "hris_otps_employee_idx" ON "hris_otps" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "media_posts_publish_idx" ON "media_posts" USING btree ("date_publish");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_leads_whatsapp" ON "subscription_leads" USING btree ("whatsapp");