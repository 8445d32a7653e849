ALTER TABLE "site_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registered_address" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registry_details" text;