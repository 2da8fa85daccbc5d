CREATE TABLE "rate_buckets" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" bigint NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rate_buckets_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"first_ms" bigint NOT NULL,
	"last_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_buckets_at_idx" ON "rate_buckets" USING btree ("at_ms");