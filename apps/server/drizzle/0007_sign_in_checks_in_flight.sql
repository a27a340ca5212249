ALTER TABLE "rate_limits" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "pending_until" timestamp with time zone;