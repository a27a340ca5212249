CREATE TABLE "cv_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(127) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" varchar(255),
	"target_job_title" varchar(255),
	"target_company" varchar(255),
	"target_job_posting_url" varchar(2048),
	"linkedin_profile_url" varchar(2048),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cvs_status_check" CHECK ("cvs"."status" in ('draft', 'ready', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvs" ADD CONSTRAINT "cvs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_files_owner_created_idx" ON "cv_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_files_storage_key_key" ON "cv_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "cvs_owner_created_idx" ON "cvs" USING btree ("owner_id","created_at");