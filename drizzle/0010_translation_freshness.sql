-- Translation freshness (docs/decisions/0019-translation-freshness.md). Beside "translations", each
-- translatable row keeps per language and field a hash of the Spanish text the translation was
-- made from ("translation_sources"), and the languages whose Spanish has changed since
-- ("stale_locales", kept by every write; the lists and the dashboard read it through the partial
-- indexes). Rows translated before this migration have no hash: the app counts such a translation
-- as made from the Spanish the row holds, so every existing translation stays current, and its
-- hash is recorded at the row's next write. No data is rewritten here.
ALTER TABLE "about_gallery" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "about_gallery" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "project_content_blocks" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_content_blocks" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "stale_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "project_content_blocks_stale_idx" ON "project_content_blocks" USING btree ("project_id") WHERE cardinality("project_content_blocks"."stale_locales") > 0;--> statement-breakpoint
CREATE INDEX "projects_stale_created_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST) WHERE cardinality("projects"."stale_locales") > 0;