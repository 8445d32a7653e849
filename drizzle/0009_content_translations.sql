-- Translatable content (issue #17): each row keeps its Spanish in its columns and its Galician and
-- English in "translations" ({"gl": {...}, "en": {...}}). The search documents per language take
-- each field's translation when it has one, else the Spanish, so a half-translated project is
-- still found by its Spanish words.
CREATE OR REPLACE FUNCTION translated_text(tr jsonb, field text, spanish text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(nullif(btrim(tr ->> field), ''), spanish) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION translated_list(tr jsonb, field text, spanish text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(
  (SELECT nullif(btrim(string_agg(item #>> '{}', ' ')), '')
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(tr -> field) = 'array' THEN tr -> field ELSE '[]'::jsonb END) AS item
    WHERE jsonb_typeof(item) = 'string'),
  array_to_string(spanish, ' ')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_vector_translated(
  config regconfig, tr jsonb, title text, category text, location text, short_description text, description text,
  features text[], long_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT
  setweight(to_tsvector(config, unaccent_es(coalesce(translated_text(tr, 'title', title), ''))), 'A') ||
  setweight(to_tsvector(config, unaccent_es(coalesce(category, '') || ' ' || coalesce(location, ''))), 'B') ||
  setweight(to_tsvector(config, unaccent_es(coalesce(translated_text(tr, 'shortDescription', short_description), '') || ' ' || coalesce(translated_text(tr, 'description', description), '') || ' ' || coalesce(translated_list(tr, 'features', features), ''))), 'C') ||
  setweight(to_tsvector(config, unaccent_es(regexp_replace(coalesce(translated_text(tr, 'longDescription', long_description), ''), '<[^>]*>', ' ', 'g'))), 'D') $$;
--> statement-breakpoint
ALTER TABLE "about_gallery" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_content_blocks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector_gl" "tsvector" GENERATED ALWAYS AS (project_search_vector_translated('simple', translations -> 'gl', title, category, location, short_description, description, features, long_description)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector_en" "tsvector" GENERATED ALWAYS AS (project_search_vector_translated('english', translations -> 'en', title, category, location, short_description, description, features, long_description)) STORED;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_gl_idx" ON "projects" USING gin ("search_vector_gl");--> statement-breakpoint
CREATE INDEX "projects_search_en_idx" ON "projects" USING gin ("search_vector_en");