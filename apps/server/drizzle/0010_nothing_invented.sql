ALTER TABLE "education" ALTER COLUMN "degree" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "education" ALTER COLUMN "field_of_study" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "education" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ALTER COLUMN "proficiency_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "work_experiences" ALTER COLUMN "employment_type" DROP NOT NULL;