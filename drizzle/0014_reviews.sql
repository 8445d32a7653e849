CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_name" text NOT NULL,
	"town" text NOT NULL,
	"project_id" uuid,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"review_date" date NOT NULL,
	"source" text DEFAULT 'direct' NOT NULL,
	"source_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_search" text GENERATED ALWAYS AS (unaccent_es(author_name || chr(10) || town || chr(10) || text)) STORED,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" in ('es', 'gl', 'en')),
	CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('direct', 'google', 'other')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_date_idx" ON "reviews" USING btree ("status","review_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("review_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_published_date_idx" ON "reviews" USING btree ("review_date" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_published_project_idx" ON "reviews" USING btree ("project_id","review_date" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_project_idx" ON "reviews" USING btree ("project_id");