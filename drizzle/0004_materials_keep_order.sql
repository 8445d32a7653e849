ALTER TABLE "projects" ALTER COLUMN "materials" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "materials" SET DEFAULT '{}'::json;