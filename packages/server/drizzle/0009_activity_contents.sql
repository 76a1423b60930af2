CREATE TABLE "activity_contents" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_key" text,
	"launch_path" text,
	"content_type" text,
	"size_bytes" bigint,
	"original_name" text,
	"url" text,
	"scorm_version" text,
	"scorm_edition" text,
	"scorm_organization" jsonb,
	"scorm_scos" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_contents_kind_check" CHECK ("activity_contents"."kind" in ('file', 'package', 'url')),
	CONSTRAINT "activity_contents_shape_check" CHECK (("activity_contents"."kind" = 'url') = ("activity_contents"."url" is not null and "activity_contents"."object_key" is null)),
	CONSTRAINT "activity_contents_package_check" CHECK ("activity_contents"."kind" <> 'package' or "activity_contents"."launch_path" is not null),
	CONSTRAINT "activity_contents_scorm_check" CHECK (("activity_contents"."scorm_version" is null) = ("activity_contents"."scorm_scos" is null) and ("activity_contents"."scorm_version" is null or "activity_contents"."scorm_version" in ('1.2', '2004')))
);
--> statement-breakpoint
ALTER TABLE "activity_contents" ADD CONSTRAINT "activity_contents_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;