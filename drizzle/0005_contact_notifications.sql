ALTER TABLE "contact_messages" ADD COLUMN "notification_status" text DEFAULT 'skipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notification_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notification_error" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notification_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_notification_due_idx" ON "contact_messages" USING btree ("notification_next_attempt_at") WHERE "contact_messages"."notification_status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_notification_status_check" CHECK ("contact_messages"."notification_status" in ('pending', 'sent', 'failed', 'skipped'));