CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"company" varchar(255) NOT NULL,
	"location" varchar(255),
	"posting_url" varchar(2048),
	"posting_text" varchar(20000),
	"stage" varchar(16) DEFAULT 'saved' NOT NULL,
	"stage_history" jsonb NOT NULL,
	"next_step" varchar(255),
	"next_step_date" varchar(10),
	"contact_name" varchar(255),
	"contact_email" varchar(255),
	"contact_phone" varchar(50),
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" varchar(3),
	"notes" varchar(5000),
	"cv_id" uuid,
	"frozen_file_id" uuid,
	"frozen_filename" varchar(255),
	"frozen_size" integer,
	"frozen_cv_title" varchar(255),
	"frozen_at" timestamp with time zone,
	"analysis" jsonb,
	"analysed_at" timestamp with time zone,
	"cover_letter" varchar(10000),
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "applications_stage_check" CHECK ("applications"."stage" in ('saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_next_step_date_check" CHECK ("applications"."next_step_date" is null or "applications"."next_step_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "applications_salary_check" CHECK ("applications"."salary_min" is null or "applications"."salary_max" is null or "applications"."salary_min" <= "applications"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "cv_files" ADD COLUMN "frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_frozen_file_id_cv_files_id_fk" FOREIGN KEY ("frozen_file_id") REFERENCES "public"."cv_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_owner_updated_idx" ON "applications" USING btree ("owner_id","updated_at");