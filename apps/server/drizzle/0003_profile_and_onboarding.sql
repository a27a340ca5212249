CREATE TABLE "basic_info" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"professional_title" varchar(255) NOT NULL,
	"location" varchar(255) NOT NULL,
	"professional_summary" varchar(5000),
	"phone" varchar(50),
	"linkedin_url" varchar(2048),
	"github_url" varchar(2048),
	"portfolio_url" varchar(2048),
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"name" varchar(255) NOT NULL,
	"issuing_organization" varchar(255) NOT NULL,
	"issue_date" date NOT NULL,
	"expiration_date" date,
	"credential_id" varchar(255),
	"credential_url" varchar(2048),
	"description" varchar(5000),
	CONSTRAINT "certifications_dates_check" CHECK ("certifications"."expiration_date" is null or "certifications"."expiration_date" >= "certifications"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"institution_name" varchar(255) NOT NULL,
	"degree" varchar(32) NOT NULL,
	"field_of_study" varchar(255) NOT NULL,
	"location" varchar(255),
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"gpa" varchar(32),
	"description" varchar(5000),
	"activities" varchar(5000),
	CONSTRAINT "education_degree_check" CHECK ("education"."degree" in ('High School Diploma', 'Associate Degree', 'Bachelor''s Degree', 'Master''s Degree', 'Doctoral Degree', 'Professional Degree', 'Certificate', 'Other')),
	CONSTRAINT "education_current_check" CHECK (not "education"."is_current" or "education"."end_date" is null),
	CONSTRAINT "education_dates_check" CHECK ("education"."end_date" is null or "education"."end_date" >= "education"."start_date")
);
--> statement-breakpoint
CREATE TABLE "onboarding_states" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"current_step" varchar(32) NOT NULL,
	"conversation_id" uuid,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "onboarding_states_step_check" CHECK ("onboarding_states"."current_step" in ('welcome', 'resume_check', 'basic_info', 'work_experience', 'education', 'skills', 'certifications', 'projects', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(5000) NOT NULL,
	"role" varchar(255),
	"start_date" date NOT NULL,
	"end_date" date,
	"is_ongoing" boolean DEFAULT false NOT NULL,
	"project_url" varchar(2048),
	"repository_url" varchar(2048),
	"technologies_used" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "projects_ongoing_check" CHECK (not "projects"."is_ongoing" or "projects"."end_date" is null),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."end_date" is null or "projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"name" varchar(255) NOT NULL,
	"proficiency_level" varchar(16) NOT NULL,
	"category" varchar(255),
	CONSTRAINT "skills_proficiency_level_check" CHECK ("skills"."proficiency_level" in ('beginner', 'intermediate', 'advanced', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"job_title" varchar(255) NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"company_location" varchar(255),
	"employment_type" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" varchar(5000),
	"skills_used" varchar(5000),
	"achievements" varchar(5000),
	CONSTRAINT "work_experiences_employment_type_check" CHECK ("work_experiences"."employment_type" in ('full_time', 'part_time', 'contract', 'internship', 'freelance')),
	CONSTRAINT "work_experiences_current_check" CHECK (not "work_experiences"."is_current" or "work_experiences"."end_date" is null),
	CONSTRAINT "work_experiences_dates_check" CHECK ("work_experiences"."end_date" is null or "work_experiences"."end_date" >= "work_experiences"."start_date")
);
--> statement-breakpoint
ALTER TABLE "basic_info" ADD CONSTRAINT "basic_info_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD CONSTRAINT "onboarding_states_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_owner_position_idx" ON "certifications" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "education_owner_position_idx" ON "education" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "projects_owner_position_idx" ON "projects" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "skills_owner_position_idx" ON "skills" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "work_experiences_owner_position_idx" ON "work_experiences" USING btree ("owner_id","position");