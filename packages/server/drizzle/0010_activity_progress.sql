CREATE TABLE "activity_progress" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"watched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" double precision,
	"ended" boolean DEFAULT false NOT NULL,
	"furthest_page" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"visited" boolean DEFAULT false NOT NULL,
	"completion_called" boolean DEFAULT false NOT NULL,
	"file_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_progress_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id"),
	CONSTRAINT "activity_progress_pages_check" CHECK ("activity_progress"."furthest_page" >= 0 and ("activity_progress"."page_count" is null or "activity_progress"."page_count" >= 1)),
	CONSTRAINT "activity_progress_duration_check" CHECK ("activity_progress"."duration" is null or "activity_progress"."duration" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_progress_activity_idx" ON "activity_progress" USING btree ("activity_id");