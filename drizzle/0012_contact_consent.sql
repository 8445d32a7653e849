ALTER TABLE "contact_messages" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;