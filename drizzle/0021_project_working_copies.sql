DROP INDEX "projects_slug_key";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "draft_of" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_draft_of_projects_id_fk" FOREIGN KEY ("draft_of") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_draft_of_key" ON "projects" USING btree ("draft_of");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_key" ON "projects" USING btree ("slug") WHERE draft_of is null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_draft_unpublished" CHECK (draft_of is null or not published);