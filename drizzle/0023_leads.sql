CREATE TABLE "contact_clicks_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_clicks_daily_day_path_kind_pk" PRIMARY KEY("day","path","kind"),
	CONSTRAINT "contact_clicks_daily_kind_check" CHECK ("contact_clicks_daily"."kind" in ('chat', 'project-question'))
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"body" text,
	"details" jsonb,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'stage', 'note', 'email', 'assigned', 'next-action', 'value'))
);
--> statement-breakpoint
CREATE TABLE "lead_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "stage" text DEFAULT 'nuevo' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "estimated_value" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_action" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Messages received before leads existed: their last activity is their arrival.
UPDATE "contact_messages" SET "last_activity_at" = "created_at";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (unaccent_es(name || chr(10) || coalesce(email, '') || chr(10) || coalesce(phone, '') || chr(10) || subject)) STORED;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "lead_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "lead_blocking_months" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_message_at_idx" ON "lead_events" USING btree ("message_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_events_actor_idx" ON "lead_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "lead_photos_message_idx" ON "lead_photos" USING btree ("message_id","position");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_stage_activity_idx" ON "contact_messages" USING btree ("stage","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."blocked_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_activity_idx" ON "contact_messages" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."blocked_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_next_action_idx" ON "contact_messages" USING btree ("assigned_to","next_action_on") WHERE "contact_messages"."blocked_at" is null and "contact_messages"."next_action_on" is not null and "contact_messages"."stage" not in ('ganado', 'perdido');--> statement-breakpoint
CREATE INDEX "contact_messages_retention_idx" ON "contact_messages" USING btree ("last_activity_at") WHERE "contact_messages"."blocked_at" is null and "contact_messages"."stage" <> 'ganado';--> statement-breakpoint
CREATE INDEX "contact_messages_blocked_idx" ON "contact_messages" USING btree ("blocked_at") WHERE "contact_messages"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_project_idx" ON "contact_messages" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contact_messages_won_idx" ON "contact_messages" USING btree ("won_at") WHERE "contact_messages"."won_at" is not null;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_source_check" CHECK ("contact_messages"."source" in ('form', 'quote', 'whatsapp', 'phone', 'manual'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_stage_check" CHECK ("contact_messages"."stage" in ('nuevo', 'contactado', 'visita', 'presupuesto', 'ganado', 'perdido'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reach_check" CHECK ("contact_messages"."email" is not null or "contact_messages"."phone" is not null);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_value_check" CHECK ("contact_messages"."estimated_value" is null or "contact_messages"."estimated_value" >= 0);