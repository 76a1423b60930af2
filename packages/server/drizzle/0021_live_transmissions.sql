CREATE TABLE "live_transmissions" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"stream_kind" text,
	"stream_url" text,
	"recording_kind" text,
	"recording_url" text,
	"recurrence" text,
	"recurrence_count" integer,
	"status" text,
	"status_occurrence_at" timestamp with time zone,
	"status_changed_by" integer,
	"status_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_transmissions_stream_check" CHECK (("live_transmissions"."stream_kind" is null) = ("live_transmissions"."stream_url" is null) and ("live_transmissions"."stream_kind" is null or "live_transmissions"."stream_kind" in ('youtube', 'vimeo', 'hls', 'video'))),
	CONSTRAINT "live_transmissions_recording_check" CHECK (("live_transmissions"."recording_kind" is null) = ("live_transmissions"."recording_url" is null) and ("live_transmissions"."recording_kind" is null or "live_transmissions"."recording_kind" in ('youtube', 'vimeo', 'hls', 'video'))),
	CONSTRAINT "live_transmissions_recurrence_check" CHECK (("live_transmissions"."recurrence" is null or "live_transmissions"."recurrence" in ('yearly', 'monthly', 'weekly', 'daily')) and ("live_transmissions"."recurrence_count" is null or "live_transmissions"."recurrence_count" >= 1)),
	CONSTRAINT "live_transmissions_status_check" CHECK (("live_transmissions"."status" is null) = ("live_transmissions"."status_occurrence_at" is null) and ("live_transmissions"."status" is null or "live_transmissions"."status" in ('waiting', 'live', 'finished')))
);
--> statement-breakpoint
ALTER TABLE "live_transmissions" ADD CONSTRAINT "live_transmissions_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_transmissions" ADD CONSTRAINT "live_transmissions_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;