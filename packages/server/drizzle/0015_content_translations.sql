ALTER TABLE "faq_entries" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "institutional_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_translations_check" CHECK (jsonb_typeof("faq_entries"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "institutional_pages" ADD CONSTRAINT "institutional_pages_translations_check" CHECK (jsonb_typeof("institutional_pages"."translations") = 'object');