ALTER TABLE "cvs" ADD COLUMN "headline" varchar(255);--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "contact_email" varchar(255);--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "contact_phone" varchar(50);--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "contact_location" varchar(255);--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "hidden_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;