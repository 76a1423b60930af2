ALTER TABLE "catalogue_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_bodies" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_playlists" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_translations_check" CHECK (jsonb_typeof("catalogue_items"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "news_bodies" ADD CONSTRAINT "news_bodies_translations_check" CHECK (jsonb_typeof("news_bodies"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_translations_check" CHECK (jsonb_typeof("podcast_episodes"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "podcast_playlists" ADD CONSTRAINT "podcast_playlists_translations_check" CHECK (jsonb_typeof("podcast_playlists"."translations") = 'object');