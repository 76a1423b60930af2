-- Issue 20. SCORM run-time data: the cmi data model of a learner's last accepted commit, per SCORM activity, SCO
-- and attempt, with the commit's sequence number (a commit whose number is not greater is stale and refused).
CREATE TABLE "activity_runtime_data" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"sco" text NOT NULL,
	"attempt" integer NOT NULL,
	"version" text NOT NULL,
	"sequence" integer NOT NULL,
	"cmi" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_runtime_data_user_id_activity_id_sco_attempt_pk" PRIMARY KEY("user_id","activity_id","sco","attempt"),
	CONSTRAINT "activity_runtime_data_sco_check" CHECK (char_length("activity_runtime_data"."sco") between 1 and 255),
	CONSTRAINT "activity_runtime_data_version_check" CHECK ("activity_runtime_data"."version" in ('scorm12', 'scorm2004')),
	CONSTRAINT "activity_runtime_data_attempt_check" CHECK ("activity_runtime_data"."attempt" >= 1),
	CONSTRAINT "activity_runtime_data_sequence_check" CHECK ("activity_runtime_data"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "activity_runtime_data" ADD CONSTRAINT "activity_runtime_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_runtime_data" ADD CONSTRAINT "activity_runtime_data_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_runtime_data_activity_idx" ON "activity_runtime_data" USING btree ("activity_id");
