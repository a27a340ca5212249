ALTER TABLE "cv_files" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_files_conversation_idx" ON "cv_files" USING btree ("conversation_id");