-- The public search document, as one IMMUTABLE function so a generated column can store it
-- (array_to_string is only STABLE in the catalogue, though text[] → text is deterministic).
CREATE OR REPLACE FUNCTION project_search_vector(
  title text, category text, location text, short_description text, description text,
  features text[], long_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT
  setweight(to_tsvector('spanish'::regconfig, unaccent_es(coalesce(title, ''))), 'A') ||
  setweight(to_tsvector('spanish'::regconfig, unaccent_es(coalesce(category, '') || ' ' || coalesce(location, ''))), 'B') ||
  setweight(to_tsvector('spanish'::regconfig, unaccent_es(coalesce(short_description, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(features, ' '), ''))), 'C') ||
  setweight(to_tsvector('spanish'::regconfig, unaccent_es(regexp_replace(coalesce(long_description, ''), '<[^>]*>', ' ', 'g'))), 'D') $$;
--> statement-breakpoint
CREATE TABLE "project_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (project_search_vector(title, category, location, short_description, description, features, long_description)) STORED;--> statement-breakpoint
ALTER TABLE "project_slug_redirects" ADD CONSTRAINT "project_slug_redirects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_slug_redirects_project_idx" ON "project_slug_redirects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST);