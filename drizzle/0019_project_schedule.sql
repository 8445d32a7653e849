ALTER TABLE "projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "projects_publish_at_idx" ON "projects" USING btree ("publish_at") WHERE publish_at is not null;--> statement-breakpoint
CREATE INDEX "projects_unpublish_at_idx" ON "projects" USING btree ("unpublish_at") WHERE unpublish_at is not null;