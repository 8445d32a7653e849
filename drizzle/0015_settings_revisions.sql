CREATE TABLE "settings_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"restored_from" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings_revisions" ADD CONSTRAINT "settings_revisions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_revisions_created_idx" ON "settings_revisions" USING btree ("created_at" DESC NULLS LAST);